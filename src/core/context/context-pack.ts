/**
 * The context pack: what a session is told at start-up. Sections in order of usefulness — last
 * session, constraints, decisions, failed attempts, verified commands, open todos and questions,
 * pinned items, then facts/preferences/bug notes — each item with its id and age, cut to a token
 * budget (tokens estimated as in tokens.ts) and to Claude Code's 10,000-character output cap.
 * Within a section: pinned first, then confidence × recency (half-life 30 days), then newest.
 * Right after the last session, one Continuity section (continuity.ts) merges every "where things
 * stand / what is next" source, so no next step is listed twice.
 */

import type { SessionRecord } from "../capture/session.js";
import { formatAge } from "../common/age.js";
import { clip, oneLine } from "../common/text.js";
import { CHARS_PER_TOKEN, estimateTokens } from "../common/tokens.js";
import type { Memory, MemoryType } from "../memories/memory.js";
import {
  CONTINUITY_TITLE,
  type ContinuityEntry,
  continuityRows,
  summaryNextSteps,
  withoutSummaryNext,
} from "./continuity.js";

export const DEFAULT_PACK_BUDGET = 1500;
export const MAX_PACK_CHARS = 10_000;
export const PACK_RULE =
  "Current code is more authoritative than these notes: if they disagree with what you read in the repository, trust the code and mention the conflict.";

export interface PackInput {
  projectName: string;
  now: Date;
  budgetTokens?: number;
  maxChars?: number;
  lastSession: { record: SessionRecord; memoryId: string | null } | null;
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
 * A section contributed by a context provider. `lead` sections follow the last session (what is in
 * flight right now); `tail` sections follow the memory sections. Items are pre-rendered, most useful
 * first; the pack keeps as many as fit (and at most `cap`) and counts the rest as omitted.
 */
export interface PackSection {
  title: string;
  placement: "lead" | "tail";
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
  /** Files changed since the memory was captured (see core/notes/staleness.ts). */
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

interface Section {
  title: string;
  cap: number;
  pick: (m: Memory) => boolean;
}

const SECTIONS: readonly Section[] = [
  { title: "Constraints", cap: 10, pick: (m) => m.type === "constraint" },
  { title: "Decisions", cap: 8, pick: (m) => m.type === "decision" },
  { title: "Failed attempts (do not repeat)", cap: 5, pick: (m) => m.type === "failed_attempt" },
  { title: "Verified commands", cap: 6, pick: (m) => m.type === "verified_command" },
  { title: "Open todos and questions", cap: 8, pick: (m) => m.type === "todo" || m.type === "open_question" },
  { title: "Pinned", cap: 6, pick: (m) => m.pinned },
  {
    title: "Facts, preferences and bug notes",
    cap: 6,
    pick: (m) => m.type === "project_fact" || m.type === "preference" || m.type === "bug_note",
  },
];

/** Most lines of the Continuity section, and most open todos it takes in. */
const CONTINUITY_CAP = 10;
const CONTINUITY_TODOS = 5;

const SEVERITY_RANK: Record<string, number> = { critical: 0, high: 1, medium: 2, low: 3 };
const HALF_LIFE_DAYS = 30;

function usefulness(m: Memory, now: Date): number {
  const days = Math.max(0, (now.getTime() - Date.parse(m.updatedAt)) / 86_400_000);
  return m.confidence * 0.5 ** (days / HALF_LIFE_DAYS);
}

function compare(now: Date) {
  return (a: Memory, b: Memory) =>
    Number(b.pinned) - Number(a.pinned) ||
    (SEVERITY_RANK[a.severity ?? ""] ?? 9) - (SEVERITY_RANK[b.severity ?? ""] ?? 9) ||
    usefulness(b, now) - usefulness(a, now) ||
    b.updatedAt.localeCompare(a.updatedAt) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0); // input order never decides
}

export function renderItem(m: Memory, now: Date, stale = false): string {
  const sev = m.severity ? `[${m.severity}] ` : "";
  const body = m.body && m.type !== "verified_command" ? ` — ${clip(oneLine(m.body), 160)}` : "";
  const title = m.type === "verified_command" ? `\`${oneLine(m.title)}\`` : oneLine(m.title);
  const marks = `${m.pinned ? "pinned, " : ""}${stale ? "possibly stale, " : ""}`;
  return `- ${sev}${title}${body} (${m.id}, ${marks}${formatAge(m.updatedAt, now)})`;
}

/** Opening lines: title and rule, the rule dropped and then the title clipped when `limit` is tiny. */
function headerLines(projectName: string, limit: number): string[] {
  const title = `# Cairn memory: ${oneLine(projectName)}`;
  if (title.length + 1 + PACK_RULE.length <= limit) return [title, PACK_RULE];
  if (title.length <= limit) return [title];
  return limit > 0 ? [clip(title, limit)] : [];
}

/**
 * Builds the pack. Hard limits on the whole text: `estimateTokens(text) <= budgetTokens` and
 * `text.length <= min(maxChars, MAX_PACK_CHARS)`; the header itself is shortened to fit tiny budgets.
 * `omitted` counts distinct candidates (and the last-session block) left out.
 */
export function buildContextPack(input: PackInput): ContextPack {
  const budget = Math.max(0, input.budgetTokens ?? DEFAULT_PACK_BUDGET);
  const maxChars = Math.min(input.maxChars ?? MAX_PACK_CHARS, MAX_PACK_CHARS);
  // ceil(len / 4) <= budget  <=>  len <= 4 * budget
  const limit = Math.min(maxChars, budget * CHARS_PER_TOKEN);
  const lines: string[] = headerLines(input.projectName, limit);
  if (input.notice && `${lines.join("\n")}\n${oneLine(input.notice)}`.length <= limit)
    lines.push(oneLine(input.notice));
  const items: PackItem[] = [];
  const used = new Set<string>();
  const left = new Set<string>();
  let lastOmitted = 0;
  const size = () => lines.join("\n");
  const fits = (extra: string) => `${size()}\n${extra}`.length <= limit;

  const last = input.lastSession;
  if (last?.record.summary) {
    const r = last.record;
    const staleMark = last.memoryId && input.stale?.has(last.memoryId) ? ", possibly stale" : "";
    const head = `\n## Last session (${formatAge(r.updatedAt, input.now)}${last.memoryId ? `, ${last.memoryId}` : ""}${staleMark})`;
    // its next steps are listed under Continuity, merged with the other sources
    const block = `${head}\n${withoutSummaryNext(r.summary)}`;
    if (fits(block)) {
      lines.push(block);
      if (last.memoryId) used.add(last.memoryId);
      items.push({
        id: last.memoryId ?? `session:${r.id}`,
        section: "Last session",
        type: "task_summary",
        title: clip(oneLine(r.summary.split("\n")[0] ?? ""), 200),
        age: formatAge(r.updatedAt, input.now),
        pinned: false,
        tokens: estimateTokens(block),
      });
    } else lastOmitted = 1;
  }

  const sorted = [...input.memories].sort(compare(input.now));
  const continuity = () => {
    const sections = (input.sections ?? []).filter((x) => x.continuity);
    const entries: ContinuityEntry[] = sections.flatMap((x) =>
      x.items.flatMap((it) => (it.entry ? [{ ...it.entry, id: it.id, type: it.type }] : [])),
    );
    if (last?.record.summary) {
      const id = last.memoryId ?? `session:${last.record.id}`;
      for (const text of summaryNextSteps(last.record.summary))
        entries.push({ kind: "next", text, source: "last session", id, type: "task_summary" });
    }
    const todos = sorted.filter((m) => m.type === "todo" && !used.has(m.id)).slice(0, CONTINUITY_TODOS);
    for (const m of todos) {
      const stale = input.stale?.has(m.id) ? "possibly stale, " : "";
      const source = `${m.id}, ${m.pinned ? "pinned, " : ""}${stale}${formatAge(m.updatedAt, input.now)}`;
      entries.push({ kind: "todo", text: oneLine(m.title), source, id: m.id, type: "todo" });
    }
    const status = sections.flatMap((x) => x.items.filter((it) => !it.entry));
    const chosen: string[] = [];
    for (const row of continuityRows(entries, status)) {
      const header = chosen.length === 0 ? `\n## ${CONTINUITY_TITLE}\n` : "";
      const memory = todos.find((m) => row.ids.includes(m.id));
      if (chosen.length >= CONTINUITY_CAP || !fits([...chosen, header + row.line].join("\n"))) {
        // a todo left out here is one candidate, whether or not the todos section shows it later
        left.add(memory ? memory.id : `${CONTINUITY_TITLE}:${row.id}`);
        continue;
      }
      chosen.push(header + row.line);
      if (memory) used.add(memory.id);
      items.push({
        id: memory?.id ?? row.id,
        section: CONTINUITY_TITLE,
        type: memory ? "todo" : row.type,
        title: row.title,
        age: memory ? formatAge(memory.updatedAt, input.now) : "",
        pinned: memory?.pinned ?? false,
        tokens: estimateTokens(row.line),
        ...(memory && input.stale?.has(memory.id) ? { stale: true } : {}),
      });
    }
    if (chosen.length > 0) lines.push(chosen.join("\n"));
  };
  continuity();

  const extra = (placement: PackSection["placement"]) => {
    for (const section of (input.sections ?? []).filter((x) => x.placement === placement && !x.continuity)) {
      const chosen: string[] = [];
      for (const it of section.items) {
        const header = chosen.length === 0 ? `\n## ${section.title}\n` : "";
        if (chosen.length >= (section.cap ?? 10) || !fits([...chosen, header + it.line].join("\n"))) {
          left.add(`${section.title}:${it.id}`);
          continue;
        }
        chosen.push(header + it.line);
        items.push({
          id: it.id,
          section: section.title,
          type: it.type,
          title: it.title,
          age: it.age ?? "",
          pinned: false,
          tokens: estimateTokens(it.line),
        });
      }
      const footer =
        typeof section.footer === "function"
          ? section.footer(section.items.length - chosen.length)
          : section.footer;
      if (chosen.length > 0 && footer && fits([...chosen, footer].join("\n"))) chosen.push(footer);
      if (chosen.length > 0) lines.push(chosen.join("\n"));
    }
  };
  extra("lead");

  for (const section of SECTIONS) {
    const candidates = sorted.filter((m) => !used.has(m.id) && m.type !== "task_summary" && section.pick(m));
    const chosen: string[] = [];
    for (const m of candidates) {
      const line = renderItem(m, input.now, input.stale?.has(m.id));
      const header = chosen.length === 0 ? `\n## ${section.title}\n` : "";
      if (chosen.length >= section.cap || !fits([...chosen, header + line].join("\n"))) {
        left.add(m.id); // a pinned item left out here may still be shown under "Pinned"
        continue;
      }
      chosen.push(header + line);
      used.add(m.id);
      left.delete(m.id);
      items.push({
        id: m.id,
        section: section.title,
        type: m.type,
        title: m.title,
        age: formatAge(m.updatedAt, input.now),
        pinned: m.pinned,
        tokens: estimateTokens(line),
        ...(input.stale?.has(m.id) ? { stale: true } : {}),
      });
    }
    if (chosen.length > 0) lines.push(chosen.join("\n"));
  }
  extra("tail");
  const omitted = left.size + lastOmitted;
  const note = `\n(${omitted} more not shown: \`cairn search <words>\` or \`cairn list\`.)`;
  if (omitted > 0 && fits(note)) lines.push(note);
  const text = size();
  return { budget, tokens: estimateTokens(text), items, omitted, text };
}
