/**
 * The projects table of the SQLite store: upsert (following a merged project's alias), get, list.
 * A merged project's id stays in `project_aliases` and resolves to the project it became.
 */
import type Database from "better-sqlite3";
import type { ProjectRecord } from "../store.js";
import { ensureFtsTable } from "./project-fts.js";
import { stmt } from "./statements.js";

export function toProject(r: Record<string, string>): ProjectRecord {
  return {
    id: r.id as string,
    identity: r.identity as string,
    root: r.root as string,
    name: r.name as string,
    createdAt: r.created_at as string,
    lastSeenAt: r.last_seen_at as string,
  };
}

/** The project a merged project's id now stands for, or null when `id` was never merged. */
function aliasTarget(db: Database.Database, id: string): string | null {
  const r = stmt(db, "SELECT project FROM project_aliases WHERE id = ?").get(id) as
    | { project: string }
    | undefined;
  return r?.project ?? null;
}

/** Inserts or refreshes a project (root, name, last seen) and its FTS table; a merged id refreshes its target. */
export function upsertProject(
  db: Database.Database,
  p: { id: string; identity: string; root: string; name: string },
  now: string,
): ProjectRecord {
  const merged = aliasTarget(db, p.id);
  if (merged !== null) {
    // a merged identity: the project it became is the one seen (its own root and name stay)
    stmt(db, "UPDATE projects SET last_seen_at = ? WHERE id = ?").run(now, merged);
    ensureFtsTable(db, merged);
    return getProject(db, merged) as ProjectRecord;
  }
  stmt(
    db,
    `INSERT INTO projects (id, identity, root, name, created_at, last_seen_at) VALUES (?, ?, ?, ?, ?, ?)
       ON CONFLICT(id) DO UPDATE SET root = excluded.root, name = excluded.name, last_seen_at = excluded.last_seen_at`,
  ).run(p.id, p.identity, p.root, p.name, now, now);
  ensureFtsTable(db, p.id);
  return getProject(db, p.id) as ProjectRecord;
}

/** The project with id `id` (or the one it was merged into), or null. */
export function getProject(db: Database.Database, id: string): ProjectRecord | null {
  const r = stmt(db, "SELECT * FROM projects WHERE id = ?").get(id) as Record<string, string> | undefined;
  if (r) return toProject(r);
  const merged = aliasTarget(db, id);
  return merged === null ? null : getProject(db, merged);
}

/** Every project, most recently seen first. */
export function listProjects(db: Database.Database): ProjectRecord[] {
  const rows = stmt(db, "SELECT * FROM projects ORDER BY last_seen_at DESC").all() as Record<
    string,
    string
  >[];
  return rows.map(toProject);
}
