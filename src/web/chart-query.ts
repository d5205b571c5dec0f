/**
 * Series for the charts page, per project: memories created per day by type, sessions started per
 * day, stale vs fresh among memories that name files (the newest STALE_SCAN), and tokens injected per
 * session (each injected memory's pack line, ceil(chars/4), as core/context/context-pack renders it).
 * Grouping runs in the store (DashboardReader); only the last `days` days are read.
 */
import { memoryStaleness } from "../app/notes/memory-staleness.js";
import { estimateTokens } from "../core/common/tokens.js";
import { renderItem } from "../core/context/context-pack.js";
import type { MemoryType } from "../core/memories/memory.js";
import { anyMemory, type DashboardReader } from "../store/dashboard-reader.js";
import type { ProjectRecord } from "../store/store.js";
import { STALE_SCAN } from "./memory-query.js";

export interface ChartSeries {
  byType: { days: string[]; counts: Partial<Record<MemoryType, number[]>> };
  sessionsPerDay: { days: string[]; counts: number[] };
  staleness: { stale: number; fresh: number; withoutFiles: number };
  tokensPerSession: { sessions: string[]; tokens: number[] };
}

export async function chartSeries(
  reader: DashboardReader,
  project: ProjectRecord,
  now: Date,
  days = 90,
): Promise<ChartSeries> {
  const since = new Date(now.getTime() - days * 86_400_000).toISOString().slice(0, 10);
  const typeRows = await reader.memoriesPerDay(project.id, since);
  const typeDays = [...new Set(typeRows.map((r) => r.day))];
  const counts: Partial<Record<MemoryType, number[]>> = {};
  for (const r of typeRows) {
    const series = counts[r.type] ?? typeDays.map(() => 0);
    series[typeDays.indexOf(r.day)] = r.count;
    counts[r.type] = series;
  }
  const sessionRows = await reader.sessionsPerDay(project.id, since);
  const live = anyMemory(project.id, { status: "live" });
  const withFiles = await reader.memoriesWithFiles(live, STALE_SCAN);
  const stale = memoryStaleness(withFiles, project.root).size;
  const liveCount = await reader.countMemories(live, Number.MAX_SAFE_INTEGER);
  const tokens = new Map<string, number>();
  for (const i of await reader.injectedMemories(project.id, since))
    tokens.set(i.sessionId, (tokens.get(i.sessionId) ?? 0) + estimateTokens(renderItem(i.memory, now)));
  return {
    byType: { days: typeDays, counts },
    sessionsPerDay: { days: sessionRows.map((r) => r.day), counts: sessionRows.map((r) => r.count) },
    staleness: { stale, fresh: withFiles.length - stale, withoutFiles: liveCount - withFiles.length },
    tokensPerSession: { sessions: [...tokens.keys()], tokens: [...tokens.values()] },
  };
}
