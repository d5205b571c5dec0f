// Durable tasks at scale: creates a board of 10,110 tasks (10 epics = 10 phases, 100 stories,
// 10,000 leaf tasks), then starts and completes every leaf, one transaction per move as the CLI does,
// with the checkpoints that fall due (every 10 completions and every phase; files rendered as the CLI
// renders them). Reports time, per-completion latency, checkpoints, DB size, and recovery time from the
// newest checkpoint (store rows, with roll-forward; and from the files into an empty database).
// Usage: node bench/tasks.mjs [--leaves N]   (N a multiple of 100; default 10,000)
// CAIRN_BENCH_PROFILE=1 prints time per TaskStore method; CAIRN_BENCH_KEEP=1 keeps the work directory.
import { mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { build } from "esbuild";
import { sqliteBindingPath } from "../scripts/sqlite-binding.mjs";

const { values } = parseArgs({ options: { leaves: { type: "string", default: "10000" } } });
const LEAVES = Number(values.leaves);
const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const work = mkdtempSync(join(tmpdir(), "cairn-bench-tasks-"));

// the use cases are TypeScript: bundle the ones we drive, exactly as the CLI bundle would
const entry = join(work, "tasks.mjs");
await build({
  stdin: {
    contents: `
      export { openSqliteStore } from "./src/store/sqlite/sqlite-store.ts";
      export { sqliteTaskStore } from "./src/store/sqlite/task-store.ts";
      export { addTask } from "./src/app/tasks/add-task.ts";
      export { decomposeTask } from "./src/app/tasks/decompose-task.ts";
      export { moveTask } from "./src/app/tasks/move-task.ts";
      export { completeTaskById } from "./src/app/tasks/complete-task.ts";
      export { recoverBoard } from "./src/app/tasks/recover-tasks.ts";
      export { renderBoardFiles } from "./src/app/tasks/render-task-files.ts";
      export { checkBoard } from "./src/app/tasks/check-board.ts";`,
    resolveDir: root,
    loader: "ts",
  },
  outfile: entry,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  logLevel: "warning",
  banner: {
    js: "import{createRequire as __cr}from'node:module';import{fileURLToPath as __fu}from'node:url';const require=__cr(import.meta.url);const __filename=__fu(import.meta.url);",
  },
});
// better-sqlite3 is bundled too; its native binding comes from this checkout (as plugin/dist/native does)
const nativeBinding = sqliteBindingPath(root);
const t = await import(pathToFileURL(entry).href);

const repo = join(work, "repo");
mkdirSync(repo, { recursive: true });
const dbPath = join(work, "home", "cairn.db");
let store = t.openSqliteStore({ path: dbPath, nativeBinding });
const now = new Date("2026-03-01T09:00:00.000Z");
await store.upsertProject({ id: "p", identity: repo, root: repo, name: "bench" }, now.toISOString());
const scope = { tasks: t.sqliteTaskStore(store), project: "p", sessionId: "bench", now };
if (process.env.CAIRN_BENCH_PROFILE) {
  const stats = new Map();
  const real = scope.tasks;
  scope.tasks = new Proxy(real, {
    get(target, prop) {
      const v = target[prop];
      if (typeof v !== "function") return v;
      return async (...args) => {
        const key = `${String(prop)} ${args[0] && typeof args[0] === "object" ? Object.keys(args[0]).join(",") : ""}`;
        const t0 = process.hrtime.bigint();
        try {
          return await v.apply(target, args);
        } finally {
          const s = stats.get(key) ?? { n: 0, ms: 0 };
          s.n++;
          s.ms += Number(process.hrtime.bigint() - t0) / 1e6;
          stats.set(key, s);
        }
      };
    },
  });
  process.on("exit", () => {
    for (const [k, v] of [...stats].sort((a, b) => b[1].ms - a[1].ms).slice(0, 20))
      console.log(`${v.ms.toFixed(0).padStart(7)} ms ${String(v.n).padStart(7)}× ${k}`);
  });
}
const tick = (minutes) => {
  scope.now = new Date(scope.now.getTime() + minutes * 60_000);
};
const ms = (t0) => Number(process.hrtime.bigint() - t0) / 1e6;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const size = (p) => {
  try {
    return statSync(p).size;
  } catch {
    return 0;
  }
};
const pct = (xs, p) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

// 1. the plan: 10 epics (one phase each) → 10 stories each → leaves
const epics = 10;
const perStory = LEAVES / (epics * 10);
let c0 = process.hrtime.bigint();
const leaves = [];
for (let e = 0; e < epics; e++) {
  const epic = (await t.addTask(scope, undefined, { title: `Epic ${e}`, level: "epic", phase: `phase-${e}` }))
    .changed[0];
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
      Array.from({ length: perStory }, (_, i) => ({ title: `Task ${story.id}.${i}`, estimateMinutes: 30 })),
      { sequential: false },
    );
    leaves.push(...w.changed.filter((x) => x.level === "task").map((x) => x.id));
  }
}
const createMs = ms(c0);
const total = await scope.tasks.countTasks({ project: "p" });

// 2. start and complete every leaf, one transaction each; render checkpoint files when one is written
c0 = process.hrtime.bigint();
const lat = [];
let checkpoints = 0;
let renderMs = 0;
for (const id of leaves) {
  const s0 = process.hrtime.bigint();
  await t.moveTask(scope, "main", id, { kind: "start" });
  tick(20);
  const w = await t.completeTaskById(scope, "main", id);
  lat.push(ms(s0));
  if (w.checkpoint !== null) {
    checkpoints++;
    const r0 = process.hrtime.bigint();
    await t.renderBoardFiles(scope.tasks, {
      root: repo,
      project: "p",
      board: "main",
      now: scope.now,
      checkpointsOnly: true,
    });
    renderMs += ms(r0);
  }
}
const completeMs = ms(c0);
const complete = await scope.tasks.countTasks({ project: "p", statuses: ["COMPLETE"] });
const events = await scope.tasks.countEvents({ project: "p" });
const kept = await scope.tasks.listCheckpoints("p", "main");
store.db.pragma("wal_checkpoint(TRUNCATE)");
const dbBytes = size(dbPath) + size(`${dbPath}-wal`);
const cpDir = join(repo, ".cairn", "tasks", "main", "checkpoints");
const cpFiles = readdirSync(cpDir);
const cpBytes = cpFiles.reduce((n, f) => n + size(join(cpDir, f)), 0);

// 3. one full render (tasks.json, progress.md of every event, velocity.json), as after each CLI write
c0 = process.hrtime.bigint();
await t.renderBoardFiles(scope.tasks, { root: repo, project: "p", board: "main", now: scope.now });
const fullRenderMs = ms(c0);

// 4. recovery: tamper a row (a completed task back to PENDING), rebuild from the newest checkpoint row
store.db.exec(`UPDATE tasks SET status='PENDING', completed_at=NULL WHERE id='${leaves[5]}'`);
c0 = process.hrtime.bigint();
const rowReport = await t.recoverBoard(scope, "main", { root: repo });
const recoverRowMs = ms(c0);
const checkRow = await t.checkBoard(scope, "main");

// 5. the database lost: an empty one, rebuilt from the newest checkpoint file
await store.close();
renameSync(dbPath, `${dbPath}.lost`);
rmSync(`${dbPath}-wal`, { force: true });
rmSync(`${dbPath}-shm`, { force: true });
store = t.openSqliteStore({ path: dbPath, nativeBinding });
await store.upsertProject({ id: "p", identity: repo, root: repo, name: "bench" }, scope.now.toISOString());
scope.tasks = t.sqliteTaskStore(store);
c0 = process.hrtime.bigint();
const fileReport = await t.recoverBoard(scope, "main", { root: repo });
const recoverFileMs = ms(c0);
const restored = await scope.tasks.countTasks({ project: "p", statuses: ["COMPLETE"] });
await store.close();

const line = (k, v) => console.log(`${k.padEnd(44)} ${v}`);
console.log(
  `durable tasks: ${total.toLocaleString()} tasks (${epics} epics/phases, ${epics * 10} stories, ${LEAVES.toLocaleString()} leaves), node ${process.version}`,
);
line("create (110 decompositions)", `${(createMs / 1000).toFixed(2)} s`);
line(
  "complete every leaf (start + complete, 2 tx each)",
  `${(completeMs / 1000).toFixed(2)} s  (${((LEAVES / completeMs) * 1000).toFixed(0)} leaves/s)`,
);
line(
  "  per leaf (start + complete) p50 / p99 / max",
  `${pct(lat, 50).toFixed(2)} / ${pct(lat, 99).toFixed(2)} / ${Math.max(...lat).toFixed(1)} ms`,
);
line("  tasks COMPLETE (leaves + parents)", `${complete.toLocaleString()} / ${total.toLocaleString()}`);
line(
  "  checkpoints written (kept)",
  `${checkpoints} (${kept.length}: ${kept.at(-1)?.number}…${kept[0]?.number})`,
);
line("  checkpoint files rendered, total time", `${(renderMs / 1000).toFixed(2)} s`);
line("log events", events.toLocaleString());
line("database size (after wal_checkpoint)", mb(dbBytes));
line("checkpoint files on disk", `${cpFiles.length} files, ${mb(cpBytes)}`);
line("full render (tasks.json + progress.md + …)", `${fullRenderMs.toFixed(0)} ms`);
line(
  "recover from newest checkpoint row (+ roll-forward)",
  `${recoverRowMs.toFixed(0)} ms (checkpoint ${rowReport.source?.number}, ${rowReport.restored} tasks, ${rowReport.replayed} replayed; consistent after: ${checkRow.problems.length === 0})`,
);
line(
  "recover from newest checkpoint file, empty DB",
  `${recoverFileMs.toFixed(0)} ms (checkpoint ${fileReport.source?.number} from ${fileReport.source?.from}, ${restored.toLocaleString()} COMPLETE restored)`,
);
if (process.env.CAIRN_BENCH_KEEP) console.log(`kept ${work}`);
else rmSync(work, { recursive: true, force: true });
