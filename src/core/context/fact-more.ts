/**
 * More of a fact for a pack with room left once every block, the last session's closing words and the
 * wider sections are written: the lines of a project fact's, bug note's, decision's, preference's,
 * constraint's or failed attempt's body that its one pack line does not show, and that name something
 * concrete — a code span, a path or file name, an identifier (snake_case, camelCase, CAPS) or a
 * `--flag` — as indented continuation lines under it (PackWriter `extend`), in the body's order.
 * Headings, code (fenced, or unfenced where a cut body left it), rules, lines that only introduce what
 * follows, questions, lines that claim an outcome (core/capture/claim-evidence `isClaim`: the pack
 * states outcomes from evidence, as session-more.ts does) and lines naming nothing (an assessment, a
 * greeting) are left out: the room goes to what a next session can act on, never to filler. The body is the memory as stored (what search shows of it); nothing is added to it. Pure.
 */
import { isClaim } from "../capture/claim-evidence.js";
import type { Memory } from "../memories/memory.js";
import { descriptionLines } from "./memory-more.js";
import { plainText } from "./session-more.js";

/** Most units (newlines included) the further lines of one fact may add. */
export const FACT_MORE_CHARS = 400;

/** The memory types whose body may say more under their pack line. */
const FACT_TYPES: ReadonlySet<string> = new Set([
  "project_fact",
  "bug_note",
  "decision",
  "preference",
  "constraint",
  "failed_attempt",
]);

/** Whether `m` is a fact whose body the last pack pass may show more of. */
export const isFactType = (type: string): boolean => FACT_TYPES.has(type);

/**
 * Something concrete a line names: a code span, a path segment between letters, a file name with an
 * extension, a snake_case / camelCase / CAPS (3+ letters) identifier, or a long option.
 */
const CONCRETE =
  /`[^`\n]{2,}`|\p{L}[\w.-]*[/\\][\w.-]*\p{L}|\b[\w-]+\.[a-z]{1,5}\b(?!\.)|\b[a-z]+_[a-z0-9_]+\b|\b[a-z]+[A-Z]\w*\b|\b[A-Z][A-Z0-9]{2,}\b|(?<!\S)--[a-z][\w-]+/u;
/** A Markdown heading line. */
const HEADING = /^\s*#{1,6}\s/;
/**
 * Code outside backticks (a body cut inside a code block leaves its lines unfenced): a call `name(`,
 * braces or semicolons, an assignment, or a statement keyword opening the line.
 */
const CODE = /\w\(|[{};]|\s=\s|^\s*(?:-\s+)?(?:return|import|from|def|const|let|var|if|for)\b/;
/** A question: it asks, it tells nothing. */
const QUESTION = /[?？](?:\s|$)/;

/** Whether a continuation line states something concrete and is neither code, a question nor a claim. */
function concrete(line: string): boolean {
  const prose = line.replace(/`[^`\n]*`/g, "`…`");
  return CONCRETE.test(line) && !CODE.test(prose) && !QUESTION.test(line) && !isClaim(line);
}

/** The body's concrete lines (see the module comment), each an indented continuation line. */
function concreteLines(body: string): string[] {
  const noHeadings = body
    .split("\n")
    .filter((l) => !HEADING.test(l))
    .join("\n");
  return [...descriptionLines(noHeadings)].filter(concrete);
}

/**
 * The further lines of fact `m` under its pack line, given the pack's text so far (`shown`) and the
 * units they may take (`room`): lines whose words the pack already shows are left out; at most
 * FACT_MORE_CHARS units in all. Empty for other types.
 */
export function factMore(m: Memory, shown: string, room = FACT_MORE_CHARS): string[] {
  if (!isFactType(m.type) || !m.body) return [];
  const most = Math.min(room, FACT_MORE_CHARS);
  const seen = plainText(shown);
  const out: string[] = [];
  let used = 0;
  for (const line of concreteLines(m.body)) {
    if (used + line.length + 1 > most) continue;
    const key = plainText(line);
    if (key.length === 0 || (key.length >= 12 && seen.includes(key))) continue;
    out.push(line);
    used += line.length + 1;
  }
  return out;
}
