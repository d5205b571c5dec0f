/**
 * The one seam retrieval ranks behind: memories matching a query's terms, best first. Search, prompt
 * recall, status-question recall and the focused context pack all select through `rankMemories`.
 *
 * 1. A bounded keyword candidate pool from the store (BM25 over the project's own statistics; common
 *    terms do not generate candidates — store/sqlite/search.ts).
 * 2. With vectors (embeddings on and computed), the project's nearest memories to the query embedding
 *    join the pool, and every candidate gets its cosine similarity (semantic-pool.ts).
 * 3. Pseudo-relevance feedback (core/recall/feedback.ts): the words recurring in the best memories of
 *    that first pass, as ranked in full (fused with the semantic score when vectors exist), are searched
 *    once more and their score added with a small weight.
 * 4. A re-rank in code on keyword score, semantic similarity (when vectors exist), recency, confidence,
 *    type, pinned and file overlap — core/recall/rank.ts holds the weights table and its source.
 * 5. Only what the query found is kept (core/recall/evidence.ts): a memory matching a query term by
 *    its stem, or whose similarity reaches the model's absolute floor; feedback alone, a nearest
 *    neighbour below the floor or a prefix match a vector does not confirm is not enough. A query
 *    that found nothing returns nothing.
 * Returns at most `limit` hits; `score` is the re-rank score (comparable within one call only).
 */
import { isEvidenced } from "../../core/recall/evidence.js";
import { FEEDBACK, feedbackTerms } from "../../core/recall/feedback.js";
import { type Candidate, type Fusion, type RankWeights, rerank } from "../../core/recall/rank.js";
import type { SearchHit, SearchQuery, Store } from "../../store/store.js";
import { addSemantic, fillSimilarities, type SemanticSearch, semanticFloor } from "./semantic-pool.js";

/** Candidates scored per pass before re-ranking. */
export const POOL = 100;

/** How a ranking runs beyond its query: shared by every search that ranks memories. */
export interface RankOptions {
  /** Files named by the prompt or task, or recently edited (project-relative): raise memories about them. */
  files?: readonly string[];
  /** Pseudo-relevance feedback (default on). */
  feedback?: boolean;
  weights?: Partial<RankWeights>;
  /** How keyword and semantic scores are combined (core/recall/rank.ts); default "minmax". */
  fusion?: Fusion;
  now?: Date;
  /** Vector search beside keyword search (project searches only; needs `query`); omit for keyword-only. */
  semantic?: SemanticSearch | null;
  /** Told (one line) when the semantic half was skipped because of an error. */
  onWarning?: (message: string) => void;
}

export interface RankQuery extends SearchQuery, RankOptions {
  /** The query text the terms came from (embedded for the semantic half). */
  query?: string;
}

export async function rankMemories(store: Pick<Store, "searchMemories">, q: RankQuery): Promise<SearchHit[]> {
  if (q.terms.length === 0) return [];
  const limit = q.limit ?? 20;
  const size = Math.max(q.pool ?? POOL, limit);
  const base = { project: q.project, types: q.types, limit: size, pool: size };
  const ctx = { now: q.now ?? new Date(), files: q.files, weights: q.weights, fusion: q.fusion };
  const first = await store.searchMemories({ ...base, terms: q.terms });
  const pool = new Map<string, Candidate>(
    first.map((h) => [h.memory.id, { memory: h.memory, keyword: h.score }]),
  );
  const vector =
    q.semantic && q.project && q.query
      ? await addSemantic(pool, q.semantic, {
          query: q.query,
          project: q.project,
          types: q.types,
          k: Math.max(POOL, limit),
          onWarning: q.onWarning,
        })
      : null;
  // the feedback documents are the best of the first pass as ranked in full (fused when vectors exist)
  const best = vector ? rerank([...pool.values()], ctx).map((r) => r.memory) : first.map((h) => h.memory);
  if (q.feedback !== false && best.length >= 2 && first.length > 0) {
    const top = best.slice(0, FEEDBACK.docs).map((m) => `${m.title} ${m.body}`);
    const added = await addFeedback(store, pool, first, feedbackTerms(q.terms, top), base);
    if (added && vector && q.semantic) await fillSimilarities(pool, q.semantic, vector, q.onWarning);
  }
  const floor = vector && q.semantic ? semanticFloor(q.semantic) : null;
  const ranked = rerank([...pool.values()], ctx);
  const out: SearchHit[] = [];
  for (const r of ranked) {
    if (out.length >= limit) break;
    if (isEvidenced(r.memory, q.terms, pool.get(r.memory.id)?.semantic, floor)) out.push(r);
  }
  return out;
}

/**
 * Searches the feedback terms (rare ones only) and adds each match's score, on the first pass's scale
 * and weighted by FEEDBACK.weight, to its keyword score; a new match enters the pool at the first pass's
 * lowest score plus its feedback score. Returns whether any candidate entered the pool.
 */
async function addFeedback(
  store: Pick<Store, "searchMemories">,
  pool: Map<string, Candidate>,
  first: readonly SearchHit[],
  extra: readonly string[],
  base: Omit<SearchQuery, "terms">,
): Promise<boolean> {
  if (extra.length === 0) return false;
  const lo = Math.min(...first.map((h) => h.score));
  const hi = Math.max(...first.map((h) => h.score));
  const scale = hi > lo ? hi - lo : 1;
  const second = await store.searchMemories({ ...base, terms: extra, rareOnly: true });
  const hi2 = Math.max(...second.map((h) => h.score), 0);
  let added = false;
  for (const h of second) {
    const add = hi2 > 0 ? FEEDBACK.weight * scale * (h.score / hi2) : 0;
    const c = pool.get(h.memory.id);
    if (c) c.keyword = Number.isNaN(c.keyword) ? lo + add : c.keyword + add;
    else {
      pool.set(h.memory.id, { memory: h.memory, keyword: lo + add });
      added = true;
    }
  }
  return added;
}
