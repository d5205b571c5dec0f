/**
 * The TaskStore contract, copy half: what `cairn migrate` needs to move task boards between stores
 * (the creation counter read and raised, a log imported with its own sequence numbers). Called from
 * `runTaskStoreContract` inside its describe block.
 */
import { expect, it } from "vitest";
import type { TaskEvent } from "../core/tasks/model.js";
import { ev, T1 } from "./task-store.fixtures.js";
import type { TaskStore } from "./task-store.js";

export function copyContract(get: () => { tasks: TaskStore }): void {
  it("reads the creation counter without drawing and only ever raises it", async () => {
    const { tasks } = get();
    expect(await tasks.lastPosition("p1")).toBe(0);
    expect(await tasks.nextPosition("p1")).toBe(1);
    expect(await tasks.lastPosition("p1")).toBe(1);
    await tasks.raisePosition("p1", 10);
    expect(await tasks.lastPosition("p1")).toBe(10);
    await tasks.raisePosition("p1", 3);
    expect(await tasks.nextPosition("p1")).toBe(11);
    await tasks.raisePosition("p2", 4);
    expect(await tasks.nextPosition("p2")).toBe(5);
  });

  it("imports log events under their own sequence numbers, once", async () => {
    const { tasks } = get();
    const [own] = await tasks.appendEvents([ev({ detail: "appended here" })]);
    const base = (own as TaskEvent).seq;
    const copied: TaskEvent[] = [
      { ...ev({ detail: "copied a", data: { n: 1 } }), seq: base + 5 },
      { ...ev({ board: "side", ts: T1, type: "TASK_COMPLETE", newStatus: "COMPLETE" }), seq: base + 9 },
      { ...ev({ project: "p2", taskId: null, prevStatus: null, newStatus: null }), seq: base + 7 },
    ];
    expect(await tasks.importEvents(copied)).toBe(3);
    expect(await tasks.listEvents({ project: "p1" })).toEqual([own, copied[0], copied[1]]);
    expect(await tasks.listEvents({ project: "p2" })).toEqual([copied[2]]);
    // a second copy adds nothing; later appends are numbered after the highest copied seq
    expect(await tasks.importEvents(copied)).toBe(0);
    const [next] = await tasks.appendEvents([ev({ detail: "after the copy" })]);
    expect((next as TaskEvent).seq).toBeGreaterThan(base + 9);

    // another event under a taken seq is refused, and nothing of that batch is kept
    const clash = [
      { ...ev({ detail: "fresh" }), seq: base + 20 },
      { ...ev({ type: "TASK_BLOCKED" }), seq: base + 5 },
    ];
    await expect(tasks.importEvents(clash)).rejects.toMatchObject({ code: "STORE" });
    expect(await tasks.countEvents({ project: "p1" })).toBe(4);
  });
}
