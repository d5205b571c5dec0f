// The heuristic session summary: idempotent, task notifications are not intents, files only from
// tools that change files, the latest outcome per command, and next steps from realistic endings.
import { describe, expect, it } from "vitest";
import { type ActivityEvent, activityEvent } from "./events.js";
import { extractNextSteps, isTaskNotification, summarizeSession, withoutNextSteps } from "./summary.js";

let seq = 0;
function ev(p: Partial<ActivityEvent>): ActivityEvent {
  seq++;
  return activityEvent({
    sessionId: "s1",
    ts: new Date(Date.UTC(2025, 0, 1, 0, 0, seq)).toISOString(),
    kind: "tool",
    event: "PostToolUse",
    tool: null,
    toolUseId: `tu${seq}`,
    cwd: "/repo",
    ...p,
  });
}
const prompt = (text: string) => ev({ kind: "prompt", event: "UserPromptSubmit", detail: text });
const bash = (command: string, ok: boolean, error: string | null = null) =>
  ev({ tool: "Bash", command, ok, exitCode: ok ? 0 : 1, error });

const NOTIFICATION =
  "<task-notification>\n<task-id>b1</task-id>\n<status>completed</status>\n<summary>Background command finished</summary>\n</task-notification>";

const session = (): ActivityEvent[] => [
  prompt("Fix the flaky login test"),
  ev({ tool: "Read", files: ["/repo/src/login.ts"] }),
  ev({ tool: "Grep", files: ["/repo/src/session.ts"] }),
  bash("npm test", false, "FAIL src/login.test.ts > logs in"),
  ev({ tool: "Edit", files: ["/repo/src/login.ts"], ok: true }),
  ev({ tool: "Write", files: ["/repo/src/clock.ts"], ok: true }),
  ev({ tool: "MultiEdit", files: ["/repo/src/login.ts", "/repo/src/util.ts"], ok: true }),
  ev({ tool: "NotebookEdit", files: ["/repo/nb/analysis.ipynb"], ok: true }),
  prompt(NOTIFICATION),
  bash("npm test 2>&1 | tail -20", true),
  prompt("Also update the changelog"),
];

describe("summarizeSession", () => {
  it("is idempotent: the same events give identical output", () => {
    const a = summarizeSession(session(), "Done.\n\nNext steps:\n- ship it");
    const events = session();
    const b = summarizeSession(events, "Done.\n\nNext steps:\n- ship it");
    const c = summarizeSession(events, "Done.\n\nNext steps:\n- ship it");
    expect(b).toEqual(c);
    expect(b.summary).toBe(c.summary);
    // the same session described by fresh event objects (only ids/timestamps differ) summarises the same
    expect(a.summary).toBe(b.summary);
  });

  it("excludes task notifications from intents", () => {
    const parts = summarizeSession(session(), null);
    expect(parts.intents).toEqual(["Fix the flaky login test", "Also update the changelog"]);
    expect(parts.summary).not.toContain("task-notification");
    expect(parts.summary).toContain("Intent: Fix the flaky login test (+1 more prompt)");
  });

  it("takes changed files from Write/Edit/MultiEdit/NotebookEdit, never from Read/Grep", () => {
    const parts = summarizeSession(session(), null);
    expect(new Set(parts.filesChanged)).toEqual(
      new Set(["/repo/src/login.ts", "/repo/src/clock.ts", "/repo/src/util.ts", "/repo/nb/analysis.ipynb"]),
    );
    expect(parts.filesChanged).toHaveLength(4); // each file once
  });

  it("also takes the files Claude Code saw a shell command change", () => {
    const parts = summarizeSession(
      [ev({ tool: "Bash", command: "git mv a.ts b.ts", ok: true, files: ["/repo/b.ts"] })],
      null,
    );
    expect(parts.filesChanged).toEqual(["/repo/b.ts"]);
  });

  it("keeps the latest outcome per (normalized) command", () => {
    const parts = summarizeSession(session(), null);
    // its last run was `npm test 2>&1 | tail -20`: exit 0 is tail's, so the pass is not proven
    expect(parts.commands).toEqual([
      { command: "npm test", ok: true, exitCode: 0, error: null, unproven: true },
    ]);
    expect(parts.summary).toContain("? npm test (exit 0 was the piped filter's, not proven)");
    expect(parts.summary).not.toContain("✗ npm test");
    // …and the other way round: a later failure wins over an earlier pass
    const flipped = summarizeSession(
      [bash("npm run build", true), bash("npm run build", false, "TS2304")],
      null,
    );
    expect(flipped.commands).toEqual([{ command: "npm run build", ok: false, exitCode: 1, error: "TS2304" }]);
    expect(flipped.summary).toContain("✗ npm run build (exit 1)");
  });

  it("orders commands by their latest run", () => {
    const parts = summarizeSession(
      [bash("npm test", false), bash("npm run lint", true), bash("npm test", true)],
      null,
    );
    expect(parts.commands.map((c) => c.command)).toEqual(["npm run lint", "npm test"]);
  });

  it("collects distinct error lines of commands still failing at the end", () => {
    const e1 = "Error: Cannot find module 'x'";
    const e2 = "error TS2304: Cannot find name 'y'";
    const parts = summarizeSession(
      [bash("npm test", false, e1), bash("npm test", false, e1), bash("npm run build", false, e2)],
      null,
    );
    expect(parts.errors).toEqual([e1, e2]);
    expect(parts.summary).toContain(`Errors: ${e1} | ${e2}`);
  });

  it("drops errors the session resolved and lines that are progress, not errors", () => {
    const parts = summarizeSession(
      [
        bash("git push", false, "fatal: The current branch x has no upstream branch."),
        bash("git push --set-upstream origin x", true),
        bash("mix compile", false, "Compiling 40 files (.ex)"),
      ],
      null,
    );
    expect(parts.errors).toEqual([]);
    expect(parts.summary).not.toContain("Errors:");
    expect(parts.summary).not.toContain("✗ git push");
  });

  it("keeps the first three and the last seven intents of a long session", () => {
    const events = Array.from({ length: 15 }, (_, i) => prompt(`prompt ${i + 1}`));
    const parts = summarizeSession(events, null);
    expect(parts.intents).toEqual([1, 2, 3, 9, 10, 11, 12, 13, 14, 15].map((i) => `prompt ${i}`));
    expect(parts.summary).toContain("(+14 more prompts)");
  });

  it("finds next steps at the end of a long final message", () => {
    const long = `${"I changed a lot of things in this session. ".repeat(80)}\n\nNext steps:\n- Deploy to staging`;
    const parts = summarizeSession([], long);
    expect(parts.nextSteps).toEqual(["Deploy to staging"]);
    expect(parts.summary).toContain("Next: Deploy to staging");
    expect(parts.lastAssistantMessage?.length).toBeLessThanOrEqual(2000);
  });

  it("is empty for no events and no message", () => {
    const parts = summarizeSession([], null);
    expect(parts.summary).toBe("");
    expect(parts.nextSteps).toEqual([]);
    expect(parts.lastAssistantMessage).toBeNull();
  });
});

describe("isTaskNotification", () => {
  it("recognizes the wrapper, with leading whitespace too", () => {
    expect(isTaskNotification(NOTIFICATION)).toBe(true);
    expect(isTaskNotification(`\n  ${NOTIFICATION}`)).toBe(true);
  });
  it("does not flag prompts that merely mention it", () => {
    expect(isTaskNotification("why do I get <task-notification> messages?")).toBe(false);
    expect(isTaskNotification("Fix the login test")).toBe(false);
  });
});

describe("summary rendering of the final message", () => {
  it("does not repeat the next-steps list in the last-message line", () => {
    const msg =
      "Fixed the cart total; tests pass.\n\nNext steps:\n- add a test for missing qty\n- format prices";
    // the claim is quoted because the session's evidence supports it (core/capture/claim-evidence)
    const worked = [ev({ tool: "Edit", ok: true, files: ["/repo/src/cart.ts"] }), bash("npm test", true)];
    const { summary, nextSteps } = summarizeSession(worked, msg);
    expect(nextSteps).toEqual(["add a test for missing qty", "format prices"]);
    expect(summary).toContain("Claude said at the end: Fixed the cart total; tests pass.");
    expect(summary).not.toMatch(/Claude said at the end:.*add a test/);
    expect(summary).toContain("Next: add a test for missing qty; format prices");
  });

  it("keeps a message that is only a list, and says nothing is next when nothing is", () => {
    expect(withoutNextSteps("Next steps:\n- a")).toBe("Next steps:\n- a");
    expect(extractNextSteps("All done. Nothing more to do.")).toEqual([]);
  });
});

describe("the final state", () => {
  const compaction = (at: string) =>
    ev({
      kind: "compact",
      event: "import",
      ts: at,
      detail:
        "Compaction summary\nPending Tasks:\n- Fix compile error in transcript_components.ex\nNext Step:\nFix the guard in expand_control_for/2",
    });

  it("a closing message written after the compaction tells the state; the compaction's pending work does not", () => {
    const events = [
      prompt("Work on spotter-dov"),
      compaction("2026-02-12T20:30:28.504Z"),
      ev({ tool: "Edit", ok: true, files: ["/repo/lib/debug.ex"], ts: "2026-02-12T20:40:00.000Z" }),
    ];
    const parts = summarizeSession(
      events,
      "All done. Next steps:\n- open the PR",
      "2026-02-12T21:03:25.296Z",
    );
    expect(parts.nextSteps).toEqual(["open the PR"]);
    expect(parts.summary).not.toContain("transcript_components");
    expect(parts.summary).toContain("Claude said at the end: All done.");
  });

  it("a compaction after the last message (or with none) gives the next step", () => {
    const events = [prompt("Work on spotter-dov"), compaction("2026-02-12T20:30:28.504Z")];
    const later = summarizeSession(events, "Now fixing credo.", "2026-02-12T20:00:00.000Z");
    expect(later.nextSteps).toEqual([
      "Fix the guard in expand_control_for/2",
      "Fix compile error in transcript_components.ex",
    ]);
    expect(later.summary).not.toContain("Claude said at the end: Now fixing credo.");
    expect(summarizeSession(events, null).nextSteps[0]).toBe("Fix the guard in expand_control_for/2");
  });

  it("names commits, filed follow-ups and open todos; lists only meaningful commands in general form", () => {
    const events = [
      prompt("Fix the login test"),
      bash("cd /home/u/app && npm test -- src/login.test.ts", true),
      bash("git status", true),
      bash('git commit -m "fix: login retries"', true),
      bash('gh issue create --title "Login flakes on slow CI"', true),
      ev({
        tool: "TodoWrite",
        ok: true,
        detail: "[completed] Fix the login test\n[pending] Update the changelog",
      }),
    ];
    const parts = summarizeSession(events, "Done.");
    expect(parts.commands.map((c) => c.command)).toEqual(["npm test"]);
    expect(parts.summary).toContain("Committed: fix: login retries");
    expect(parts.summary).toContain("Filed: Login flakes on slow CI");
    expect(parts.summary).toContain("Remaining: Update the changelog");
    expect(parts.nextSteps).toEqual(["Update the changelog"]);
  });
});
