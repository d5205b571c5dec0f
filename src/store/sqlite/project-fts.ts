/**
 * Per-project FTS5 indexes over memories (title, body, files, tags; contentless, `porter unicode61`), so BM25
 * statistics are a project's own. A project's table `mfts_<n>` is created on first use and filled from
 * its memories; three triggers guarded by `WHEN … project = '<id>'` keep it current for every writer
 * (inserts, patches, soft and hard deletes, cascades). `ftsTable` is cached per connection. A table
 * made here merges its segments early (CRISIS_MERGE); tables made before keep FTS5's default.
 */
import type Database from "better-sqlite3";
import { stmt } from "./statements.js";

const known = new WeakMap<Database.Database, Map<string, string>>();

/**
 * FTS5's `crisismerge` for a project's index: a level of the index that reaches this many b-tree
 * segments is merged into one at once (FTS5's default is 16). Every save is its own transaction and
 * writes its own small segment, which FTS5's automatic merging (in proportion to the pages written)
 * hardly touches: importing the shared transcripts five times left up to 17 segments in an index of
 * 77 rows with the default, at most 4 with this, and every term of every query is looked up in each
 * segment (the duplicate check searches on most saves). Segments hold the same rows however they are
 * merged: results and BM25 scores do not change. See
 * https://www.sqlite.org/fts5.html#the_crisismerge_configuration_option.
 */
export const CRISIS_MERGE = 4;

const quote = (s: string) => `'${s.replaceAll("'", "''")}'`;

function cache(db: Database.Database): Map<string, string> {
  let m = known.get(db);
  if (!m) {
    m = new Map();
    known.set(db, m);
  }
  return m;
}

/** The project's FTS5 table name, or null when it has none yet (then it has no searchable memories). */
export function ftsTable(db: Database.Database, project: string): string | null {
  const hit = cache(db).get(project);
  if (hit) return hit;
  const row = stmt(db, "SELECT n FROM project_fts WHERE project = ?").get(project) as
    | { n: number }
    | undefined;
  if (!row) return null;
  const name = `mfts_${row.n}`;
  cache(db).set(project, name);
  return name;
}

/** Every project that has an FTS table, with the table name. */
export function allFtsTables(db: Database.Database): { project: string; table: string }[] {
  const rows = stmt(db, "SELECT project, n FROM project_fts ORDER BY n").all() as {
    project: string;
    n: number;
  }[];
  return rows.map((r) => ({ project: r.project, table: `mfts_${r.n}` }));
}

/** Creates (once) and fills the project's FTS table and its triggers; returns the table name. */
export function ensureFtsTable(db: Database.Database, project: string): string {
  const existing = ftsTable(db, project);
  if (existing) return existing;
  const create = db.transaction(() => {
    // another process may have made it between the lookup above and this write lock
    const made = stmt(db, "SELECT n FROM project_fts WHERE project = ?").get(project) as
      | { n: number }
      | undefined;
    if (made) return `mfts_${made.n}`;
    const { n } = stmt(db, "SELECT COALESCE(MAX(n), 0) + 1 AS n FROM project_fts").get() as { n: number };
    const t = `mfts_${n}`;
    const p = quote(project);
    const cols = "title, body, files, tags";
    db.exec(`
      CREATE VIRTUAL TABLE ${t} USING fts5(${cols}, content = '', tokenize = 'porter unicode61');
      INSERT INTO ${t}(${t}, rank) VALUES ('crisismerge', ${CRISIS_MERGE});
      CREATE TRIGGER ${t}_ai AFTER INSERT ON memories WHEN new.project = ${p} BEGIN
        INSERT INTO ${t}(rowid, ${cols}) VALUES (new.rowid, new.title, new.body, new.files, new.tags);
      END;
      CREATE TRIGGER ${t}_ad AFTER DELETE ON memories WHEN old.project = ${p} BEGIN
        INSERT INTO ${t}(${t}, rowid, ${cols}) VALUES ('delete', old.rowid, old.title, old.body, old.files, old.tags);
      END;
      CREATE TRIGGER ${t}_au AFTER UPDATE OF ${cols}, project ON memories
        WHEN old.project = ${p} OR new.project = ${p} BEGIN
        INSERT INTO ${t}(${t}, rowid, ${cols}) SELECT 'delete', old.rowid, old.title, old.body, old.files, old.tags
          WHERE old.project = ${p};
        INSERT INTO ${t}(rowid, ${cols}) SELECT new.rowid, new.title, new.body, new.files, new.tags
          WHERE new.project = ${p};
      END;
      INSERT INTO ${t}(rowid, ${cols}) SELECT rowid, ${cols} FROM memories WHERE project = ${p};
    `);
    stmt(db, "INSERT INTO project_fts (project, n) VALUES (?, ?)").run(project, n);
    return t;
  });
  const t = create.immediate();
  cache(db).set(project, t);
  return t;
}

/** Forgets every cached table name of this connection (after a rolled-back transaction created or dropped one). */
export function forgetFtsTables(db: Database.Database): void {
  known.delete(db);
}

/**
 * Drops the project's FTS table and its triggers (a project merged into another: its memories moved
 * and its own index is empty). Runs inside the caller's transaction.
 */
export function dropFtsTable(db: Database.Database, project: string): void {
  const t = ftsTable(db, project);
  cache(db).delete(project);
  if (!t) return;
  db.exec(`DROP TRIGGER IF EXISTS ${t}_ai; DROP TRIGGER IF EXISTS ${t}_ad; DROP TRIGGER IF EXISTS ${t}_au;
    DROP TABLE IF EXISTS ${t};`);
  stmt(db, "DELETE FROM project_fts WHERE project = ?").run(project);
}

/**
 * Runs FTS5's integrity check on every project's index and returns how many rows each holds.
 * Throws (SQLITE_CORRUPT_VTAB) when an index is damaged.
 */
export function checkFtsTables(db: Database.Database): { project: string; rows: number }[] {
  return allFtsTables(db).map(({ project, table }) => {
    db.exec(`INSERT INTO ${table}(${table}) VALUES ('integrity-check')`);
    const { n } = db.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number };
    return { project, rows: n };
  });
}
