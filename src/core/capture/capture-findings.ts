/**
 * Capture rule for findings (core/capture/finding): a finding Claude stated becomes a bug note only
 * when Claude then acted on it in the same turn — a file edit, or a shell command that passed and
 * changes something (not `ls`, `grep`, `git status` …) — so musings that led nowhere are not kept —
 * and the first test/build/lint/typecheck run after that action, if any, did not fail (a diagnosis
 * the next check disproves would mislead). A finding that explained a failure whose command (the same
 * program and subcommand) passed after the action is titled as resolved: its call to action ("we need
 * to rewrite that commit") was carried out, and shown bare it would send a next session to redo it.
 * The note carries the finding in Claude's words, the failure that preceded it (command and error
 * line) and what was done after, which gives `cairn recall` / search its topic words (the tool, the
 * file, the error). Pure.
 */
import { isCommandTool, isEditTool } from "../agents/tool-kinds.js";
import { clip } from "../common/text.js";
import { findingKey } from "../memories/dedupe-key.js";
import { classifyCommand } from "./command-kind.js";
import { shapeOf } from "./command-shape.js";
import type { ActivityEvent } from "./events.js";
import { isReading } from "./failure-reading.js";
import type { MemoryDraft } from "./memory-draft.js";

/** Shell programs that only look: running one is not acting on a finding. */
const LOOKING =
  /^(?:ls|cat|head|tail|grep|rg|find|fd|pwd|echo|which|wc|tree|stat|file|sed -n|git (?:status|log|diff|show|ls-files|branch|remote|blame|grep)|bd (?:show|list|ready))\b/;
/** Events of the same turn searched for the action that follows a finding. */
const TURN_WINDOW = 40;

const isShell = (e: ActivityEvent) =>
  e.kind === "tool" && e.tool !== null && isCommandTool(e.tool) && !!e.command;

/**
 * An event that acts: a successful edit with files, or a passing shell command that neither looks
 * nor checks (a test, build or lint run verifies; it does not act on the finding).
 */
function acts(e: ActivityEvent): boolean {
  if (e.kind !== "tool" || e.ok !== true || e.tool === null) return false;
  if (isEditTool(e.tool)) return e.files.length > 0;
  if (!isShell(e)) return false;
  const shown = shapeOf(e.command as string).display;
  return shown !== "" && !LOOKING.test(shown) && classifyCommand(shown) === null;
}

const short = (path: string) => path.split("/").slice(-2).join("/");
/** A command as a note quotes it: display form, first line, cut before a heredoc or `$(…)`, ≤ 100 chars. */
const quoted = (command: string) => {
  const line = shapeOf(command).display.split("\n")[0] ?? "";
  const cut = line.search(/\s(?:-m\s+)?["']?\$\(|\s<</);
  return `\`${clip(cut > 0 ? `${line.slice(0, cut)} …` : line, 100)}\``;
};

/**
 * The command that passed, after `from`, as the same action (program and subcommand: `git push`,
 * `cargo build`) as the failure a finding explained, or null: the finding's call to action was carried out.
 */
function passedLater(
  events: readonly ActivityEvent[],
  from: number,
  failed: ActivityEvent,
  mine: (n: ActivityEvent) => boolean,
): string | null {
  const action = failed.command ? shapeOf(failed.command).action?.program : undefined;
  if (!action) return null;
  const pass = events
    .slice(from + 1)
    .find(
      (n) =>
        mine(n) && isShell(n) && n.ok === true && shapeOf(n.command as string).action?.program === action,
    );
  return pass?.command ?? null;
}

/**
 * Bug notes from `assistant` finding events that were acted on (see the module comment). Findings
 * that led to the same action (two messages before one `git add -f`) make one note.
 */
export function findingMemories(events: readonly ActivityEvent[]): MemoryDraft[] {
  const byAction = new Map<ActivityEvent, MemoryDraft>();
  for (const [i, e] of events.entries()) {
    if (e.kind !== "assistant" || !e.detail || isReading(e)) continue;
    const mine = (n: ActivityEvent) => n.agentId === e.agentId;
    const turn: ActivityEvent[] = [];
    for (const n of events.slice(i + 1, i + 1 + TURN_WINDOW)) {
      if (n.kind === "prompt") break;
      if (mine(n)) turn.push(n);
    }
    const action = turn.find(acts);
    if (!action) continue;
    // a diagnosis the next check disproves (the build or tests still fail) is not kept
    const check = turn
      .slice(turn.indexOf(action) + 1)
      .find((n) => isShell(n) && n.ok !== null && classifyCommand(n.command as string) !== null);
    if (check?.ok === false) continue;
    const merged = byAction.get(action);
    if (merged) {
      merged.body = `${clip(e.detail, 400)}\n${merged.body}`;
      continue;
    }
    const before = events
      .slice(Math.max(0, i - TURN_WINDOW), i)
      .reverse()
      .find((n) => n.kind === "tool" && mine(n));
    const failed =
      before?.ok === false && before.error
        ? ` after ${before.command ? quoted(before.command) : before.tool} failed: ${clip(before.error, 300)}`
        : "";
    const edited = [
      ...new Set(turn.slice(0, turn.indexOf(action) + 1).flatMap((n) => (acts(n) ? n.files : []))),
    ];
    const did = action.command
      ? `ran ${quoted(action.command)}`
      : `edited ${edited.slice(0, 6).map(short).join(", ")}`;
    const program = action.command ? (shapeOf(action.command).action?.program.split(" ")[0] ?? null) : null;
    const closed = before?.ok === false ? passedLater(events, events.indexOf(action), before, mine) : null;
    byAction.set(action, {
      type: "bug_note",
      // what the finding called for was done: the failure it explained passed later
      title: clip(
        closed ? `Resolved in the session (${quoted(closed)} passed after it): ${e.detail}` : e.detail,
        300,
      ),
      body: `Found by Claude while working${failed}. Then it ${did}.`,
      files: edited.slice(0, 12),
      tags: ["finding", ...(closed ? ["resolved"] : []), ...(program ? [program] : [])],
      dedupeKey: findingKey(e.sessionId, e.detail),
      sessionId: e.sessionId,
      toolUseId: action.toolUseId,
      event: e.event,
    });
  }
  return [...byAction.values()];
}
