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
import { MERGE_STEPS, TASK_CONFLICTS_SQL, taskConflict } from "../project-merge-sql.js";
import type { ProjectRecord } from "../store.js";
import type { PgDatabase } from "./connection.js";
import { type PostgresStore, type ProjectRow, toProject } from "./postgres-store.js";

/** `:from` / `:into` as positional parameters $1 / $2. */
const positional = (sql: string) => sql.replaceAll(":from", "$1").replaceAll(":into", "$2");

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

/**
 * Memories of the two projects sharing a dedupe key: the older of each pair is superseded by the newer
 * (when and why). On this server a dedupe key is unique among a project's memories that are not deleted
 * (migration 14), so the older one is also soft-deleted and its sightings join the newer one's, as
 * migration 14 resolves twins; otherwise moving it would break that index.
 */
async function supersedeDuplicates(db: PgDatabase, ids: string[]): Promise<number> {
  const pairs = await db.query<{
    from_id: string;
    from_updated: string;
    into_id: string;
    into_updated: string;
  }>(positional(TWINS_SQL), ids);
  let n = 0;
  for (const p of pairs) {
    const fromIsOlder = p.from_updated < p.into_updated;
    const [newer, older] = fromIsOlder ? [p.into_id, p.from_id] : [p.from_id, p.into_id];
    const at = fromIsOlder ? p.into_updated : p.from_updated;
    await db.query(
      `INSERT INTO memory_sightings
         (memory_id, key, at, source_kind, source_event, source_session, source_tool_use, captured_by, dedupe_key, title)
       SELECT $1, key, at, source_kind, source_event, source_session, source_tool_use, captured_by, dedupe_key, title
         FROM memory_sightings WHERE memory_id = $2
       ON CONFLICT DO NOTHING`,
      [newer, older],
    );
    const r = await db.query(
      `UPDATE memories SET superseded_by = coalesce(superseded_by, $1),
          superseded_at = coalesce(superseded_at, $2), superseded_reason = coalesce(superseded_reason, $3),
          deleted_at = $2
        WHERE id = $4 AND superseded_by IS NULL RETURNING 1`,
      [newer, at, SUPERSEDE_REASONS.merge, older],
    );
    n += r.length;
    // an older twin another memory had already superseded is still a twin: out of the live index too
    if (r.length === 0) await db.query("UPDATE memories SET deleted_at = $2 WHERE id = $1", [older, at]);
  }
  return n;
}

/** Pairs of not-deleted memories of `from` ($1) and `into` ($2) with one dedupe key (migration 14's index). */
const TWINS_SQL = `
SELECT f.id AS from_id, f.updated_at AS from_updated, t.id AS into_id, t.updated_at AS into_updated
  FROM memories f
  JOIN memories t ON t.project = :into AND t.dedupe_key = f.dedupe_key AND t.deleted_at IS NULL
 WHERE f.project = :from AND f.dedupe_key IS NOT NULL AND f.deleted_at IS NULL
 ORDER BY f.id, t.id`;
