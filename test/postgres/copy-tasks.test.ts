// Copying task boards between backends (store/backend/copy-tasks.ts) with a real SQLite file and a real
// PostgreSQL server, both directions: an interrupted copy resumes where the target stands and ends
// with the source's log under the same sequence numbers (project id rewritten), a further run copies
// nothing, and a target whose log already uses those numbers refuses it before any task row is written.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { TaskEvent } from "../../src/core/tasks/model.js";
import { copyTasks } from "../../src/store/backend/copy-tasks.js";
import { openSqliteStore } from "../../src/store/sqlite/sqlite-store.js";
import { sqliteTaskStore } from "../../src/store/sqlite/task-store.js";
import type { Store } from "../../src/store/store.js";
import { ev, T0, T1, task } from "../../src/store/task-store.fixtures.js";
import type { TaskStore } from "../../src/store/task-store.js";
import { pgSkipReason, usePgServer } from "../support/pg-server.js";
import { tempDir } from "../support/temp.js";
import { openPgTestStores } from "./open-stores.js";

interface Side {
  store: Store;
  tasks: TaskStore;
}

describe.skipIf(pgSkipReason !== null)("copying task boards between backends", () => {
  usePgServer();
  const tmp = tempDir("cairn-copy-tasks-");
  const opened: Store[] = [];
  afterAll(async () => {
    await Promise.allSettled(opened.map((s) => s.close()));
    tmp.cleanup();
  });
  let n = 0;
  const open = {
    sqlite: async (): Promise<Side> => {
      const dir = join(tmp.path, `home-${++n}`);
      mkdirSync(dir, { recursive: true });
      const store = openSqliteStore({ path: join(dir, "cairn.db") });
      opened.push(store);
      return { store, tasks: sqliteTaskStore(store) };
    },
    postgres: async (): Promise<Side> => {
      const s = await openPgTestStores();
      opened.push(s.store);
      return { store: s.store, tasks: s.tasks };
    },
  };
  const project = (id: string) => ({ id, identity: `/r/${id}/.git`, root: `/r/${id}`, name: id });

  /** A board with a parent, a dependency, a brief, a checkpoint mid-log and 8 log entries. */
  async function seed(s: Side): Promise<TaskEvent[]> {
    await s.store.upsertProject(project("p1"), T0);
    await s.tasks.upsertBoard({
      project: "p1",
      id: "main",
      name: "Main",
      description: "",
      createdAt: T0,
      updatedAt: T0,
    });
    for (let i = 0; i < 4; i++) await s.tasks.nextPosition("p1");
    const a = task({ id: "a", position: 1, level: "story" });
    const b = task({ id: "b", position: 2, parentId: "a" });
    const c = task({ id: "c", position: 3, parentId: "a", dependencies: ["b"] });
    await s.tasks.insertTasks([a, b, c]);
    const created = [a, b, c].map((t) =>
      ev({ type: "TASK_CREATED", taskId: t.id, prevStatus: null, newStatus: "PENDING", data: { task: t } }),
    );
    const head = await s.tasks.appendEvents([...created, ev({ taskId: "b", data: { task: b } })]);
    await s.tasks.insertCheckpoint({
      project: "p1",
      board: "main",
      number: 1,
      createdAt: T0,
      reason: "manual",
      lastSeq: (head[3] as TaskEvent).seq,
      taskCount: 3,
      data: '{"tasks":[]}',
    });
    const tail = await s.tasks.appendEvents([
      ev({ ts: T1, type: "CHECKPOINT_WRITTEN", taskId: null, prevStatus: null, newStatus: null }),
      ev({ ts: T1, type: "TASK_COMPLETE", taskId: "b", prevStatus: "IN_PROGRESS", newStatus: "COMPLETE" }),
      ev({ ts: T1, type: "LOOP_ITERATION", taskId: null, prevStatus: null, newStatus: null, detail: "1" }),
      ev({ ts: T1, type: "TASK_STARTED", taskId: "c" }),
    ]);
    await s.tasks.putBrief({ project: "p1", taskId: "c", body: "# Brief", writtenAt: T1, sessionId: null });
    return [...head, ...tail];
  }

  /** A target whose importEvents fails on its `failAt`-th call (a connection lost mid-copy). */
  function failing(tasks: TaskStore, failAt: number): TaskStore {
    let calls = 0;
    return new Proxy(tasks, {
      get(target, key, receiver) {
        if (key === "importEvents")
          return async (events: readonly TaskEvent[]) => {
            if (++calls === failAt) throw new Error("connection lost");
            return target.importEvents(events);
          };
        const v = Reflect.get(target, key, receiver);
        return typeof v === "function" ? v.bind(target) : v;
      },
    });
  }

  for (const [fromKind, toKind] of [
    ["sqlite", "postgres"],
    ["postgres", "sqlite"],
  ] as const)
    it(`${fromKind} → ${toKind}: resumes an interrupted copy, keeps the numbers, copies nothing twice`, async () => {
      const from = await open[fromKind]();
      const to = await open[toKind]();
      const log = await seed(from);
      await to.store.upsertProject(project("q1"), T0);
      const o = { projects: new Map([["p1", "q1"]]), pageSize: 3 };

      await expect(copyTasks(from.tasks, failing(to.tasks, 2), o)).rejects.toThrow("connection lost");
      expect(await to.tasks.countEvents({ project: "q1" })).toBe(3); // the first page only
      expect(await to.tasks.listBoards("q1")).toEqual([]); // the log goes first

      const seen: [number, number][] = [];
      const resumed = await copyTasks(from.tasks, to.tasks, {
        ...o,
        onProgress: (d, t) => seen.push([d, t]),
      });
      expect(resumed).toEqual({
        boards: 1,
        tasks: 3,
        updated: 0,
        events: log.length - 3,
        checkpoints: 1,
        briefs: 1,
      });
      expect(seen.at(-1)).toEqual([log.length, log.length]);
      const copied = await to.tasks.listEvents({ project: "q1" });
      expect(copied.map((e) => e.seq)).toEqual(log.map((e) => e.seq));
      expect(copied).toEqual(
        log.map((e) => {
          const t = e.data?.task as Record<string, unknown> | undefined;
          return { ...e, project: "q1", data: t ? { task: { ...t, project: "q1" } } : e.data };
        }),
      );
      expect(await to.tasks.getCheckpoint("q1", "main", 1)).toMatchObject({
        lastSeq: log[3]?.seq,
        taskCount: 3,
      });
      expect(
        (await to.tasks.listTasks({ project: "q1" })).map((t) => [t.id, t.parentId, t.dependencies]),
      ).toEqual([
        ["a", null, []],
        ["b", "a", []],
        ["c", "a", ["b"]],
      ]);
      expect(await to.tasks.getBrief("q1", "c")).toMatchObject({ body: "# Brief" });
      expect(await to.tasks.nextPosition("q1")).toBe(5); // the counter came along: no number reused

      const again = await copyTasks(from.tasks, to.tasks, o);
      expect(again).toEqual({ boards: 0, tasks: 0, updated: 0, events: 0, checkpoints: 0, briefs: 0 });
      const [appended] = await to.tasks.appendEvents([ev({ project: "q1", detail: "on the target" })]);
      expect(appended?.seq).toBeGreaterThan(log.at(-1)?.seq ?? 0);
    });

  it("refuses a log whose numbers the target already uses, writing no task row", async () => {
    const from = await open.sqlite();
    await seed(from);
    const to = await open.postgres();
    await to.store.upsertProject(project("p9"), T0);
    await to.tasks.appendEvents([ev({ project: "p9", detail: "another machine's board" })]);
    await to.store.upsertProject(project("p1"), T0);
    await expect(
      copyTasks(from.tasks, to.tasks, { projects: new Map([["p1", "p1"]]) }),
    ).rejects.toMatchObject({
      code: "STORE",
      message: expect.stringMatching(/^task boards of project p1 not copied: .*another event under seq 1$/),
    });
    expect(await to.tasks.countEvents({ project: "p1" })).toBe(0);
    expect(await to.tasks.listBoards("p1")).toEqual([]);
  });
});
