/**
 * The memories a save compares itself with: the live memories of the same project and type that share
 * words with a title, from the store's keyword search (the best 20 of a pool of 20 per project, so the
 * cost stays bounded on a large store). One save asks once per title: the duplicate check and the
 * supersede rules share the answer.
 */
import type { Memory, MemoryType } from "../../core/memories/memory.js";
import { toSearchTerms } from "../../core/recall/search-terms.js";
import type { Store } from "../../store/store.js";

const LIMIT = 20;

export type Candidates = (title: string) => Promise<Memory[]>;

/** A candidate lookup for one project and type, remembered per title for the save that made it. */
export function candidateSearch(store: Store, project: string, type: MemoryType): Candidates {
  const seen = new Map<string, Promise<Memory[]>>();
  return (title) => {
    const terms = toSearchTerms(title);
    const key = terms.join(" ");
    let hits = seen.get(key);
    if (!hits) {
      hits =
        terms.length === 0
          ? Promise.resolve([])
          : store
              .searchMemories({ terms, project, types: [type], limit: LIMIT, pool: LIMIT })
              .then((r) => r.map((h) => h.memory));
      seen.set(key, hits);
    }
    return hits;
  };
}
