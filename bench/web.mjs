// The dashboard's memories page at scale: seeds N memories (default 100,000; 10 types, 2 projects,
// 3 sources) through save-memory in one transaction, starts the dashboard (startWebServer, as
// `cairn ui` does) and times full HTTP GETs of the memories page: first page, a type filter, a deep
// page (offset 50,000), a session filter (no index: a scan) and a search. Prints p50/p95 and the ratio
// to a floor measured in the same run: GET of a static asset through the same server and guard (no database).
// --backend postgres seeds and serves from a throwaway PostgreSQL cluster (scripts/lib/pg-cluster.mjs)
// through the PostgreSQL DashboardReader instead of the SQLite file.
// Usage: node bench/web.mjs [--memories N] [--runs R] [--backend sqlite|postgres]
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { bundle } from "./lib/bundle.mjs";

const { values } = parseArgs({
  options: {
    memories: { type: "string", default: "100000" },
    runs: { type: "string", default: "40" },
    backend: { type: "string", default: "sqlite" },
  },
});
const N = Number(values.memories);
const RUNS = Number(values.runs);
const work = mkdtempSync(join(tmpdir(), "cairn-bench-web-"));
const { mod: t, nativeBinding } = await bundle(`
  export { openSqliteStore } from "./src/store/sqlite/sqlite-store.ts";
  export { saveMemory } from "./src/app/memories/save-memory.ts";
  export { startWebServer } from "./src/web/server.ts";
  export { sqliteDashboardReader } from "./src/store/sqlite/dashboard-reader.ts";
  export { sqliteStores } from "./src/store/sqlite/stores.ts";
  export { openPostgresStores } from "./src/store/postgres/stores.ts";
  export { postgresDashboardReader } from "./src/store/postgres/dashboard-reader.ts";
  export { MEMORY_TYPES } from "./src/core/memories/memory.ts";`);
const home = join(work, "home");
if (!["sqlite", "postgres"].includes(values.backend)) throw new Error("--backend is sqlite or postgres");
let cluster = null;
let stores;
let reader;
if (values.backend === "postgres") {
  const { pgUnavailableReason, startCluster } = await import("../scripts/lib/pg-cluster.mjs");
  const why = pgUnavailableReason();
  if (why) throw new Error(`--backend postgres: ${why}`);
  cluster = startCluster({ prefix: "cairn-bench-web-pg-", fast: true });
  stores = await t.openPostgresStores({ url: cluster.createDatabase("bench_web") });
  reader = t.postgresDashboardReader(stores.store);
} else {
  stores = t.sqliteStores(t.openSqliteStore({ path: join(home, "cairn.db"), nativeBinding }));
  reader = t.sqliteDashboardReader(stores.store);
}
const store = stores.store;
const projects = ["a", "b"].map((id) => {
  const repo = join(work, `repo-${id}`);
  mkdirSync(repo, { recursive: true });
  return { id: `p${id}`, identity: repo, root: repo, name: `bench-${id}` };
});
for (const p of projects) await store.upsertProject(p, new Date().toISOString());

const words = "exporter stream batch rows config loader cache index parser retry queue schema".split(" ");
const t0 = performance.now();
await store.inTransaction(async () => {
  const base = Date.parse("2026-01-01T00:00:00Z");
  for (let i = 0; i < N; i++) {
    const kind = ["hook", "cli", "import"][i % 3];
    await t.saveMemory(
      store,
      {
        project: projects[i % 2].id,
        type: t.MEMORY_TYPES[i % 10],
        title: `${words[i % 12]} ${words[(i * 7) % 12]} note ${i}`,
        body: `Body of memory ${i} about ${words[(i * 5) % 12]}.`,
        files: i % 4 === 0 ? [`src/${words[i % 12]}.ts`] : [],
        source: { kind, event: kind === "hook" ? "Stop" : null, sessionId: `s${i % 500}` },
      },
      new Date(base + i * 60_000),
    );
  }
});
const seedMs = performance.now() - t0;

const server = await t.startWebServer(
  {
    stores,
    store,
    reader,
    home,
    env: {},
    now: () => new Date(),
    defaultProject: projects[0].id,
  },
  { host: "127.0.0.1", port: 0, allowRemote: false },
);
const login = await fetch(server.url, { redirect: "manual" });
const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0];

async function time(path) {
  const samples = [];
  for (let i = 0; i < RUNS + 3; i++) {
    const s = performance.now();
    const r = await fetch(`${server.origin}${path}`, { headers: { cookie } });
    const body = await r.text();
    if (r.status !== 200) throw new Error(`${path}: ${r.status} ${body.slice(0, 200)}`);
    if (i >= 3) samples.push(performance.now() - s); // 3 warm-up requests
  }
  samples.sort((a, b) => a - b);
  const q = (p) => samples[Math.min(samples.length - 1, Math.floor(p * samples.length))];
  return { p50: q(0.5), p95: q(0.95) };
}

const floor = await time("/assets/app.css");
const cases = [
  ["memories, first page", `/memories?project=${projects[0].id}`],
  ["memories, all projects", "/memories?project="],
  ["type filter", `/memories?project=${projects[0].id}&type=project_fact`],
  ["deep page (offset 25,000)", `/memories?project=${projects[0].id}&page=501`],
  ["session filter", `/memories?project=${projects[0].id}&session=s42`],
  ["search", `/memories?project=${projects[0].id}&q=exporter+stream`],
];
console.log(
  `cairn web bench (${values.backend}): ${N.toLocaleString("en")} memories (seeded in ${(seedMs / 1000).toFixed(1)} s), ${RUNS} runs each`,
);
console.log(
  `floor (static asset through the same server): p50 ${floor.p50.toFixed(1)} ms, p95 ${floor.p95.toFixed(1)} ms`,
);
for (const [name, path] of cases) {
  const r = await time(path);
  console.log(
    `${name.padEnd(28)} p50 ${r.p50.toFixed(1).padStart(6)} ms  p95 ${r.p95.toFixed(1).padStart(6)} ms  (${(r.p50 / floor.p50).toFixed(1)}× floor)  budget 200 ms: ${r.p95 <= 200 ? "ok" : "OVER"}`,
  );
}
await server.close();
await store.close();
cluster?.stop();
rmSync(work, { recursive: true, force: true });
