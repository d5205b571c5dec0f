/**
 * The context pack: what a session is told at start-up. Sections in order of usefulness — last
 * session, constraints, decisions, failed attempts, verified commands, open todos and questions,
 * pinned items, then facts/preferences/bug notes — each item with its id and age, cut to a token
 * budget (tokens estimated as in tokens.ts) and to Claude Code's 10,000-character output cap.
 * Within a section: pinned first, then confidence × recency (half-life 30 days), then newest.
 * Right after the last session, one Continuity section (continuity.ts) merges every "where things
 * stand / what is next" source, so no next step is listed twice.
 */

import { UNPROVEN_TAG } from "../capture/capture-verified.js";
import { formatAge } from "../common/age.js";
import { clip, oneLine } from "../common/text.js";
import { CHARS_PER_TOKEN, estimateTokens } from "../common/tokens.js";
import type { Memory } from "../memories/memory.js";
import { staleMark } from "../staleness/stale-mark.js";
import { shownBody, templateSentences } from "./body-shown.js";
import { FACT_MORE_CHARS, factMore, isFactType } from "./fact-more.js";
import { LEFT_OUT_RESERVE, leftOutNote } from "./fit-output.js";
import { MEMORY_MORE_CHARS, memoryMore } from "./memory-more.js";
import {
  CONTINUITY_TODOS,
  continuityBlock,
  contributedBlocks,
  earlierSessionsBlock,
  lastSessionBlock,
} from "./pack-blocks.js";
import type { ContextPack, PackInput, PackItem } from "./pack-types.js";
import { type PackBlock, type PackCandidate, PackWriter } from "./pack-writer.js";
import { clipThought } from "./whole-thought.js";

export type { ContextPack, PackInput, PackItem, PackSection } from "./pack-types.js";

export const DEFAULT_PACK_BUDGET = 1500;
export const MAX_PACK_CHARS = 10_000;
export const PACK_RULE =
  "Current code is more authoritative than these notes: if they disagree with what you read in the repository, trust the code and mention the conflict.";

interface Section {
  title: string;
  cap: number;
  pick: (m: Memory) => boolean;
}

const PINNED_TITLE = "Pinned";

const SECTIONS: readonly Section[] = [
  { title: "Constraints", cap: 10, pick: (m) => m.type === "constraint" },
  { title: "Decisions", cap: 8, pick: (m) => m.type === "decision" },
  { title: "Failed attempts (do not repeat)", cap: 5, pick: (m) => m.type === "failed_attempt" },
  { title: "Verified commands", cap: 6, pick: (m) => m.type === "verified_command" },
  { title: "Open todos and questions", cap: 8, pick: (m) => m.type === "todo" || m.type === "open_question" },
  { title: PINNED_TITLE, cap: 6, pick: (m) => m.pinned },
  {
    title: "Facts, preferences and bug notes",
    cap: 6,
    pick: (m) => m.type === "project_fact" || m.type === "preference" || m.type === "bug_note",
  },
];

const SEVERITY_RANK: Record<string, number> = { critical: 0, high: 1, medium: 2, low: 3 };
const HALF_LIFE_DAYS = 30;

function usefulness(m: Memory, now: Date): number {
  const days = Math.max(0, (now.getTime() - Date.parse(m.updatedAt)) / 86_400_000);
  return m.confidence * 0.5 ** (days / HALF_LIFE_DAYS);
}

/** `memories` in the order the pack considers them (pinned, severity, usefulness, newest, id); a copy. */
export function packOrder(memories: readonly Memory[], now: Date): Memory[] {
  // each memory's keys computed once, not per comparison
  const keyed = memories.map((m) => ({
    m,
    severity: SEVERITY_RANK[m.severity ?? ""] ?? 9,
    use: usefulness(m, now),
  }));
  keyed.sort(
    (a, b) =>
      Number(b.m.pinned) - Number(a.m.pinned) ||
      a.severity - b.severity ||
      b.use - a.use ||
      b.m.updatedAt.localeCompare(a.m.updatedAt) ||
      (a.m.id < b.m.id ? -1 : a.m.id > b.m.id ? 1 : 0), // input order never decides
  );
  return keyed.map((k) => k.m);
}

/**
 * The memories of `sorted` (pack order) that a memory section or Continuity could show, in that order:
 * per section the first `cap × WIDER_CAPS` that `keep` accepts (plus Continuity's todos, which an
 * earlier block takes from the todos section), and every pinned one. A memory past that in every
 * section it belongs to is never shown, so the work the pack needs per shown memory (the tree check,
 * staleness) is done for these only. `keep` is asked at most once per memory, only while a section
 * still needs one.
 */
export function packReach(sorted: readonly Memory[], keep: (m: Memory) => boolean = () => true): Memory[] {
  const kept = new Map<string, boolean>();
  const keeps = (m: Memory) => {
    const known = kept.get(m.id);
    if (known !== undefined) return known;
    const k = keep(m);
    kept.set(m.id, k);
    return k;
  };
  const reach = new Set<string>();
  for (const section of SECTIONS) {
    const most = section.title === PINNED_TITLE ? Infinity : section.cap * WIDER_CAPS + CONTINUITY_TODOS;
    let n = 0;
    for (const m of sorted) {
      if (n >= most) break;
      if (m.type === "task_summary" || !section.pick(m) || !keeps(m)) continue;
      reach.add(m.id);
      n++;
    }
  }
  return sorted.filter((m) => reach.has(m.id));
}

/** Most UTF-16 units of a memory's body on its pack line, cut at a sentence or clause (whole-thought.ts). */
export const BODY_CHARS = 200;

/**
 * A memory's pack line: severity, title, what its body adds (body-shown.ts: less the sentences that
 * are templates among `templates` or repeat the title) cut to BODY_CHARS, id and age.
 */
export function renderItem(
  m: Memory,
  now: Date,
  stale = false,
  templates: ReadonlySet<string> = new Set(),
): string {
  const sev = m.severity ? `[${m.severity}] ` : "";
  // a verified command is its title, unless its pass is unproven: then the body says why
  const bodyShown = m.type !== "verified_command" || m.tags.includes(UNPROVEN_TAG);
  const text = bodyShown ? withoutOwnDate(shownBody(m, templates), m) : "";
  const body = text ? ` — ${clipThought(text, BODY_CHARS)}` : "";
  const title = m.type === "verified_command" ? `\`${oneLine(m.title)}\`` : oneLine(m.title);
  const age = formatAge(m.updatedAt, now);
  return `- ${sev}${title}${body} (${m.id}, ${m.pinned ? "pinned, " : ""}${stale ? staleMark({ age }) : age})`;
}

/**
 * `text` less the parenthesised dates (ISO, `(YYYY-MM-DD)`) of the day `m` was captured or last
 * updated: the line's age already says when.
 */
function withoutOwnDate(text: string, m: Memory): string {
  const days = new Set([m.createdAt.slice(0, 10), m.updatedAt.slice(0, 10)]);
  return text.replace(/ ?\((\d{4}-\d{2}-\d{2})\)/g, (all, day: string) => (days.has(day) ? "" : all));
}

/** Opening lines: title and rule, the rule dropped and then the title clipped when `limit` is tiny. */
function headerLines(projectName: string, limit: number): string[] {
  const title = `# Cairn memory: ${oneLine(projectName)}`;
  if (title.length + 1 + PACK_RULE.length <= limit) return [title, PACK_RULE];
  if (title.length <= limit) return [title];
  return limit > 0 ? [clip(title, limit)] : [];
}

/** A memory's line and pack item under `section`. */
function memoryLine(
  section: Section,
  input: PackInput,
  m: Memory,
  templates: ReadonlySet<string>,
): { line: string; item: PackItem } {
  const stale = input.stale?.has(m.id);
  const line = renderItem(m, input.now, stale, templates);
  const item: PackItem = {
    id: m.id,
    section: section.title,
    type: m.type,
    title: m.title,
    age: formatAge(m.updatedAt, input.now),
    pinned: m.pinned,
    tokens: estimateTokens(line),
    ...(stale ? { stale: true } : {}),
  };
  return { line, item };
}

/**
 * A candidate rendered only when the writer reads its line or item (once): a section's candidates past
 * what its cap and the room allow are counted as left out without being rendered.
 */
function lazyCandidate(
  id: string,
  render: () => { line: string; item: PackItem },
  more?: PackCandidate["more"],
): PackCandidate {
  let shown: { line: string; item: PackItem } | undefined;
  const get = () => {
    shown ??= render();
    return shown;
  };
  return {
    key: id,
    memoryId: id,
    ...(more ? { more } : {}),
    get line() {
      return get().line;
    },
    get item() {
      return get().item;
    },
  };
}

/** One memory section: the candidates not shown above, best first, each rendered as a line. */
function memoryBlock(
  section: Section,
  input: PackInput,
  sorted: readonly Memory[],
  used: ReadonlySet<string>,
  templates: ReadonlySet<string>,
): PackBlock {
  const candidates = sorted
    .filter((m) => !used.has(m.id) && m.type !== "task_summary" && section.pick(m))
    .map((m) =>
      lazyCandidate(
        m.id,
        () => memoryLine(section, input, m, templates),
        (shown, room) => (isFactType(m.type) ? factMore(m, shown, room) : memoryMore(m, shown, room)),
      ),
    );
  return { title: section.title, cap: section.cap, candidates, wider: section.cap * (WIDER_CAPS - 1) };
}

/**
 * The blocks in pack order. Each is built when the writer reaches it, from the memories not shown
 * before it (`used`): top sections, last session, Continuity, lead sections, memory sections, tail sections,
 * earlier sessions.
 */
function* packBlocks(input: PackInput, used: ReadonlySet<string>): Generator<PackBlock> {
  const sorted = packOrder(input.memories, input.now);
  const templates = templateSentences(sorted);
  yield* contributedBlocks(input, "top");
  const last = lastSessionBlock(input);
  if (last) yield last;
  yield continuityBlock(input, sorted, used);
  yield* contributedBlocks(input, "lead");
  for (const section of SECTIONS) yield memoryBlock(section, input, sorted, used, templates);
  yield* contributedBlocks(input, "tail");
  const earlier = earlierSessionsBlock(input);
  if (earlier) yield earlier;
}

/**
 * How many times its cap a memory section may show when the pack has room left after every block:
 * the room serves more of the project's commands, findings and facts, best first within each section
 * and sections in pack order, instead of staying empty (PackWriter `widen`).
 */
export const WIDER_CAPS = 3;

/**
 * Most characters the last session's closing message and requests (session-more.ts) may add in the
 * room every block left, before the memory sections widen (about 400 tokens).
 */
export const SESSION_MORE_CHARS = 1600;

/**
 * Builds the pack. Hard limits on the whole text: `estimateTokens(text) <= budgetTokens` and
 * `text.length <= min(maxChars, MAX_PACK_CHARS)` in UTF-16 units (`maxChars`: the agent's cap on hook
 * context less any framing, core/agents `ContextLimit`); items are kept or dropped whole, by priority,
 * and the header itself is shortened to fit tiny budgets. Each memory section shows at most its cap,
 * then, in the room every block left, up to WIDER_CAPS times it. `omitted` counts distinct candidates
 * (and the last-session block) left out; the pack then ends with a note saying how many and where to
 * find them (fit-output.ts `leftOutNote`).
 */
export function buildContextPack(input: PackInput): ContextPack {
  const budget = Math.max(0, input.budgetTokens ?? DEFAULT_PACK_BUDGET);
  const maxChars = Math.min(input.maxChars ?? MAX_PACK_CHARS, MAX_PACK_CHARS);
  // ceil(len / 4) <= budget  <=>  len <= 4 * budget
  const limit = Math.min(maxChars, budget * CHARS_PER_TOKEN);
  // room is kept for the closing note, so a pack that leaves items out always says so (but a tiny
  // budget is spent on items rather than on the note)
  const room = limit > LEFT_OUT_RESERVE * 4 ? limit - LEFT_OUT_RESERVE : limit;
  const writer = new PackWriter(room, headerLines(input.projectName, limit));
  if (input.notice) writer.append(oneLine(input.notice));
  for (const block of packBlocks(input, writer.used)) writer.write(block);
  // the room every block left: what todos and commands run elsewhere say beyond their line, the last
  // session's closing words and requests, more memories per section, then what facts' bodies name
  writer.extend(MEMORY_MORE_CHARS, (c) => c.item.type !== "task_summary" && !isFactType(c.item.type));
  writer.extend(SESSION_MORE_CHARS, (c) => !isFactType(c.item.type));
  writer.widen();
  writer.extend(FACT_MORE_CHARS, (c) => isFactType(c.item.type));
  const omitted = writer.omitted;
  writer.limit = limit;
  if (omitted > 0) writer.append(`\n${leftOutNote(omitted)}`);
  const text = writer.text;
  return { budget, tokens: estimateTokens(text), items: writer.items, omitted, text };
}
