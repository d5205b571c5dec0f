/**
 * The pack's lead and contributed blocks as candidate lines for the budget loop (pack-writer.ts): the
 * last session, the one Continuity section (continuity.ts merges every "where things stand / what is
 * next" source: contributed continuity items, the last session's next steps, open todos) and the
 * sections other capabilities contribute. Pure.
 */

import { formatAge } from "../common/age.js";
import { clip, oneLine } from "../common/text.js";
import { estimateTokens } from "../common/tokens.js";
import type { Memory } from "../memories/memory.js";
import { staleMark } from "../staleness/stale-mark.js";
import {
  CONTINUITY_TITLE,
  type ContinuityEntry,
  continuityRows,
  summaryNextSteps,
  withoutSummaryNext,
} from "./continuity.js";
import { memoryMore } from "./memory-more.js";
import type { PackInput, PackSection } from "./pack-types.js";
import type { PackBlock } from "./pack-writer.js";
import { sessionMore, shortList } from "./session-more.js";
import { denseLine, listRest } from "./summary-lines.js";

/** Most lines of the Continuity section, and most open todos it takes in. */
const CONTINUITY_CAP = 10;
export const CONTINUITY_TODOS = 5;

/** The last session's summary (without its `Next:` line, listed under Continuity) as one block. */
export function lastSessionBlock(input: PackInput): PackBlock | null {
  const last = input.lastSession;
  if (!last?.record.summary) return null;
  const r = last.record;
  const mark = last.memoryId && input.stale?.has(last.memoryId) ? `, ${staleMark()}` : "";
  const head = `\n## Last session (${formatAge(r.updatedAt, input.now)}${last.memoryId ? `, ${last.memoryId}` : ""}${mark})`;
  const lines = withoutSummaryNext(r.summary).split("\n");
  const shownLines = lines.map((l) => shortList(denseLine(l)));
  const block = `${head}\n${shownLines.join("\n")}`;
  // the commands the Commands line's cut left out, for the room left
  const rest = lines.flatMap((l, i) => listRest(l, shownLines[i] ?? ""));
  const item = {
    id: last.memoryId ?? `session:${r.id}`,
    section: "Last session",
    type: "task_summary",
    title: clip(oneLine(r.summary.split("\n")[0] ?? ""), 200),
    age: formatAge(r.updatedAt, input.now),
    pinned: false,
    tokens: estimateTokens(block),
  };
  const body = last.body;
  const candidate = {
    key: `Last session:${r.id}`,
    line: block,
    item,
    memoryId: last.memoryId ?? undefined,
    ...(body || r.filesChanged.length > 0 || rest.length > 0
      ? { more: (shown: string) => sessionMore(body ?? "", shown, r.filesChanged, rest) }
      : {}),
  };
  return { title: null, cap: 1, candidates: [candidate] };
}

/** Most earlier sessions shown, and the summary lines each shows: recorded facts, never plans or claims. */
const EARLIER_CAP = 3;
const EARLIER_LINES = ["Changed: ", "Committed: "] as const;
export const EARLIER_TITLE = "Earlier sessions";
/** How a Committed line says its last commit was not pushed: a later session may have pushed it. */
const NOT_PUSHED = / — not pushed.*$/;

/**
 * The sessions before the last one (`input.earlierSessions`, newest first), each one item: its first
 * request and, as continuation lines, what its summary records it changed and committed. Their next
 * steps, errors, closing words and "not pushed" are left out: a later session may have settled them. Last in the
 * pack, so it only takes the room the sections above left.
 */
export function earlierSessionsBlock(input: PackInput): PackBlock | null {
  const sessions = (input.earlierSessions ?? []).filter((r) => r.summary.trim() !== "");
  if (sessions.length === 0) return null;
  const candidates = sessions.map((r) => {
    const lines = r.summary.split("\n");
    const intent = r.intents[0] ? clip(oneLine(r.intents[0]), 200) : "(no request recorded)";
    const facts = EARLIER_LINES.flatMap((p) =>
      lines.filter((l) => l.startsWith(p)).map((l) => `  ${oneLine(l).replace(NOT_PUSHED, "")}`),
    );
    const age = formatAge(r.updatedAt, input.now);
    const line = [`- ${r.updatedAt.slice(0, 10)} (${age}): ${intent}`, ...facts].join("\n");
    const item = {
      id: `session:${r.id}`,
      section: EARLIER_TITLE,
      type: "task_summary",
      title: intent,
      age,
      pinned: false,
      tokens: estimateTokens(line),
    };
    return { key: `${EARLIER_TITLE}:${r.id}`, line, item };
  });
  return { title: EARLIER_TITLE, cap: EARLIER_CAP, candidates };
}

/** Every next step and state line, merged; `sorted` are the candidate memories, best first. */
export function continuityBlock(
  input: PackInput,
  sorted: readonly Memory[],
  used: ReadonlySet<string>,
): PackBlock {
  const sections = (input.sections ?? []).filter((x) => x.continuity);
  const entries: ContinuityEntry[] = sections.flatMap((x) =>
    x.items.flatMap((it) => (it.entry ? [{ ...it.entry, id: it.id, type: it.type }] : [])),
  );
  const last = input.lastSession;
  if (last?.record.summary) {
    const id = last.memoryId ?? `session:${last.record.id}`;
    for (const text of summaryNextSteps(last.record.summary))
      entries.push({ kind: "next", text, source: "last session", id, type: "task_summary" });
  }
  const todos = sorted.filter((m) => m.type === "todo" && !used.has(m.id)).slice(0, CONTINUITY_TODOS);
  for (const m of todos) {
    const age = formatAge(m.updatedAt, input.now);
    const source = `${m.id}, ${m.pinned ? "pinned, " : ""}${input.stale?.has(m.id) ? staleMark({ age }) : age}`;
    entries.push({ kind: "todo", text: oneLine(m.title), source, id: m.id, type: "todo" });
  }
  const status = sections.flatMap((x) => x.items.filter((it) => !it.entry));
  const candidates = continuityRows(entries, status).map((row) => {
    const memory = todos.find((m) => row.ids.includes(m.id));
    const item = {
      id: memory?.id ?? row.id,
      section: CONTINUITY_TITLE,
      type: memory ? "todo" : row.type,
      title: row.title,
      age: memory ? formatAge(memory.updatedAt, input.now) : "",
      pinned: memory?.pinned ?? false,
      tokens: estimateTokens(row.line),
      ...(memory && input.stale?.has(memory.id) ? { stale: true } : {}),
    };
    // a todo left out here is one candidate, whether or not the todos section shows it later
    const key = memory ? memory.id : `${CONTINUITY_TITLE}:${row.id}`;
    return {
      key,
      line: row.line,
      item,
      memoryId: memory?.id,
      ...(memory ? { more: (shown: string, room: number) => memoryMore(memory, shown, room) } : {}),
    };
  });
  return { title: CONTINUITY_TITLE, cap: CONTINUITY_CAP, candidates };
}

/** The contributed sections of one placement, in order (continuity sections are merged above instead). */
export function contributedBlocks(input: PackInput, placement: PackSection["placement"]): PackBlock[] {
  return (input.sections ?? [])
    .filter((x) => x.placement === placement && !x.continuity)
    .map((section) => ({
      title: section.title,
      cap: section.cap ?? 10,
      candidates: section.items.map((it) => ({
        key: `${section.title}:${it.id}`,
        line: it.line,
        item: {
          id: it.id,
          section: section.title,
          type: it.type,
          title: it.title,
          age: it.age ?? "",
          pinned: false,
          tokens: estimateTokens(it.line),
        },
      })),
      footer: (omitted: number) =>
        typeof section.footer === "function" ? section.footer(omitted) : section.footer,
    }));
}
