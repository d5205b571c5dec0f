/**
 * SQLite implementation of the NoteStore port, on the connection of an opened SqliteStore (tables of
 * migration 3: `notes` + `notes_fts`, `notes_turns`).
 */
import type Database from "better-sqlite3";
import { CairnError } from "../../core/common/errors.js";
import { type NoteRowOf, noteToRow, rowToNote } from "../note-rows.js";
import type { IndexedNote, NoteHit, NoteStore, TurnMark } from "../note-store.js";
import { parseStringArray } from "./rows.js";
import { ftsQuery } from "./search.js";
import { stmt } from "./statements.js";

type NoteRow = NoteRowOf<string>;

const toNote = (r: NoteRow): IndexedNote => rowToNote(r, parseStringArray);

const DAY_MS = 86_400_000;

export class SqliteNoteStore implements NoteStore {
  constructor(readonly db: Database.Database) {}

  private run<T>(fn: () => T): T {
    try {
      return fn();
    } catch (err) {
      throw new CairnError("STORE", `notes index: ${(err as Error).message}`, { cause: err });
    }
  }

  async replaceNotes(project: string, root: string, notes: readonly IndexedNote[]): Promise<void> {
    const upsert = stmt(
      this.db,
      `INSERT INTO notes (project, root, topic, path, summary, covers, body, updated, content_hash, git_commit, error, indexed_at)
       VALUES (@project, @root, @topic, @path, @summary, @covers, @body, @updated, @content_hash, @git_commit, @error, @indexed_at)
       ON CONFLICT(project, root, topic) DO UPDATE SET path = excluded.path, summary = excluded.summary,
         covers = excluded.covers, body = excluded.body, updated = excluded.updated, content_hash = excluded.content_hash,
         git_commit = excluded.git_commit, error = excluded.error, indexed_at = excluded.indexed_at
       WHERE notes.content_hash IS NOT excluded.content_hash OR notes.updated IS NOT excluded.updated
         OR notes.error IS NOT excluded.error OR notes.git_commit IS NOT excluded.git_commit OR notes.path IS NOT excluded.path
         OR notes.summary IS NOT excluded.summary OR notes.covers IS NOT excluded.covers OR notes.body IS NOT excluded.body`,
    );
    const existing = stmt(this.db, "SELECT topic FROM notes WHERE project = ? AND root = ?");
    const remove = stmt(this.db, "DELETE FROM notes WHERE project = ? AND root = ? AND topic = ?");
    const keep = new Set(notes.map((n) => n.topic));
    this.run(() =>
      this.db.transaction(() => {
        for (const n of notes)
          upsert.run({ project, root, ...noteToRow(n, (covers) => JSON.stringify(covers)) });
        for (const { topic } of existing.all(project, root) as { topic: string }[])
          if (!keep.has(topic)) remove.run(project, root, topic);
      })(),
    );
  }

  async listNotes(f: { project: string; root?: string }): Promise<IndexedNote[]> {
    const rows = stmt(
      this.db,
      "SELECT * FROM notes WHERE project = @project AND (@root IS NULL OR root = @root) ORDER BY topic, root",
    ).all({ project: f.project, root: f.root ?? null }) as NoteRow[];
    return rows.map(toNote);
  }

  async searchNotes(q: {
    terms: readonly string[];
    project?: string;
    root?: string;
    limit?: number;
  }): Promise<NoteHit[]> {
    if (q.terms.length === 0) return [];
    const rows = this.run(
      () =>
        stmt(
          this.db,
          `SELECT n.*, -bm25(notes_fts, 8.0, 6.0, 3.0, 2.0) AS score
           FROM notes_fts JOIN notes n ON n.rowid = notes_fts.rowid
           WHERE notes_fts MATCH @match AND n.error IS NULL
             AND (@project IS NULL OR n.project = @project) AND (@root IS NULL OR n.root = @root)
           ORDER BY score DESC LIMIT @limit`,
        ).all({
          match: ftsQuery(q.terms),
          project: q.project ?? null,
          root: q.root ?? null,
          limit: q.limit ?? 20,
        }) as (NoteRow & { score: number })[],
    );
    return rows.map((r) => ({ note: toNote(r), score: r.score }));
  }

  async getTurnMark(sessionId: string): Promise<TurnMark | null> {
    const r = stmt(this.db, "SELECT * FROM notes_turns WHERE session_id = ?").get(sessionId) as
      | { session_id: string; turn_key: string; blocked: string; nudged: number; updated_at: string }
      | undefined;
    return r
      ? {
          sessionId: r.session_id,
          turnKey: r.turn_key,
          blocked: parseStringArray(r.blocked),
          nudged: r.nudged === 1,
          updatedAt: r.updated_at,
        }
      : null;
  }

  async setTurnMark(m: TurnMark): Promise<void> {
    const cutoff = new Date(Date.parse(m.updatedAt) - 7 * DAY_MS).toISOString();
    this.run(() =>
      this.db.transaction(() => {
        stmt(
          this.db,
          `INSERT INTO notes_turns (session_id, turn_key, blocked, nudged, updated_at) VALUES (?, ?, ?, ?, ?)
           ON CONFLICT(session_id) DO UPDATE SET turn_key = excluded.turn_key, blocked = excluded.blocked,
             nudged = excluded.nudged, updated_at = excluded.updated_at`,
        ).run(m.sessionId, m.turnKey, JSON.stringify(m.blocked), m.nudged ? 1 : 0, m.updatedAt);
        stmt(this.db, "DELETE FROM notes_turns WHERE updated_at < ?").run(cutoff);
      })(),
    );
  }
}
