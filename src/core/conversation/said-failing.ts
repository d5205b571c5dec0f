/**
 * What Claude said while a command was failing, once a later run of the same command passed: it
 * describes a failure the session then got past ("the hook is failing on pre-existing issues only",
 * "the build breaks on X"), so it is not kept as what is true. Read from the order and outcomes of the
 * session's commands, never from the words said. Pure.
 *
 * A command is known by the programs of its steps (core/capture/command-shape.ts `shapeOf`: `git
 * commit`, `npm run`, `mix test`), looking commands (`ls`, `git status`) left out. A failed run counts
 * for the program of its last step (in `a && b` the last step that ran is the one that failed); a run
 * that passed counts for the programs of all its steps.
 *
 * **Carried out later** (withoutCarriedOut): the section of an excerpt that proposes a command in a fenced block
 * ("Fix: ```ssh host "svc stop && svc disable"```") which a command of a later turn ran with success
 * (every term of the proposed line, at least CARRIED_TERMS of them, is in that command) describes a
 * problem and a fix the session then applied: what it calls open is closed. The section runs from its
 * Markdown heading (else the excerpt's start) to the end of that block; the rest of the excerpt stays.
 */
import { roleSteps } from "../capture/command-role.js";
import { shapeOf } from "../capture/command-shape.js";
import { type ActivityEvent, isInterrupted } from "../capture/events.js";
import { subjectTerms } from "./said-supersede.js";

/** One run: when, in which turn (prompts before it), the programs it passed, or the one it failed. */
export interface Run {
  ts: string;
  turn: number;
  ok: boolean;
  programs: string[];
  /** The command's terms (core/conversation/said-supersede.ts `subjectTerms`), for a run that passed. */
  terms: Set<string>;
}

/** The runs of the main thread's commands of `events` (time order), with their turns. */
export function commandRuns(events: readonly ActivityEvent[]): Run[] {
  const runs: Run[] = [];
  let turn = 0;
  for (const e of events) {
    if (e.agentId !== null) continue;
    if (e.kind === "prompt") turn++;
    if (e.kind !== "tool" || !e.command || e.ok === null || isInterrupted(e)) continue;
    const programs = roleSteps(e.command)
      .filter((s) => s.role !== "look")
      .map((s) => shapeOf(s.step).action?.program ?? s.step.split(/\s+/)[0] ?? "")
      .filter((p) => p !== "");
    if (programs.length === 0) continue;
    const terms = e.ok ? subjectTerms(e.command) : new Set<string>();
    runs.push({ ts: e.ts, turn, ok: e.ok, programs: e.ok ? programs : programs.slice(-1), terms });
  }
  return runs;
}

/**
 * True when a message said at `ts` in turn `turn` (the main thread's prompts at or before it) was said
 * while a command was failing: the last run before it was in the same turn and failed, and a later
 * run of that program passed.
 */
export function saidWhileFailing(ts: string, turn: number, runs: readonly Run[]): boolean {
  const before = runs.findLast((r) => r.ts <= ts);
  if (before === undefined || before.ok || before.turn !== turn) return false;
  const program = before.programs[0] as string;
  return runs.some((r) => r.ts > ts && r.ok && r.programs.includes(program));
}

/** A proposed command line must have at least this many terms to be recognised in a later run. */
export const CARRIED_TERMS = 3;

/**
 * `text`, said at `ts` in turn `turn`, without the sections that propose a command a later turn ran
 * with success: from the section's heading (a Markdown heading line, else the excerpt's start) to the
 * end of the fenced block that holds the command. The rest is returned as it is.
 */
export function withoutCarriedOut(text: string, ts: string, turn: number, runs: readonly Run[]): string {
  if (!text.includes("```") && !text.includes("~~~")) return text;
  const later = runs.filter((r) => r.ok && r.ts > ts && r.turn > turn);
  if (later.length === 0) return text;
  const lines = text.split("\n");
  const drop = new Set<number>();
  let section = 0;
  let open = -1;
  let ran = false;
  lines.forEach((line, i) => {
    const fence = /^\s*(?:```|~~~)/.test(line);
    if (open < 0 && !fence && /^\s*#{1,6}\s/.test(line)) section = i;
    if (fence && open < 0) {
      open = i;
      ran = false;
    } else if (fence) {
      if (ran) for (let j = section; j <= i; j++) drop.add(j);
      open = -1;
    } else if (open >= 0 && !ran) ran = carriedOut(line, later);
  });
  return drop.size === 0 ? text : lines.filter((_, i) => !drop.has(i)).join("\n");
}

/** True when every term of the command `line` (at least CARRIED_TERMS) is in one of the `later` runs. */
function carriedOut(line: string, later: readonly Run[]): boolean {
  const terms = [...subjectTerms(line.replace(/^\s*[$>#]\s+/, ""))];
  return terms.length >= CARRIED_TERMS && later.some((r) => terms.every((t) => r.terms.has(t)));
}
