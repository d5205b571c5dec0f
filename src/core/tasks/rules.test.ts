import { describe, expect, it } from "vitest";
import { newPendingTask, type Task } from "./model.js";
import {
  blockTask,
  briefRecorded,
  cancelTask,
  completeParent,
  completeTask,
  decomposeParent,
  researchTask,
  startTask,
  unblockTask,
  validateTask,
} from "./rules.js";
import { taskSchema } from "./schema.js";

const T0 = "2026-03-01T10:00:00.000Z";
const T1 = "2026-03-01T10:42:00.000Z";
const t = (p: Partial<Task> = {}): Task =>
  newPendingTask({
    project: "p",
    board: "main",
    id: "t1",
    position: 1,
    title: "Write the parser",
    estimateMinutes: 30,
    at: T0,
    ...p,
  });
const valid = (x: Task) => expect(taskSchema.safeParse(x).success).toBe(true);

describe("task rules", () => {
  it("starts a ready leaf and records the start", () => {
    const c = startTask(t(), { isParent: false, waitingOn: [] }, T0);
    expect(c.after).toMatchObject({ status: "IN_PROGRESS", startedAt: T0 });
    expect(c.events).toEqual([{ type: "TASK_STARTED", detail: "Write the parser" }]);
    valid(c.after);
  });

  it("refuses to start a parent, a task with open dependencies, or a finished one", () => {
    expect(() => startTask(t(), { isParent: true, waitingOn: [] }, T0)).toThrow(/subtasks/);
    expect(() => startTask(t(), { isParent: false, waitingOn: ["t0 (PENDING)"] }, T0)).toThrow(/waits on t0/);
    for (const status of ["IN_PROGRESS", "COMPLETE", "BLOCKED", "CANCELLED", "VALIDATING"] as const)
      expect(() => startTask(t({ status }), { isParent: false, waitingOn: [] }, T0)).toThrow(/only PENDING/);
  });

  it("completes only a started leaf, measuring the minutes (or taking them)", () => {
    const started = t({ status: "IN_PROGRESS", startedAt: T0 });
    const c = completeTask(started, { isParent: false }, T1);
    expect(c.after).toMatchObject({ status: "COMPLETE", completedAt: T1, actualMinutes: 42 });
    expect(c.events[0]?.data).toEqual({ actualMinutes: 42, estimateMinutes: 30 });
    valid(c.after);
    expect(completeTask(started, { isParent: false, minutes: 7 }, T1).after.actualMinutes).toBe(7);
    expect(
      completeTask(t({ status: "VALIDATING", startedAt: T0 }), { isParent: false }, T1).after.status,
    ).toBe("COMPLETE");
    expect(() => completeTask(t(), { isParent: false }, T1)).toThrow(/start it first/);
    expect(() => completeTask(started, { isParent: true }, T1)).toThrow(/when every subtask is/);
  });

  it("completes a parent only when every child that was not cancelled is COMPLETE", () => {
    const parent = t({ id: "e", status: "IN_PROGRESS", startedAt: T0 });
    const done = (id: string, m: number) =>
      t({ id, status: "COMPLETE", completedAt: T1, actualMinutes: m, startedAt: T0 });
    expect(completeParent(parent, [done("a", 5), t({ id: "b" })], T1)).toBeNull();
    expect(completeParent(parent, [t({ id: "c", status: "CANCELLED" })], T1)).toBeNull();
    const c = completeParent(parent, [done("a", 5), done("b", 10), t({ id: "c", status: "CANCELLED" })], T1);
    expect(c?.after).toMatchObject({ status: "COMPLETE", actualMinutes: 15 });
    expect(c?.events[0]?.data).toMatchObject({ parent: true });
    expect(
      completeParent(t({ id: "e", status: "BLOCKED", blockedReason: "x" }), [done("a", 1)], T1),
    ).toBeNull();
  });

  it("blocks with a reason, unblocks a leaf to PENDING and a parent back to IN_PROGRESS", () => {
    const b = blockTask(t({ status: "IN_PROGRESS", startedAt: T0 }), "waiting for keys", T1);
    expect(b.after).toMatchObject({ status: "BLOCKED", blockedReason: "waiting for keys" });
    valid(b.after);
    expect(() => blockTask(b.after, "again", T1)).toThrow(/already BLOCKED/);
    expect(() => blockTask(t({ status: "COMPLETE", completedAt: T1 }), "x", T1)).toThrow(/cannot be blocked/);
    const u = unblockTask({ ...b.after, staleCount: 2 }, [], T1);
    expect(u.after).toMatchObject({ status: "PENDING", blockedReason: null, staleCount: 0, startedAt: null });
    expect(unblockTask(b.after, [t({ id: "c" })], T1).after.status).toBe("IN_PROGRESS");
    expect(() => unblockTask(t(), [], T1)).toThrow(/not BLOCKED/);
  });

  it("cancels anything not finished; validates only what is in progress", () => {
    expect(cancelTask(t({ status: "BLOCKED", blockedReason: "x" }), null, T1).after).toMatchObject({
      status: "CANCELLED",
      blockedReason: null,
    });
    expect(() => cancelTask(t({ status: "CANCELLED" }), null, T1)).toThrow(/cannot be cancelled/);
    expect(validateTask(t({ status: "IN_PROGRESS", startedAt: T0 }), T1).after.status).toBe("VALIDATING");
    expect(() => validateTask(t(), T1)).toThrow(/only an IN_PROGRESS/);
  });

  it("researches, reusing a brief younger than the TTL", () => {
    const day = 86_400_000;
    expect(researchTask(t(), { isParent: false, briefAgeMs: null, ttlMs: day }, T0).after.status).toBe(
      "IN_RESEARCH",
    );
    const reuse = researchTask(t(), { isParent: false, briefAgeMs: 3 * 3_600_000, ttlMs: day }, T0);
    expect(reuse.after.status).toBe("RESEARCHED");
    expect(reuse.events[0]).toMatchObject({
      type: "TASK_RESEARCHED",
      detail: expect.stringMatching(/reused \(3h old/),
    });
    expect(researchTask(t(), { isParent: false, briefAgeMs: day + 1, ttlMs: day }, T0).after.status).toBe(
      "IN_RESEARCH",
    );
    expect(briefRecorded(t({ status: "IN_RESEARCH" }), T1)?.after.status).toBe("RESEARCHED");
    expect(briefRecorded(t({ status: "IN_PROGRESS", startedAt: T0 }), T1)).toBeNull();
  });

  it("makes a decomposed task an IN_PROGRESS parent, unless it is finished or blocked", () => {
    const d = decomposeParent(t(), ["t2", "t3"], T1);
    expect(d.after).toMatchObject({ status: "IN_PROGRESS", startedAt: T1 });
    expect(d.events[0]).toMatchObject({ type: "TASK_DECOMPOSED", data: { children: ["t2", "t3"] } });
    for (const status of ["COMPLETE", "CANCELLED", "BLOCKED"] as const)
      expect(() => decomposeParent(t({ status }), ["x"], T1)).toThrow(new RegExp(status));
  });
});
