// Search latency at scale: one project holding 1k / 10k / 100k memories, searched in process through
// app/search (keyword-only, and hybrid with a 512-d sqlite-vec vector pool), plus the embedding
// provider's batch throughput and query latency, and the database size with and without vectors.
// Memory texts: LoCoMo turns (../shared/data/locomo, read in place; ~130 chars) joined in pairs with a
// serial number; queries: LoCoMo questions. Without the data set: synthetic words (Zipf-like).
// Vectors for the latency table are random unit vectors (KNN time does not depend on what the vectors
// mean); the provider's own speed is measured on real texts separately.
// Usage: node bench/search-scale.mjs [--sizes 1000,10000,100000] [--queries 200] [--provider offline|none] [--json]
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
    json: { type: "boolean", default: false },
  },
});
const { mod, nativeBinding } = await bundle(`
  export { openSqliteStore } from "./src/store/sqlite/sqlite-store.ts";
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

const rows = [];
for (const n of values.sizes.split(",").map(Number)) {
  const dir = mkdtempSync(join(tmpdir(), "cairn-bench-scale-"));
  const path = join(dir, "cairn.db");
  const store = mod.openSqliteStore({ path, nativeBinding });
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
  store.db.pragma("wal_checkpoint(TRUNCATE)");
  const sizeKeyword = statSync(path).size;
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
  // vectors: random unit vectors stored through the vector index
  const index = await store.openVectors();
  const ids = store.db
    .prepare("SELECT id FROM memories ORDER BY rowid")
    .all()
    .map((r) => r.id);
  const v0 = performance.now();
  for (let i = 0; i < ids.length; i += 1000)
    await index.put(
      "random-512",
      ids.slice(i, i + 1000).map((id) => ({ id, vector: randomUnit() })),
      now.toISOString(),
    );
  const vectorPutMs = performance.now() - v0;
  store.db.pragma("wal_checkpoint(TRUNCATE)");
  const sizeVectors = statSync(path).size;
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
    n,
    insertPerSec: (n * 1000) / insertMs,
    keyword,
    hybrid,
    vectorPutPerSec: (n * 1000) / vectorPutMs,
    dbMB: sizeKeyword / 1e6,
    dbWithVectorsMB: sizeVectors / 1e6,
  });
  await store.close();
  rmSync(dir, { recursive: true, force: true });
  if (!values.json) console.error(`done ${n}`);
}

if (values.json) console.log(JSON.stringify({ providerSpeed, rows }, null, 2));
else {
  const f = (x) => x.toFixed(1).padStart(7);
  console.log(
    `search latency in process, one project, ${nQueries} LoCoMo questions, limit 10 (ms); load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`,
  );
  console.log(
    "memories | keyword p50    p95    max | hybrid p50    p95    max | DB MB  +vectors | inserts/s  vectors/s",
  );
  for (const r of rows)
    console.log(
      `${String(r.n).padStart(8)} | ${f(r.keyword.p50)}${f(r.keyword.p95)}${f(r.keyword.max)} | ${f(r.hybrid.p50)}${f(r.hybrid.p95)}${f(r.hybrid.max)} | ${f(r.dbMB)} ${f(r.dbWithVectorsMB)} | ${f(r.insertPerSec)} ${f(r.vectorPutPerSec)}`,
    );
  console.log("CPU time per search (ms, user + system of this process; less inflated by a busy machine)");
  for (const r of rows)
    console.log(
      `${String(r.n).padStart(8)} | ${f(r.keyword.cpu.p50)}${f(r.keyword.cpu.p95)}${f(r.keyword.cpu.max)} | ${f(r.hybrid.cpu.p50)}${f(r.hybrid.cpu.p95)}${f(r.hybrid.cpu.max)} |`,
    );
  if (providerSpeed)
    console.log(
      `provider ${providerSpeed.model}: load ${providerSpeed.loadMs.toFixed(0)} ms, ${providerSpeed.textsPerSec.toFixed(1)} texts/s (batches of 32), query p50 ${providerSpeed.query.p50.toFixed(1)} ms p95 ${providerSpeed.query.p95.toFixed(1)} ms, RSS ${providerSpeed.rssMB.toFixed(0)} MB`,
    );
  console.log("hybrid times exclude embedding the query (add the provider's query time above)");
}
