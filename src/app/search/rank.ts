/**
 * The one seam retrieval ranks behind: memories matching a query's terms, best first. Search, prompt
 * recall, status-question recall and the focused context pack all select through `rankMemories`, so a
 * new ranking (fusion, embeddings) replaces this one function. Today: the store's BM25
 * (Store.searchMemories; weights in its implementation).
 */
import type { SearchHit, SearchQuery, Store } from "../../store/store.js";

export async function rankMemories(
  store: Pick<Store, "searchMemories">,
  q: SearchQuery,
): Promise<SearchHit[]> {
  if (q.terms.length === 0) return [];
  return store.searchMemories(q);
}
