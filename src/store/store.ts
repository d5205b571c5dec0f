/**
 * The Store port: everything Cairn persists goes through this interface. Implementations:
 * `sqlite/` (default, embedded) and `postgres/` (a shared server). One contract suite (`store.contract.ts`)
 * runs against each. All methods are async so a networked implementation fits the same shape.
 *
 * Inputs are already validated by the caller (app layer, zod); implementations validate rows they
 * read back. Errors: CairnError("NOT_FOUND") for a missing id where one is required,
 * CairnError("STORE") for engine failures.
 */
import type { AgentName } from "../core/agents/agent-event.js";
import type { ActivityEvent } from "../core/capture/events.js";
import type { SessionRecord } from "../core/capture/session.js";
import type { SaidRole } from "../core/conversation/excerpts.js";
import type { Memory, MemoryPatch, MemoryType, ParsedNewMemory } from "../core/memories/memory.js";
import type { Sighting } from "../core/memories/sighting.js";
import type { VectorIndex } from "./vector-index.js";

export interface ProjectRecord {
  /** Stable id: first 16 hex chars of sha256(identity). */
  id: string;
  /** Git common dir (all worktrees share it) or the real path of a non-git folder; on a shared server, the normalised remote URL or `project:<id>` (app/env/project.ts). */
  identity: string;
  /** Working-tree root last seen for this project (display, `.cairn-off`). */
  root: string;
  name: string;
  createdAt: string;
  lastSeenAt: string;
}

/**
 * What `insertMemory` takes: a parsed memory with its confidence resolved; `id` keeps a given id (a copy
 * between stores, `cairn migrate`), otherwise the store makes one.
 */
export type NewMemoryRow = ParsedNewMemory & { confidence: number; id?: string };

/** What a comparison of statements reads of a memory (core/memories/supersede.ts `Statement`, and its id). */
export type MemoryStatement = Pick<Memory, "id" | "type" | "title" | "files">;

export interface MemoryFilter {
  project?: string;
  types?: readonly MemoryType[];
  /** Include soft-deleted memories (default false). */
  includeDeleted?: boolean;
  /** Only soft-deleted memories. */
  onlyDeleted?: boolean;
  /** Include superseded memories (default false). */
  includeSuperseded?: boolean;
  /** Only superseded memories. */
  onlySuperseded?: boolean;
  /** Only the memories superseded by this one (implies superseded ones are included). */
  supersededBy?: string;
  pinned?: boolean;
  /** Newest `updatedAt` first (default) or oldest first. */
  order?: "newest" | "oldest";
  limit?: number;
  offset?: number;
}

export interface SearchQuery {
  /** Search terms, already normalised by core/search-terms (lower-case words). Matched with OR. */
  terms: readonly string[];
  project?: string;
  types?: readonly MemoryType[];
  limit?: number;
  /** Candidates scored per project before the best `limit` are kept (default 100, at least `limit`). */
  pool?: number;
  /** Only terms that are not common in the project count (for query expansion); none left → no hits. */
  rareOnly?: boolean;
}

export interface SearchHit {
  memory: Memory;
  /**
   * BM25 relevance over the memory's own project, higher is better (negated SQLite bm25(); weights
   * title 10, body 4, files 2, tags 3).
   */
  score: number;
}

/** One excerpt of what was said in a session (core/conversation/excerpts.ts), as capture stores it. */
export interface NewExcerpt {
  project: string;
  sessionId: string;
  /** Which turn of the session it belongs to: 1 for the first typed prompt and what followed it (0: before any). */
  turn: number;
  role: SaidRole;
  /** When it was said (ISO-8601 UTC). */
  ts: string;
  /** The excerpt's words (redacted by the caller; the store's bind choke point redacts again). */
  text: string;
}

export interface Excerpt extends NewExcerpt {
  id: string;
}

export interface ExcerptQuery {
  /** Search terms as in SearchQuery (matched with OR; a term with a space is a phrase). */
  terms: readonly string[];
  project?: string;
  limit?: number;
}

/** Which excerpts `listExcerpts` reads: by project, in id order, a page after a given id. */
export interface ExcerptFilter {
  project?: string;
  /** Only excerpts whose id comes after this one (ids are increasing integers as text); a page's last id resumes. */
  afterId?: string;
  /** At most this many (default 500). */
  limit?: number;
}

export interface ExcerptHit {
  excerpt: Excerpt;
  /**
   * BM25 relevance, higher is better (negated SQLite bm25()): statistics of the excerpt's own project on
   * a server (PostgreSQL), of the whole excerpts index in the embedded SQLite file.
   */
  score: number;
}

export interface ImportMark {
  /** Absolute path of the transcript file. */
  path: string;
  size: number;
  mtimeMs: number;
  /** Bytes consumed so far (files only grow; a later run resumes from here). */
  offset: number;
  sessionId: string | null;
  importedAt: string;
}

export interface StoreStats {
  projects: number;
  memories: number;
  deleted: number;
  /** Of `memories` (not deleted), those superseded by another memory. */
  superseded: number;
  byType: Partial<Record<MemoryType, number>>;
  sessions: number;
  events: number;
  schemaVersion: number;
}

/** See `Store.identity`. */
export type ProjectIdentityKind = "local" | "shared";

export interface Store {
  /**
   * Which project identity this store's rows use: "local" (this machine's path, the embedded SQLite
   * file) or "shared" (the identity every machine computes: a server, or this machine's file standing in
   * for one while it is unreachable). Set by whoever opens the store (the runtime), never guessed.
   */
  readonly identity: ProjectIdentityKind;
  close(): Promise<void>;
  /**
   * Runs `fn` as one transaction: all of its writes land, or none do (the error is rethrown).
   * Nested calls join the outer transaction. `fn` must only use this store while it runs.
   */
  inTransaction<T>(fn: () => Promise<T>): Promise<T>;

  /**
   * Optional: tunes this connection for a long run of write transactions (an import). Changes how
   * writes reach the disk, never what is stored or what a crash keeps consistent.
   */
  bulkWrites?(): void;

  /**
   * Records a project as seen at `now` (root and name as given) and returns it. When `p.id` belongs to
   * a project merged into another (`ProjectAdmin.merge` left an alias), the project it was merged into
   * is the one seen and returned (its own id, root and name): callers use the returned id.
   */
  upsertProject(
    p: { id: string; identity: string; root: string; name: string },
    now: string,
  ): Promise<ProjectRecord>;
  /** The project with this id, or the project it was merged into; null when neither exists. */
  getProject(id: string): Promise<ProjectRecord | null>;
  /** Every project (merged ones are gone), most recently seen first. */
  listProjects(): Promise<ProjectRecord[]>;

  /** Inserts a parsed memory; `confidence` must be resolved by the caller. Returns it with id and timestamps. */
  insertMemory(m: NewMemoryRow, now: string): Promise<Memory>;
  getMemory(id: string): Promise<Memory | null>;
  /**
   * Live (not deleted) memory with this dedupe key in this project, if any: one whose own key it is
   * (the newest), else one a sighting with that key was merged into.
   */
  findByDedupeKey(project: string, key: string): Promise<Memory | null>;
  /**
   * Records a sighting of memory `memoryId`; false (and nothing written) when it already has one with
   * the same `key`. Throws NOT_FOUND for an unknown memory.
   */
  addSighting(memoryId: string, s: Sighting): Promise<boolean>;
  /** The sightings of a memory, oldest first (then insertion order), at most `limit` (default all). */
  listSightings(memoryId: string, limit?: number): Promise<Sighting[]>;
  /** Applies a patch and bumps updatedAt. Throws NOT_FOUND. */
  updateMemory(id: string, patch: MemoryPatch, now: string): Promise<Memory>;
  listMemories(filter: MemoryFilter): Promise<Memory[]>;
  /**
   * `listMemories` for each filter, in order: result `i` is exactly `listMemories(filters[i])`. A server
   * store answers them with one statement (one round trip); an embedded one may just loop.
   */
  listMemoriesBatch(filters: readonly MemoryFilter[]): Promise<Memory[][]>;
  /**
   * `listMemories(filter)` narrowed to each row's statement (id, type, title, files), same rows in the
   * same order: a caller that compares statements (app/memories/candidates.ts) reads no other column.
   */
  listStatements(filter: MemoryFilter): Promise<MemoryStatement[]>;
  countMemories(filter: MemoryFilter): Promise<number>;
  /** Full-text search (BM25) over title, body, files and tags of live, non-superseded memories. */
  searchMemories(q: SearchQuery): Promise<SearchHit[]>;
  /** Soft delete (restorable). Throws NOT_FOUND. */
  softDeleteMemory(id: string, now: string): Promise<Memory>;
  restoreMemory(id: string, now: string): Promise<Memory>;
  /** Permanent removal. Returns false when the id did not exist. */
  hardDeleteMemory(id: string): Promise<boolean>;

  upsertSession(s: SessionRecord): Promise<void>;
  getSession(id: string): Promise<SessionRecord | null>;
  /** Most recently updated first; `agent`: only that agent's (a record without one is Claude Code's). */
  listSessions(filter: {
    project?: string;
    limit?: number;
    excludeId?: string;
    agent?: AgentName;
  }): Promise<SessionRecord[]>;

  /** Inserts events for a project; duplicates (same session, event, toolUseId, ts, kind) are ignored. Returns rows added. */
  insertEvents(project: string, events: readonly ActivityEvent[]): Promise<number>;
  /**
   * Events oldest first (by ts, then insertion). `offset` skips the oldest N, `limit` keeps the next N;
   * `tail` keeps only the newest N (still returned oldest first, before offset/limit apply).
   */
  listEvents(filter: {
    sessionId?: string;
    project?: string;
    limit?: number;
    offset?: number;
    tail?: number;
  }): Promise<ActivityEvent[]>;
  /** Number of events of one session. */
  countEvents(sessionId: string): Promise<number>;

  /**
   * Adds excerpts of what was said; one whose session already holds the same role and text is ignored
   * (a re-import, a Stop over a grown session). Returns the rows added.
   */
  insertExcerpts(excerpts: readonly NewExcerpt[]): Promise<number>;
  /** Full-text search (BM25) over excerpts, best first (ties: newest first); default limit 10. */
  searchExcerpts(q: ExcerptQuery): Promise<ExcerptHit[]>;
  /** Excerpts in insertion (id) order, one page at a time (a copy between stores, `cairn migrate`). */
  listExcerpts(filter: ExcerptFilter): Promise<Excerpt[]>;

  /** Remembers that these memories were shown to this session (context pack or prompt injection). */
  recordInjections(sessionId: string, memoryIds: readonly string[], now: string): Promise<void>;
  listInjected(sessionId: string): Promise<Set<string>>;

  getImportMark(path: string): Promise<ImportMark | null>;
  setImportMark(mark: ImportMark): Promise<void>;

  stats(project?: string): Promise<StoreStats>;

  /**
   * The vector index beside the keyword index (store/vector-index.ts), when this store supports one.
   * Loads what it needs on first call; throws CairnError("UNSUPPORTED") with one line when unavailable.
   */
  openVectors?(): Promise<VectorIndex>;
}
