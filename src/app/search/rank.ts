/**
 * The one seam retrieval ranks behind: memories matching a query's terms, best first. Search, prompt
 * recall, status-question recall and the focused context pack all select through `rankMemories`.
 *
 * 1. A bounded keyword candidate pool from the store (BM25 over the project's own statistics; common
 *    terms do not generate candidates — store/sqlite/search.ts).
 * 2. Pseudo-relevance feedback (core/recall/feedback.ts): the words recurring in the best first-pass
 *    memories are searched once more and their score added with a small weight.
 * 3. A re-rank in code on keyword score, semantic similarity (when vectors exist), recency, confidence,
 *    type, pinned and file overlap — core/recall/rank.ts holds the weights table and its source.
 * Returns at most `limit` hits; `score` is the re-rank score (comparable within one call only).
 */
import { FEEDBACK, feedbackTerms } from "../../core/recall/feedback.js";
import { type Candidate, type Fusion, type RankWeights, rerank } from "../../core/recall/rank.js";
import type { SearchHit, SearchQuery, Store } from "../../store/store.js";
import { addSemantic, type SemanticSearch } from "./semantic-pool.js";

/** Candidates scored per pass before re-ranking. */
export const POOL = 100;

export interface RankQuery extends SearchQuery {
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
  /** The query text the terms came from (embedded for the semantic half). */
  query?: string;
  /** Told (one line) when the semantic half was skipped because of an error. */
  onWarning?: (message: string) => void;
}

export async function rankMemories(store: Pick<Store, "searchMemories">, q: RankQuery): Promise<SearchHit[]> {
  if (q.terms.length === 0) return [];
  const limit = q.limit ?? 20;
  const size = Math.max(q.pool ?? POOL, limit);
  const base = { project: q.project, types: q.types, limit: size, pool: size };
  const first = await store.searchMemories({ ...base, terms: q.terms });
  const pool = new Map<string, Candidate>(
    first.map((h) => [h.memory.id, { memory: h.memory, keyword: h.score }]),
  );
  if (q.feedback !== false && first.length >= 2) {
    const top = first.slice(0, FEEDBACK.docs).map((h) => `${h.memory.title} ${h.memory.body}`);
    const extra = feedbackTerms(q.terms, top);
    if (extra.length > 0) {
      const lo = Math.min(...first.map((h) => h.score));
      const hi = Math.max(...first.map((h) => h.score));
      const scale = hi > lo ? hi - lo : 1;
      const second = await store.searchMemories({ ...base, terms: extra, rareOnly: true });
      const hi2 = Math.max(...second.map((h) => h.score), 0);
      for (const h of second) {
        // the feedback score, on the first pass's scale, weighted
        const add = hi2 > 0 ? FEEDBACK.weight * scale * (h.score / hi2) : 0;
        const c = pool.get(h.memory.id);
        if (c) c.keyword += add;
        else pool.set(h.memory.id, { memory: h.memory, keyword: lo + add });
      }
    }
  }
  if (q.semantic && q.project && q.query)
    await addSemantic(pool, q.semantic, {
      query: q.query,
      project: q.project,
      types: q.types,
      k: Math.max(POOL, limit),
      onWarning: q.onWarning,
    });
  const ranked = rerank([...pool.values()], {
    now: q.now ?? new Date(),
    files: q.files,
    weights: q.weights,
    fusion: q.fusion,
  });
  return ranked.slice(0, limit);
}
