/**
 * Series for the charts page, per project: memories created per day by type, sessions started per
 * day, stale vs fresh among memories that name files (the newest STALE_SCAN), and tokens injected per
 * session (each injected memory's pack line, ceil(chars/4), as core/context/context-pack renders it).
 * Grouping runs in the store (DashboardReader). The window is `days` days long and ends on the newest
 * day with a memory or a session (today at the latest), so imported history from months ago is shown
 * rather than an empty window; `window` says which days it covers.
 */
import { memoryStaleness } from "../app/staleness/memory-staleness.js";
import { estimateTokens } from "../core/common/tokens.js";
import { renderItem } from "../core/context/context-pack.js";
import type { MemoryType } from "../core/memories/memory.js";
import { anyMemory, type DashboardReader } from "../store/dashboard-reader.js";
import type { ProjectRecord } from "../store/store.js";
import { STALE_SCAN } from "./memory-query.js";

export interface ChartSeries {
  /** First and last day (UTC, YYYY-MM-DD) the per-day series cover. */
  window: { from: string; to: string };
  byType: { days: string[]; counts: Partial<Record<MemoryType, number[]>> };
  sessionsPerDay: { days: string[]; counts: number[] };
  staleness: { stale: number; fresh: number; withoutFiles: number };
  tokensPerSession: { sessions: string[]; tokens: number[] };
}

const DAY_MS = 86_400_000;
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export async function chartSeries(
  reader: DashboardReader,
  project: ProjectRecord,
  now: Date,
  days = 90,
): Promise<ChartSeries> {
  // per-day counts are aggregates (a row per day and type): reading them all finds the newest day
  const allTypes = await reader.memoriesPerDay(project.id, "0000-01-01");
  const allSessions = await reader.sessionsPerDay(project.id, "0000-01-01");
  const today = dayOf(now.getTime());
  const newest = [...allTypes, ...allSessions].reduce((m, r) => (r.day > m ? r.day : m), "");
  const to = newest === "" || newest > today ? today : newest;
  const from = dayOf(Date.parse(`${to}T00:00:00Z`) - (days - 1) * DAY_MS);
  const typeRows = allTypes.filter((r) => r.day >= from && r.day <= to);
  const typeDays = [...new Set(typeRows.map((r) => r.day))];
  const counts: Partial<Record<MemoryType, number[]>> = {};
  for (const r of typeRows) {
    const series = counts[r.type] ?? typeDays.map(() => 0);
    series[typeDays.indexOf(r.day)] = r.count;
    counts[r.type] = series;
  }
  const sessionRows = allSessions.filter((r) => r.day >= from && r.day <= to);
  const live = anyMemory(project.id, { status: "live" });
  const withFiles = await reader.memoriesWithFiles(live, STALE_SCAN);
  const stale = memoryStaleness(withFiles, project.root).size;
  const liveCount = await reader.countMemories(live, Number.MAX_SAFE_INTEGER);
  const tokens = new Map<string, number>();
  for (const i of await reader.injectedMemories(project.id, from))
    if (i.at.slice(0, 10) <= to)
      tokens.set(i.sessionId, (tokens.get(i.sessionId) ?? 0) + estimateTokens(renderItem(i.memory, now)));
  return {
    window: { from, to },
    byType: { days: typeDays, counts },
    sessionsPerDay: { days: sessionRows.map((r) => r.day), counts: sessionRows.map((r) => r.count) },
    staleness: { stale, fresh: withFiles.length - stale, withoutFiles: liveCount - withFiles.length },
    tokensPerSession: { sessions: [...tokens.keys()], tokens: [...tokens.values()] },
  };
}
