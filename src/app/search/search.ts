/**
 * The search use case behind `cairn search` and the MCP `search` tool: memories (observations are
 * memories tagged `observation`, so they rank beside the rest) ranked by rank.ts, the project's topic
 * notes (synced first, so the index matches the files), and for each memory whether its files changed
 * since capture ("possibly stale", never shown as current).
 */
import type { Memory, MemoryType } from "../../core/memories/memory.js";
import type { StaleInfo } from "../../core/staleness/staleness.js";
import type { NoteHit } from "../../store/note-store.js";
import type { Stores } from "../../store/stores.js";
import { findNotes } from "../notes/search-notes.js";
import type { NotesProject } from "../notes/sync-notes.js";
import { staleAcrossProjects } from "../staleness/memory-staleness.js";
import { type SemanticSearch, searchMemories } from "./search-memories.js";

export interface SearchAllRequest {
  query: string;
  /** The project searched; omit for every project (notes are then searched unsynced). */
  project?: NotesProject;
  /** Only memories of these types (notes are left out then). */
  types?: MemoryType[];
  /** Per kind (memories, notes); default 10, at most 200. */
  limit?: number;
  now: Date;
  /** Vector search beside keyword search (project searches only); omit or null for keyword-only. */
  semantic?: SemanticSearch | null;
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
}

export async function search(stores: Stores, req: SearchAllRequest): Promise<SearchResults> {
  const limit = req.limit ?? 10;
  const hits = await searchMemories(stores.store, {
    query: req.query,
    project: req.project?.id,
    types: req.types,
    limit,
    now: req.now,
    semantic: req.semantic,
    onWarning: req.onWarning,
  });
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
  };
}
