// Search latency at scale: one project holding 1k / 10k / 100k memories, searched in process through
// app/search (keyword-only, and hybrid with a 512-d sqlite-vec vector pool), plus the embedding
// provider's batch throughput and query latency, and the database size with and without vectors.
// Memory texts: LoCoMo turns (../shared/data/locomo, read in place; ~130 chars) joined in pairs with a
// serial number; queries: LoCoMo questions. Without the data set: synthetic words (Zipf-like).
// Vectors for the latency table are random unit vectors (KNN time does not depend on what the vectors
// mean); the provider's own speed is measured on real texts separately.
// --backend postgres runs every size on SQLite and on a throwaway PostgreSQL cluster (scripts/lib/
// pg-cluster.mjs: local server on 127.0.0.1, fsync and synchronous_commit off — fast settings for a
// bench, not for data) with the same texts and queries, and prints both rows side by side.
// Usage: node bench/search-scale.mjs [--sizes 1000,10000,100000] [--queries 200] [--provider offline|none]
//        [--backend sqlite|postgres] [--hybrid-max N (vectors and hybrid search only up to N memories)] [--json]
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { bundle, root } from "./lib/bundle.mjs";

const { values } = parseArgs({
  options: {
    sizes: { type: "string", default: "1000,10000,100000" },
    queries: { type: "string", default: "200" },
    provider: { type: "string", default: "offline" },
    backend: { type: "string", default: "sqlite" },
    "hybrid-max": { type: "string", default: "Infinity" },
    json: { type: "boolean", default: false },
  },
});
const { mod, nativeBinding } = await bundle(`
  export { openSqliteStore } from "./src/store/sqlite/sqlite-store.ts";
  export { openPostgresStore } from "./src/store/postgres/postgres-store.ts";
  export { saveMemory } from "./src/app/memories/save-memory.ts";
  export { searchMemories } from "./src/app/search/search-memories.ts";
  export { createEmbeddingProvider } from "./src/app/embeddings/create-provider.ts";
  export { normalize } from "./src/core/embeddings/vectors.ts";`);

// deterministic PRNG (mulberry32)
let seed = 42;
const rand = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const DIMS = 512;
const randomUnit = () => mod.normalize(Array.from({ length: DIMS }, () => rand() - 0.5));

const DATA = join(root, "..", "shared", "data", "locomo", "locomo10.json");
let turns;
let questions;
if (existsSync(DATA)) {
  const data = JSON.parse(readFileSync(DATA, "utf8"));
  turns = data.flatMap((s) =>
    Object.keys(s.conversation)
      .filter((k) => /^session_\d+$/.test(k))
      .flatMap((k) => s.conversation[k].map((t) => `${t.speaker}: ${t.text}`)),
  );
  questions = data.flatMap((s) => s.qa.map((q) => q.question));
} else {
  const words = Array.from({ length: 5000 }, (_, i) => `w${i.toString(36)}`);
  const word = () => words[Math.floor(words.length * rand() ** 2)];
  turns = Array.from({ length: 6000 }, () => Array.from({ length: 22 }, word).join(" "));
  questions = Array.from({ length: 500 }, () => Array.from({ length: 8 }, word).join(" "));
  console.log("LoCoMo absent: synthetic texts");
}
const nQueries = Number(values.queries);

const pct = (xs, p) => xs[Math.min(xs.length - 1, Math.floor(p * xs.length))];
const summary = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return { p50: pct(s, 0.5), p95: pct(s, 0.95), max: s.at(-1) };
};

// provider speed on real texts
let providerSpeed = null;
if (values.provider !== "none") {
  const p = mod.createEmbeddingProvider(
    { provider: values.provider, model: "default", url: "", apiKeyEnv: "OPENAI_API_KEY" },
    process.env,
  );
  const t0 = performance.now();
  await p.embed(["warm up"]);
  const loadMs = performance.now() - t0;
  const batch = turns.slice(0, 128);
  const t1 = performance.now();
  for (let i = 0; i < batch.length; i += 32) await p.embed(batch.slice(i, i + 32));
  const perSec = (batch.length * 1000) / (performance.now() - t1);
  const q = [];
  for (const text of questions.slice(0, 20)) {
    const s = performance.now();
    await p.embed([text]);
    q.push(performance.now() - s);
  }
  providerSpeed = {
    model: p.model,
    loadMs,
    textsPerSec: perSec,
    query: summary(q),
    rssMB: process.memoryUsage().rss / 1e6,
  };
}

if (!["sqlite", "postgres"].includes(values.backend)) throw new Error("--backend is sqlite or postgres");
const backends = values.backend === "postgres" ? ["sqlite", "postgres"] : ["sqlite"];
let cluster = null;
if (values.backend === "postgres") {
  const { pgUnavailableReason, startCluster } = await import("../scripts/lib/pg-cluster.mjs");
  const why = pgUnavailableReason();
  if (why) throw new Error(`--backend postgres: ${why}`);
  cluster = startCluster({ prefix: "cairn-bench-pg-", fast: true });
  // an interrupted run still stops its server (pg-cluster.mjs stops clusters on 'exit')
  for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => process.exit(130));
}

/** A fresh store of `backend` with what the bench needs beside the Store port. */
async function openBench(backend, n) {
  if (backend === "postgres") {
    const url = cluster.createDatabase(`bench_${n}`);
    const store = await mod.openPostgresStore({ url });
    // VACUUM ANALYZE after each load, as autovacuum does on a live server (visibility map, statistics)
    const size = async () => {
      await store.db.exec("VACUUM ANALYZE");
      return (await store.db.one("SELECT pg_database_size(current_database()) AS b")).b;
    };
    return {
      store,
      size,
      ids: async () => (await store.db.query("SELECT id FROM memories ORDER BY seq")).map((r) => r.id),
      cleanup: async () => store.close(),
    };
  }
  const dir = mkdtempSync(join(tmpdir(), "cairn-bench-scale-"));
  const path = join(dir, "cairn.db");
  const store = mod.openSqliteStore({ path, nativeBinding });
  return {
    store,
    size: async () => {
      store.db.pragma("wal_checkpoint(TRUNCATE)");
      return statSync(path).size;
    },
    ids: async () =>
      store.db
        .prepare("SELECT id FROM memories ORDER BY rowid")
        .all()
        .map((r) => r.id),
    cleanup: async () => {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const rows = [];
for (const n of values.sizes.split(",").map(Number))
  for (const backend of backends) {
    seed = 42;
    const bench = await openBench(backend, n);
    const store = bench.store;
    const now = new Date("2026-01-01T00:00:00Z");
    await store.upsertProject({ id: "p", identity: "p", root: "/p", name: "p" }, now.toISOString());
    const t0 = performance.now();
    for (let i = 0; i < n; i += 1000) {
      await store.inTransaction(async () => {
        for (let j = i; j < Math.min(n, i + 1000); j++) {
          const a = turns[j % turns.length];
          const b = turns[(j * 7919 + 13) % turns.length];
          await mod.saveMemory(
            store,
            {
              project: "p",
              type: "project_fact",
              title: `note ${j}`,
              body: `${a} ${b}`,
              source: { kind: "import" },
            },
            now,
          );
        }
      });
    }
    const insertMs = performance.now() - t0;
    const sizeKeyword = await bench.size();
    const qs = Array.from({ length: nQueries }, (_, i) => questions[(i * 31) % questions.length]);
    // wall time, and this process's CPU time (user + system), which a busy shared machine inflates less
    const time = async (semantic) => {
      const lat = [];
      const cpu = [];
      for (const query of qs) {
        const c = process.cpuUsage();
        const s = performance.now();
        await mod.searchMemories(store, { query, project: "p", limit: 10, now, semantic });
        lat.push(performance.now() - s);
        const d = process.cpuUsage(c);
        cpu.push((d.user + d.system) / 1000);
      }
      return { ...summary(lat), cpu: summary(cpu) };
    };
    await time(null); // warm the page cache and statement cache
    const keyword = await time(null);
    const none = { p50: Number.NaN, p95: Number.NaN, max: Number.NaN };
    if (n > Number(values["hybrid-max"])) {
      rows.push({
        backend,
        n,
        insertPerSec: (n * 1000) / insertMs,
        keyword,
        hybrid: { ...none, cpu: none },
        vectorPutPerSec: Number.NaN,
        dbMB: sizeKeyword / 1e6,
        dbWithVectorsMB: Number.NaN,
      });
      await bench.cleanup();
      if (!values.json)
        console.error(
          `done ${backend} ${n} (keyword only): p50 ${keyword.p50.toFixed(1)} p95 ${keyword.p95.toFixed(1)} ms`,
        );
      continue;
    }
    // vectors: random unit vectors stored through the vector index
    const index = await store.openVectors();
    const ids = await bench.ids();
    const v0 = performance.now();
    for (let i = 0; i < ids.length; i += 1000)
      await index.put(
        "random-512",
        ids.slice(i, i + 1000).map((id) => ({ id, vector: randomUnit() })),
        now.toISOString(),
      );
    const vectorPutMs = performance.now() - v0;
    const sizeVectors = await bench.size();
    const queryVector = {
      name: "http",
      model: "random-512",
      fast: true,
      embed: async (t) => t.map(randomUnit),
    };
    const semantic = { provider: queryVector, index };
    await time(semantic);
    const hybrid = await time(semantic);
    rows.push({
      backend,
      n,
      insertPerSec: (n * 1000) / insertMs,
      keyword,
      hybrid,
      vectorPutPerSec: (n * 1000) / vectorPutMs,
      dbMB: sizeKeyword / 1e6,
      dbWithVectorsMB: sizeVectors / 1e6,
    });
    await bench.cleanup();
    if (!values.json)
      console.error(
        `done ${backend} ${n}: keyword p50 ${keyword.p50.toFixed(1)} p95 ${keyword.p95.toFixed(1)}, hybrid p50 ${hybrid.p50.toFixed(1)} p95 ${hybrid.p95.toFixed(1)} ms`,
      );
  }
cluster?.stop();

if (values.json) console.log(JSON.stringify({ providerSpeed, rows }, null, 2));
else {
  const f = (x) => (Number.isNaN(x) ? "-" : x.toFixed(1)).padStart(7);
  console.log(
    `search latency in process, one project, ${nQueries} LoCoMo questions, limit 10 (ms); load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`,
  );
  console.log(
    "backend  memories | keyword p50    p95    max | hybrid p50    p95    max | DB MB  +vectors | inserts/s  vectors/s",
  );
  for (const r of rows)
    console.log(
      `${r.backend.padEnd(8)} ${String(r.n).padStart(8)} | ${f(r.keyword.p50)}${f(r.keyword.p95)}${f(r.keyword.max)} | ${f(r.hybrid.p50)}${f(r.hybrid.p95)}${f(r.hybrid.max)} | ${f(r.dbMB)} ${f(r.dbWithVectorsMB)} | ${f(r.insertPerSec)} ${f(r.vectorPutPerSec)}`,
    );
  console.log("CPU time per search (ms, user + system of this process; less inflated by a busy machine)");
  for (const r of rows)
    console.log(
      `${r.backend.padEnd(8)} ${String(r.n).padStart(8)} | ${f(r.keyword.cpu.p50)}${f(r.keyword.cpu.p95)}${f(r.keyword.cpu.max)} | ${f(r.hybrid.cpu.p50)}${f(r.hybrid.cpu.p95)}${f(r.hybrid.cpu.max)} |`,
    );
  if (providerSpeed)
    console.log(
      `provider ${providerSpeed.model}: load ${providerSpeed.loadMs.toFixed(0)} ms, ${providerSpeed.textsPerSec.toFixed(1)} texts/s (batches of 32), query p50 ${providerSpeed.query.p50.toFixed(1)} ms p95 ${providerSpeed.query.p95.toFixed(1)} ms, RSS ${providerSpeed.rssMB.toFixed(0)} MB`,
    );
  console.log("hybrid times exclude embedding the query (add the provider's query time above)");
  if (cluster)
    console.log(
      "postgres: local throwaway cluster over TCP on 127.0.0.1 (fsync, synchronous_commit and full_page_writes off); its CPU time is in the server process, not in the column above",
    );
}
