/**
 * ProjectAdmin on SQLite (store/project-admin.ts): project summaries, merging one project into
 * another and the recorded-command lookup, on the SqliteStore's connection. A merge runs the shared
 * statements (store/project-merge-sql.ts) and moves what only SQLite has: the merged project's
 * full-text rows go to the target's own FTS5 table through its triggers (and its table is dropped),
 * and its sqlite-vec tables are handed over (re-registered when the target has none of that model,
 * else copied; without the extension the moved memories lose their vectors and are embedded again).
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
  type RecordedCommand,
} from "../project-admin.js";
import { DEDUPE_PAIRS_SQL, MERGE_STEPS, TASK_CONFLICTS_SQL, taskConflict } from "../project-merge-sql.js";
import type { ProjectRecord } from "../store.js";
import { dropFtsTable, ensureFtsTable, forgetFtsTables } from "./project-fts.js";
import { toProject } from "./projects.js";
import type { SqliteStore } from "./sqlite-store.js";
import { stmt } from "./statements.js";

/** `:from` / `:into` as better-sqlite3's named parameters. */
const named = (sql: string) => sql.replaceAll(":from", "@from").replaceAll(":into", "@into");

export function sqliteProjectAdmin(store: SqliteStore): ProjectAdmin {
  return {
    summaries: async () => summaries(store),
    merge: (from, into, now) => merge(store, from, into, now),
    findCommands: async (needle, limit) =>
      (
        stmt(
          store.db,
          `SELECT project, session_id, cwd, command, ok FROM events
            WHERE command IS NOT NULL AND instr(command, ?) > 0 ORDER BY ts DESC, id DESC LIMIT ?`,
        ).all(needle, limit) as {
          project: string;
          session_id: string;
          cwd: string | null;
          command: string;
          ok: number | null;
        }[]
      ).map(
        (r): RecordedCommand => ({
          project: r.project,
          sessionId: r.session_id,
          cwd: r.cwd,
          command: r.command,
          ok: r.ok === null ? null : r.ok === 1,
        }),
      ),
  };
}

async function summaries(store: SqliteStore): Promise<ProjectSummary[]> {
  const rows = stmt(
    store.db,
    `SELECT p.*,
       (SELECT count(*) FROM memories m
         WHERE m.project = p.id AND m.deleted_at IS NULL AND m.superseded_by IS NULL) AS memories,
       (SELECT count(*) FROM sessions s WHERE s.project = p.id) AS sessions,
       max(coalesce((SELECT max(updated_at) FROM sessions s WHERE s.project = p.id), ''),
           coalesce((SELECT max(updated_at) FROM memories m WHERE m.project = p.id), '')) AS activity
     FROM projects p`,
  ).all() as (Record<string, string> & { memories: number; sessions: number; activity: string })[];
  const aliases = stmt(
    store.db,
    "SELECT project, identity FROM project_aliases ORDER BY merged_at, id",
  ).all() as {
    project: string;
    identity: string;
  }[];
  return rows
    .map((r) => ({
      project: toProject(r),
      memories: r.memories,
      sessions: r.sessions,
      lastActivityAt: r.activity || r.last_seen_at || "",
      merged: aliases.filter((a) => a.project === r.id).map((a) => a.identity),
    }))
    .sort(byActivity);
}

async function merge(store: SqliteStore, from: string, into: string, now: string): Promise<MergeResult> {
  try {
    return await store.inTransaction(async () => {
      const target = await store.getProject(into);
      if (!target) throw new CairnError("NOT_FOUND", `no project ${into}`);
      const source = row(store, from);
      if (!source) return alreadyMerged(store, from, target);
      if (source.id === target.id)
        throw new CairnError("INVALID_INPUT", `cannot merge project ${from} into itself`);
      const ids = { from: source.id, into: target.id };
      refuseTaskConflicts(store, ids, source, target);
      const moved: MergeCounts = { ...NO_MOVES };
      moved.superseded = supersedeDuplicates(store, ids);
      ensureFtsTable(store.db, target.id); // the memories' triggers fill the target's own index
      await moveVectors(store, ids);
      for (const step of MERGE_STEPS) {
        const n = stmt(store.db, named(step.sql)).run(ids).changes;
        if (step.count) moved[step.count] += n;
      }
      dropFtsTable(store.db, source.id);
      stmt(
        store.db,
        "INSERT INTO project_aliases (id, identity, project, merged_at) VALUES (?, ?, ?, ?)",
      ).run(source.id, source.identity, target.id, now);
      stmt(
        store.db,
        "UPDATE projects SET last_seen_at = max(last_seen_at, ?), created_at = min(created_at, ?) WHERE id = ?",
      ).run(source.lastSeenAt, source.createdAt, target.id);
      stmt(store.db, "DELETE FROM projects WHERE id = ?").run(source.id);
      return { from: source, into: (await store.getProject(target.id)) as ProjectRecord, moved };
    });
  } catch (err) {
    forgetFtsTables(store.db); // a rolled-back merge may have created or dropped a table
    throw err;
  }
}

function row(store: SqliteStore, id: string): ProjectRecord | null {
  const r = stmt(store.db, "SELECT * FROM projects WHERE id = ?").get(id) as
    | Record<string, string>
    | undefined;
  return r ? toProject(r) : null;
}

async function alreadyMerged(store: SqliteStore, from: string, target: ProjectRecord): Promise<MergeResult> {
  const alias = stmt(store.db, "SELECT project FROM project_aliases WHERE id = ?").get(from) as
    | { project: string }
    | undefined;
  if (!alias) throw new CairnError("NOT_FOUND", `no project ${from}`);
  if (alias.project !== target.id)
    throw new CairnError("INVALID_INPUT", `project ${from} was merged into ${alias.project} already`);
  return { from: null, into: target, moved: { ...NO_MOVES } };
}

function refuseTaskConflicts(
  store: SqliteStore,
  ids: { from: string; into: string },
  source: ProjectRecord,
  target: ProjectRecord,
): void {
  const clash = stmt(store.db, named(TASK_CONFLICTS_SQL)).all(ids) as { kind: string; id: string }[];
  if (clash.length > 0) throw taskConflict(clash, source, target);
}

function supersedeDuplicates(store: SqliteStore, ids: { from: string; into: string }): number {
  const pairs = stmt(store.db, named(DEDUPE_PAIRS_SQL)).all(ids) as {
    from_id: string;
    from_updated: string;
    into_id: string;
    into_updated: string;
  }[];
  const mark = stmt(
    store.db,
    "UPDATE memories SET superseded_by = ?, superseded_at = ?, superseded_reason = ? WHERE id = ? AND superseded_by IS NULL",
  );
  let n = 0;
  for (const p of pairs) {
    const fromIsOlder = p.from_updated < p.into_updated;
    const [newer, older] = fromIsOlder ? [p.into_id, p.from_id] : [p.from_id, p.into_id];
    const at = fromIsOlder ? p.into_updated : p.from_updated;
    n += mark.run(newer, at, SUPERSEDE_REASONS.merge, older).changes;
  }
  return n;
}

/** Hands the merged project's vector tables to the target (see the module comment). */
async function moveVectors(store: SqliteStore, ids: { from: string; into: string }): Promise<void> {
  const db = store.db;
  const own = stmt(db, "SELECT model, dims, n FROM project_vec WHERE project = ?").all(ids.from) as {
    model: string;
    dims: number;
    n: number;
  }[];
  for (const v of own) {
    const theirs = stmt(db, "SELECT dims, n FROM project_vec WHERE project = ? AND model = ?").get(
      ids.into,
      v.model,
    ) as { dims: number; n: number } | undefined;
    if (!theirs) {
      stmt(db, "UPDATE project_vec SET project = ? WHERE project = ? AND model = ?").run(
        ids.into,
        ids.from,
        v.model,
      );
    } else if (theirs.dims === v.dims && (await vecLoaded(store))) {
      db.exec(`INSERT INTO mvec_${theirs.n}(rowid, embedding) SELECT rowid, embedding FROM mvec_${v.n}`);
      db.exec(`DROP TABLE mvec_${v.n}`);
      stmt(db, "DELETE FROM project_vec WHERE project = ? AND model = ?").run(ids.from, v.model);
    } else {
      // kept registered under the old id, so its table number is never reused
      stmt(
        db,
        "DELETE FROM memory_vectors WHERE model = ? AND memory_rowid IN (SELECT rowid FROM memories WHERE project = ?)",
      ).run(v.model, ids.from);
    }
  }
}

async function vecLoaded(store: SqliteStore): Promise<boolean> {
  try {
    await store.openVectors();
    return true;
  } catch {
    // sqlite-vec is not installed or does not load: keyword-only
    return false;
  }
}
