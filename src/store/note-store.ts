/**
 * The NoteStore port: the store's index of topic notes (the files in `.cairn/notes/` stay the source
 * of truth) and the per-turn record of freshness blocks. App code receives it in `Stores` (stores.ts),
 * built by a composition root. One contract suite (`note-store.contract.ts`) runs against each
 * implementation. Errors: CairnError("STORE").
 */

/** One note as the store indexes it (a broken note has `error` set and empty fields). */
export interface IndexedNote {
  project: string;
  /** Working-tree root the note file lives under (worktrees of one project keep their own notes). */
  root: string;
  topic: string;
  /** Absolute path of the note file. */
  path: string;
  summary: string;
  covers: string[];
  /** Redacted prose below the frontmatter. */
  body: string;
  /** The frontmatter's `updated` stamp, or null. */
  updated: string | null;
  /** Hash of the note without its `updated` value (detects content changes nobody stamped). */
  contentHash: string;
  /** HEAD when Cairn last saw the content change (staleness baseline), or null outside git. */
  gitCommit: string | null;
  /** Why the frontmatter could not be read, or null. */
  error: string | null;
  indexedAt: string;
}

export interface NoteHit {
  note: IndexedNote;
  /** BM25 relevance, higher is better (weights topic 8, summary 6, body 3, covers 2). */
  score: number;
}

/** What one turn of a session was already told by the freshness guard. */
export interface TurnMark {
  sessionId: string;
  /** Identifies the turn (its first event); a different key is a new turn. */
  turnKey: string;
  blocked: string[];
  nudged: boolean;
  updatedAt: string;
}

export interface NoteStore {
  /** Makes the index of (project, root) exactly `notes` (inserted, updated, absent topics removed). */
  replaceNotes(project: string, root: string, notes: readonly IndexedNote[]): Promise<void>;
  /** Notes of a project (one working tree when `root` is given), by topic. */
  listNotes(f: { project: string; root?: string }): Promise<IndexedNote[]>;
  /** Full-text search over healthy notes (terms as in SearchQuery: normalised words, OR-ed). */
  searchNotes(q: {
    terms: readonly string[];
    project?: string;
    root?: string;
    limit?: number;
  }): Promise<NoteHit[]>;
  getTurnMark(sessionId: string): Promise<TurnMark | null>;
  /** Saves the mark and deletes marks not updated for 7 days (relative to `mark.updatedAt`). */
  setTurnMark(mark: TurnMark): Promise<void>;
}
