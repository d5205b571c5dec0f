/** The notes index row both NoteStore implementations read (SQLite and PostgreSQL), and its mapping. */
import type { IndexedNote } from "./note-store.js";

/** A `notes` row; `Json` is how the `covers` string array arrives (SQLite: JSON text; PostgreSQL: parsed jsonb). */
export interface NoteRowOf<Json> {
  project: string;
  root: string;
  topic: string;
  path: string;
  summary: string;
  covers: Json;
  body: string;
  updated: string | null;
  content_hash: string;
  git_commit: string | null;
  error: string | null;
  indexed_at: string;
}

/** `strings`: the backend's decoding of a string-array column (store/rows.ts ColumnDecoding). */
export function rowToNote<J>(r: NoteRowOf<J>, strings: (v: J) => string[]): IndexedNote {
  return {
    project: r.project,
    root: r.root,
    topic: r.topic,
    path: r.path,
    summary: r.summary,
    covers: strings(r.covers),
    body: r.body,
    updated: r.updated,
    contentHash: r.content_hash,
    gitCommit: r.git_commit,
    error: r.error,
    indexedAt: r.indexed_at,
  };
}

/** The columns of a note's row but its project and root, `covers` as the backend binds it (the inverse of rowToNote). */
export function noteToRow<J>(
  n: IndexedNote,
  covers: (v: string[]) => J,
): Omit<NoteRowOf<J>, "project" | "root"> {
  return {
    topic: n.topic,
    path: n.path,
    summary: n.summary,
    covers: covers(n.covers),
    body: n.body,
    updated: n.updated,
    content_hash: n.contentHash,
    git_commit: n.gitCommit,
    error: n.error,
    indexed_at: n.indexedAt,
  };
}
