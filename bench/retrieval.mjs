// LoCoMo retrieval benchmark through Cairn's own search use case.
// Data: ../shared/data/locomo/locomo10.json (CC BY-NC 4.0, Maharana et al., ACL 2024, snap-research/LoCoMo
// main @ 3eb6f2c, unmodified) — read from there, never copied. Protocol: each turn is one memory whose text is
// speaker + session date_time + turn text (its body; its title is "-", a title without words, because the
// protocol's document has none — the dialogue id is kept beside the store, never in the memory, where it
// would be indexed and embedded); each conversation is one project of ONE shared store; each
// question (categories 1–4 with usable evidence, n = 1,536) is searched within its own project.
// Evidence ids are normalised (split on ; , and whitespace, "D:11:26" → "D11:26", "D30:05" → "D30:5",
// ids absent from the conversation dropped). Metrics per question with evidence E and ranking R:
// recall@k = |E ∩ top-k(R)| / |E|, hit@k = [E ∩ top-k(R) ≠ ∅], MRR = 1 / rank of the first evidence turn.
// Category numbers: 1 multi-hop, 2 temporal, 3 open-domain, 4 single-hop (5 adversarial, not scored).
// Usage: node bench/retrieval.mjs [--provider none|offline|transformers|http] [--ablation] [--weights k=v,…]
//        [--fusion minmax|rrf] [--convs N | A-B] [--json] [--floor-r10 X]   (exit 1 when overall R@10 < X)
// --provider: the embedding provider (default: the setting's default); vectors are cached on disk by model
// and text (bench/lib/vector-cache.mjs), so only the first run of a model embeds the 5,882 turns.
// --convs: the first N conversations, or conversations A to B (1-based), e.g. 1-5 to tune and 6-10 held out.
// --ablation: keyword-only vs fused, reciprocal rank fusion instead of min-max, then each re-rank term (and
// feedback) removed in turn.
// --sweep TERM=a,b,c: overall metrics with that rank weight set to each value in turn (tuning).
// --similarity-floor X: the absolute similarity floor instead of the model's calibrated one
// (src/core/embeddings/similarity-floor.ts).
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { bundle, root } from "./lib/bundle.mjs";
import { cachedProvider } from "./lib/vector-cache.mjs";

const { values } = parseArgs({
  options: {
    json: { type: "boolean", default: false },
    "floor-r10": { type: "string" },
    keep: { type: "boolean" },
    provider: { type: "string" },
    ablation: { type: "boolean", default: false },
    weights: { type: "string" },
    convs: { type: "string" },
    sweep: { type: "string" },
    fusion: { type: "string" },
    "similarity-floor": { type: "string" },
  },
});
const DATA = join(root, "..", "shared", "data", "locomo", "locomo10.json");
if (!existsSync(DATA)) {
  console.log(`skipped: LoCoMo not found at ${DATA} (it lives in ../shared/data, never in this repository)`);
  process.exit(0);
}

const { mod, nativeBinding } = await bundle(`
  export { openSqliteStore } from "./src/store/sqlite/sqlite-store.ts";
  export { saveMemory } from "./src/app/memories/save-memory.ts";
  export { searchMemories } from "./src/app/search/search-memories.ts";
  export { indexMemories } from "./src/app/embeddings/index-memories.ts";
  export { createEmbeddingProvider } from "./src/app/embeddings/create-provider.ts";
  export { CONFIG_KEYS } from "./src/core/setup/config.ts";
  export { RANK_WEIGHTS } from "./src/core/recall/rank.ts";`);
const providerName = values.provider ?? mod.CONFIG_KEYS["embeddings.provider"].default;
const weights = Object.fromEntries(
  (values.weights ?? "")
    .split(",")
    .filter(Boolean)
    .map((kv) => kv.split("="))
    .map(([k, v]) => [k, Number(v)]),
);

const KS = [1, 5, 10, 25, 50];
const CATS = { 1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop" };

function normaliseEvidence(raw, known) {
  const out = new Set();
  for (const e of raw) {
    for (let id of String(e).split(/[;,\s]+/)) {
      id = id.replace(/^D:(\d)/, "D$1").replace(/:0+(\d)/, ":$1");
      if (known.has(id)) out.add(id);
    }
  }
  return [...out];
}

const work = mkdtempSync(join(tmpdir(), "cairn-bench-locomo-"));
const store = mod.openSqliteStore({ path: join(work, "cairn.db"), nativeBinding });
const [from, to] = /^\d+-\d+$/.test(values.convs ?? "")
  ? values.convs.split("-").map(Number)
  : [1, values.convs ? Number(values.convs) : undefined];
const data = JSON.parse(readFileSync(DATA, "utf8")).slice(from - 1, to);
const fusion = values.fusion ?? "minmax";
if (fusion !== "minmax" && fusion !== "rrf") {
  console.error(`--fusion must be minmax or rrf, not ${fusion}`);
  process.exit(2);
}
const now = new Date("2026-01-01T00:00:00Z");

const t0 = performance.now();
const questions = [];
/** Memory id → LoCoMo dialogue id (the evidence key). */
const turnOf = new Map();
for (const sample of data) {
  const project = sample.sample_id;
  await store.upsertProject(
    { id: project, identity: project, root: `/locomo/${project}`, name: project },
    now.toISOString(),
  );
  const conv = sample.conversation;
  const known = new Set();
  await store.inTransaction(async () => {
    for (const key of Object.keys(conv).filter((k) => /^session_\d+$/.test(k))) {
      const date = conv[`${key}_date_time`] ?? "";
      for (const turn of conv[key]) {
        known.add(turn.dia_id);
        const { memory } = await mod.saveMemory(
          store,
          {
            project,
            type: "project_fact",
            title: "-",
            body: `${turn.speaker} ${date} ${turn.text}`,
            source: { kind: "import" },
          },
          now,
        );
        turnOf.set(memory.id, turn.dia_id);
      }
    }
  });
  for (const qa of sample.qa) {
    if (!CATS[qa.category]) continue;
    const evidence = normaliseEvidence(qa.evidence ?? [], known);
    if (evidence.length === 0) continue;
    questions.push({ project, q: qa.question, cat: qa.category, evidence });
  }
}
const indexMs = performance.now() - t0;

let semantic = null;
let embedInfo = null;
if (providerName !== "none") {
  const base = mod.createEmbeddingProvider(
    {
      provider: providerName,
      model: "default",
      url: process.env.CAIRN_EMBEDDINGS_URL ?? "",
      apiKeyEnv: "OPENAI_API_KEY",
    },
    process.env,
  );
  const provider = cachedProvider(base);
  const index = await store.openVectors();
  const e0 = performance.now();
  const r = await mod.indexMemories(index, provider, { batch: 64, now: () => now });
  embedInfo = {
    model: provider.model,
    embedded: r.embedded,
    computed: provider.computed,
    ms: performance.now() - e0,
  };
  semantic = { provider, index };
  if (values["similarity-floor"] !== undefined) semantic.floor = Number(values["similarity-floor"]);
}

async function evaluate(opts) {
  const agg = new Map();
  const add = (key, r) => {
    const a = agg.get(key) ?? { n: 0, r: Object.fromEntries(KS.map((k) => [k, 0])), h5: 0, h10: 0, mrr: 0 };
    a.n++;
    for (const k of KS) a.r[k] += r.r[k];
    a.h5 += r.h5;
    a.h10 += r.h10;
    a.mrr += r.mrr;
    agg.set(key, a);
  };
  const lat = [];
  for (const qu of questions) {
    const s = performance.now();
    const hits = await mod.searchMemories(store, {
      query: qu.q,
      project: qu.project,
      limit: 50,
      now,
      semantic: opts.semantic,
      weights: opts.weights,
      fusion: opts.fusion ?? fusion,
      feedback: opts.feedback,
      onWarning: (m) => console.error(m),
    });
    lat.push(performance.now() - s);
    const ids = hits.map((h) => turnOf.get(h.memory.id));
    const ev = new Set(qu.evidence);
    const r = { r: {}, h5: 0, h10: 0, mrr: 0 };
    for (const k of KS) r.r[k] = ids.slice(0, k).filter((id) => ev.has(id)).length / ev.size;
    r.h5 = ids.slice(0, 5).some((id) => ev.has(id)) ? 1 : 0;
    r.h10 = ids.slice(0, 10).some((id) => ev.has(id)) ? 1 : 0;
    const first = ids.findIndex((id) => ev.has(id));
    r.mrr = first >= 0 ? 1 / (first + 1) : 0;
    add("overall", r);
    add(CATS[qu.cat], r);
  }
  const pct = (x, n) => (100 * x) / n;
  const rows = [...agg].map(([name, a]) => ({
    name,
    n: a.n,
    ...Object.fromEntries(KS.map((k) => [`R@${k}`, pct(a.r[k], a.n)])),
    "H@5": pct(a.h5, a.n),
    "H@10": pct(a.h10, a.n),
    MRR: pct(a.mrr, a.n),
  }));
  lat.sort((a, b) => a - b);
  const q = (p) => lat[Math.min(lat.length - 1, Math.floor(p * lat.length))];
  return { rows, searchMs: { p50: q(0.5), p95: q(0.95), max: lat.at(-1) } };
}

const main = await evaluate({ semantic, weights });
const ablation = [];
if (values.ablation) {
  const configs = [
    ["fused (all terms)", { semantic, weights }],
    ["keyword-only (no vectors)", { semantic: null, weights }],
    ["reciprocal rank fusion (k=60)", { semantic, weights, fusion: fusion === "rrf" ? "minmax" : "rrf" }],
    ["no pseudo-relevance feedback", { semantic, weights, feedback: false }],
  ];
  for (const term of Object.keys(mod.RANK_WEIGHTS))
    configs.push([`without ${term}`, { semantic, weights: { ...weights, [term]: 0 } }]);
  for (const [name, o] of configs) {
    if (
      !semantic &&
      (name.startsWith("keyword-only") || name.startsWith("reciprocal") || name === "without semantic")
    )
      continue;
    const r = name === "fused (all terms)" ? main : await evaluate(o);
    ablation.push({ name, rows: r.rows });
  }
}

const sweep = [];
if (values.sweep) {
  const [term, list] = values.sweep.split("=");
  for (const x of list.split(",").map(Number)) {
    const r = await evaluate({ semantic, weights: { ...weights, [term]: x } });
    sweep.push({ name: `${term} = ${x}`, rows: r.rows });
  }
}
store.close?.();
if (!values.keep) rmSync(work, { recursive: true, force: true });
const { rows } = main;
const lat = main.searchMs;
const conversations = `${from}-${from - 1 + data.length}`;
const result = {
  provider: providerName,
  conversations,
  fusion,
  embed: embedInfo,
  rows,
  indexMs,
  searchMs: lat,
  ablation,
  sweep,
};
const cols = ["n", ...KS.map((k) => `R@${k}`), "H@5", "H@10", "MRR"];
const line = (name, r) =>
  [name.padEnd(30), ...cols.map((c) => (c === "n" ? String(r.n) : r[c].toFixed(1)).padStart(6))].join(" ");
if (values.json) console.log(JSON.stringify(result, null, 2));
else {
  console.log(
    `LoCoMo (cats 1–4, conversations ${conversations}, locomo10.json main @ 3eb6f2c, evidence normalised), search through app/search, provider ${providerName}${embedInfo ? ` (${embedInfo.model}, ${fusion} fusion)` : ""}`,
  );
  console.log(["category".padEnd(30), ...cols.map((c) => c.padStart(6))].join(" "));
  for (const r of rows) console.log(line(r.name, r));
  if (embedInfo)
    console.log(
      `embedded ${embedInfo.embedded} memories (${embedInfo.computed} computed, the rest from the vector cache) in ${(embedInfo.ms / 1000).toFixed(1)} s`,
    );
  console.log(
    `indexed ${questions.length} questions' conversations in ${(indexMs / 1000).toFixed(1)} s; search p50 ${lat.p50.toFixed(2)} ms, p95 ${lat.p95.toFixed(2)} ms, max ${lat.max.toFixed(1)} ms`,
  );
  if (sweep.length > 0) {
    console.log(`\nSweep (overall), provider ${providerName}`);
    for (const a of sweep)
      console.log(
        line(
          a.name,
          a.rows.find((r) => r.name === "overall"),
        ),
      );
  }
  if (ablation.length > 0) {
    console.log(`\nAblation (overall, then per category), provider ${providerName}`);
    console.log(["configuration".padEnd(30), ...cols.map((c) => c.padStart(6))].join(" "));
    for (const a of ablation)
      console.log(
        line(
          a.name,
          a.rows.find((r) => r.name === "overall"),
        ),
      );
    for (const cat of Object.values(CATS)) {
      console.log(`-- ${cat}`);
      for (const a of ablation) {
        const r = a.rows.find((x) => x.name === cat);
        if (r) console.log(line(a.name, r));
      }
    }
  }
}
const floor = values["floor-r10"];
const overall = rows.find((r) => r.name === "overall");
if (floor && overall["R@10"] < Number(floor)) {
  console.error(`R@10 ${overall["R@10"].toFixed(1)} is below the floor ${floor}`);
  process.exit(1);
}
