/**
 * The search use case behind `cairn search` and the MCP `search` tool: memories (observations are
 * memories tagged `observation`, so they rank beside the rest) ranked by rank.ts, the project's topic
 * notes (synced first, so the index matches the files), what was said in sessions (conversation
 * excerpts: not verified, shown as said), and for each memory whether its files changed since capture
 * ("possibly stale", never shown as current). Excerpts are searched with `conversations: true`, unless a
 * `types` filter leaves them out. Memories and excerpts share the `limit` places, mixed by
 * core/conversation/mix.ts: a strong memory match is never pushed out by an excerpt; an excerpt that a
 * newer session's excerpt says again is left out (core/conversation/said-again-found.ts `olderSaidAgain`);
 * the default search shows fewer of them, and only those whose standing is evidence
 * (core/conversation/said-exposure.ts, read per session by excerpt-standing.ts).
 */

import { coveredTerms, type MixItem, mixKinds } from "../../core/conversation/mix.js";
import { olderSaidAgain } from "../../core/conversation/said-again-found.js";
import { DEFAULT_EXCERPTS } from "../../core/conversation/said-exposure.js";
import type { Memory, MemoryType } from "../../core/memories/memory.js";
import { indexedText } from "../../core/recall/evidence.js";
import { toSearchTerms } from "../../core/recall/search-terms.js";
import type { StaleInfo } from "../../core/staleness/staleness.js";
import type { NoteHit } from "../../store/note-store.js";
import type { ExcerptHit, SearchHit, Store } from "../../store/store.js";
import type { Stores } from "../../store/stores.js";
import { findNotes } from "../notes/search-notes.js";
import type { NotesProject } from "../notes/sync-notes.js";
import { staleAcrossProjects } from "../staleness/memory-staleness.js";
import { evidenceOnly } from "./excerpt-standing.js";
import { type SemanticSearch, searchMemories } from "./search-memories.js";

export interface SearchAllRequest {
  query: string;
  /** The project searched; omit for every project (notes are then searched unsynced). */
  project?: NotesProject;
  /** Only memories of these types (notes and conversation excerpts are left out then). */
  types?: MemoryType[];
  /** Memories and excerpts together, and notes; default 10, at most 200. */
  limit?: number;
  now: Date;
  /** Vector search beside keyword search (project searches only); omit or null for keyword-only. */
  semantic?: SemanticSearch | null;
  /**
   * Also search what was said in sessions (conversation excerpts, with what the session's events
   * disproved left out at capture: core/conversation/said-truth.ts, said-around.ts); default false
   * here. The CLI and the MCP tool pass the `search.conversations` setting (true unless set) with
   * `defaultExposure`, or an explicit choice without it.
   */
  conversations?: boolean;
  /**
   * With `conversations`: only as many excerpts as the default search shows, and only those whose
   * standing is evidence (core/conversation/said-exposure.ts, app/search/excerpt-standing.ts); false or
   * omitted: every excerpt that matches strongly.
   */
  defaultExposure?: boolean;
  /** Told (one line) when the semantic half was skipped because of an error. */
  onWarning?: (message: string) => void;
}

export interface MemoryResult {
  memory: Memory;
  /** Relevance from rank.ts, higher is better (comparable within one search). */
  score: number;
  /** What changed since capture, or null when the memory is current. */
  stale: StaleInfo | null;
}

export interface SearchResults {
  memories: MemoryResult[];
  notes: NoteHit[];
  /** What was said in sessions (typed prompts, Claude's messages), best first: not verified. */
  conversations: ExcerptHit[];
}

/** Excerpt candidates read per place of the limit (the mix keeps only strong matches). */
const EXCERPT_POOL = 3;

export async function search(stores: Stores, req: SearchAllRequest): Promise<SearchResults> {
  const limit = req.limit ?? 10;
  const ranked = await searchMemories(stores.store, {
    query: req.query,
    project: req.project?.id,
    types: req.types,
    limit,
    now: req.now,
    semantic: req.semantic,
    onWarning: req.onWarning,
  });
  const { hits, conversations } =
    req.types || !req.conversations
      ? { hits: ranked, conversations: [] }
      : await withExcerpts(stores.store, req, ranked, limit);
  const notes = req.types
    ? []
    : await findNotes(stores, { query: req.query, project: req.project, limit, now: req.now });
  const stale = await staleAcrossProjects(
    stores.store,
    hits.map((h) => h.memory),
  );
  return {
    memories: hits.map((h) => ({ ...h, stale: stale.get(h.memory.id) ?? null })),
    notes,
    conversations,
  };
}

/** The memories and excerpts that share the limit's places (core/conversation/mix.ts). */
async function withExcerpts(
  store: Store,
  req: SearchAllRequest,
  ranked: SearchHit[],
  limit: number,
): Promise<{ hits: SearchHit[]; conversations: ExcerptHit[] }> {
  const terms = toSearchTerms(req.query);
  // a newer session's excerpt that says the same again stands for the older one
  const found = olderSaidAgain(
    await store.searchExcerpts({ terms, project: req.project?.id, limit: limit * EXCERPT_POOL }),
    (h) => h.excerpt,
  );
  const said = req.defaultExposure ? await evidenceOnly(store, found, req.project?.id) : found;
  if (said.length === 0) return { hits: ranked, conversations: [] };
  const memories: MixItem<SearchHit>[] = ranked.map((h) => ({
    item: h,
    kind: "memory",
    covered: coveredTerms(terms, indexedText(h.memory)),
    at: h.memory.updatedAt,
  }));
  const excerpts: MixItem<ExcerptHit>[] = said.map((e) => ({
    item: e,
    kind: "excerpt",
    covered: coveredTerms(terms, e.excerpt.text),
    at: e.excerpt.ts,
    session: e.excerpt.sessionId,
  }));
  const mixed = mixKinds(
    terms,
    memories,
    excerpts,
    limit,
    req.defaultExposure ? DEFAULT_EXCERPTS : undefined,
  );
  const kept = new Set(mixed.filter((x) => x.kind === "memory").map((x) => x.item));
  return {
    hits: ranked.filter((h) => kept.has(h)),
    conversations: mixed.filter((x) => x.kind === "excerpt").map((x) => x.item as ExcerptHit),
  };
}
