/**
 * The shapes of the context pack: what it is built from (PackInput, the PackSections other capabilities
 * contribute), what it shows (PackItem) and the result (ContextPack). context-pack.ts re-exports them.
 */
import type { SessionRecord } from "../capture/session.js";
import type { Memory, MemoryType } from "../memories/memory.js";
import type { ContinuityEntry } from "./continuity.js";

export interface PackInput {
  projectName: string;
  now: Date;
  budgetTokens?: number;
  maxChars?: number;
  /**
   * The last session and its summary memory; `body` is that memory's body, whose closing message and
   * requests the pack shows in the room left (session-more.ts).
   */
  lastSession: { record: SessionRecord; memoryId: string | null; body?: string } | null;
  /**
   * The sessions before the last one, newest first: what they asked, changed and committed closes the
   * pack in the room the rest left (pack-blocks.ts `earlierSessionsBlock`).
   */
  earlierSessions?: readonly SessionRecord[];
  /** Live candidate memories of the project (any order). */
  memories: readonly Memory[];
  /** Sections other capabilities contribute (tasks, notes, …), rendered within the same budget. */
  sections?: readonly PackSection[];
  /** Memory ids whose files changed since capture: shown "possibly stale, <age>", never as current. */
  stale?: ReadonlySet<string>;
  /** One line right after the header, before any memory (e.g. that the team's server is unreachable). */
  notice?: string;
}

/**
 * A section contributed by a context provider. `top` sections open the pack, before the last session
 * (where the session itself stands, after a compaction); `lead` sections follow the last session (what
 * is in flight right now); `tail` sections follow the memory sections. Items are pre-rendered, most useful
 * first; the pack keeps as many as fit (and at most `cap`) and counts the rest as omitted.
 */
export interface PackSection {
  title: string;
  placement: "top" | "lead" | "tail";
  cap?: number;
  /**
   * Continuity sections are merged into the pack's one Continuity section: items with an `entry` are
   * merged with every other source's; items without one are shown as they are, after the entries.
   */
  continuity?: boolean;
  items: readonly {
    id: string;
    type: string;
    title: string;
    line: string;
    age?: string;
    entry?: Omit<ContinuityEntry, "id" | "type">;
  }[];
  /** Optional line after the items, e.g. "12 more notes: `cairn notes list`"; a function gets how many items were left out. */
  footer?: string | ((omitted: number) => string);
}

export interface PackItem {
  id: string;
  section: string;
  /** A memory type, or what a contributed section lists ("task", "note", …). */
  type: MemoryType | (string & {});
  title: string;
  age: string;
  pinned: boolean;
  tokens: number;
  /** Files changed since the memory was captured (see core/staleness/staleness.ts). */
  stale?: boolean;
}

export interface ContextPack {
  budget: number;
  tokens: number;
  items: PackItem[];
  /** Candidates left out for budget or section caps. */
  omitted: number;
  text: string;
}
