import { describe, expect, it } from "vitest";
import { deriveMemories } from "../capture/capture.js";
import { activityEvent } from "../capture/events.js";
import {
  answerKey,
  bugFixKey,
  commandKey,
  compactFixKey,
  correctionKey,
  failedAttemptKey,
  findingKey,
  followUpKey,
  missingScriptKey,
  observationKey,
  observedFactKey,
  planKey,
  sessionFixKey,
  sessionIdOfKey,
  sessionKey,
  stoppedCallKey,
  turnAnswerKey,
} from "./dedupe-key.js";

// These strings are stored in existing databases: a change here makes old memories stop matching.
describe("dedupe keys (stored format, byte-identical)", () => {
  it("session summary", () => {
    expect(sessionKey("3f2a-11")).toBe("session:3f2a-11");
    expect(sessionIdOfKey("session:3f2a-11")).toBe("3f2a-11");
    expect(sessionIdOfKey("cmd:npm test")).toBeNull();
    expect(sessionIdOfKey(null)).toBeNull();
  });

  it("verified command, clipped to 400 code units", () => {
    expect(commandKey("npm test")).toBe("cmd:npm test");
    const long = "x".repeat(500);
    expect(commandKey(long)).toBe(`cmd:${"x".repeat(400)}`);
  });

  it("failed attempt and bug fix, each part clipped to 200", () => {
    expect(failedAttemptKey("npm test", "npx vitest run")).toBe("fail:npm test=>npx vitest run");
    expect(failedAttemptKey("a".repeat(300), "b".repeat(300))).toBe(
      `fail:${"a".repeat(200)}=>${"b".repeat(200)}`,
    );
    expect(bugFixKey("npm test", "TypeError: x is undefined")).toBe("fix:npm test:TypeError: x is undefined");
    expect(bugFixKey("c".repeat(201), "e".repeat(201))).toBe(`fix:${"c".repeat(200)}:${"e".repeat(200)}`);
  });

  it("distilled kinds: session bug notes, compaction fixes, corrections, answers, plans, follow-ups, facts", () => {
    expect(sessionFixKey("s1", "mix test")).toBe("fix:s1:mix test");
    expect(sessionFixKey("s1", "c".repeat(301))).toBe(`fix:s1:${"c".repeat(300)}`);
    expect(compactFixKey("e".repeat(201))).toBe(`fix:compact:${"e".repeat(200)}`);
    expect(correctionKey("Use pnpm, not npm")).toBe("said:Use pnpm, not npm");
    expect(answerKey("s1", "Which DB?")).toBe("asked:s1:Which DB?");
    expect(planKey("s1", "Plan: migrate")).toBe("plan:s1:Plan: migrate");
    expect(followUpKey("bd", "Fix flaky test")).toBe("followup:bd:Fix flaky test");
    expect(missingScriptKey("type-check")).toBe("fact:no-script:type-check");
    expect(findingKey("s1", "f".repeat(201))).toBe(`finding:s1:${"f".repeat(200)}`);
    expect(observedFactKey("package-manager")).toBe("fact:package-manager");
  });

  it("turn answers and stopped calls", () => {
    expect(turnAnswerKey("s1", "is docker running?")).toBe("answer:s1:is docker running?");
    expect(stoppedCallKey("s1", "git config commit.gpgsign false")).toBe(
      "stopped:s1:git config commit.gpgsign false",
    );
    expect(turnAnswerKey("s1", "x".repeat(300)).length).toBe("answer:s1:".length + 200);
  });

  it("observation", () => {
    expect(observationKey("project", "0123abcd", "0123456789abcdef")).toBe(
      "obs:project:0123abcd:0123456789abcdef",
    );
  });

  it("capture uses the command key for a passing test command", () => {
    const e = activityEvent({
      sessionId: "s1",
      ts: "2026-01-01T00:00:00.000Z",
      kind: "tool",
      event: "PostToolUse",
      tool: "Bash",
      toolUseId: "t1",
      command: "npm test",
      ok: true,
      exitCode: 0,
    });
    const drafts = deriveMemories([e]);
    expect(drafts.map((d) => d.dedupeKey)).toContain("cmd:npm test");
  });
});
