/**
 * Series for the charts page, per project: memories created per day by type, sessions started per
 * day, stale vs fresh among memories that name files (the newest STALE_SCAN), and tokens injected per
 * session (each injected memory's pack line, ceil(chars/4), as core/context/context-pack renders it).
 * Grouping runs in SQL; only the last `days` days are read.
 */
import { memoryStaleness } from "../app/notes/memory-staleness.js";
import { estimateTokens } from "../core/common/tokens.js";
import { renderItem } from "../core/context/context-pack.js";
import type { MemoryType } from "../core/memories/memory.js";
import { type MemoryRow, toMemory } from "../store/sqlite/rows.js";
import type { SqliteStore } from "../store/sqlite/sqlite-store.js";
import { stmt } from "../store/sqlite/statements.js";
import type { ProjectRecord } from "../store/store.js";
import { STALE_SCAN } from "./memory-query.js";

export interface ChartSeries {
  byType: { days: string[]; counts: Partial<Record<MemoryType, number[]>> };
  sessionsPerDay: { days: string[]; counts: number[] };
  staleness: { stale: number; fresh: number; withoutFiles: number };
  tokensPerSession: { sessions: string[]; tokens: number[] };
}

export function chartSeries(store: SqliteStore, project: ProjectRecord, now: Date, days = 90): ChartSeries {
  const since = new Date(now.getTime() - days * 86_400_000).toISOString().slice(0, 10);
  const typeRows = stmt(
    store.db,
    `SELECT substr(created_at, 1, 10) AS d, type, COUNT(*) AS n FROM memories
     WHERE project = ? AND created_at >= ? AND deleted_at IS NULL AND superseded_by IS NULL GROUP BY d, type ORDER BY d`,
  ).all(project.id, since) as { d: string; type: MemoryType; n: number }[];
  const typeDays = [...new Set(typeRows.map((r) => r.d))];
  const counts: Partial<Record<MemoryType, number[]>> = {};
  for (const r of typeRows) {
    const series = counts[r.type] ?? typeDays.map(() => 0);
    series[typeDays.indexOf(r.d)] = r.n;
    counts[r.type] = series;
  }
  const sessionRows = stmt(
    store.db,
    `SELECT substr(started_at, 1, 10) AS d, COUNT(*) AS n FROM sessions
     WHERE project = ? AND started_at >= ? GROUP BY d ORDER BY d`,
  ).all(project.id, since) as { d: string; n: number }[];
  const withFiles = (
    stmt(
      store.db,
      `SELECT * FROM memories WHERE project = ? AND deleted_at IS NULL AND superseded_by IS NULL AND files != '[]'
       ORDER BY updated_at DESC LIMIT ${STALE_SCAN}`,
    ).all(project.id) as MemoryRow[]
  ).map(toMemory);
  const stale = memoryStaleness(withFiles, project.root).size;
  const live = (
    stmt(
      store.db,
      "SELECT COUNT(*) AS n FROM memories WHERE project = ? AND deleted_at IS NULL AND superseded_by IS NULL",
    ).get(project.id) as {
      n: number;
    }
  ).n;
  const injected = stmt(
    store.db,
    `SELECT i.session_id AS sid, m.* FROM injections i JOIN memories m ON m.id = i.memory_id
     WHERE m.project = ? AND i.at >= ? ORDER BY i.at`,
  ).all(project.id, since) as (MemoryRow & { sid: string })[];
  const tokens = new Map<string, number>();
  for (const r of injected)
    tokens.set(r.sid, (tokens.get(r.sid) ?? 0) + estimateTokens(renderItem(toMemory(r), now)));
  return {
    byType: { days: typeDays, counts },
    sessionsPerDay: { days: sessionRows.map((r) => r.d), counts: sessionRows.map((r) => r.n) },
    staleness: { stale, fresh: withFiles.length - stale, withoutFiles: live - withFiles.length },
    tokensPerSession: { sessions: [...tokens.keys()], tokens: [...tokens.values()] },
  };
}
