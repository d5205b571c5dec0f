/**
 * PostgreSQL implementation of the NoteStore port (tables of migration 10: `notes` with a stored,
 * labelled tsvector under GIN, searched by BM25 in note-search.ts; `notes_turns`). Shares the
 * PostgresStore's connection, so a caller's transaction covers notes too. Replacing one working
 * tree's index holds an advisory lock on (project, root) until commit: two writers replacing the same
 * index end with one writer's notes exactly, never a mix. An unchanged note is not rewritten (its
 * tsvector is not recomputed). Errors: CairnError("STORE").
 */
import { type NoteRowOf, noteToRow, rowToNote } from "../note-rows.js";
import type { IndexedNote, NoteHit, NoteStore, TurnMark } from "../note-store.js";
import { stringArray } from "../rows.js";
import type { PgDatabase, Row } from "./connection.js";
import { LOCK_NOTES, XACT_LOCK_SQL } from "./locks.js";
import { type NoteQuery, searchNoteRows } from "./note-search.js";

type NoteRow = NoteRowOf<unknown> & Row;

interface TurnRow extends Row {
  session_id: string;
  turn_key: string;
  blocked: unknown;
  nudged: boolean;
  updated_at: string;
}

const COLUMNS =
  "project, root, topic, path, summary, covers, body, updated, content_hash, git_commit, error, indexed_at";

const toNote = (r: NoteRow): IndexedNote => rowToNote(r, stringArray);

const UPSERT_SQL = `
INSERT INTO notes (${COLUMNS})
SELECT $1, $2, x.topic, x.path, x.summary, x.covers, x.body, x.updated, x.content_hash, x.git_commit, x.error, x.indexed_at
  FROM jsonb_to_recordset($3::jsonb) AS x(topic text, path text, summary text, covers jsonb, body text,
       updated text, content_hash text, git_commit text, error text, indexed_at text)
ON CONFLICT (project, root, topic) DO UPDATE SET path = excluded.path, summary = excluded.summary,
  covers = excluded.covers, body = excluded.body, updated = excluded.updated, content_hash = excluded.content_hash,
  git_commit = excluded.git_commit, error = excluded.error, indexed_at = excluded.indexed_at
WHERE (notes.content_hash, notes.updated, notes.error, notes.git_commit, notes.path, notes.summary, notes.covers, notes.body)
  IS DISTINCT FROM (excluded.content_hash, excluded.updated, excluded.error, excluded.git_commit, excluded.path,
  excluded.summary, excluded.covers, excluded.body)`;

const DAY_MS = 86_400_000;

export class PostgresNoteStore implements NoteStore {
  constructor(readonly db: PgDatabase) {}

  async replaceNotes(project: string, root: string, notes: readonly IndexedNote[]): Promise<void> {
    // one row per topic (the last one given), as successive upserts would leave it
    const byTopic = new Map(notes.map((n) => [n.topic, n]));
    const rows = [...byTopic.values()].map((n) => noteToRow(n, (covers) => covers));
    await this.db.transaction(async () => {
      await this.db.query(XACT_LOCK_SQL, [LOCK_NOTES, `${project}\n${root}`]);
      if (rows.length > 0) await this.db.query(UPSERT_SQL, [project, root, JSON.stringify(rows)]);
      await this.db.query("DELETE FROM notes WHERE project = $1 AND root = $2 AND topic <> ALL($3::text[])", [
        project,
        root,
        [...byTopic.keys()],
      ]);
    });
  }

  async listNotes(f: { project: string; root?: string }): Promise<IndexedNote[]> {
    const rows = await this.db.query<NoteRow>(
      `SELECT ${COLUMNS} FROM notes WHERE project = $1 AND ($2::text IS NULL OR root = $2)
        ORDER BY topic COLLATE "C", root COLLATE "C"`,
      [f.project, f.root ?? null],
    );
    return rows.map(toNote);
  }

  async searchNotes(q: NoteQuery): Promise<NoteHit[]> {
    if (q.terms.length === 0) return [];
    return searchNoteRows<NoteRow>(this.db, q, COLUMNS, toNote);
  }

  async getTurnMark(sessionId: string): Promise<TurnMark | null> {
    const r = await this.db.one<TurnRow>(
      "SELECT session_id, turn_key, blocked, nudged, updated_at FROM notes_turns WHERE session_id = $1",
      [sessionId],
    );
    return r
      ? {
          sessionId: r.session_id,
          turnKey: r.turn_key,
          blocked: stringArray(r.blocked),
          nudged: r.nudged,
          updatedAt: r.updated_at,
        }
      : null;
  }

  async setTurnMark(m: TurnMark): Promise<void> {
    const cutoff = new Date(Date.parse(m.updatedAt) - 7 * DAY_MS).toISOString();
    await this.db.transaction(async () => {
      await this.db.query(
        `INSERT INTO notes_turns (session_id, turn_key, blocked, nudged, updated_at) VALUES ($1, $2, $3::jsonb, $4, $5)
         ON CONFLICT (session_id) DO UPDATE SET turn_key = excluded.turn_key, blocked = excluded.blocked,
           nudged = excluded.nudged, updated_at = excluded.updated_at`,
        [m.sessionId, m.turnKey, JSON.stringify(m.blocked), m.nudged, m.updatedAt],
      );
      await this.db.query("DELETE FROM notes_turns WHERE updated_at < $1", [cutoff]);
    });
  }
}
