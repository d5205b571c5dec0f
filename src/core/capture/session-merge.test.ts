import { describe, expect, it } from "vitest";
import type { SessionRecord } from "./session.js";
import { mergeSessionRecords } from "./session-merge.js";

const record = (over: Partial<SessionRecord>): SessionRecord => ({
  id: "s1",
  project: "p1",
  origin: "hook",
  startedAt: "2026-01-01T10:00:00.000Z",
  updatedAt: "2026-01-01T10:00:00.000Z",
  endedAt: null,
  intents: [],
  filesChanged: [],
  commands: [],
  errors: [],
  lastAssistantMessage: null,
  nextSteps: [],
  summary: "",
  gitBranch: null,
  cwd: null,
  ...over,
});

describe("mergeSessionRecords", () => {
  const server = record({
    startedAt: "2026-01-01T10:00:00.000Z",
    updatedAt: "2026-01-01T10:30:00.000Z",
    intents: ["add retries"],
    filesChanged: ["src/a.ts"],
    lastAssistantMessage: "Retries added.",
    summary: "server summary",
    gitBranch: "main",
    derivedEvents: 40,
  });
  const outbox = record({
    startedAt: "2026-01-01T10:45:00.000Z",
    updatedAt: "2026-01-01T11:00:00.000Z",
    intents: ["add backoff", "add retries"],
    filesChanged: ["src/b.ts"],
    lastAssistantMessage: "Backoff added.",
    summary: "offline summary",
    derivedEvents: 12,
  });

  it("keeps the earliest start, the latest update, both turns' intents and files, and the newer closing words", () => {
    const m = mergeSessionRecords(server, outbox);
    expect(m.startedAt).toBe("2026-01-01T10:00:00.000Z");
    expect(m.updatedAt).toBe("2026-01-01T11:00:00.000Z");
    expect(m.intents).toEqual(["add retries", "add backoff"]);
    expect(m.filesChanged).toEqual(["src/a.ts", "src/b.ts"]);
    expect(m.lastAssistantMessage).toBe("Backoff added.");
    expect(m.gitBranch).toBe("main"); // the newer record had none
    expect(m.derivedEvents).toBe(40); // the delivered events are derived again on the target
  });

  it("gives the same record whichever side is newer, and merging twice changes nothing", () => {
    const m = mergeSessionRecords(server, outbox);
    expect(mergeSessionRecords(m, outbox)).toEqual(m);
    const reversed = mergeSessionRecords(outbox, server);
    expect(reversed.startedAt).toBe(m.startedAt);
    expect(reversed.updatedAt).toBe(m.updatedAt);
    expect(reversed.lastAssistantMessage).toBe(m.lastAssistantMessage);
  });

  it("keeps the later end when both ended, and an end when only one did", () => {
    const ended = mergeSessionRecords(record({ endedAt: "2026-01-01T12:00:00.000Z" }), record({}));
    expect(ended.endedAt).toBe("2026-01-01T12:00:00.000Z");
    const both = mergeSessionRecords(
      record({ endedAt: "2026-01-01T12:00:00.000Z" }),
      record({ endedAt: "2026-01-01T13:00:00.000Z" }),
    );
    expect(both.endedAt).toBe("2026-01-01T13:00:00.000Z");
  });
});
