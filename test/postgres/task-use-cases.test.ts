// Task use cases on a real PostgreSQL server: two machines racing for one task (one wins, the other's
// refusal is logged); checkpoints written as work completes, state damaged by hand, then recovery from
// the newest checkpoint row with the log rolled forward — nothing lost; and the server's database lost,
// rebuilt from the checkpoint files.
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { addTask } from "../../src/app/tasks/add-task.js";
import { checkBoard } from "../../src/app/tasks/check-board.js";
import type { TaskScope } from "../../src/app/tasks/commit.js";
import { completeTaskById } from "../../src/app/tasks/complete-task.js";
import { decomposeTask } from "../../src/app/tasks/decompose-task.js";
import { moveTask } from "../../src/app/tasks/move-task.js";
import { recoverBoard } from "../../src/app/tasks/recover-tasks.js";
import { renderBoardFiles } from "../../src/app/tasks/render-task-files.js";
import { checkpointFiles } from "../../src/app/tasks/task-files.js";
import { openPgDatabase } from "../../src/store/postgres/connection.js";
import { PostgresTaskStore } from "../../src/store/postgres/task-store.js";
import { pgSkipReason, usePgServer } from "../support/pg-server.js";
import { tempDir } from "../support/temp.js";
import { openPgTestStores, type PgTestStores } from "./open-stores.js";

const T0 = new Date("2026-03-01T09:00:00.000Z");

/** A TaskScope on project p1 (created) of the stores. */
async function project(s: PgTestStores, root: string): Promise<TaskScope> {
  mkdirSync(root, { recursive: true });
  await s.store.upsertProject({ id: "p1", identity: root, root, name: "repo" }, T0.toISOString());
  return { tasks: s.tasks, project: "p1", sessionId: "s-1", now: new Date(T0) };
}

/** 3 epics × 8 subtasks; the first `completed` subtasks started and completed (checkpoints fall due). */
async function plan(scope: TaskScope, completed: number): Promise<string[]> {
  for (let e = 0; e < 3; e++) {
    const epic = await addTask(scope, undefined, { title: `epic ${e}`, level: "epic" });
    const id = epic.changed[0]?.id as string;
    const steps = Array.from({ length: 8 }, (_, i) => ({ title: `step ${e}.${i}` }));
    await decomposeTask(scope, undefined, id, steps);
  }
  const leaves = (await scope.tasks.listTasks({ project: "p1", statuses: ["PENDING"] })).map((t) => t.id);
  for (const id of leaves.slice(0, completed)) {
    await moveTask(scope, "main", id, { kind: "start" });
    scope.now = new Date(scope.now.getTime() + 3 * 60_000);
    await completeTaskById(scope, "main", id);
  }
  return leaves;
}

describe.skipIf(pgSkipReason !== null)("postgres task use cases (real server)", () => {
  usePgServer();

  it("two machines starting the same task at once: one wins, the other is refused and logged", async () => {
    const s = await openPgTestStores();
    await s.store.upsertProject({ id: "p1", identity: "/r/a", root: "/r/a", name: "a" }, T0.toISOString());
    const other = openPgDatabase({ url: s.url });
    const scopes: TaskScope[] = [s.tasks, new PostgresTaskStore(other)].map((tasks, i) => ({
      tasks,
      project: "p1",
      sessionId: `machine-${i}`,
      now: T0,
    }));
    const first = scopes[0] as TaskScope;
    for (let round = 0; round < 5; round++) {
      const added = await addTask(first, undefined, { title: `race ${round}` });
      const id = added.changed[0]?.id as string;
      const results = await Promise.allSettled(
        scopes.map((sc) => moveTask(sc, "main", id, { kind: "start" })),
      );
      expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
      const started = await s.tasks.listEvents({ project: "p1", taskId: id, types: ["TASK_STARTED"] });
      expect(started).toHaveLength(1);
      const refused = await s.tasks.listEvents({ project: "p1", taskId: id, types: ["ERROR"] });
      expect(refused).toHaveLength(1);
      expect(refused[0]?.sessionId).not.toBe(started[0]?.sessionId);
    }
    await other.close();
    await s.store.close();
  });

  it("rebuilds tampered state from the newest checkpoint and rolls the log forward", async () => {
    const s = await openPgTestStores();
    const tmp = tempDir("cairn-pg-tasks-");
    const root = join(tmp.path, "repo");
    const scope = await project(s, root);
    const leaves = await plan(scope, 14);
    expect((await s.tasks.listCheckpoints("p1", "main")).length).toBeGreaterThanOrEqual(1);
    await moveTask(scope, "main", leaves[14] as string, { kind: "start" }); // work after the checkpoint
    await addTask(scope, undefined, { title: "added later", dependencies: [leaves[20] as string] });
    const rows = async () =>
      (await s.db.query("SELECT * FROM tasks ORDER BY position")).map(({ position: _, ...rest }) => rest);
    const deps = () => s.db.query("SELECT task_id, depends_on FROM task_deps ORDER BY 1, 2");
    const good = await rows();
    const goodDeps = await deps();
    expect((await checkBoard(scope, "main")).problems).toEqual([]);

    await s.db.exec(
      `UPDATE tasks SET status='PENDING', completed_at=NULL, actual_minutes=NULL WHERE id='${leaves[3]}'`,
    );
    await s.db.exec(
      "UPDATE tasks SET status='COMPLETE', completed_at='2026-03-01T00:00:00.000Z' WHERE id='t19'",
    );
    expect((await checkBoard(scope, "main")).problems).toEqual(
      expect.arrayContaining([
        `${leaves[3]}: status PENDING but the log's last transition set COMPLETE`,
        expect.stringMatching(/^t19: COMPLETE while/),
      ]),
    );
    const report = await recoverBoard(scope, "main", { root });
    expect(report).toMatchObject({ recovered: true, source: { from: "row" }, dropped: [], fixes: [] });
    expect(report.replayed).toBeGreaterThan(5);
    expect(await rows()).toEqual(good);
    expect(await deps()).toEqual(goodDeps);
    expect((await checkBoard(scope, "main")).problems).toEqual([]);
    const [logged] = await s.tasks.listEvents({ project: "p1", types: ["STATE_RECOVERED"] });
    expect(logged?.detail).toMatch(/^from checkpoint \d+ \(row\)/);
    await s.store.close();
    tmp.cleanup();
  });

  it("rebuilds from the checkpoint files into a fresh database when the server's copy is lost", async () => {
    const tmp = tempDir("cairn-pg-tasks-");
    const root = join(tmp.path, "repo");
    const lost = await openPgTestStores();
    const scope = await project(lost, root);
    await plan(scope, 18); // the 18th completion wrote the newest checkpoint
    await renderBoardFiles(scope.tasks, { root, project: "p1", board: "main", now: scope.now });
    const state = async (s: PgTestStores) =>
      s.db.query("SELECT id, status, parent_id FROM tasks ORDER BY position");
    const before = await state(lost);
    const newestFile = checkpointFiles(root, "main")[0];
    expect(newestFile).toBeDefined();
    await lost.store.close();

    const fresh = await openPgTestStores();
    const again = await project(fresh, root);
    again.now = scope.now;
    const r = await recoverBoard(again, "main", { root, force: true });
    expect(r).toMatchObject({
      recovered: true,
      source: { number: newestFile?.number, from: "file" },
      replayed: 0,
    });
    expect(await state(fresh)).toEqual(before);
    expect(r.checkpoint).toBe((newestFile?.number ?? 0) + 1); // numbering continues past the files
    expect((await checkBoard(again, "main")).problems).toEqual([]);
    await fresh.store.close();
    tmp.cleanup();
  });
});
