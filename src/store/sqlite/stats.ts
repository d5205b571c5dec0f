/** Counts of a SQLite store (`Store.stats`): projects, memories by state and type, sessions, events. */
import type Database from "better-sqlite3";
import type { MemoryType } from "../../core/memories/memory.js";
import type { StoreStats } from "../store.js";
import { currentVersion } from "./migrate.js";
import { stmt } from "./statements.js";

/** `project`: one project's counts (projects is then 0 or 1); absent: the whole store. */
export function storeStats(db: Database.Database, project?: string): StoreStats {
  const p = project ?? null;
  const count = (sql: string) => (stmt(db, sql).get({ p }) as { n: number }).n;
  const byType: Partial<Record<MemoryType, number>> = {};
  const rows = stmt(
    db,
    "SELECT type, COUNT(*) AS n FROM memories WHERE deleted_at IS NULL AND (@p IS NULL OR project = @p) GROUP BY type",
  ).all({ p }) as { type: MemoryType; n: number }[];
  for (const r of rows) byType[r.type] = r.n;
  return {
    projects: count("SELECT COUNT(*) AS n FROM projects WHERE (@p IS NULL OR id = @p)"),
    memories: count(
      "SELECT COUNT(*) AS n FROM memories WHERE deleted_at IS NULL AND (@p IS NULL OR project = @p)",
    ),
    superseded: count(
      "SELECT COUNT(*) AS n FROM memories WHERE deleted_at IS NULL AND superseded_by IS NOT NULL AND (@p IS NULL OR project = @p)",
    ),
    deleted: count(
      "SELECT COUNT(*) AS n FROM memories WHERE deleted_at IS NOT NULL AND (@p IS NULL OR project = @p)",
    ),
    byType,
    sessions: count("SELECT COUNT(*) AS n FROM sessions WHERE (@p IS NULL OR project = @p)"),
    events: count("SELECT COUNT(*) AS n FROM events WHERE (@p IS NULL OR project = @p)"),
    schemaVersion: currentVersion(db),
  };
}
