// Capture rules: which drafts a session's events imply — verified commands (and what does not count),
// piped runs as weaker evidence, failed attempts, bug notes with the files that fixed them, dedupe.
import { describe, expect, it } from "vitest";
import { baselineConfidence } from "../memories/confidence.js";
import { newMemorySchema } from "../memories/memory.js";
import { edit, ev, fail, ofType, pass } from "./capture.fixtures.js";
import { deriveMemories } from "./capture.js";

describe("verified commands", () => {
  it.each([
    ["npm test", "test", "npm"],
    ["npm run build", "build", "npm"],
    ["npx eslint .", "lint", "eslint"],
    ["npx tsc --noEmit", "typecheck", "tsc"],
    ["npx prettier --check .", "format", "prettier"],
  ])("a passing %s becomes a verified %s command", (command, kind, program) => {
    const drafts = deriveMemories([pass(command)]);
    expect(drafts).toHaveLength(1);
    expect(drafts[0]).toMatchObject({ type: "verified_command", title: command, tags: [kind, program] });
    expect(drafts[0]?.confidence).toBeUndefined();
  });

  it("ignores commands that are not test/build/lint/typecheck/format", () => {
    expect(
      deriveMemories([pass("git status"), pass("ls"), pass("echo test"), pass("cat README.md")]),
    ).toEqual([]);
  });

  it("ignores failures with no later pass, and events whose outcome is unknown", () => {
    expect(deriveMemories([fail("npm test")])).toEqual([]);
    expect(deriveMemories([ev({ command: "npm test", ok: null })])).toEqual([]);
  });

  it("ignores non-shell tools even when they carry a command-like string", () => {
    expect(deriveMemories([ev({ tool: "Read", command: "npm test", ok: true })])).toEqual([]);
    expect(deriveMemories([ev({ kind: "prompt", tool: null, command: "npm test", ok: true })])).toEqual([]);
  });

  it("takes PowerShell like Bash", () => {
    const drafts = deriveMemories([
      ev({ tool: "PowerShell", command: "dotnet test", ok: true, exitCode: 0 }),
    ]);
    expect(drafts.map((d) => d.type)).toEqual(["verified_command"]);
  });

  it("a run piped through an output filter gets confidence 0.6 and the normalized title", () => {
    const drafts = deriveMemories([pass("npm test 2>&1 | tail -20")]);
    expect(drafts).toHaveLength(1);
    expect(drafts[0]?.title).toBe("npm test");
    expect(drafts[0]?.confidence).toBe(0.6);
    expect(drafts[0]?.confidence).toBeLessThan(baselineConfidence("hook", "verified_command"));
    expect(drafts[0]?.body).toContain("npm test 2>&1 | tail -20");
  });

  it("a piped run with pipefail is full evidence", () => {
    const drafts = deriveMemories([pass("set -o pipefail; npm test | tail -5")]);
    expect(drafts[0]?.confidence).toBeUndefined();
  });

  it("a pass whose exit status another step decides (|| true, ; echo) is no evidence", () => {
    expect(deriveMemories([pass("npm test || true")])).toEqual([]);
    expect(deriveMemories([pass('npm test; echo "exit: $?"')])).toEqual([]);
  });

  it("a later piped run does not weaken a proven pass of the same command", () => {
    const drafts = deriveMemories([pass("npm test"), pass("npm test 2>&1 | tail -5")]);
    expect(drafts).toHaveLength(1);
    expect(drafts[0]?.confidence).toBeUndefined();
  });

  it("dedupes: the same command run five times gives one draft, from the latest run", () => {
    const runs = [1, 2, 3, 4, 5].map(() => pass("npm test"));
    const drafts = deriveMemories(runs);
    expect(drafts).toHaveLength(1);
    expect(drafts[0]?.toolUseId).toBe(runs[4]?.toolUseId);
  });

  it("whitespace and filter variants of one command share one draft", () => {
    const drafts = deriveMemories([pass("npm  test"), pass("npm test 2>&1"), pass("npm test | tail -3")]);
    expect(ofType(drafts, "verified_command")).toHaveLength(1);
  });
});

describe("failed attempts", () => {
  it("the same action (program and target) failed, then a changed run of it passed", () => {
    const drafts = deriveMemories([
      fail("npx vitest run src/db.test.ts", "Error: database is locked"),
      pass("npx vitest run src/db.test.ts --pool=forks"),
    ]);
    const [fa] = ofType(drafts, "failed_attempt");
    expect(fa?.title).toBe(
      "`npx vitest run src/db.test.ts` failed; `npx vitest run src/db.test.ts --pool=forks` worked instead",
    );
    expect(fa?.body).toContain("database is locked");
    expect(fa?.tags).toEqual(["test", "vitest"]);
  });

  it("mentions the exit code when there is no error line", () => {
    const drafts = deriveMemories([fail("npm test", null), pass("npm test -- --runInBand")]);
    expect(ofType(drafts, "failed_attempt")[0]?.body).toContain("Exit code 1");
  });

  it("never pairs two unrelated suites or programs", () => {
    const drafts = deriveMemories([
      fail("mix test test/spotter/services/transcript_renderer_test.exs", "1 test, 1 failure"),
      pass("npx vitest run"),
      fail("npm test", "Error: Cannot find module 'jest'"),
      pass("npx vitest run"),
    ]);
    expect(ofType(drafts, "failed_attempt")).toEqual([]);
  });

  it("never pairs the same program on different files", () => {
    const drafts = deriveMemories([
      fail("cd /home/u/app && mix credo --strict lib/a.ex", "┃ [F] Function body is nested too deep"),
      pass("mix credo --strict lib/b.ex lib/c.ex"),
    ]);
    expect(ofType(drafts, "failed_attempt")).toEqual([]);
  });

  it("not when files were edited between the failure and the changed run (that was a fix)", () => {
    const drafts = deriveMemories([
      fail("npm test", "Error: boom"),
      edit("Edit", "src/a.ts"),
      pass("npm test -- --runInBand"),
    ]);
    expect(ofType(drafts, "failed_attempt")).toEqual([]);
  });

  it("not when the later pass is of another kind", () => {
    const drafts = deriveMemories([fail("npm test"), pass("npm run build")]);
    expect(ofType(drafts, "failed_attempt")).toEqual([]);
  });

  it("not when the same command itself passes later (it was fixed, not abandoned)", () => {
    const drafts = deriveMemories([
      fail("npm test"),
      pass("npx vitest run src/a.test.ts"),
      edit("Edit", "src/a.ts"),
      pass("npm test"),
    ]);
    expect(ofType(drafts, "failed_attempt")).toEqual([]);
    expect(ofType(drafts, "bug_note")).toHaveLength(1);
  });

  it("a pass that proves nothing (|| true) does not make the failure a failed attempt", () => {
    const drafts = deriveMemories([fail("npm test"), pass("npx vitest run || true")]);
    expect(drafts).toEqual([]);
  });
});

describe("bug notes", () => {
  it("same command fails, files are edited, then it passes: the error and the files", () => {
    const drafts = deriveMemories([
      fail("npm test", "TypeError: x is not a function"),
      edit("Edit", "src/a.ts"),
      edit("Read", "src/ignored.ts"),
      edit("Write", "src/b.ts"),
      edit("MultiEdit", "src/a.ts"),
      pass("npm test"),
    ]);
    const notes = ofType(drafts, "bug_note");
    expect(notes).toHaveLength(1);
    expect(notes[0]?.files).toEqual(["src/a.ts", "src/b.ts"]);
    expect(notes[0]?.title).toContain("TypeError: x is not a function");
    expect(notes[0]?.body).toContain("src/b.ts");
    expect(notes[0]?.tags).toEqual(["test", "npm"]);
    expect(notes[0]?.title).toBe("npm test failure fixed: TypeError: x is not a function");
    expect(ofType(drafts, "verified_command")).toHaveLength(1);
  });

  it("edits after the pass do not count", () => {
    const drafts = deriveMemories([
      fail("npm test"),
      edit("Edit", "src/a.ts"),
      pass("npm test"),
      edit("Edit", "z.ts"),
    ]);
    expect(ofType(drafts, "bug_note")[0]?.files).toEqual(["src/a.ts"]);
  });

  it("no bug note without edits in between (a flaky pass)", () => {
    const drafts = deriveMemories([fail("npm test"), edit("Read", "src/a.ts"), pass("npm test")]);
    expect(ofType(drafts, "bug_note")).toEqual([]);
    expect(ofType(drafts, "failed_attempt")).toEqual([]);
  });

  it("no bug note without an error line", () => {
    const drafts = deriveMemories([fail("npm test", null), edit("Edit", "src/a.ts"), pass("npm test")]);
    expect(ofType(drafts, "bug_note")).toEqual([]);
  });

  it("the piped and unpiped forms of one command count as the same command", () => {
    const drafts = deriveMemories([
      fail("npm test 2>&1 | tail -30", "FAIL src/a.test.ts"),
      edit("Edit", "src/a.ts"),
      pass("npm test"),
    ]);
    expect(ofType(drafts, "bug_note")).toHaveLength(1);
    expect(ofType(drafts, "failed_attempt")).toEqual([]);
  });
});

describe("draft limits", () => {
  it("dedupeKey stays ≤ 512 and every draft is a valid memory even for 5,000-character commands", () => {
    const long = (c: string) => `npm test -- ${c.repeat(5000)}`.slice(0, 5000);
    const drafts = deriveMemories([
      fail(long("a"), `Error: ${"E".repeat(600)}`),
      edit("Edit", "src/a.ts"),
      pass(long("a")),
      fail(long("b")),
      pass(`${long("b")} --bail`),
    ]);
    expect(new Set(drafts.map((d) => d.type))).toEqual(
      new Set(["verified_command", "bug_note", "failed_attempt"]),
    );
    for (const d of drafts) {
      expect(d.dedupeKey.length).toBeLessThanOrEqual(512);
      const parsed = newMemorySchema.safeParse({
        project: "p",
        type: d.type,
        title: d.title,
        body: d.body,
        files: d.files,
        tags: d.tags,
        dedupeKey: d.dedupeKey,
        source: { kind: "hook", event: d.event, sessionId: d.sessionId, toolUseId: d.toolUseId },
      });
      expect(parsed.success).toBe(true);
    }
  });

  it("is deterministic", () => {
    const events = [fail("npm test"), edit("Edit", "a.ts"), pass("npm test"), fail("make"), pass("make -j4")];
    expect(deriveMemories(events)).toEqual(deriveMemories(events));
  });
});

describe("verified commands need their own exit status", () => {
  it("a check started in the background (no exit code) is not verified", () => {
    expect(deriveMemories([ev({ command: "mix test", ok: true, exitCode: null })])).toEqual([]);
  });
});
