/**
 * Where in its turn Claude said something, read from the order of the session's events — never from
 * the words, so it holds for any language. Pure.
 *
 * - **Working notes.** A message of Claude's after which the same turn's main thread still called a
 *   tool is said mid-turn: what Claude is about to do or what it supposes, not the turn's conclusion
 *   (the text after the turn's last tool result). A short one (under NOTE_WORDS words), or one under
 *   ANNOUNCE_WORDS that ends announcing the call it precedes (a colon: "Now run the tests:"), says
 *   nothing the turn's later events and text do not say better; it is left out of the conversation
 *   index. A longer mid-turn message (a finding, a diagnosis) is kept.
 * - **Claims outrun by a change** (checkOutrun): a claim of success made after a check ran in the same
 *   turn ("All 410 tests pass"), when that check's later runs ended failing, or when it never ran
 *   again although a file was edited after the claim: the claim no longer describes the session's end.
 */
import { isEditTool } from "../agents/tool-kinds.js";
import { isClaim } from "../capture/claim-evidence.js";
import { roleSteps, strongestStep } from "../capture/command-role.js";
import { shapeOf } from "../capture/command-shape.js";
import { type ActivityEvent, isInterrupted } from "../capture/events.js";
import { type SaidText, wordCount } from "./excerpts.js";

/** A mid-turn message shorter than this many words is a working note (see the module comment). */
export const NOTE_WORDS = 10;
/** A mid-turn message shorter than this many words that ends in a colon is a working note. */
export const ANNOUNCE_WORDS = 40;

/** Sorted times of the main thread's prompts and tool calls. */
function mainTimes(events: readonly ActivityEvent[]): { prompts: string[]; tools: string[] } {
  const prompts: string[] = [];
  const tools: string[] = [];
  for (const e of events) {
    if (e.agentId !== null) continue;
    if (e.kind === "prompt") prompts.push(e.ts);
    else if (e.kind === "tool") tools.push(e.ts);
  }
  return { prompts: prompts.sort(), tools: tools.sort() };
}

/** Index of the first of the sorted `times` that is ≥ ts (or > ts when `strict`). */
function firstFrom(times: readonly string[], ts: string, strict: boolean): number {
  let lo = 0;
  let hi = times.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const t = times[mid] as string;
    if (t < ts || (strict && t === ts)) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** True when the main thread called a tool at or after `ts` and before the next prompt after it. */
function saidMidTurn(ts: string, times: { prompts: string[]; tools: string[] }): boolean {
  const nextPrompt = times.prompts[firstFrom(times.prompts, ts, true)];
  const nextTool = times.tools[firstFrom(times.tools, ts, false)];
  return nextTool !== undefined && (nextPrompt === undefined || nextTool < nextPrompt);
}

/** True for a message that announces what comes next: its last non-blank character is a colon. */
const announces = (text: string) => /[:：]\s*$/u.test(text);

/**
 * `said` without Claude's working notes (see the module comment); typed prompts and everything said at
 * the end of a turn are kept. `events`: the session's events in time order.
 */
export function withoutWorkingNotes(said: readonly SaidText[], events: readonly ActivityEvent[]): SaidText[] {
  if (!said.some((s) => s.role === "assistant")) return [...said];
  const times = mainTimes(events);
  return said.filter((s) => {
    if (s.role !== "assistant" || !saidMidTurn(s.ts, times)) return true;
    const words = wordCount(s.text);
    return words >= NOTE_WORDS && (words >= ANNOUNCE_WORDS || !announces(s.text));
  });
}

/** One run of a check command: when, which check (program and subcommand), its outcome. */
export interface CheckRun {
  ts: string;
  key: string;
  ok: boolean;
}

/** What checkOutrun reads of a session, built once per session (see sessionChecks). */
export interface SessionChecks {
  /** Runs of check commands (any thread), time order. */
  runs: CheckRun[];
  /** Times of successful edits (any thread), time order. */
  edits: string[];
  /** Times of the main thread's prompts, sorted. */
  prompts: string[];
}

/** The check runs, edits and prompts of `events` (time order). */
export function sessionChecks(events: readonly ActivityEvent[]): SessionChecks {
  const runs: CheckRun[] = [];
  const edits: string[] = [];
  const prompts: string[] = [];
  for (const e of events) {
    if (e.kind === "prompt" && e.agentId === null) prompts.push(e.ts);
    if (e.kind !== "tool" || e.ok === null || isInterrupted(e)) continue;
    if (isEditTool(e.tool) && e.ok) edits.push(e.ts);
    if (!e.command) continue;
    const step = strongestStep(roleSteps(e.command));
    if (step?.role !== "check") continue;
    const key = shapeOf(step.step).action?.program ?? step.step.split(/\s+/)[0] ?? step.step;
    runs.push({ ts: e.ts, key, ok: e.ok });
  }
  return { runs, edits, prompts: prompts.sort() };
}

/**
 * True when a claim said at `ts` would be outrun (see checkOutrun), whatever its words: a check passed
 * earlier in the same turn, and that check's runs after `ts` ended failing, or it never ran again
 * although a file was edited after `ts`. Read once per message, so that its sentences are read only then.
 */
export function outrunAt(ts: string, checks: SessionChecks): boolean {
  if (checks.runs.length === 0) return false;
  const turnStart = checks.prompts[firstFrom(checks.prompts, ts, true) - 1] ?? "";
  const before = checks.runs.findLast((r) => r.ts <= ts);
  if (before === undefined || !before.ok || before.ts < turnStart) return false;
  const last = checks.runs.findLast((r) => r.key === before.key && r.ts > ts);
  if (last !== undefined) return !last.ok;
  return checks.edits.some((t) => t > ts);
}

/**
 * True when `sentence`, said at `ts`, claims an outcome (core/capture/claim-evidence `isClaim`, in
 * any of its languages) and outrunAt(ts) holds.
 */
export function checkOutrun(sentence: string, ts: string, checks: SessionChecks): boolean {
  return outrunAt(ts, checks) && isClaim(sentence);
}
