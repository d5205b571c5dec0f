/**
 * The DashboardReader port: the reads the review dashboard (src/web) needs that the Store port does not
 * offer — filtered, paginated memory lists, per-day counts for the charts, the newest events and a cheap
 * change marker for the live feed. Every method is a bounded read (LIMIT, index range or aggregate), so
 * a page never loads a whole table. One implementation per backend (`sqlite/dashboard-reader.ts`,
 * `postgres/dashboard-reader.ts`), all passing `dashboard-reader.contract.ts`. Ports only: no
 * implementation is imported here.
 *
 * Days are UTC calendar days `YYYY-MM-DD`, taken from the ISO-8601 timestamps the store keeps.
 */
import type { ActivityEvent } from "../core/capture/events.js";
import type { Memory, MemoryType } from "../core/memories/memory.js";

/** Which memories a list or count covers; every field narrows, an empty value means "any". */
export interface MemoryListFilter {
  /** Project id; "" for all projects. */
  project: string;
  type: MemoryType | "";
  pinned: "" | "yes" | "no";
  /**
   * live: neither deleted nor superseded; superseded: replaced by another memory (not deleted);
   * deleted: soft-deleted; all: every memory.
   */
  status: "live" | "superseded" | "deleted" | "all";
  /** `source.kind` (one of SOURCE_KINDS). */
  source: string;
  /** `source.sessionId`. */
  session: string;
  /** `source.agent` (core/agents AGENT_NAMES; a memory without one counts as Claude Code's); "" or absent: any. */
  agent?: string;
  /** Inclusive bounds on the UTC day of `updatedAt` (YYYY-MM-DD). */
  from: string;
  to: string;
}

/** Memories created on one day with one type. */
export interface TypeDayCount {
  day: string;
  type: MemoryType;
  count: number;
}

/** Sessions started on one day. */
export interface DayCount {
  day: string;
  count: number;
}

/** A memory that was injected into a session's context pack. */
export interface InjectedMemory {
  sessionId: string;
  /** When it was injected (ISO-8601). */
  at: string;
  memory: Memory;
}

export interface DashboardReader {
  /**
   * One page of memories matching `filter`, newest first (`updatedAt` descending, then insertion order
   * descending), skipping `offset` rows and returning at most `limit`.
   */
  memoryPage(filter: MemoryListFilter, page: { offset: number; limit: number }): Promise<Memory[]>;
  /** How many memories match `filter`, counting no further than `cap` (so the result is ≤ `cap`). */
  countMemories(filter: MemoryListFilter, cap: number): Promise<number>;
  /** The newest `limit` memories matching `filter` that name at least one file (same order as memoryPage). */
  memoriesWithFiles(filter: MemoryListFilter, limit: number): Promise<Memory[]>;
  /**
   * Live memories of `project` created on or after the day `sinceDay` (YYYY-MM-DD), counted per day and
   * type, ordered by day (then type).
   */
  memoriesPerDay(project: string, sinceDay: string): Promise<TypeDayCount[]>;
  /** Sessions of `project` started on or after the day `sinceDay`, counted per day, ordered by day. */
  sessionsPerDay(project: string, sinceDay: string): Promise<DayCount[]>;
  /**
   * Injections since `sinceDay` of memories that belong to `project` (deleted ones included: they were
   * injected), oldest first (ties by session id, then memory id).
   */
  injectedMemories(project: string, sinceDay: string): Promise<InjectedMemory[]>;
  /** The newest `limit` events of `project`, newest first (by insertion order). */
  latestEvents(project: string, limit: number): Promise<ActivityEvent[]>;
  /**
   * An opaque string that changes whenever an event is recorded, a memory is added or a session is
   * written (in any project); cheap enough to poll every second.
   */
  changeMarker(): Promise<string>;
}

/** A filter that matches every memory of `project` (all statuses). */
export function anyMemory(project: string, over: Partial<MemoryListFilter> = {}): MemoryListFilter {
  return { project, type: "", pinned: "", status: "all", source: "", session: "", from: "", to: "", ...over };
}
