// Task use cases on a real PostgreSQL server: checkpoints written as work completes, state damaged by
// hand, then recovery from the newest checkpoint row with the log rolled forward — nothing lost.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { addTask } from "../../src/app/tasks/add-task.js";
import { checkBoard } from "../../src/app/tasks/check-board.js";
import type { TaskScope } from "../../src/app/tasks/commit.js";
import { completeTaskById } from "../../src/app/tasks/complete-task.js";
import { decomposeTask } from "../../src/app/tasks/decompose-task.js";
import { moveTask } from "../../src/app/tasks/move-task.js";
import { recoverBoard } from "../../src/app/tasks/recover-tasks.js";
import { pgSkipReason, usePgServer } from "../support/pg-server.js";
import { tempDir } from "../support/temp.js";
import { openPgTestStores } from "./open-stores.js";

const T0 = new Date("2026-03-01T09:00:00.000Z");

describe.skipIf(pgSkipReason !== null)("postgres task recovery (real server)", () => {
  usePgServer();

  it("rebuilds tampered state from the newest checkpoint and rolls the log forward", async () => {
    const s = await openPgTestStores();
    const tmp = tempDir("cairn-pg-tasks-");
    const root = join(tmp.path, "repo");
    await s.store.upsertProject({ id: "p1", identity: root, root, name: "repo" }, T0.toISOString());
    const scope: TaskScope = { tasks: s.tasks, project: "p1", sessionId: "s-1", now: T0 };
    for (let e = 0; e < 3; e++) {
      const epic = await addTask(scope, undefined, { title: `epic ${e}`, level: "epic" });
      const id = epic.changed[0]?.id as string;
      const steps = Array.from({ length: 8 }, (_, i) => ({ title: `step ${e}.${i}` }));
      await decomposeTask(scope, undefined, id, steps);
    }
    const leaves = (await s.tasks.listTasks({ project: "p1", statuses: ["PENDING"] })).map((t) => t.id);
    for (const id of leaves.slice(0, 14)) {
      await moveTask(scope, "main", id, { kind: "start" });
      scope.now = new Date(scope.now.getTime() + 3 * 60_000);
      await completeTaskById(scope, "main", id);
    }
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
});
