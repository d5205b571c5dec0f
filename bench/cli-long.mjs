// Which CLI commands run long enough to need a progress bar: wall time of the built CLI
// (plugin/dist/cli.mjs, stdout and stderr to pipes, so no bar is drawn) on a store of N memories (a third
// of them naming files that no longer exist, the worst case for `verify`) and a board of T tasks, as a
// ratio to a bare `node -e 0` started the same way in the same run. The median of --runs runs each.
// Usage: node bench/cli-long.mjs [--memories 50000] [--tasks 10000] [--runs 3] [--json]
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { bundle, root } from "./lib/bundle.mjs";

const { values } = parseArgs({
  options: {
    memories: { type: "string", default: "50000" },
    tasks: { type: "string", default: "10000" },
    runs: { type: "string", default: "3" },
    json: { type: "boolean", default: false },
  },
});
const N = Number(values.memories);
const T = Number(values.tasks);
const RUNS = Number(values.runs);
const cli = join(root, "plugin", "dist", "cli.mjs");

const work = mkdtempSync(join(tmpdir(), "cairn-bench-cli-"));
const repo = join(work, "repo");
const home = join(work, "home");
mkdirSync(repo);
execFileSync("git", ["init", "-q"], { cwd: repo });
execFileSync(
  "git",
  ["-c", "user.name=b", "-c", "user.email=b@b", "commit", "-q", "--allow-empty", "-m", "init"],
  {
    cwd: repo,
  },
);

const { mod, nativeBinding } = await bundle(`
  export { openSqliteStore } from "./src/store/sqlite/sqlite-store.ts";
  export { ensureProject } from "./src/app/projects/ensure-project.ts";`);
const store = mod.openSqliteStore({ path: join(home, "cairn.db"), nativeBinding });
const project = await mod.ensureProject(store, repo, new Date());
const words = "alpha beta gamma delta exporter batch retry webhook cache login token parser queue".split(" ");
store.db.exec("BEGIN");
for (let i = 0; i < N; i++) {
  const text = Array.from({ length: 12 }, (_, j) => words[(i * 7 + j * 3) % words.length]).join(" ");
  await store.insertMemory(
    {
      project: project.id,
      type: "decision",
      title: `m${i} ${text}`,
      body: `${text} ${i}`,
      scope: "project",
      confidence: 0.8,
      severity: null,
      tags: [],
      files: i % 3 === 0 ? [`src/f${i % 500}.ts`] : [],
      gitCommit: null,
      pinned: false,
      source: { kind: "cli" },
      dedupeKey: null,
    },
    new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
  );
}
store.db.exec("COMMIT");
await store.close();
const doc = join(work, "tasks.json");
writeFileSync(
  doc,
  JSON.stringify({
    tasks: Array.from({ length: T }, (_, i) => ({
      id: `T${i + 1}`,
      title: `task ${i + 1}`,
      status: "PENDING",
    })),
  }),
);

const env = { ...process.env, CAIRN_HOME: home, HOME: join(work, "user-home") };
function time(args) {
  const t0 = process.hrtime.bigint();
  const r = spawnSync(process.execPath, args, { cwd: repo, env, encoding: "utf8" });
  const ms = Number(process.hrtime.bigint() - t0) / 1e6;
  if (r.status !== 0) throw new Error(`${args.join(" ")}: exit ${r.status}: ${r.stderr}`);
  return ms;
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const runs = (args, before) =>
  median(
    Array.from({ length: RUNS }, () => {
      before?.();
      return time(args);
    }),
  );

const floor = runs(["-e", "0"]);
const commands = [
  ["doctor"],
  ["stats"],
  ["list"],
  ["verify"],
  ["tasks", "import", doc, "--replace"],
  ["tasks", "export", "--out", join(work, "out.json")],
  ["tasks", "recover", "--force"],
  ["tasks", "list"],
];
const rows = [];
for (const c of commands) {
  const ms = runs([cli, ...c]);
  rows.push({
    command: `cairn ${c.join(" ").replace(doc, "tasks.json").replace(work, "…")}`,
    ms,
    ratio: ms / floor,
  });
}
rmSync(work, { recursive: true, force: true });
if (values.json) console.log(JSON.stringify({ memories: N, tasks: T, floorMs: floor, rows }, null, 2));
else {
  console.log(`${N} memories, ${T} tasks; median of ${RUNS}; floor: node -e 0 = ${floor.toFixed(0)} ms`);
  for (const r of rows)
    console.log(
      `${r.command.padEnd(44)} ${r.ms.toFixed(0).padStart(6)} ms  ${r.ratio.toFixed(1).padStart(5)}×${r.ms > 1000 ? "  (over 1 s)" : ""}`,
    );
}
