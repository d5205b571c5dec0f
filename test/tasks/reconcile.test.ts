import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addTask } from "../../src/app/tasks/add-task.js";
import { decomposeTask } from "../../src/app/tasks/decompose-task.js";
import { moveTask } from "../../src/app/tasks/move-task.js";
import { reconcileTasks } from "../../src/app/tasks/reconcile-tasks.js";
import { recordBrief } from "../../src/app/tasks/record-brief.js";
import { resumeTasks } from "../../src/app/tasks/resume-tasks.js";
import type { SessionRecord } from "../../src/core/capture/session.js";
import { type Bench, bench } from "./support.js";

let b: Bench;
beforeEach(async () => {
  b = await bench();
});
afterEach(async () => b.close());

const status = async (id: string) => (await b.scope.tasks.getTask("p1", id))?.status;
const session = (id: string, updatedAt: string, endedAt: string | null): SessionRecord => ({
  id,
  project: "p1",
  origin: "hook",
  startedAt: updatedAt,
  updatedAt,
  endedAt,
  intents: [],
  filesChanged: [],
  commands: [],
  errors: [],
  lastAssistantMessage: null,
  nextSteps: [],
  summary: "",
  gitBranch: null,
  cwd: null,
});
/** Runs a resume as a new session would. */
const resume = async (sessionId = "s-2") => {
  b.scope.sessionId = sessionId;
  return reconcileTasks(b.scope, { sessions: b.store });
};

describe("reconciliation on resume", () => {
  it("resets work left in flight: RESEARCHED with a brief newer than the task, else PENDING; settled tasks untouched", async () => {
    await addTask(b.scope, undefined, { title: "story" });
    await decomposeTask(
      b.scope,
      undefined,
      "t1",
      ["a", "b", "c", "d", "e", "f"].map((title) => ({ title })),
    );
    await moveTask(b.scope, "main", "t2", { kind: "start" });
    await moveTask(b.scope, "main", "t3", { kind: "research" });
    b.advance(1);
    await recordBrief(b.scope, "main", "t3", "found it");
    await moveTask(b.scope, "main", "t3", { kind: "start" }); // researched, then started: a brief exists
    await moveTask(b.scope, "main", "t4", { kind: "start" });
    await moveTask(b.scope, "main", "t4", { kind: "validate" });
    await moveTask(b.scope, "main", "t5", { kind: "block", reason: "keys" });
    await moveTask(b.scope, "main", "t6", { kind: "cancel", reason: null });
    await moveTask(b.scope, "main", "t7", { kind: "research" });
    b.advance(30);
    const r = await resume();
    expect(r.changed.map((t) => [t.id, t.status])).toEqual([
      ["t2", "PENDING"],
      ["t3", "RESEARCHED"],
      ["t4", "PENDING"],
      ["t7", "PENDING"],
    ]);
    expect(await status("t1")).toBe("IN_PROGRESS"); // a parent follows its children, it is not reset
    expect(await status("t5")).toBe("BLOCKED");
    expect(await status("t6")).toBe("CANCELLED");
    expect(r.events.every((e) => e.type === "TASK_RECONCILED" && e.sessionId === "s-2")).toBe(true);
    expect((await resume()).changed).toEqual([]); // idempotent
  });

  it("leaves a task alone while the session holding it is active, and reconciles it once that session ended", async () => {
    await addTask(b.scope, undefined, { title: "a" });
    b.scope.sessionId = "s-busy";
    await moveTask(b.scope, "main", "t1", { kind: "start" });
    b.advance(5);
    expect((await resume()).changed).toEqual([]); // s-busy moved it 5 minutes ago, in another terminal
    await b.store.upsertSession(session("s-busy", b.scope.now.toISOString(), null));
    b.advance(10);
    expect((await resume()).changed).toEqual([]); // active 10 minutes ago
    b.advance(10);
    expect((await resume()).changed.map((t) => t.status)).toEqual(["PENDING"]); // quiet for 20 minutes
    b.scope.sessionId = "s-busy";
    await moveTask(b.scope, "main", "t1", { kind: "start" });
    await b.store.upsertSession(session("s-busy", b.scope.now.toISOString(), b.scope.now.toISOString()));
    expect((await resume()).changed.map((t) => t.status)).toEqual(["PENDING"]); // it ended
    b.scope.sessionId = "s-3";
    await moveTask(b.scope, "main", "t1", { kind: "start" });
    expect((await resume("s-3")).changed.map((t) => t.status)).toEqual(["PENDING"]); // resuming itself
  });

  it("resets a task stale past 4× its estimate with an ERROR, keeps its brief, and blocks it the second time", async () => {
    await addTask(b.scope, undefined, { title: "hangs", estimateMinutes: 15 });
    await recordBrief(b.scope, "main", "t1", "what we learned");
    await moveTask(b.scope, "main", "t1", { kind: "start" });
    b.advance(61);
    const first = await resume();
    expect(first.changed[0]).toMatchObject({ status: "PENDING", staleCount: 1, estimateMinutes: 15 });
    expect(first.events[0]).toMatchObject({ type: "ERROR", prevStatus: "IN_PROGRESS", newStatus: "PENDING" });
    expect(first.events[0]?.detail).toMatch(/^stale: IN_PROGRESS for 1\.0h, over 4× the 15 min estimate/);
    expect(await b.scope.tasks.getBrief("p1", "t1")).toMatchObject({ body: "what we learned" });
    // within the TTL the next research pass reuses the brief
    expect((await moveTask(b.scope, "main", "t1", { kind: "research" })).changed[0]?.status).toBe(
      "RESEARCHED",
    );
    await moveTask(b.scope, "main", "t1", { kind: "start" });
    b.advance(61);
    const second = await resume();
    expect(second.changed[0]).toMatchObject({
      status: "BLOCKED",
      blockedReason: "Stale twice — requires human review",
      staleCount: 2,
    });
    expect(second.events.map((e) => e.type)).toEqual(["ERROR", "TASK_BLOCKED"]);
    expect((await resume()).changed).toEqual([]); // the loop skips it until a human intervenes
    await moveTask(b.scope, "main", "t1", { kind: "unblock" });
    expect(await b.scope.tasks.getTask("p1", "t1")).toMatchObject({ status: "PENDING", staleCount: 0 });
  });

  it("at session start: cleans abandoned temp files, reconciles and re-renders what changed, never throws", async () => {
    await addTask(b.scope, undefined, { title: "a" });
    await moveTask(b.scope, "main", "t1", { kind: "start" });
    b.advance(20); // the session that started it crashed 20 minutes ago
    const r = await resumeTasks(b.scope.tasks, b.store, {
      project: { id: "p1", root: b.root },
      sessionId: "s-9",
      now: b.scope.now,
    });
    expect(r).not.toBeInstanceOf(Error);
    expect(await status("t1")).toBe("PENDING");
    const { readFileSync } = await import("node:fs");
    const doc = JSON.parse(readFileSync(`${b.root}/.cairn/tasks/main/tasks.json`, "utf8"));
    expect(doc.tasks[0].status).toBe("PENDING");
    await b.store.close();
    const failed = await resumeTasks(b.scope.tasks, b.store, {
      project: { id: "p1", root: b.root },
      sessionId: "s-9",
      now: b.scope.now,
    });
    expect(failed).toBeInstanceOf(Error);
    b.reopen();
  });
});
