import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addDependency } from "../../src/app/tasks/add-dependency.js";
import { addTask } from "../../src/app/tasks/add-task.js";
import { completeTaskById } from "../../src/app/tasks/complete-task.js";
import { decomposeTask } from "../../src/app/tasks/decompose-task.js";
import { moveTask } from "../../src/app/tasks/move-task.js";
import { nextTasks } from "../../src/app/tasks/next-tasks.js";
import { recordBrief } from "../../src/app/tasks/record-brief.js";
import type { Task } from "../../src/core/tasks/model.js";
import { type Bench, bench } from "./support.js";

let b: Bench;
beforeEach(async () => {
  b = await bench();
});
afterEach(async () => b.close());

const get = async (id: string) => (await b.scope.tasks.getTask("p1", id)) as Task;
const status = async (...ids: string[]) => Promise.all(ids.map(async (id) => (await get(id)).status));
const run = async (id: string, minutes = 5) => {
  await moveTask(b.scope, "main", id, { kind: "start" });
  b.advance(minutes);
  return completeTaskById(b.scope, "main", id);
};

describe("task lifecycle", () => {
  it("decomposes an epic, schedules leaves by priority, and completes the parent only through its children", async () => {
    const epic = await addTask(b.scope, undefined, {
      title: "Importer",
      level: "epic",
      estimateMinutes: 240,
    });
    expect(epic.changed[0]).toMatchObject({ id: "t1", board: "main", status: "PENDING", level: "epic" });
    const d = await decomposeTask(b.scope, undefined, "t1", [
      { title: "Parse", estimateMinutes: 60 },
      { title: "Store", priority: "high", estimateMinutes: 30 },
      { title: "Report", estimateMinutes: 30 },
    ]);
    expect(d.changed.map((t) => [t.id, t.level, t.status])).toEqual([
      ["t2", "story", "PENDING"],
      ["t3", "story", "PENDING"],
      ["t4", "story", "PENDING"],
      ["t1", "epic", "IN_PROGRESS"],
    ]);
    expect((await nextTasks(b.scope, undefined, 5)).ready.map((t) => t.id)).toEqual(["t3", "t2", "t4"]);
    await expect(moveTask(b.scope, "main", "t1", { kind: "start" })).rejects.toThrow(/has subtasks/);
    await expect(completeTaskById(b.scope, "main", "t1")).rejects.toThrow(/when every subtask is/);
    const first = await run("t3", 25);
    expect(first.changed.map((t) => t.id)).toEqual(["t3"]);
    expect(first.changed[0]).toMatchObject({ status: "COMPLETE", actualMinutes: 25 });
    await run("t2", 50);
    await moveTask(b.scope, "main", "t4", { kind: "cancel", reason: "not needed" });
    // the cancelled child does not hold the parent back: t1 completed with the sum of its children's minutes
    expect(await get("t1")).toMatchObject({ status: "COMPLETE", actualMinutes: 75 });
  });

  it("records velocity on each completion and the log has every move", async () => {
    await addTask(b.scope, undefined, { title: "a", estimateMinutes: 10 });
    await addTask(b.scope, undefined, { title: "b", estimateMinutes: 10 });
    await run("t1", 20);
    b.advance(60 * 24);
    const w = await run("t2", 10);
    expect(w.velocity).toMatchObject({
      completed: 2,
      avgActualMinutes: 15,
      estimateRatio: 1.5,
      tasksPerDay: 0.99,
    });
    const log = await b.scope.tasks.listEvents({ project: "p1", board: "main" });
    expect(log.map((e) => `${e.type}:${e.taskId ?? ""}`)).toEqual([
      "TASK_CREATED:t1",
      "TASK_CREATED:t2",
      "TASK_STARTED:t1",
      "TASK_COMPLETE:t1",
      "TASK_STARTED:t2",
      "TASK_COMPLETE:t2",
    ]);
    expect(log[5]).toMatchObject({ prevStatus: "IN_PROGRESS", newStatus: "COMPLETE", sessionId: "s-1" });
    expect(log[5]?.data?.velocity).toEqual(w.velocity);
    expect((log[5]?.data?.task as Task | undefined)?.status).toBe("COMPLETE"); // the post-change task, for roll-forward
  });

  it("writes a checkpoint every 10 completions and after each phase, keeping the newest 10", async () => {
    await addTask(b.scope, undefined, { title: "design", phase: "design" });
    await addTask(b.scope, undefined, { title: "design 2", phase: "design" });
    for (let i = 0; i < 118; i++) await addTask(b.scope, undefined, { title: `build ${i}`, phase: "build" });
    const first = await run("t1");
    expect(first.checkpoint).toBeNull();
    const phase = await run("t2");
    expect(phase.phases).toEqual(["design"]);
    expect(phase.checkpoint).toBe(1);
    const numbers: number[] = [];
    for (let i = 3; i <= 120; i++) {
      const w = await run(`t${i}`);
      if (w.checkpoint !== null) numbers.push(w.checkpoint);
    }
    // 118 build completions: one every 10, and the last one also completes phase "build"
    expect(numbers).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    const kept = await b.scope.tasks.listCheckpoints("p1", "main");
    expect(kept.map((c) => c.number)).toEqual([13, 12, 11, 10, 9, 8, 7, 6, 5, 4]);
    const events = await b.scope.tasks.listEvents({
      project: "p1",
      types: ["PHASE_COMPLETE", "CHECKPOINT_WRITTEN"],
    });
    expect(events.filter((e) => e.type === "PHASE_COMPLETE").map((e) => e.detail)).toEqual([
      'phase "design" complete (2 tasks)',
      'phase "build" complete (118 tasks)',
    ]);
    const newest = JSON.parse((await b.scope.tasks.getCheckpoint("p1", "main", 13))?.data ?? "");
    expect(newest).toMatchObject({ checkpoint: 13, board: "main" });
    expect(newest.tasks).toHaveLength(120);
  });

  it("holds tasks back until their dependencies are COMPLETE and refuses cycles", async () => {
    await addTask(b.scope, undefined, { title: "schema" });
    await addTask(b.scope, undefined, { title: "api", dependencies: ["t1"], priority: "critical" });
    expect((await nextTasks(b.scope, "main", 5)).ready.map((t) => t.id)).toEqual(["t1"]);
    await expect(moveTask(b.scope, "main", "t2", { kind: "start" })).rejects.toThrow(
      "t2 waits on t1 (PENDING)",
    );
    await expect(addDependency(b.scope, "main", "t1", ["t2"])).rejects.toThrow(
      "dependency cycle: t1 → t2 → t1",
    );
    await addTask(b.scope, "side", { title: "elsewhere" });
    await expect(addDependency(b.scope, "main", "t2", ["t3"])).rejects.toThrow(
      "t3 is in board side, not main",
    );
    await expect(
      addTask(b.scope, undefined, { title: "x", parent: "t1", dependencies: ["t1"] }),
    ).rejects.toThrow(/dependency cycle/);
    await run("t1");
    expect((await nextTasks(b.scope, "main", 5)).ready.map((t) => t.id)).toEqual(["t2"]);
  });

  it("skips everything under a BLOCKED task until a human unblocks it", async () => {
    await addTask(b.scope, undefined, { title: "story" });
    await decomposeTask(b.scope, undefined, "t1", [{ title: "a" }, { title: "b" }], { sequential: true });
    expect((await get("t3")).dependencies).toEqual(["t2"]);
    await moveTask(b.scope, "main", "t1", { kind: "block", reason: "waiting for the API keys" });
    expect((await nextTasks(b.scope, "main", 5)).ready).toEqual([]);
    await expect(moveTask(b.scope, "main", "t2", { kind: "start" })).rejects.toThrow(
      "t2 is under t1, which is BLOCKED",
    );
    await moveTask(b.scope, "main", "t1", { kind: "unblock" });
    expect(await status("t1")).toEqual(["IN_PROGRESS"]);
    expect((await nextTasks(b.scope, "main", 5)).ready.map((t) => t.id)).toEqual(["t2"]);
  });

  it("reuses a research brief for 24 hours, and validation counts as work in progress", async () => {
    await addTask(b.scope, undefined, { title: "spike" });
    await addTask(b.scope, undefined, { title: "later" });
    expect((await moveTask(b.scope, "main", "t1", { kind: "research" })).changed[0]?.status).toBe(
      "IN_RESEARCH",
    );
    b.advance(30);
    const brief = await recordBrief(
      b.scope,
      "main",
      "t1",
      "# Findings\nUse the streaming API. token=ghp_0123456789abcdefghijklmnopqrstuvwxyz01",
    );
    expect(brief.changed[0]?.status).toBe("RESEARCHED");
    expect(brief.brief.body).not.toContain("ghp_0123456789");
    await recordBrief(b.scope, "main", "t2", "notes for later");
    b.advance(60 * 23);
    // t2 was PENDING; recording its brief made it RESEARCHED. Within 24h a research request reuses the brief:
    expect(await status("t2")).toEqual(["RESEARCHED"]);
    const reuse = await moveTask(b.scope, "main", "t2", { kind: "research" });
    expect(reuse.events[0]).toMatchObject({
      type: "TASK_RESEARCHED",
      detail: expect.stringMatching(/reused/),
    });
    b.advance(120);
    expect((await moveTask(b.scope, "main", "t2", { kind: "research" })).changed[0]?.status).toBe(
      "IN_RESEARCH",
    );
    await moveTask(b.scope, "main", "t1", { kind: "start" });
    await moveTask(b.scope, "main", "t1", { kind: "validate" });
    b.advance(10);
    expect((await completeTaskById(b.scope, "main", "t1")).changed[0]).toMatchObject({
      status: "COMPLETE",
      actualMinutes: 10,
    });
  });
});
