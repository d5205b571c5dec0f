import { describe, expect, it } from "vitest";
import { type ActivityEvent, activityEvent } from "../capture/events.js";
import type { SessionRecord } from "../capture/session.js";
import { compactionDigest, compactionText } from "./compaction-digest.js";

const session: SessionRecord = {
  id: "s1",
  project: "p",
  origin: "import",
  startedAt: "2026-02-12T10:00:00.000Z",
  updatedAt: "2026-02-12T12:00:00.000Z",
  endedAt: "2026-02-12T12:00:00.000Z",
  intents: ["first request from the start"],
  filesChanged: ["src/old.ts"],
  commands: [],
  errors: [],
  lastAssistantMessage: "Done: the migration runs.",
  nextSteps: [],
  summary: "Did things.",
  gitBranch: "main",
  cwd: "/repo",
};
let n = 0;
const ev = (e: Partial<ActivityEvent> & Pick<ActivityEvent, "kind">): ActivityEvent =>
  activityEvent({
    sessionId: "s1",
    ts: `2026-02-12T11:00:${String(n++).padStart(2, "0")}.000Z`,
    event: "import",
    ...e,
  });
const compact = (text: string) => ev({ kind: "compact", detail: `Compaction summary\n${text}` });

describe("compactionDigest", () => {
  it("is null without a compaction summary (a bare compact boundary does not count)", () => {
    expect(
      compactionDigest(session, [ev({ kind: "prompt", detail: "hi" }), ev({ kind: "compact" })]),
    ).toBeNull();
    expect(compactionText(ev({ kind: "compact", detail: "Compaction summary" }))).toBeNull();
  });

  it("starts from the latest compaction and lists only the work after it", () => {
    const events = [
      ev({ kind: "prompt", detail: "request before both compactions" }),
      compact("Current Work:\nolder state"),
      ev({ kind: "tool", tool: "Bash", command: "make old-target", ok: true }),
      compact("Current Work:\nnewer state"),
      ev({ kind: "prompt", detail: "add the migration" }),
      ev({ kind: "tool", tool: "Edit", files: ["db/migrate.sql"], ok: true }),
      ev({ kind: "tool", tool: "Read", files: ["README.md"], ok: true }),
      ev({
        kind: "tool",
        tool: "Bash",
        command: "npm test",
        ok: false,
        exitCode: 1,
        error: "Error: relation missing",
      }),
      ev({ kind: "tool", tool: "Bash", command: "npm run migrate", ok: true }),
      ev({ kind: "tool", tool: "Bash", command: "npm test", ok: true, exitCode: 0 }),
    ];
    const d = compactionDigest(session, events)!;
    expect(d).toContain("newer state");
    expect(d).not.toContain("older state");
    expect(d).not.toContain("request before both compactions");
    expect(d).not.toContain("make old-target");
    expect(d).not.toContain("first request from the start");
    expect(d).toContain("User requests:\n- add the migration");
    expect(d).toContain("Files changed:\n- db/migrate.sql\n");
    expect(d).not.toContain("README.md");
    // the last outcome of each command, in the order they last ran
    expect(d).toContain("Commands (last outcome each):\n- passed: npm run migrate\n- passed: npm test");
    expect(d).toContain("Errors:\n- Error: relation missing");
    expect(d.endsWith("Final assistant message:\nDone: the migration runs.")).toBe(true);
  });

  it("says when nothing happened after the compaction, redacts, and stays within maxChars", () => {
    const secret = "ghp_abcdefghijklmnopqrstuvwxyz0123456789";
    const d = compactionDigest(
      { ...session, lastAssistantMessage: `token ${secret} ${"x".repeat(20_000)}` },
      [compact(`Current Work:\nrotating ${secret}`)],
      3000,
    )!;
    expect(d).toContain("Nothing was recorded after that compaction.");
    expect(d).toContain("rotating [REDACTED");
    expect(d).not.toContain(secret);
    // the final message is what gets shortened
    expect(d).toContain("Final assistant message:\ntoken [REDACTED");
    expect(d.length).toBeLessThanOrEqual(3000);
  });
});
