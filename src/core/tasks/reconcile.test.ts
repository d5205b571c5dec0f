import { describe, expect, it } from "vitest";
import { newPendingTask, type Task } from "./model.js";
import { isStale, reconcile } from "./reconcile.js";

const H = 3_600_000;
const NOW = "2026-03-02T12:00:00.000Z";
const ago = (ms: number) => new Date(Date.parse(NOW) - ms).toISOString();
const t = (p: Partial<Task>): Task =>
  newPendingTask({
    project: "p",
    board: "main",
    id: "t1",
    position: 1,
    title: "x",
    status: "IN_PROGRESS",
    estimateMinutes: 60,
    startedAt: ago(1 * H),
    updatedAt: ago(1 * H),
    at: ago(48 * H),
    ...p,
  });
const base = {
  now: NOW,
  briefWrittenAt: new Map<string, string>(),
  completeLogged: new Set<string>(),
  parents: new Set<string>(),
};

describe("reconciliation on resume", () => {
  it("resets in-flight work to PENDING, or RESEARCHED when a brief newer than the task exists", () => {
    const tasks = [
      t({ id: "a" }),
      t({ id: "b", status: "IN_RESEARCH", startedAt: null }),
      t({ id: "c", status: "VALIDATING" }),
      t({ id: "d" }),
    ];
    const briefs = new Map([
      ["b", ago(2 * H)],
      ["d", ago(72 * H)], // older than the task: does not count
    ]);
    const out = reconcile({ ...base, tasks, briefWrittenAt: briefs });
    expect(out.map((c) => [c.after.id, c.after.status, c.after.startedAt])).toEqual([
      ["a", "PENDING", null],
      ["b", "RESEARCHED", null],
      ["c", "PENDING", null],
      ["d", "PENDING", null],
    ]);
    expect(out[2]?.events[0]).toMatchObject({
      type: "TASK_RECONCILED",
      detail: expect.stringMatching(/while VALIDATING/),
    });
  });

  it("never touches COMPLETE, BLOCKED, CANCELLED, PENDING, parents or skipped tasks", () => {
    const tasks = [
      t({ id: "a", status: "COMPLETE", completedAt: NOW }),
      t({ id: "b", status: "BLOCKED", blockedReason: "x" }),
      t({ id: "c", status: "CANCELLED" }),
      t({ id: "d", status: "PENDING", startedAt: null }),
      t({ id: "e" }),
      t({ id: "f" }),
    ];
    expect(reconcile({ ...base, tasks, parents: new Set(["e"]), skip: new Set(["f"]) })).toEqual([]);
  });

  it("resets a task IN_PROGRESS past 4× its estimate with an ERROR, and blocks it the second time", () => {
    const stale = t({ id: "s", startedAt: ago(4 * H + 60_000) }); // 60 min estimate, 4h01m in progress
    expect(isStale(stale, NOW, new Set())).toBe(true);
    expect(isStale(t({ startedAt: ago(3 * H) }), NOW, new Set())).toBe(false);
    expect(isStale(t({ estimateMinutes: null, startedAt: ago(100 * H) }), NOW, new Set())).toBe(false);
    expect(isStale(stale, NOW, new Set(["s"]))).toBe(false); // a TASK_COMPLETE is logged
    const [first] = reconcile({ ...base, tasks: [stale] });
    expect(first?.after).toMatchObject({ status: "PENDING", staleCount: 1, estimateMinutes: 60 });
    expect(first?.events).toEqual([
      {
        type: "ERROR",
        detail: expect.stringMatching(/^stale: IN_PROGRESS for 4\.0h, over 4× the 60 min estimate/),
      },
    ]);
    const [second] = reconcile({ ...base, tasks: [{ ...stale, staleCount: 1 }] });
    expect(second?.after).toMatchObject({
      status: "BLOCKED",
      blockedReason: "Stale twice — requires human review",
      staleCount: 2,
    });
    expect(second?.events.map((e) => e.type)).toEqual(["ERROR", "TASK_BLOCKED"]);
  });
});
