// Calibrates the absolute similarity floor of an embedding model (src/core/embeddings/similarity-floor.ts):
// the cosine similarity a memory found by its vector alone must reach to be shown for a query.
//
// Data (read from ../shared/data, never copied):
// - LoCoMo (locomo10.json, CC BY-NC 4.0, Maharana et al., ACL 2024): each question of categories 1–4 with
//   its evidence turns = RELATED pairs; each question with every turn of the NEXT conversation (other
//   people, other lives) = UNRELATED pairs. Turns are embedded as bench/retrieval.mjs stores them.
// - Claude Code transcripts (data/claude-code/transcripts, one folder per source repository), imported
//   by Cairn's own import use case into one store per folder: each user prompt of folder A with every
//   memory of folder B ≠ A = UNRELATED pairs (another repository, another stack); each prompt with the
//   memories of its own session = SAME-SESSION pairs (loosely related, reported only).
// - Nonsense queries (random letter strings from a seeded generator, plus "zzzqqq") with every memory
//   and turn = UNRELATED pairs of their own kind.
// The floor is the smallest similarity (rounded up to 0.01) that at most `--fmr` (default 0.001) of the
// unrelated pairs of EACH source reach: the pairwise false-match rate. Also printed: the share of
// unrelated queries that would still show one memory or more (the per-query rate a user sees), and the
// share of related pairs (LoCoMo evidence) above the floor.
// Usage: node bench/floor-calibration.mjs [--provider offline] [--fmr 0.001] [--top N] [--json]
// --top N: also print the N most similar unrelated transcript pairs (what a false match looks like).
// Vectors are cached by model and text (bench/lib/vector-cache.mjs), shared with bench/retrieval.mjs.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { bundle, root } from "./lib/bundle.mjs";
import { cachedProvider } from "./lib/vector-cache.mjs";

const { values } = parseArgs({
  options: {
    provider: { type: "string", default: "offline" },
    fmr: { type: "string", default: "0.001" },
    json: { type: "boolean", default: false },
    top: { type: "string", default: "0" },
  },
});
const DATA = join(root, "..", "shared", "data");
const LOCOMO = join(DATA, "locomo", "locomo10.json");
const TRANSCRIPTS = join(DATA, "claude-code", "transcripts");
if (!existsSync(LOCOMO) || !existsSync(TRANSCRIPTS)) {
  console.log(`skipped: ${DATA} lacks LoCoMo or the transcripts (they live in ../shared/data)`);
  process.exit(0);
}
const fmr = Number(values.fmr);

const { mod, nativeBinding } = await bundle(`
  export { openSqliteStore } from "./src/store/sqlite/sqlite-store.ts";
  export { importTranscripts } from "./src/app/capture/import-transcripts.ts";
  export { createEmbeddingProvider } from "./src/app/embeddings/create-provider.ts";
  export { embeddingText } from "./src/core/embeddings/vectors.ts";
  export { toSearchTerms } from "./src/core/recall/search-terms.ts";
  export { SIMILARITY_FLOORS } from "./src/core/embeddings/similarity-floor.ts";`);
const provider = cachedProvider(
  mod.createEmbeddingProvider(
    {
      provider: values.provider,
      model: "default",
      url: process.env.CAIRN_EMBEDDINGS_URL ?? "",
      apiKeyEnv: "OPENAI_API_KEY",
    },
    process.env,
  ),
);

async function embedAll(texts) {
  const out = [];
  for (let i = 0; i < texts.length; i += 64) out.push(...(await provider.embed(texts.slice(i, i + 64))));
  return out;
}
const dot = (a, b) => {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i] * b[i];
  return s;
};

// --- LoCoMo ---
const convs = JSON.parse(readFileSync(LOCOMO, "utf8"));
const locomo = [];
for (const sample of convs) {
  const conv = sample.conversation;
  const turns = [];
  for (const key of Object.keys(conv).filter((k) => /^session_\d+$/.test(k))) {
    const date = conv[`${key}_date_time`] ?? "";
    for (const t of conv[key]) turns.push({ id: t.dia_id, text: `${t.speaker} ${date} ${t.text}` });
  }
  const byId = new Map(turns.map((t, i) => [t.id, i]));
  const qs = [];
  for (const qa of sample.qa) {
    if (![1, 2, 3, 4].includes(qa.category)) continue;
    const ev = new Set();
    for (const e of qa.evidence ?? [])
      for (let id of String(e).split(/[;,\s]+/)) {
        id = id.replace(/^D:(\d)/, "D$1").replace(/:0+(\d)/, ":$1");
        if (byId.has(id)) ev.add(byId.get(id));
      }
    if (ev.size > 0) qs.push({ text: qa.question, evidence: [...ev] });
  }
  locomo.push({ turns, qs });
}
for (const c of locomo) {
  c.turnVecs = await embedAll(c.turns.map((t) => mod.embeddingText({ title: "-", body: t.text })));
  c.qVecs = await embedAll(c.qs.map((q) => q.text));
}

// --- transcripts: one store per source folder, Cairn's import ---
const work = mkdtempSync(join(tmpdir(), "cairn-floor-"));
const folders = [];
for (const name of readdirSync(TRANSCRIPTS, { withFileTypes: true })) {
  if (!name.isDirectory()) continue;
  const store = mod.openSqliteStore({ path: join(work, `${name.name}.db`), nativeBinding });
  await mod.importTranscripts(store, {
    root: join(TRANSCRIPTS, name.name),
    now: new Date("2026-01-01T00:00:00Z"),
  });
  const memories = [];
  const prompts = [];
  for (const p of await store.listProjects()) {
    memories.push(...(await store.listMemories({ project: p.id, limit: 100_000 })));
    for (const e of await store.listEvents({ project: p.id }))
      if (e.kind === "prompt" && e.detail && mod.toSearchTerms(e.detail).length > 0)
        prompts.push({ text: e.detail.slice(0, 500), session: e.sessionId });
  }
  store.close();
  if (memories.length === 0) continue;
  folders.push({
    name: name.name,
    memories,
    prompts,
    memVecs: await embedAll(memories.map((m) => mod.embeddingText(m))),
    promptVecs: await embedAll(prompts.map((p) => p.text)),
  });
}
rmSync(work, { recursive: true, force: true });

// --- nonsense queries ---
let seed = 42;
const rand = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};
const word = () =>
  Array.from(
    { length: 3 + Math.floor(rand() * 6) },
    () => "abcdefghijklmnopqrstuvwxyz"[Math.floor(rand() * 26)],
  ).join("");
const nonsense = [
  "zzzqqq",
  ...Array.from({ length: 99 }, () => Array.from({ length: 1 + Math.floor(rand() * 3) }, word).join(" ")),
];
const nonsenseVecs = await embedAll(nonsense);

// --- pairs ---
/** Each source: all pair similarities, and per query the best similarity among its unrelated documents. */
const sources = {
  "locomo-unrelated": { sims: [], best: [] },
  "transcripts-unrelated": { sims: [], best: [] },
  "nonsense-unrelated": { sims: [], best: [] },
};
const related = [];
const sameSession = [];
const topPairs = [];
locomo.forEach((c, ci) => {
  const other = locomo[(ci + 1) % locomo.length];
  c.qs.forEach((q, qi) => {
    for (const e of q.evidence) related.push(dot(c.qVecs[qi], c.turnVecs[e]));
    let best = -1;
    for (const v of other.turnVecs) {
      const s = dot(c.qVecs[qi], v);
      sources["locomo-unrelated"].sims.push(s);
      if (s > best) best = s;
    }
    sources["locomo-unrelated"].best.push(best);
  });
});
for (const a of folders) {
  a.prompts.forEach((p, pi) => {
    let best = -1;
    for (const b of folders) {
      if (b === a) continue;
      for (const v of b.memVecs) {
        const s = dot(a.promptVecs[pi], v);
        sources["transcripts-unrelated"].sims.push(s);
        if (s > best) best = s;
        if (s > 0.75) topPairs.push({ s, q: p.text, m: b.memories[b.memVecs.indexOf(v)] });
      }
    }
    sources["transcripts-unrelated"].best.push(best);
    a.memories.forEach((m, mi) => {
      if (m.source.sessionId === p.session) sameSession.push(dot(a.promptVecs[pi], a.memVecs[mi]));
    });
  });
}
const allDocs = [...locomo.flatMap((c) => c.turnVecs), ...folders.flatMap((f) => f.memVecs)];
for (const q of nonsenseVecs) {
  let best = -1;
  for (const v of allDocs) {
    const s = dot(q, v);
    sources["nonsense-unrelated"].sims.push(s);
    if (s > best) best = s;
  }
  sources["nonsense-unrelated"].best.push(best);
}

const quantile = (xs, p) => {
  const s = Float64Array.from(xs).sort();
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(p * s.length) - 1))];
};
const above = (xs, t) => xs.filter((x) => x >= t).length / xs.length;
const r2 = (x) => Math.round(x * 1000) / 1000;
// the floor: at most `fmr` of each source's unrelated pairs reach it
const floor =
  Math.ceil(Math.max(...Object.values(sources).map((s) => quantile(s.sims, 1 - fmr))) * 100) / 100;
const summary = {
  model: provider.model,
  fmr,
  floor,
  current: mod.SIMILARITY_FLOORS[provider.model]?.floor ?? null,
  unrelated: Object.fromEntries(
    Object.entries(sources).map(([k, s]) => [
      k,
      {
        pairs: s.sims.length,
        queries: s.best.length,
        p50: r2(quantile(s.sims, 0.5)),
        p99: r2(quantile(s.sims, 0.99)),
        p999: r2(quantile(s.sims, 0.999)),
        max: r2(quantile(s.sims, 1)),
        pairsAboveFloor: above(s.sims, floor),
        queriesWithAMatch: above(s.best, floor),
      },
    ]),
  ),
  related: {
    pairs: related.length,
    p10: r2(quantile(related, 0.1)),
    p50: r2(quantile(related, 0.5)),
    aboveFloor: r2(above(related, floor)),
  },
  sameSession: {
    pairs: sameSession.length,
    p50: r2(quantile(sameSession, 0.5)),
    aboveFloor: r2(above(sameSession, floor)),
  },
  folders: folders.map((f) => ({ name: f.name, memories: f.memories.length, prompts: f.prompts.length })),
};
topPairs.sort((a, b) => b.s - a.s);
for (const t of topPairs.slice(0, Number(values.top)))
  console.log(
    `${t.s.toFixed(3)}  ${JSON.stringify(t.q.slice(0, 80))}  ↔  ${JSON.stringify(mod.embeddingText(t.m).slice(0, 100))}`,
  );
if (values.json) console.log(JSON.stringify(summary, null, 2));
else {
  console.log(
    `Similarity floor for ${summary.model} at a pairwise false-match rate of ${fmr}: ${floor} (in the code: ${summary.current})`,
  );
  for (const [k, s] of Object.entries(summary.unrelated))
    console.log(
      `${k.padEnd(22)} pairs ${String(s.pairs).padStart(8)}  p50 ${s.p50}  p99 ${s.p99}  p99.9 ${s.p999}  max ${s.max}  ` +
        `pairs ≥ floor ${(100 * s.pairsAboveFloor).toFixed(3)}%  queries with a match ${(100 * s.queriesWithAMatch).toFixed(1)}% of ${s.queries}`,
    );
  console.log(
    `related (LoCoMo evidence)  pairs ${related.length}  p10 ${summary.related.p10}  p50 ${summary.related.p50}  ≥ floor ${(100 * summary.related.aboveFloor).toFixed(1)}%`,
  );
  console.log(
    `same session (transcripts) pairs ${sameSession.length}  p50 ${summary.sameSession.p50}  ≥ floor ${(100 * summary.sameSession.aboveFloor).toFixed(1)}%`,
  );
  console.log(`folders: ${summary.folders.map((f) => `${f.name} ${f.memories}m/${f.prompts}p`).join(", ")}`);
}
