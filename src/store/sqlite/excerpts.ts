/**
 * Conversation excerpts on SQLite (migration 11: `excerpts` + contentless `excerpts_fts`): insert
 * (duplicates by session and key ignored) and BM25 search, as the memories' and notes' search quote
 * terms (`ftsQuery`: OR, a term of 3+ characters as a prefix).
 */
import type Database from "better-sqlite3";
import { type ExcerptRow, excerptTerms, excerptToRow, rowToExcerpt } from "../excerpt-rows.js";
import type { Excerpt, ExcerptFilter, ExcerptHit, ExcerptQuery, NewExcerpt } from "../store.js";
import { ftsQuery } from "./search.js";
import { stmt } from "./statements.js";

export function insertExcerpts(db: Database.Database, excerpts: readonly NewExcerpt[]): number {
  const insert = stmt(
    db,
    `INSERT INTO excerpts (project, session_id, turn, role, ts, text, index_text, key)
     VALUES (@project, @session_id, @turn, @role, @ts, @text, @index_text, @key)
     ON CONFLICT (session_id, key) DO NOTHING`,
  );
  let added = 0;
  for (const e of excerpts) added += insert.run(excerptToRow(e)).changes;
  return added;
}

export function searchExcerpts(db: Database.Database, q: ExcerptQuery): ExcerptHit[] {
  const terms = excerptTerms(q.terms);
  if (terms.length === 0) return [];
  const rows = stmt(
    db,
    `SELECT e.*, -bm25(excerpts_fts) AS score
       FROM excerpts_fts JOIN excerpts e ON e.id = excerpts_fts.rowid
      WHERE excerpts_fts MATCH @match AND (@project IS NULL OR e.project = @project)
      ORDER BY score DESC, e.ts DESC LIMIT @limit`,
  ).all({ match: ftsQuery(terms), project: q.project ?? null, limit: q.limit ?? 10 }) as (ExcerptRow & {
    id: number;
    score: number;
  })[];
  return rows.map((r) => ({ excerpt: rowToExcerpt(r), score: r.score }));
}

/** A page of excerpts in id order (Store.listExcerpts). */
export function listExcerpts(db: Database.Database, f: ExcerptFilter): Excerpt[] {
  const rows = stmt(
    db,
    `SELECT * FROM excerpts WHERE (@project IS NULL OR project = @project) AND id > @after
      ORDER BY id LIMIT @limit`,
  ).all({
    project: f.project ?? null,
    after: Number(f.afterId ?? 0),
    limit: f.limit ?? 500,
  }) as (ExcerptRow & {
    id: number;
  })[];
  return rows.map(rowToExcerpt);
}
