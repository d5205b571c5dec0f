/**
 * The Store contract, sessions and events part: sessions upserted idempotently and listed newest first,
 * events de-duplicated by tool_use_id and prompt text, injections per session, import marks, whole
 * transactions, stats. Called inside runStoreContract's describe, so every implementation passes it
 * with the same fresh store.
 */
import { beforeEach, expect, it } from "vitest";
import type { SessionRecord } from "../core/capture/session.js";
import type { Store } from "./store.js";
import { event, parsed, T0, T1, T2 } from "./store-contract.fixtures.js";

export function storeSessionsContract(current: () => Store): void {
  let store: Store;
  beforeEach(() => {
    store = current();
  });

  it("upserts sessions idempotently and lists newest first", async () => {
    const s: SessionRecord = {
      id: "s1",
      project: "p1",
      origin: "hook",
      startedAt: T0,
      updatedAt: T0,
      endedAt: null,
      intents: ["fix the login bug"],
      filesChanged: ["src/login.ts"],
      commands: [{ command: "npm test", ok: true, exitCode: 0, error: null }],
      errors: [],
      lastAssistantMessage: "Done.",
      nextSteps: ["add a regression test"],
      summary: "Fixed login",
      gitBranch: "main",
      cwd: "/repos/a",
    };
    await store.upsertSession(s);
    await store.upsertSession({ ...s, updatedAt: T1, summary: "Fixed login, tests pass" });
    await store.upsertSession({ ...s, id: "s2", updatedAt: T2 });
    expect(await store.getSession("s1")).toEqual({
      ...s,
      updatedAt: T1,
      summary: "Fixed login, tests pass",
    });
    expect((await store.listSessions({ project: "p1" })).map((x) => x.id)).toEqual(["s2", "s1"]);
    expect((await store.listSessions({ project: "p1", excludeId: "s2" })).map((x) => x.id)).toEqual(["s1"]);
    await store.upsertSession({ ...s, id: "s3", updatedAt: T2, agent: "copilot" });
    // a record without an agent is Claude Code's (written before the agent was recorded)
    expect((await store.listSessions({ project: "p1", agent: "claude-code" })).map((x) => x.id)).toEqual([
      "s2",
      "s1",
    ]);
    expect((await store.listSessions({ agent: "copilot" })).map((x) => [x.id, x.agent])).toEqual([
      ["s3", "copilot"],
    ]);
    expect(await store.listSessions({ agent: "codex" })).toEqual([]);
    expect(await store.getSession("nope")).toBeNull();
  });

  it("inserts events idempotently by tool_use_id and prompt text", async () => {
    const evs = [
      event({ kind: "prompt", event: "UserPromptSubmit", tool: null, detail: "fix it", ts: T0 }),
      event({
        toolUseId: "toolu_1",
        command: "npm test",
        ok: false,
        exitCode: 1,
        error: "1 failed",
        ts: T1,
      }),
      event({
        toolUseId: "toolu_2",
        command: "npm test",
        ok: true,
        exitCode: 0,
        files: ["/a/b.ts"],
        ts: T2,
      }),
    ];
    expect(await store.insertEvents("p1", evs)).toBe(3);
    expect(await store.insertEvents("p1", evs)).toBe(0);
    // the same tool call seen again by an import (different event label and time) is not duplicated
    expect(await store.insertEvents("p1", [event({ toolUseId: "toolu_2", event: "import", ts: T0 })])).toBe(
      0,
    );
    const got = await store.listEvents({ sessionId: "s1" });
    expect(got).toEqual(evs);
    // windows by position: the newest N, or N after skipping M, always oldest first
    expect(await store.listEvents({ sessionId: "s1", tail: 2 })).toEqual(evs.slice(1));
    expect(await store.listEvents({ sessionId: "s1", offset: 1, limit: 1 })).toEqual(evs.slice(1, 2));
    expect(await store.countEvents("s1")).toBe(3);
    expect(await store.countEvents("s2")).toBe(0);
  });

  it("remembers injections per session", async () => {
    await store.recordInjections("s1", ["m_a", "m_b"], T0);
    await store.recordInjections("s1", ["m_b", "m_c"], T1);
    expect([...(await store.listInjected("s1"))].sort()).toEqual(["m_a", "m_b", "m_c"]);
    expect((await store.listInjected("s2")).size).toBe(0);
  });

  it("stores import marks", async () => {
    expect(await store.getImportMark("/x.jsonl")).toBeNull();
    const mark = { path: "/x.jsonl", size: 10, mtimeMs: 5, offset: 10, sessionId: "s1", importedAt: T0 };
    await store.setImportMark(mark);
    await store.setImportMark({ ...mark, size: 20, offset: 20 });
    expect(await store.getImportMark("/x.jsonl")).toEqual({ ...mark, size: 20, offset: 20 });
  });

  it("commits a transaction whole or not at all", async () => {
    await store.inTransaction(async () => {
      await store.insertMemory(parsed({ title: "kept 1" }), T0);
      await store.inTransaction(async () => store.insertMemory(parsed({ title: "kept 2" }), T0));
    });
    await expect(
      store.inTransaction(async () => {
        await store.insertMemory(parsed({ title: "rolled back" }), T0);
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    expect((await store.listMemories({ project: "p1" })).map((m) => m.title).sort()).toEqual([
      "kept 1",
      "kept 2",
    ]);
  });

  it("reports stats", async () => {
    await store.insertMemory(parsed({ title: "a", type: "todo" }), T0);
    const d = await store.insertMemory(parsed({ title: "b" }), T0);
    await store.softDeleteMemory(d.id, T1);
    const e = await store.insertMemory(parsed({ title: "c" }), T0);
    const f = await store.insertMemory(parsed({ title: "c, newer" }), T1);
    await store.updateMemory(e.id, { supersededBy: f.id }, T1);
    await store.insertEvents("p1", [event({ toolUseId: "x" })]);
    const s = await store.stats("p1");
    expect(s).toMatchObject({ projects: 1, memories: 3, superseded: 1, deleted: 1, events: 1 });
    expect(s.byType).toEqual({ todo: 1, decision: 2 });
    expect(s.schemaVersion).toBeGreaterThanOrEqual(1);
  });
}
