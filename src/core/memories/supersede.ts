/**
 * When a newer memory replaces an older one — on structural evidence only, never on word overlap
 * between different subjects. Both memories are of one project and one type. Pure.
 *
 * - verified_command: the same action (program + targets, core/capture/command-shape `sameAction`)
 *   with the same words and only other flags or environment (`mix compile` → `mix compile --force`;
 *   not `npm test -- f3` → `npm test -- f7`, not `pytest -k a` → `pytest -k b`), and the same package,
 *   project or directory flags (`--filter api`, `-C web`, `-p crate`, `--project`): the newer form
 *   replaces the older.
 * - decision, preference, constraint, project_fact:
 *   - an answer to the same question (`<question> → <answer>`, how AskUserQuestion answers are kept)
 *     with another answer;
 *   - the same statement with other versions ("Runs on Python 3.11" → "Runs on Python 3.12"): every
 *     other token equal; dotted versions only (a bare number may count phases or steps, each true);
 *   - the same subject: both name the same non-empty set of things (the anchors of
 *     core/memories/same-meaning: paths, identifiers, flags — not numbers or polarity — plus the
 *     memory's files) and share at least {@link SAME_SUBJECT_MIN} of their wording besides.
 * - todo: closed by a later completed task or commit that says the same thing ({@link closedTodos}).
 * - constraint kept from calls rejected at the permission prompt: settled once every call it names
 *   ran later (core/memories/refusals-allowed.ts).
 */
import { stripStep, unquote } from "../capture/command-kind.js";
import { sameAction, shapeOf } from "../capture/command-shape.js";
import type { MemoryType } from "./memory.js";
import {
  compareMeaning,
  jaccard,
  type Meaning,
  meaningOf,
  NEGATION_ANCHOR,
  RESTRICTORS,
  sameMeaning,
} from "./same-meaning.js";

/** Least wording similarity (0–1) of two statements naming the same things for "same subject". */
export const SAME_SUBJECT_MIN = 0.3;

export const SUPERSEDE_REASONS = {
  command: "a newer form of the same command",
  answer: "a later answer to the same question",
  numbers: "the same statement with a newer version",
  subject: "a later statement on the same subject",
  task: "done: a later task list completed it",
  commit: "done: a later commit did it",
  merge: "the same memory in a merged project (same dedupe key)",
  allowed: "allowed later: the same call ran without being rejected",
} as const;

/** Reasons the rules set, which a newer sighting of the older memory may undo (not "done" ones). */
const REVERSIBLE = new Set<string>([
  SUPERSEDE_REASONS.command,
  SUPERSEDE_REASONS.answer,
  SUPERSEDE_REASONS.numbers,
  SUPERSEDE_REASONS.subject,
]);

/** The reason recorded when a person marks a memory superseded (`via`: cli, mcp, dashboard). */
export function manualReason(via: string): string {
  return `replaced by hand (${via})`;
}

/** True when `reason` was set by a rule that a newer sighting of the superseded memory may undo. */
export function isReversibleReason(reason: string | null | undefined): boolean {
  return reason != null && REVERSIBLE.has(reason);
}

export interface Statement {
  type: MemoryType;
  title: string;
  files: readonly string[];
}

/** Types whose memories the decision rules apply to. */
const STATED = new Set<MemoryType>(["decision", "preference", "constraint", "project_fact"]);
/** A token that is a number or a version: `20`, `3.12`, `v2`, `/v1`, `^5.4.5`. */
const NUMBERISH = /^[/@^~=<>v]*\d+(?:[.\-x]\d+)*[a-z]?$/;
/** A dotted version: `3.12`, `v1.58.2`, `^5.4.5` (a bare `20` or `2` may be a count, a phase, a step). */
const VERSION = /^[@^~=<>v]*\d+\.\d+(?:\.\d+)*$/;
const ANSWER = " → ";

/** The types whose memories can replace older ones by rule. */
export function hasSupersedeRules(type: MemoryType): boolean {
  return type === "verified_command" || STATED.has(type);
}

/** Why `newer` replaces `older` (one of {@link SUPERSEDE_REASONS}), or null when it does not. */
export function supersedeReason(newer: Statement, older: Statement): string | null {
  if (newer.type !== older.type) return null;
  if (newer.type === "verified_command") {
    const a = shapeOf(newer.title).display;
    const b = shapeOf(older.title).display;
    const same = sameAction(newer.title, older.title) && words(a) === words(b) && location(a) === location(b);
    return a !== b && same ? SUPERSEDE_REASONS.command : null;
  }
  if (!STATED.has(newer.type)) return null;
  const x = meaningOf(newer.title);
  const y = meaningOf(older.title);
  if (x.normal === y.normal || compareMeaning(x, y).same) return null;
  const answer = answerOf(newer.title, older.title);
  if (answer !== null) return answer ? SUPERSEDE_REASONS.answer : null;
  if (onlyNumbersDiffer(x, y)) return SUPERSEDE_REASONS.numbers;
  const subject = subjectOf(x, newer.files);
  if (subject.size === 0 || !sameSet(subject, subjectOf(y, older.files))) return null;
  return jaccard(x.features, y.features) >= SAME_SUBJECT_MIN ? SUPERSEDE_REASONS.subject : null;
}

/** Package-manager flags that say where a command runs (`--filter api`, `-C web`), which the action leaves out. */
const LOCATION =
  /(?:^|\s)(?:-C|--dir|--prefix|--cwd|--filter|-F|--workspace|--manifest-path|-p|--package|--project)(?:=|\s+)(\S+)|\bworkspace\s+(\S+)/g;

function location(command: string): string {
  return [...command.matchAll(LOCATION)].map((m) => m[1] ?? m[2]).join(" ");
}

/**
 * The words of a command's first step that are not flags, after env assignments, runner wrappers and
 * location flags: `npm test -- f3` → `npm test f3`, `pytest -k login` → `pytest login`. Two forms of
 * one action differ only in flags when these are equal (a flag's value given as the next word counts
 * as a word: it may select what runs).
 */
function words(command: string): string {
  const step = unquote(command).split(/&&|\|\||;|\|/)[0] ?? "";
  return stripStep(step)
    .split(/\s+/)
    .filter((w) => w !== "" && !w.startsWith("-"))
    .join(" ");
}

/** For two answers: true when they answer the same question; null when either is not an answer. */
function answerOf(a: string, b: string): boolean | null {
  const i = a.indexOf(ANSWER);
  const j = b.indexOf(ANSWER);
  if (i < 0 || j < 0) return null;
  return meaningOf(a.slice(0, i)).normal === meaningOf(b.slice(0, j)).normal;
}

function onlyNumbersDiffer(x: Meaning, y: Meaning): boolean {
  if (x.tokens.length !== y.tokens.length) return false;
  let numbers = 0;
  for (const [i, t] of x.tokens.entries()) {
    const u = y.tokens[i] as string;
    if (t === u) continue;
    if (!VERSION.test(t) || !VERSION.test(u)) return false;
    numbers++;
  }
  return numbers > 0;
}

/** What a statement names: its anchors that are not numbers or polarity, and its files. */
function subjectOf(m: Meaning, files: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const a of m.anchors)
    if (a !== NEGATION_ANCHOR && !RESTRICTORS.has(a) && !NUMBERISH.test(a) && !/^--?\p{L}/u.test(a))
      out.add(a);
  for (const f of files) out.add(f.toLowerCase());
  return out;
}

function sameSet(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return a.size === b.size && [...a].every((x) => b.has(x));
}

export interface OpenTodo {
  id: string;
  title: string;
  /** When it was last seen open (ISO-8601). */
  seenAt: string;
}

export interface Closer {
  /** A task list item marked completed, or a commit subject. */
  kind: "task" | "commit";
  text: string;
  /** When it happened (ISO-8601). */
  at: string;
}

/** A todo's statement without the "Follow-up filed (<tracker>): " prefix capture gives it. */
export function todoStatement(title: string): string {
  return title.replace(/^Follow-up filed \([^)]*\):\s*/, "");
}

/**
 * The open todos that a later closer does: a completed task-list item or a commit subject with the
 * same meaning (core/memories/same-meaning), after the todo was last seen open. Each with its reason.
 */
export function closedTodos(
  todos: readonly OpenTodo[],
  closers: readonly Closer[],
): { id: string; reason: string; by: Closer }[] {
  const out: { id: string; reason: string; by: Closer }[] = [];
  const said = closers.map((c) => ({ c, m: meaningOf(c.text) }));
  for (const t of todos) {
    const m = meaningOf(todoStatement(t.title));
    const hit = said.find(({ c, m: cm }) => c.at > t.seenAt && sameMeaning(m, cm));
    if (hit) out.push({ id: t.id, reason: SUPERSEDE_REASONS[hit.c.kind], by: hit.c });
  }
  return out;
}
