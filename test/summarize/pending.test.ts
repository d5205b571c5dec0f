// Which sessions wait for a model summary, the outcome ledger, and the worker lock.
import { existsSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  acquireWorkerLock,
  releaseWorkerLock,
  runPendingSummaries,
  workerRunning,
} from "../../src/app/summarize/deferred.js";
import { heuristicProvider } from "../../src/app/summarize/heuristic.js";
import {
  findPendingSessions,
  isPending,
  readSummaryState,
  recordSummaryOutcome,
  summariesDir,
} from "../../src/app/summarize/pending.js";
import type { SessionRecord } from "../../src/core/capture/session.js";
import { openSqliteStore } from "../../src/store/sqlite/sqlite-store.js";
import { tempDir } from "../support/temp.js";

const now = new Date("2026-03-01T12:00:00.000Z");
const session = (over: Partial<SessionRecord>): SessionRecord => ({
  id: "s1",
  project: "p",
  origin: "hook",
  startedAt: "2026-03-01T10:00:00.000Z",
  updatedAt: "2026-03-01T11:00:00.000Z",
  endedAt: "2026-03-01T11:00:00.000Z",
  intents: [],
  filesChanged: [],
  commands: [],
  errors: [],
  lastAssistantMessage: null,
  nextSteps: [],
  summary: "Intent: x",
  gitBranch: null,
  cwd: null,
  ...over,
});

let tmp: { path: string; cleanup: () => void };
beforeEach(() => {
  tmp = tempDir("cairn-pending-");
});
afterEach(() => tmp.cleanup());

describe("isPending", () => {
  const empty = { version: 1 as const, sessions: {} };
  it("a recently ended hook session with a heuristic summary is pending", () => {
    expect(isPending(session({}), empty, now)).toBe(true);
  });
  it.each([
    ["imported sessions", { origin: "import" as const }],
    ["sessions without a summary", { summary: "" }],
    ["sessions already summarized by a model", { summary: "Intent: x\nSummary by haiku via claude-cli" }],
    ["sessions older than 48 h", { updatedAt: "2026-02-20T11:00:00.000Z" }],
    [
      "running sessions (not ended, active in the last 30 min)",
      { endedAt: null, updatedAt: "2026-03-01T11:50:00.000Z" },
    ],
  ])("not %s", (_, over) => {
    expect(isPending(session(over), empty, now)).toBe(false);
  });
  it("an idle session without SessionEnd counts as finished", () => {
    expect(isPending(session({ endedAt: null, updatedAt: "2026-03-01T11:00:00.000Z" }), empty, now)).toBe(
      true,
    );
  });
  it("tried once per state: an outcome for this updatedAt settles it; a resumed session is pending again", async () => {
    await recordSummaryOutcome(tmp.path, "s1", {
      updatedAt: "2026-03-01T11:00:00.000Z",
      status: "fallback",
      provider: "claude-cli",
      at: now.toISOString(),
      reason: "timeout",
    });
    const state = readSummaryState(tmp.path);
    expect(isPending(session({}), state, now)).toBe(false);
    expect(isPending(session({ updatedAt: "2026-03-01T11:30:00.000Z" }), state, now)).toBe(true);
  });
  it("a corrupt ledger reads as empty", () => {
    writeFileSync(join(tmp.path, "state.json"), "{");
    expect(readSummaryState(tmp.path)).toEqual({ version: 1, sessions: {} });
  });
});

describe("worker lock", () => {
  it("is exclusive while its holder lives, and replaced once stale", () => {
    const deadline = Date.now() + 60_000;
    expect(acquireWorkerLock(tmp.path, deadline)).toBe(true);
    expect(workerRunning(tmp.path)).toBe(true);
    expect(acquireWorkerLock(tmp.path, deadline)).toBe(false);
    releaseWorkerLock(tmp.path);
    expect(existsSync(join(summariesDir(tmp.path), "worker.lock"))).toBe(false);
    // a dead holder (pid that does not exist) or a passed deadline: stale, replaced
    expect(acquireWorkerLock(tmp.path, deadline, 2 ** 22 + 12345)).toBe(true);
    expect(workerRunning(tmp.path)).toBe(false);
    expect(acquireWorkerLock(tmp.path, Date.now() - 1)).toBe(true);
    expect(acquireWorkerLock(tmp.path, deadline)).toBe(true);
    releaseWorkerLock(tmp.path);
  });
});

describe("findPendingSessions", () => {
  it("filters the store's recent sessions, newest first, one project or all", async () => {
    const store = openSqliteStore({ path: join(tmp.path, "cairn.db") });
    try {
      await store.upsertProject({ id: "p", identity: "/p", root: "/p", name: "p" }, now.toISOString());
      await store.upsertProject({ id: "q", identity: "/q", root: "/q", name: "q" }, now.toISOString());
      await store.upsertSession(session({ id: "a", updatedAt: "2026-03-01T11:00:00.000Z" }));
      await store.upsertSession(session({ id: "b", origin: "import" }));
      await store.upsertSession(session({ id: "c", project: "q", updatedAt: "2026-03-01T11:10:00.000Z" }));
      const all = await findPendingSessions(store, tmp.path, { limit: 5, now });
      expect(all.map((s) => s.id)).toEqual(["c", "a"]);
      const p = await findPendingSessions(store, tmp.path, { project: "p", limit: 5, now });
      expect(p.map((s) => s.id)).toEqual(["a"]);
      const r = await runPendingSummaries(store, {
        home: tmp.path,
        provider: heuristicProvider,
        timeoutMs: 1000,
        log: () => {},
      });
      expect(r).toEqual({ ran: false, results: [] }); // the heuristic provider never runs a worker
    } finally {
      await store.close();
    }
  });
});
