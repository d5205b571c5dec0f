// Durable tasks on both backends in one run: the same board (10 epics → 10 stories each → leaves) is
// created, every leaf started and completed (one transaction per move, checkpoints as they fall due),
// then a tampered row is recovered from the newest checkpoint row with roll-forward — first on SQLite
// (a file in a temp dir), then on PostgreSQL (a throwaway local cluster, fsync on). Prints each phase
// per backend and the ratio PostgreSQL / SQLite (SQLite is the floor measured in the same run).
// Usage: node bench/tasks-backends.mjs [--leaves N]   (N a multiple of 100; default 1,000)
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { pgUnavailableReason, startCluster } from "../scripts/lib/pg-cluster.mjs";
import { bundle } from "./lib/bundle.mjs";

const { values } = parseArgs({ options: { leaves: { type: "string", default: "1000" } } });
const LEAVES = Number(values.leaves);
if (!Number.isInteger(LEAVES) || LEAVES < 100 || LEAVES % 100 !== 0) {
  console.error("--leaves must be a multiple of 100");
  process.exit(1);
}
const skip = pgUnavailableReason();
if (skip !== null) {
  console.log(`skipped: ${skip}`);
  process.exit(0);
}
const { mod: t, nativeBinding } = await bundle(`
  export { openSqliteStore } from "./src/store/sqlite/sqlite-store.ts";
  export { sqliteTaskStore } from "./src/store/sqlite/task-store.ts";
  export { openPostgresStores } from "./src/store/postgres/stores.ts";
  export { addTask } from "./src/app/tasks/add-task.ts";
  export { decomposeTask } from "./src/app/tasks/decompose-task.ts";
  export { moveTask } from "./src/app/tasks/move-task.ts";
  export { completeTaskById } from "./src/app/tasks/complete-task.ts";
  export { recoverBoard } from "./src/app/tasks/recover-tasks.ts";`);

const ms = (t0) => Number(process.hrtime.bigint() - t0) / 1e6;
const pct = (xs, p) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

/** Runs the scenario on opened stores; `tamper(sql)` writes behind the port. Returns timings in ms. */
async function scenario(store, tasks, tamper) {
  const repo = mkdtempSync(join(tmpdir(), "cairn-bench-repo-"));
  const now = new Date("2026-03-01T09:00:00.000Z");
  await store.upsertProject({ id: "p", identity: repo, root: repo, name: "bench" }, now.toISOString());
  const scope = { tasks, project: "p", sessionId: "bench", now };
  let c0 = process.hrtime.bigint();
  const leaves = [];
  for (let e = 0; e < 10; e++) {
    const epic = (
      await t.addTask(scope, undefined, { title: `Epic ${e}`, level: "epic", phase: `phase-${e}` })
    ).changed[0];
    const stories = await t.decomposeTask(
      scope,
      undefined,
      epic.id,
      Array.from({ length: 10 }, (_, s) => ({ title: `Story ${e}.${s}` })),
    );
    for (const story of stories.changed.filter((x) => x.level === "story")) {
      const w = await t.decomposeTask(
        scope,
        undefined,
        story.id,
        Array.from({ length: LEAVES / 100 }, (_, i) => ({ title: `Task ${story.id}.${i}` })),
        { sequential: false },
      );
      leaves.push(...w.changed.filter((x) => x.level === "task").map((x) => x.id));
    }
  }
  const create = ms(c0);
  c0 = process.hrtime.bigint();
  const lat = [];
  for (const id of leaves) {
    const s0 = process.hrtime.bigint();
    await t.moveTask(scope, "main", id, { kind: "start" });
    scope.now = new Date(scope.now.getTime() + 20 * 60_000);
    await t.completeTaskById(scope, "main", id);
    lat.push(ms(s0));
  }
  const complete = ms(c0);
  await tamper(`UPDATE tasks SET status='PENDING', completed_at=NULL WHERE id='${leaves[5]}'`);
  c0 = process.hrtime.bigint();
  const report = await t.recoverBoard(scope, "main", { root: repo });
  const recover = ms(c0);
  if (!report.recovered) throw new Error("recovery did not run");
  const done = await tasks.countTasks({ project: "p", statuses: ["COMPLETE"] });
  rmSync(repo, { recursive: true, force: true });
  return { create, complete, p50: pct(lat, 50), p95: pct(lat, 95), recover, done };
}

const work = mkdtempSync(join(tmpdir(), "cairn-bench-backends-"));
mkdirSync(join(work, "home"));
const lite = t.openSqliteStore({ path: join(work, "home", "cairn.db"), nativeBinding });
const sqlite = await scenario(lite, t.sqliteTaskStore(lite), async (sql) => lite.db.exec(sql));
await lite.close();
rmSync(work, { recursive: true, force: true });

const cluster = startCluster({ prefix: "cairn-bench-pg-", fast: false });
let postgres;
try {
  const pg = await t.openPostgresStores({ url: cluster.createDatabase("bench") });
  postgres = await scenario(pg.store, await pg.tasks(), (sql) => pg.store.db.exec(sql));
  await pg.store.close();
} finally {
  cluster.stop();
}

const total = LEAVES + 110;
console.log(`durable tasks, both backends: ${total.toLocaleString()} tasks, node ${process.version}`);
console.log(`${"".padEnd(40)} ${"sqlite".padStart(10)} ${"postgres".padStart(10)} ${"ratio".padStart(7)}`);
const row = (k, a, b, unit) =>
  console.log(
    `${k.padEnd(40)} ${`${a.toFixed(unit === "s" ? 2 : 2)} ${unit}`.padStart(10)} ${`${b.toFixed(2)} ${unit}`.padStart(10)} ${`${(b / a).toFixed(2)}×`.padStart(7)}`,
  );
row("create (110 decompositions)", sqlite.create / 1000, postgres.create / 1000, "s");
row("start + complete every leaf", sqlite.complete / 1000, postgres.complete / 1000, "s");
row("  per leaf p50", sqlite.p50, postgres.p50, "ms");
row("  per leaf p95", sqlite.p95, postgres.p95, "ms");
row("recover from checkpoint row + roll-forward", sqlite.recover, postgres.recover, "ms");
if (sqlite.done !== LEAVES + 110 || postgres.done !== LEAVES + 110)
  throw new Error(`not every task completed: sqlite ${sqlite.done}, postgres ${postgres.done}`);
