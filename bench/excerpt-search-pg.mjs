// Conversation-excerpt search on PostgreSQL at team scale: 20 projects × 10,000 excerpts (200,000 rows)
// on a throwaway cluster (scripts/lib/pg-cluster.mjs, fast settings: fsync off — a bench, not data),
// searched through the Store port (store/postgres/excerpt-search.ts) within one project. Prints the
// time per search (p50/p95 over --queries searches) and how the excerpts table was read while searching
// (pg_stat_user_tables: sequential scans and rows they read, index scans), so a plan that falls back to
// reading the whole table shows as seq_scan > 0. Texts: LoCoMo turns (../shared/data/locomo, read in
// place), else synthetic words; queries: LoCoMo questions' words.
// Usage: node bench/excerpt-search-pg.mjs [--projects 20] [--per 10000] [--queries 200] [--json]
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { pgUnavailableReason, startCluster } from "../scripts/lib/pg-cluster.mjs";
import { bundle, root } from "./lib/bundle.mjs";

const { values } = parseArgs({
  options: {
    projects: { type: "string", default: "20" },
    per: { type: "string", default: "10000" },
    queries: { type: "string", default: "200" },
    json: { type: "boolean", default: false },
  },
});
const why = pgUnavailableReason();
if (why) throw new Error(`PostgreSQL unavailable: ${why}`);
const { mod } = await bundle(`
  export { openPostgresStore } from "./src/store/postgres/postgres-store.ts";
  export { openPgDatabase } from "./src/store/postgres/connection.ts";
  export { toSearchTerms as searchTerms } from "./src/core/recall/search-terms.ts";`);

let seed = 7;
const rand = () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = seed;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};
const DATA = join(root, "..", "shared", "data", "locomo", "locomo10.json");
let turns;
let questions;
if (existsSync(DATA)) {
  const data = JSON.parse(readFileSync(DATA, "utf8"));
  turns = data.flatMap((s) =>
    Object.keys(s.conversation)
      .filter((k) => /^session_\d+$/.test(k))
      .flatMap((k) => s.conversation[k].map((t) => t.text)),
  );
  questions = data.flatMap((s) => s.qa.map((q) => String(q.question)));
} else {
  const words = Array.from({ length: 5000 }, (_, i) => `w${i.toString(36)}`);
  const word = () => words[Math.floor(words.length * rand() ** 2)];
  turns = Array.from({ length: 6000 }, () => Array.from({ length: 22 }, word).join(" "));
  questions = Array.from({ length: 500 }, () => Array.from({ length: 8 }, word).join(" "));
  console.log("LoCoMo absent: synthetic texts");
}
const P = Number(values.projects);
const PER = Number(values.per);
const Q = Number(values.queries);

const cluster = startCluster({ prefix: "cairn-bench-excerpts-", fast: true });
for (const sig of ["SIGINT", "SIGTERM"]) process.on(sig, () => process.exit(130));
const url = cluster.createDatabase("bench_excerpts");
let store = await mod.openPostgresStore({ url });
const T0 = Date.parse("2026-01-01T00:00:00Z");
const loadStart = performance.now();
for (let p = 0; p < P; p++) {
  const project = `p${String(p).padStart(2, "0")}`;
  await store.upsertProject(
    { id: project, identity: project, root: `/r/${project}`, name: project },
    "2026-01-01T00:00:00.000Z",
  );
  for (let i = 0; i < PER; i += 1000) {
    const rows = [];
    for (let j = i; j < Math.min(PER, i + 1000); j++) {
      const a = turns[Math.floor(rand() * turns.length)];
      const b = turns[Math.floor(rand() * turns.length)];
      rows.push({
        project,
        sessionId: `${project}-s${Math.floor(j / 40)}`,
        turn: (j % 40) + 1,
        role: j % 2 === 0 ? "user" : "assistant",
        ts: new Date(T0 + j * 60_000).toISOString(),
        text: `${a} ${b} (#${j})`,
      });
    }
    await store.insertExcerpts(rows);
  }
}
const loadMs = performance.now() - loadStart;
await store.db.exec("VACUUM ANALYZE excerpts");
await store.close();

// a backend's table statistics reach pg_stat_user_tables when it exits: read them on a new connection
const settle = () => new Promise((r) => setTimeout(r, 1000));
const counters = async () => {
  await settle();
  const db = mod.openPgDatabase({ url });
  try {
    return await db.one(
      "SELECT seq_scan::int8 AS seq, seq_tup_read::int8 AS seq_rows, coalesce(idx_scan, 0)::int8 AS idx FROM pg_stat_user_tables WHERE relname = 'excerpts'",
    );
  } finally {
    await db.close();
  }
};
const before = await counters();
store = await mod.openPostgresStore({ url });
const times = [];
let hits = 0;
for (let i = 0; i < Q; i++) {
  const terms = mod.searchTerms(questions[i % questions.length]);
  const project = `p${String(i % P).padStart(2, "0")}`;
  const t = performance.now();
  hits += (await store.searchExcerpts({ terms, project, limit: 10 })).length;
  times.push(performance.now() - t);
}
await store.close();
const after = await counters();
cluster.stop();

const sorted = [...times].sort((a, b) => a - b);
const pct = (p) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))];
const result = {
  rows: P * PER,
  projects: P,
  loadSeconds: +(loadMs / 1000).toFixed(1),
  queries: Q,
  meanHits: +(hits / Q).toFixed(1),
  searchMs: { p50: +pct(0.5).toFixed(1), p95: +pct(0.95).toFixed(1), max: +sorted.at(-1).toFixed(1) },
  whileSearching: {
    seqScans: Number(after.seq) - Number(before.seq),
    seqRowsRead: Number(after.seq_rows) - Number(before.seq_rows),
    indexScans: Number(after.idx) - Number(before.idx),
  },
};
if (values.json) console.log(JSON.stringify(result));
else {
  console.log(`${result.rows} excerpts in ${P} projects (loaded in ${result.loadSeconds} s)`);
  console.log(
    `search within one project: p50 ${result.searchMs.p50} ms, p95 ${result.searchMs.p95} ms, max ${result.searchMs.max} ms (${Q} queries, ${result.meanHits} hits each)`,
  );
  console.log(
    `excerpts table while searching: ${result.whileSearching.seqScans} sequential scans (${result.whileSearching.seqRowsRead} rows read), ${result.whileSearching.indexScans} index scans`,
  );
}
