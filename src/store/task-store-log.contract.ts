/**
 * The TaskStore contract, second half: the progress log (append-only, even against the engine), checkpoints,
 * board snapshots and research briefs. Called from `runTaskStoreContract` inside its describe block.
 */
import { expect, it } from "vitest";
import { toDocument } from "../core/tasks/document.js";
import type { NewTaskEvent } from "../core/tasks/model.js";
import type { Store } from "./store.js";
import { ev, T0, T1, type Tamper, task } from "./task-store.fixtures.js";
import type { TaskStore } from "./task-store.js";

export function logContract(get: () => { store: Store; tasks: TaskStore; tamper: Tamper }): void {
  it("appends to the log in order and filters it", async () => {
    const { tasks } = get();
    const out = await tasks.appendEvents([
      ev({ ts: T0, sessionId: "s1", data: { task: { id: "t1" } } }),
      ev({
        ts: T1,
        type: "TASK_COMPLETE",
        prevStatus: "IN_PROGRESS",
        newStatus: "COMPLETE",
        sessionId: "s1",
      }),
      ev({
        ts: T1,
        type: "SYNC_TO_JIRA",
        taskId: "t2",
        prevStatus: null,
        newStatus: null,
        detail: "JIRA-1",
      }),
      ev({ board: "side", type: "CHECKPOINT_WRITTEN", taskId: null, prevStatus: null, newStatus: null }),
    ]);
    const seqs = out.map((e) => e.seq);
    expect([...seqs].sort((a, b) => a - b)).toEqual(seqs);
    const [first] = await tasks.listEvents({ project: "p1", limit: 1 });
    expect(first).toEqual(out[0]);
    expect((await tasks.listEvents({ project: "p1", board: "main" })).length).toBe(3);
    expect((await tasks.listEvents({ project: "p1", taskId: "t2" }))[0]?.detail).toBe("JIRA-1");
    expect((await tasks.listEvents({ project: "p1", sessionId: "s1" })).map((e) => e.type)).toEqual([
      "TASK_STARTED",
      "TASK_COMPLETE",
    ]);
    expect((await tasks.listEvents({ project: "p1", order: "newest", limit: 1 }))[0]?.seq).toBe(seqs[3]);
    expect(await tasks.countEvents({ project: "p1", types: ["TASK_COMPLETE"], afterSeq: seqs[0] })).toBe(1);
    expect(await tasks.countEvents({ project: "p2" })).toBe(0);
    expect(await tasks.lastLoggedStatus("p1", "main", 0)).toEqual(new Map([["t1", "COMPLETE"]]));
    expect(await tasks.lastLoggedStatus("p1", "main", seqs[1] as number)).toEqual(new Map());
  });

  it("refuses an unknown event type", async () => {
    const { tasks } = get();
    await expect(
      tasks.appendEvents([ev({ type: "TASK_DONE" as NewTaskEvent["type"] })]),
    ).rejects.toMatchObject({
      code: "STORE",
    });
    expect(await tasks.countEvents({ project: "p1" })).toBe(0);
  });

  it("never updates or deletes a log entry, even through the engine directly", async () => {
    const { tasks, tamper } = get();
    const [e] = await tasks.appendEvents([ev({ detail: "original" })]);
    const seq = (e as { seq: number }).seq;
    await expect(tamper.updateEvent(seq)).rejects.toThrow(/append-only/);
    await expect(tamper.deleteEvent(seq)).rejects.toThrow(/append-only/);
    expect((await tasks.listEvents({ project: "p1" }))[0]?.detail).toBe("original");
  });

  it("keeps numbered checkpoints and prunes all but the newest", async () => {
    const { tasks } = get();
    for (let n = 1; n <= 12; n++)
      await tasks.insertCheckpoint({
        project: "p1",
        board: "main",
        number: n,
        createdAt: T0,
        reason: "test",
        lastSeq: n * 10,
        taskCount: n,
        data: `{"tasks":[],"n":${n}}`,
      });
    expect(await tasks.pruneCheckpoints("p1", "main", 10)).toEqual([1, 2]);
    const list = await tasks.listCheckpoints("p1", "main");
    expect(list.map((c) => c.number)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3]);
    expect(list[0]).toEqual({
      project: "p1",
      board: "main",
      number: 12,
      createdAt: T0,
      reason: "test",
      lastSeq: 120,
      taskCount: 12,
    });
    expect((await tasks.getCheckpoint("p1", "main", 12))?.data).toBe('{"tasks":[],"n":12}');
    expect(await tasks.getCheckpoint("p1", "main", 1)).toBeNull();
    expect(await tasks.listCheckpoints("p1", "side")).toEqual([]);
  });

  it("snapshots a board as exactly the document core renders", async () => {
    const { tasks } = get();
    await tasks.insertTasks([
      task({ id: "e", position: 1, level: "epic", status: "IN_PROGRESS", startedAt: T0, phase: "p" }),
      task({
        id: "b",
        position: 3,
        parentId: "e",
        dependencies: ["a", "s"],
        estimateMinutes: 5,
        description: 'quote " and \\ ✓',
      }),
      task({ id: "a", position: 2, parentId: "e", status: "BLOCKED", blockedReason: "why" }),
      task({ id: "s", position: 4 }),
      task({ id: "x", position: 5, board: "side" }),
    ]);
    const meta = { checkpoint: 3, written_at: T1, last_seq: 42, reason: "test" };
    const text = await tasks.snapshotBoard("p1", "main", meta);
    const expected = toDocument(await tasks.listTasks({ project: "p1", board: "main" }), {
      board: "main",
      ...meta,
    });
    expect(JSON.parse(text)).toEqual(expected);
    expect(JSON.parse(await tasks.snapshotBoard("p2", "main", meta)).tasks).toEqual([]);
  });

  it("stores one research brief per task", async () => {
    const { tasks } = get();
    await tasks.putBrief({ project: "p1", taskId: "t1", body: "# v1", writtenAt: T0, sessionId: null });
    await tasks.putBrief({ project: "p1", taskId: "t1", body: "# v2", writtenAt: T1, sessionId: "s" });
    expect(await tasks.getBrief("p1", "t1")).toEqual({
      project: "p1",
      taskId: "t1",
      body: "# v2",
      writtenAt: T1,
      sessionId: "s",
    });
    expect(await tasks.getBrief("p2", "t1")).toBeNull();
    expect(await tasks.briefTimes("p1", ["t1", "t2"])).toEqual(new Map([["t1", T1]]));
  });
}
