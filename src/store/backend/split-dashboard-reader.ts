/**
 * The DashboardReader over a SplitStore's two sides (split-store.ts): memories live on both (local
 * scope on this machine's file, the rest on the server), sessions, events and injections on the
 * shared side only. Memory lists are merged by `updatedAt` descending (then id, as SplitStore lists),
 * each side read up to `offset + limit`; counts are summed and capped; per-day memory counts are added.
 * Injections of local-scope memories are not shown: the shared side's injections join its own
 * memories only.
 */
import type { ActivityEvent } from "../../core/capture/events.js";
import type { Memory } from "../../core/memories/memory.js";
import type {
  DashboardReader,
  DayCount,
  InjectedMemory,
  MemoryListFilter,
  TypeDayCount,
} from "../dashboard-reader.js";

const newestFirst = (x: Memory, y: Memory) =>
  y.updatedAt.localeCompare(x.updatedAt) || y.id.localeCompare(x.id);

export class SplitDashboardReader implements DashboardReader {
  constructor(
    readonly shared: DashboardReader,
    readonly local: DashboardReader,
  ) {}

  async memoryPage(filter: MemoryListFilter, page: { offset: number; limit: number }): Promise<Memory[]> {
    const wanted = { offset: 0, limit: page.offset + page.limit };
    const [a, b] = await Promise.all([
      this.shared.memoryPage(filter, wanted),
      this.local.memoryPage(filter, wanted),
    ]);
    if (b.length === 0) return a.slice(page.offset, page.offset + page.limit);
    return [...a, ...b].sort(newestFirst).slice(page.offset, page.offset + page.limit);
  }

  async countMemories(filter: MemoryListFilter, cap: number): Promise<number> {
    const [a, b] = await Promise.all([
      this.shared.countMemories(filter, cap),
      this.local.countMemories(filter, cap),
    ]);
    return Math.min(a + b, Math.max(0, Math.floor(cap)));
  }

  async memoriesWithFiles(filter: MemoryListFilter, limit: number): Promise<Memory[]> {
    const [a, b] = await Promise.all([
      this.shared.memoriesWithFiles(filter, limit),
      this.local.memoriesWithFiles(filter, limit),
    ]);
    return b.length === 0 ? a : [...a, ...b].sort(newestFirst).slice(0, limit);
  }

  async memoriesPerDay(project: string, sinceDay: string): Promise<TypeDayCount[]> {
    const [a, b] = await Promise.all([
      this.shared.memoriesPerDay(project, sinceDay),
      this.local.memoriesPerDay(project, sinceDay),
    ]);
    if (b.length === 0) return a;
    const sum = new Map<string, TypeDayCount>();
    for (const r of [...a, ...b]) {
      const key = `${r.day} ${r.type}`;
      const known = sum.get(key);
      sum.set(key, known ? { ...known, count: known.count + r.count } : { ...r });
    }
    return [...sum.values()].sort((x, y) =>
      x.day === y.day ? (x.type < y.type ? -1 : 1) : x.day < y.day ? -1 : 1,
    );
  }

  sessionsPerDay(project: string, sinceDay: string): Promise<DayCount[]> {
    return this.shared.sessionsPerDay(project, sinceDay);
  }

  injectedMemories(project: string, sinceDay: string): Promise<InjectedMemory[]> {
    return this.shared.injectedMemories(project, sinceDay);
  }

  latestEvents(project: string, limit: number): Promise<ActivityEvent[]> {
    return this.shared.latestEvents(project, limit);
  }

  async changeMarker(): Promise<string> {
    const [a, b] = await Promise.all([this.shared.changeMarker(), this.local.changeMarker()]);
    return `${a}|${b}`;
  }
}
