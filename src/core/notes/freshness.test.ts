import { describe, expect, it } from "vitest";
import { type ActivityEvent, activityEvent } from "../capture/events.js";
import { decideFreshness, isExploration, turnActivity } from "./freshness.js";

const tool = (t: string, files: string[] = [], ok: boolean | null = true): ActivityEvent =>
  activityEvent({
    sessionId: "s",
    ts: "2026-01-01T00:00:00.000Z",
    kind: "tool",
    event: "PostToolUse",
    tool: t,
    files,
    ok,
  });
const topics = [
  { topic: "auth", covers: ["src/auth/"] },
  { topic: "billing", covers: ["src/billing/**/*.ts"] },
];
const none = { blocked: [], nudged: false };

describe("turnActivity", () => {
  it("derives code edits, note writes and exploration from the turn's events", () => {
    const a = turnActivity(
      [
        tool("Read", ["src/a.ts"]),
        tool("Grep", ["src"]),
        tool("Glob"),
        tool("LS", ["."]),
        tool("Edit", ["src/auth/a.ts"]),
        tool("Write", ["/p/src/auth/b.ts"]),
        tool("MultiEdit", ["src/auth/a.ts"]),
        tool("Write", [".cairn/notes/auth.md"]),
        tool("Edit", ["/p/.cairn/notes/billing.md"]),
        tool("Write", [".cairn/notes/INDEX.md"]),
        tool("Edit", ["src/failed.ts"], false),
        tool("Bash", ["src/gen.ts"]),
        tool("Bash"),
        tool("Write", ["/elsewhere/x.ts"]),
        activityEvent({
          sessionId: "s",
          ts: "t",
          kind: "prompt",
          event: "UserPromptSubmit",
          files: ["src/p.ts"],
        }),
      ],
      "/p",
    );
    expect(a).toEqual({
      codeEdits: ["src/auth/a.ts", "src/auth/b.ts", "src/gen.ts"],
      noteWrites: ["auth", "billing"],
      explorationCount: 4,
    });
  });
});

describe("exploration through the shell", () => {
  const bash = (command: string, files: string[] = []) =>
    activityEvent({
      sessionId: "s",
      ts: "t",
      kind: "tool",
      event: "PostToolUse",
      tool: "Bash",
      command,
      files,
      ok: true,
    });
  it("counts read-only commands (grep, find, cat, git log…), not builds or edits", () => {
    for (const c of [
      "grep -rn login src",
      "rg foo",
      "find . -name '*.ts'",
      "ls -la",
      "cat a.ts | head",
      "git log -5",
      "  git show HEAD",
    ])
      expect(isExploration(bash(c)), c).toBe(true);
    for (const c of ["npm test", "git commit -m x", "sed -i s/a/b/ f", "echo hi > f", "catalog"])
      expect(isExploration(bash(c)), c).toBe(false);
    expect(isExploration(bash("cat a > b", ["b"]))).toBe(false); // it wrote a file
  });
});

describe("decideFreshness", () => {
  const activity = (codeEdits: string[], noteWrites: string[] = [], explorationCount = 0) => ({
    codeEdits,
    noteWrites,
    explorationCount,
  });

  it("blocks once, naming each stale topic and its edited files", () => {
    const v = decideFreshness({
      activity: activity(["src/auth/a.ts", "src/billing/x/y.ts", "README.md"]),
      topics,
      threshold: 8,
      already: none,
    });
    expect(v?.kind).toBe("stale");
    expect(v?.reason).toContain("- auth (.cairn/notes/auth.md) covers src/auth/a.ts");
    expect(v?.reason).toContain("- billing (.cairn/notes/billing.md) covers src/billing/x/y.ts");
    expect(v?.uncovered).toEqual(["README.md"]);
    expect(
      decideFreshness({
        activity: activity(["src/auth/a.ts"]),
        topics,
        threshold: 8,
        already: { blocked: ["auth"], nudged: false },
      }),
    ).toBeNull();
  });

  it("passes when the covering note was refreshed in the same turn", () => {
    expect(
      decideFreshness({
        activity: activity(["src/auth/a.ts"], ["auth"]),
        topics,
        threshold: 8,
        already: none,
      }),
    ).toBeNull();
  });

  it("never blocks edits no note covers", () => {
    expect(
      decideFreshness({ activity: activity(["README.md"]), topics, threshold: 8, already: none }),
    ).toBeNull();
  });

  it("nudges once after heavy exploration with no note written, listing uncovered edits", () => {
    const v = decideFreshness({
      activity: activity(["README.md"], [], 8),
      topics,
      threshold: 8,
      already: none,
    });
    expect(v?.kind).toBe("nudge");
    expect(v?.reason).toContain("8 reads and searches");
    expect(v?.reason).toContain("Edits no note covers: README.md.");
    expect(v?.reason).toMatch(/just finish/);
    const told = { blocked: [], nudged: true };
    expect(
      decideFreshness({ activity: activity([], [], 20), topics, threshold: 8, already: told }),
    ).toBeNull();
    expect(
      decideFreshness({ activity: activity([], [], 7), topics, threshold: 8, already: none }),
    ).toBeNull();
    expect(
      decideFreshness({ activity: activity([], ["auth"], 30), topics, threshold: 8, already: none }),
    ).toBeNull();
  });

  it("a stale block wins over the nudge", () => {
    const v = decideFreshness({
      activity: activity(["src/auth/a.ts"], [], 50),
      topics,
      threshold: 8,
      already: none,
    });
    expect(v?.kind).toBe("stale");
  });
});
