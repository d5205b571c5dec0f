/**
 * ProjectAdmin on PostgreSQL (store/project-admin.ts), on the PostgresStore's pool. A merge locks both
 * project rows (FOR UPDATE: a concurrent writer of either waits), runs the shared statements
 * (store/project-merge-sql.ts) and moves what only PostgreSQL has: `memory_vectors` rows (one table
 * for every project; the HNSW indexes are per dimension, not per project). The per-project BM25
 * statistics follow the memories through their trigger (migration 1).
 */

import { CairnError } from "../../core/common/errors.js";
import { SUPERSEDE_REASONS } from "../../core/memories/supersede.js";
import {
  byActivity,
  type MergeCounts,
  type MergeResult,
  NO_MOVES,
  type ProjectAdmin,
  type ProjectSummary,
} from "../project-admin.js";
import { DEDUPE_PAIRS_SQL, MERGE_STEPS, TASK_CONFLICTS_SQL, taskConflict } from "../project-merge-sql.js";
import type { ProjectRecord } from "../store.js";
import type { PgDatabase } from "./connection.js";
import type { PostgresStore } from "./postgres-store.js";

/** `:from` / `:into` as positional parameters $1 / $2. */
const positional = (sql: string) => sql.replaceAll(":from", "$1").replaceAll(":into", "$2");

interface ProjectRow {
  id: string;
  identity: string;
  root: string;
  name: string;
  created_at: string;
  last_seen_at: string;
}

const toProject = (r: ProjectRow): ProjectRecord => ({
  id: r.id,
  identity: r.identity,
  root: r.root,
  name: r.name,
  createdAt: r.created_at,
  lastSeenAt: r.last_seen_at,
});

export function postgresProjectAdmin(store: PostgresStore): ProjectAdmin {
  const db = store.db;
  return {
    summaries: () => summaries(db),
    merge: (from, into, now) => db.transaction(() => merge(store, from, into, now)),
    findCommands: async (needle, limit) =>
      (
        await db.query<{
          project: string;
          session_id: string;
          cwd: string | null;
          command: string;
          ok: boolean | null;
        }>(
          `SELECT project, session_id, cwd, command, ok FROM events
            WHERE command IS NOT NULL AND strpos(command, $1) > 0 ORDER BY ts DESC, id DESC LIMIT $2`,
          [needle, limit],
        )
      ).map((r) => ({
        project: r.project,
        sessionId: r.session_id,
        cwd: r.cwd,
        command: r.command,
        ok: r.ok,
      })),
  };
}

async function summaries(db: PgDatabase): Promise<ProjectSummary[]> {
  const rows = await db.query<ProjectRow & { memories: number; sessions: number; activity: string | null }>(
    `SELECT p.*,
       (SELECT count(*) FROM memories m
         WHERE m.project = p.id AND m.deleted_at IS NULL AND m.superseded_by IS NULL) AS memories,
       (SELECT count(*) FROM sessions s WHERE s.project = p.id) AS sessions,
       GREATEST((SELECT max(updated_at) FROM sessions s WHERE s.project = p.id),
                (SELECT max(updated_at) FROM memories m WHERE m.project = p.id)) AS activity
     FROM projects p`,
  );
  const aliases = await db.query<{ project: string; identity: string }>(
    "SELECT project, identity FROM project_aliases ORDER BY merged_at, id",
  );
  return rows
    .map((r) => ({
      project: toProject(r),
      memories: r.memories,
      sessions: r.sessions,
      lastActivityAt: r.activity ?? r.last_seen_at,
      merged: aliases.filter((a) => a.project === r.id).map((a) => a.identity),
    }))
    .sort(byActivity);
}

async function merge(store: PostgresStore, from: string, into: string, now: string): Promise<MergeResult> {
  const db = store.db;
  const target = await store.getProject(into);
  if (!target) throw new CairnError("NOT_FOUND", `no project ${into}`);
  const locked = await db.query<ProjectRow>(
    "SELECT * FROM projects WHERE id = ANY($1::text[]) ORDER BY id FOR UPDATE",
    [[from, target.id]],
  );
  const sourceRow = locked.find((r) => r.id === from);
  if (!sourceRow) return alreadyMerged(db, from, target);
  const source = toProject(sourceRow);
  if (source.id === target.id)
    throw new CairnError("INVALID_INPUT", `cannot merge project ${from} into itself`);
  const ids = [source.id, target.id];
  const clash = await db.query<{ kind: string; id: string }>(positional(TASK_CONFLICTS_SQL), ids);
  if (clash.length > 0) throw taskConflict(clash, source, target);
  const moved: MergeCounts = { ...NO_MOVES };
  moved.superseded = await supersedeDuplicates(db, ids);
  await db.query("UPDATE memory_vectors SET project = $2 WHERE project = $1", ids);
  for (const step of MERGE_STEPS) {
    const sql = positional(step.sql);
    const r = await db.one<{ n: number }>(
      `WITH changed AS (${sql} RETURNING 1) SELECT count(*)::int AS n FROM changed`,
      sql.includes("$2") ? ids : ids.slice(0, 1), // a statement binds exactly the parameters it names
    );
    if (step.count) moved[step.count] += r?.n ?? 0;
  }
  await db.query("INSERT INTO project_aliases (id, identity, project, merged_at) VALUES ($1, $2, $3, $4)", [
    source.id,
    source.identity,
    target.id,
    now,
  ]);
  const merged = await db.one<ProjectRow>(
    `UPDATE projects SET last_seen_at = GREATEST(last_seen_at, $2), created_at = LEAST(created_at, $3)
      WHERE id = $1 RETURNING *`,
    [target.id, source.lastSeenAt, source.createdAt],
  );
  await db.query("DELETE FROM projects WHERE id = $1", [source.id]);
  return { from: source, into: toProject(merged as ProjectRow), moved };
}

async function alreadyMerged(db: PgDatabase, from: string, target: ProjectRecord): Promise<MergeResult> {
  const alias = await db.one<{ project: string }>("SELECT project FROM project_aliases WHERE id = $1", [
    from,
  ]);
  if (!alias) throw new CairnError("NOT_FOUND", `no project ${from}`);
  if (alias.project !== target.id)
    throw new CairnError("INVALID_INPUT", `project ${from} was merged into ${alias.project} already`);
  return { from: null, into: target, moved: { ...NO_MOVES } };
}

async function supersedeDuplicates(db: PgDatabase, ids: string[]): Promise<number> {
  const pairs = await db.query<{
    from_id: string;
    from_updated: string;
    into_id: string;
    into_updated: string;
  }>(positional(DEDUPE_PAIRS_SQL), ids);
  let n = 0;
  for (const p of pairs) {
    const fromIsOlder = p.from_updated < p.into_updated;
    const [newer, older] = fromIsOlder ? [p.into_id, p.from_id] : [p.from_id, p.into_id];
    const at = fromIsOlder ? p.into_updated : p.from_updated;
    const r = await db.query(
      "UPDATE memories SET superseded_by = $1, superseded_at = $2, superseded_reason = $3 WHERE id = $4 AND superseded_by IS NULL RETURNING 1",
      [newer, at, SUPERSEDE_REASONS.merge, older],
    );
    n += r.length;
  }
  return n;
}
