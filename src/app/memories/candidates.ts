/**
 * The memories a save compares itself with: the live memories of the same project and type that share
 * words with a title, from the store's keyword search (the best 20 of a pool of 20 per project, so the
 * cost stays bounded on a large store). One save asks once per title: the duplicate check and the
 * supersede rules share the answer.
 *
 * Before the keyword search, a gate reads the statements (id, type, title, files: all it compares) of
 * the live memories of the project and type (at most GATE_MAX of them) and asks whether any could act on the save at all: have the same meaning as its
 * title (core/memories/same-meaning.ts, and same-problem.ts for a bug note: what findDuplicate merges), or, for a type with supersede
 * rules, replace it or be replaced by it (core/memories/supersede.ts, whose rules read a statement's
 * type, title and files: what applySupersedeRules marks). The search only returns live memories of
 * the project and type, so when none of them could act its answer would change nothing, and an
 * empty one is given instead: the save lands exactly where it would have.
 */
import type { Memory, MemoryType } from "../../core/memories/memory.js";
import { compareMeaning, meaningOf } from "../../core/memories/same-meaning.js";
import { PROBLEM_TYPES, sameProblem } from "../../core/memories/same-problem.js";
import { hasSupersedeRules, type Statement, supersedeReason } from "../../core/memories/supersede.js";
import { toSearchTerms } from "../../core/recall/search-terms.js";
import type { MemoryStatement, Store } from "../../store/store.js";

const LIMIT = 20;
/** Most live memories of one project and type the gate reads; with more, every title is searched. */
export const GATE_MAX = 200;

/** The save asking: the files of its statement, and its id once it has landed (the rules skip it). */
export interface Asker {
  id?: string;
  files: readonly string[];
}

export type Candidates = (title: string, asker: Asker) => Promise<Memory[]>;

/** A candidate lookup for one project and type, remembered per title for the save that made it. */
export function candidateSearch(store: Store, project: string, type: MemoryType): Candidates {
  const seen = new Map<string, Promise<Memory[]>>();
  // the search terms whose search the gate skipped, with the live memories it read then
  const skipped = new Map<string, MemoryStatement[]>();
  return async (title, asker) => {
    const acts = (m: MemoryStatement) => m.id !== asker.id && mayAct({ type, title, files: asker.files }, m);
    const terms = toSearchTerms(title);
    const key = terms.join(" ");
    const hits = seen.get(key);
    if (hits) return hits;
    if (terms.length === 0) return [];
    const was = skipped.get(key);
    // asked again: the skipped search's answer (a subset of `live` then) would change nothing either.
    // (A save asks again after it landed, with the title it landed with: after a skip that is the title
    // it asked with first — only a server store's insert race can land it on another title — so the
    // search below, made later than the skipped one would have been, does not run then.)
    if (was && !was.some(acts)) return [];
    if (!was) {
      const live = await store.listStatements({ project, types: [type], limit: GATE_MAX + 1 });
      if (live.length <= GATE_MAX && !live.some(acts)) {
        skipped.set(key, live);
        return [];
      }
    }
    const search = store
      .searchMemories({ terms, project, types: [type], limit: LIMIT, pool: LIMIT })
      .then((r) => r.map((h) => h.memory));
    seen.set(key, search);
    return search;
  };
}

/**
 * Whether memory `m` could act on the statement `s` of a save: a necessary condition for findDuplicate
 * to merge `s` into it (the same meaning) and for applySupersedeRules to mark either of the two.
 */
function mayAct(s: Statement, m: MemoryStatement): boolean {
  if (compareMeaning(meaningOf(s.title), meaningOf(m.title)).same) return true;
  if (PROBLEM_TYPES.has(s.type) && sameProblem(s.title, m.title)) return true;
  return hasSupersedeRules(s.type) && (supersedeReason(s, m) !== null || supersedeReason(m, s) !== null);
}
