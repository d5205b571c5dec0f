// The TaskStore contract (log, checkpoints, briefs included) against a real PostgreSQL server, plus
// what only a shared server has: several connections writing one project's log and tasks at once.
import { describe, expect, it } from "vitest";
import { openPgDatabase } from "../../src/store/postgres/connection.js";
import { PostgresTaskStore } from "../../src/store/postgres/task-store.js";
import { runTaskStoreContract } from "../../src/store/task-store.contract.js";
import { ev, T0, task } from "../../src/store/task-store.fixtures.js";
import { pgSkipReason, usePgServer } from "../support/pg-server.js";
import { openPgTestStores } from "./open-stores.js";

describe.skipIf(pgSkipReason !== null)("postgres tasks (real server)", () => {
  usePgServer();

  runTaskStoreContract("postgres", async () => {
    const s = await openPgTestStores();
    return {
      store: s.store,
      tasks: s.tasks,
      tamper: {
        updateEvent: async (seq) => {
          await s.db.query("UPDATE task_events SET detail = 'rewritten' WHERE seq = $1", [seq]);
        },
        deleteEvent: async (seq) => {
          await s.db.query("DELETE FROM task_events WHERE seq = $1", [seq]);
        },
      },
      cleanup: async () => {},
    };
  });

  async function twoWriters() {
    const s = await openPgTestStores();
    await s.store.upsertProject({ id: "p1", identity: "/r/a/.git", root: "/r/a", name: "a" }, T0);
    await s.tasks.upsertBoard({
      project: "p1",
      id: "main",
      name: "main",
      description: "",
      createdAt: T0,
      updatedAt: T0,
    });
    const other = openPgDatabase({ url: s.url });
    return { s, other, a: s.tasks, b: new PostgresTaskStore(other) };
  }

  it("two pools appending to one log at once lose nothing, and seq order is commit order", async () => {
    const { s, other, a, b } = await twoWriters();
    const N = 40;
    const seen: number[] = [];
    const writer = (store: PostgresTaskStore, who: string) =>
      (async () => {
        for (let i = 0; i < N; i++)
          await store.inTransaction(async () => {
            const [e] = await store.appendEvents([ev({ detail: `${who}${i}`, taskId: `${who}${i}` })]);
            // a reader polling `afterSeq` must never miss an event committed later with a smaller seq
            const max = Math.max(0, ...seen);
            expect(e?.seq).toBeGreaterThan(max);
            seen.push(e?.seq ?? 0);
          });
      })();
    await Promise.all([writer(a, "a"), writer(b, "b")]);
    const log = await a.listEvents({ project: "p1" });
    expect(log).toHaveLength(2 * N);
    expect(new Set(log.map((e) => e.detail)).size).toBe(2 * N);
    for (const who of ["a", "b"])
      expect(log.filter((e) => e.detail.startsWith(who)).map((e) => e.detail)).toEqual(
        Array.from({ length: N }, (_, i) => `${who}${i}`),
      );
    await other.close();
    await s.store.close();
  });

  it("read-then-write transactions of one project run one after the other", async () => {
    const { s, other, a, b } = await twoWriters();
    await a.insertTasks([task({ id: "t1", estimateMinutes: null, actualMinutes: 0 })]);
    // each transaction reads the task's actual minutes, then writes them back plus one
    const bump = (store: PostgresTaskStore) =>
      store.inTransaction(async () => {
        const t = await store.getTask("p1", "t1");
        if (!t) throw new Error("no t1");
        await store.updateTasks([{ ...t, actualMinutes: (t.actualMinutes ?? 0) + 1 }]);
        await store.appendEvents([ev({ detail: String((t.actualMinutes ?? 0) + 1) })]);
      });
    await Promise.all(Array.from({ length: 10 }, (_, i) => bump(i % 2 === 0 ? a : b)));
    expect((await a.getTask("p1", "t1"))?.actualMinutes).toBe(10);
    expect((await a.listEvents({ project: "p1" })).map((e) => e.detail)).toEqual(
      Array.from({ length: 10 }, (_, i) => String(i + 1)),
    );
    // creation numbers drawn from both pools at once are all distinct
    const positions = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).nextPosition("p1")),
    );
    expect(new Set(positions).size).toBe(20);
    await other.close();
    await s.store.close();
  });

  it("refuses TRUNCATE of the log", async () => {
    const { s, other, a } = await twoWriters();
    await a.appendEvents([ev({})]);
    await expect(s.db.exec("TRUNCATE task_events")).rejects.toThrow(/append-only/);
    expect(await a.countEvents({ project: "p1" })).toBe(1);
    await other.close();
    await s.store.close();
  });
});
