/**
 * Structure over the line format (format.ts): date groups with nested observations, the continuity
 * lines, duplicate detection, and the edits Cairn makes — add observations under their date, set
 * Current Task / Suggested Next, merge one document into another without duplicates. Edits keep
 * every line they do not touch. Pure.
 */
import { stripTags, tagDates } from "./dates.js";
import { type ObsDocument, type ObsLine, type Priority, parseObservations } from "./format.js";

export interface Observation {
  priority: Priority;
  /** Observation date (the group's `Date:`), null for observations before any header. */
  date: string | null;
  time: string | null;
  /** Full text including date tags. */
  text: string;
  depth: number;
  referenced: string[];
  relative: { date: string; expression: string }[];
  children: Observation[];
}

export interface DateGroup {
  date: string | null;
  observations: Observation[];
}

type ObsEntry = Extract<ObsLine, { kind: "obs" }>;

/** Groups in file order; observations nest by indentation (deeper than the previous = its child). */
export function groups(doc: ObsDocument): DateGroup[] {
  const out: DateGroup[] = [];
  let current: DateGroup | null = null;
  let stack: { indent: number; obs: Observation }[] = [];
  for (const line of doc.lines) {
    if (line.kind === "date") {
      current = { date: line.date, observations: [] };
      out.push(current);
      stack = [];
      continue;
    }
    if (line.kind !== "obs") continue;
    if (!current) {
      current = { date: null, observations: [] };
      out.push(current);
    }
    while (stack.length > 0 && (stack.at(-1)?.indent ?? 0) >= line.indent) stack.pop();
    const obs: Observation = {
      priority: line.priority,
      date: current.date,
      time: line.time,
      text: line.text,
      depth: stack.length,
      ...tagDates(line.text),
      children: [],
    };
    const parent = stack.at(-1);
    if (parent) parent.obs.children.push(obs);
    else current.observations.push(obs);
    stack.push({ indent: line.indent, obs });
  }
  return out;
}

/** Every observation, depth-first in file order. */
export function flatten(doc: ObsDocument): Observation[] {
  const out: Observation[] = [];
  const walk = (list: Observation[]) => {
    for (const o of list) {
      out.push(o);
      walk(o.children);
    }
  };
  for (const g of groups(doc)) walk(g.observations);
  return out;
}

/** The last Current Task / Suggested Next in the document (later lines win). */
export function continuity(doc: ObsDocument): { task: string | null; next: string | null } {
  let task: string | null = null;
  let next: string | null = null;
  for (const l of doc.lines) {
    if (l.kind === "task") task = l.text.trim() || null;
    if (l.kind === "next") next = l.text.trim() || null;
  }
  return { task, next };
}

/** Duplicate key: lower-case text without date tags, punctuation-insensitive, whitespace collapsed. */
export function sameKey(text: string): string {
  return stripTags(text)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

function trimBlankEnd(lines: ObsLine[]): void {
  while (lines.length > 0) {
    const l = lines.at(-1);
    if (l?.kind === "raw" && l.text.trim() === "") lines.pop();
    else break;
  }
}

/** Index just past the last line of `date`'s group (its last obs line), or -1 when absent. */
function groupEnd(lines: readonly ObsLine[], date: string): number {
  let inGroup = false;
  let end = -1;
  lines.forEach((l, i) => {
    if (l.kind === "date") {
      inGroup = l.date === date;
      if (inGroup) end = i + 1;
    } else if (inGroup && l.kind === "obs") end = i + 1;
  });
  return end;
}

export interface AddResult {
  doc: ObsDocument;
  added: number;
  skipped: number;
}

/**
 * Adds observation trees under their dates (existing group, else a new group after the last one,
 * before the continuity lines). A top-level observation whose text is already in the document is
 * skipped with its children; children of a new observation are kept as given.
 */
export function addObservations(doc: ObsDocument, incoming: readonly DateGroup[]): AddResult {
  const lines: ObsLine[] = doc.lines.filter((l) => l.kind !== "task" && l.kind !== "next");
  const tail = doc.lines.filter((l) => l.kind === "task" || l.kind === "next");
  trimBlankEnd(lines);
  const seen = new Set(flatten({ lines, finalNewline: true }).map((o) => sameKey(o.text)));
  let added = 0;
  let skipped = 0;
  for (const g of incoming) {
    const date = g.date ?? "0000-00-00";
    const fresh: ObsEntry[] = [];
    const emit = (o: Observation, depth: number) => {
      fresh.push({ kind: "obs", indent: depth * 2, priority: o.priority, time: o.time, text: o.text });
      added++;
      for (const c of o.children) emit(c, depth + 1);
    };
    for (const o of g.observations) {
      const key = sameKey(o.text);
      if (seen.has(key)) {
        skipped++;
        continue;
      }
      seen.add(key);
      emit(o, 0);
    }
    if (fresh.length === 0) continue;
    const end = groupEnd(lines, date);
    if (end >= 0) lines.splice(end, 0, ...fresh);
    else {
      if (lines.length > 0) lines.push({ kind: "raw", text: "" });
      lines.push({ kind: "date", date }, ...fresh);
    }
  }
  if (tail.length > 0) lines.push({ kind: "raw", text: "" }, ...tail);
  return { doc: { lines, finalNewline: true }, added, skipped };
}

/** Replaces Current Task / Suggested Next (null keeps the present value; "" removes it); they end the file. */
export function setContinuity(doc: ObsDocument, task: string | null, next: string | null): ObsDocument {
  const now = continuity(doc);
  const lines: ObsLine[] = doc.lines.filter((l) => l.kind !== "task" && l.kind !== "next");
  trimBlankEnd(lines);
  const t = task ?? now.task;
  const n = next ?? now.next;
  const tail: ObsLine[] = [];
  if (t) tail.push({ kind: "task", text: t });
  if (n) tail.push({ kind: "next", text: n });
  if (tail.length > 0) {
    if (lines.length > 0) lines.push({ kind: "raw", text: "" });
    lines.push(...tail);
  }
  return { lines, finalNewline: true };
}

/** Merges `other` into `base` without duplicates (worktree merge, migration); base's continuity stays. */
export function mergeDocuments(base: ObsDocument, other: ObsDocument): AddResult {
  return addObservations(base, groups(other));
}

/** Parses observation markdown into groups, dating undated observations with `fallbackDate`. */
export function incomingGroups(source: string, fallbackDate: string): DateGroup[] {
  return groups(parseObservations(source)).map((g) => ({ ...g, date: g.date ?? fallbackDate }));
}
