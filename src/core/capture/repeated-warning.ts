/**
 * Capture rule for a warning printed again and again: the same warning line (core/capture/warned-note)
 * in the output of at least MIN_REPEATS passing shell commands of a session (the stderr banner of every
 * `ssh` call, a package manager's complaint about its config on every install), or at least
 * MIN_REPEATS times in one output the user pasted into a prompt (a linter's `WRN` once per entry of
 * its ignore file). Lines are compared in a general form: colour codes dropped, digits and the values
 * of `key=value` fields made general. The repetition is the structure: no program or message is named
 * here. The note quotes the line, says how often and where, and that the commands still passed, so a
 * next session neither chases it as the cause of a failure nor is surprised by it. Pure; one pass over the
 * events.
 */
import { isCommandTool } from "../agents/tool-kinds.js";
import { clip } from "../common/text.js";
import { observedFactKey } from "../memories/dedupe-key.js";
import { shapeOf } from "./command-shape.js";
import type { ActivityEvent } from "./events.js";
import type { MemoryDraft } from "./memory-draft.js";
import { isWarningLine, warnedLines } from "./warned-note.js";

/** Passing commands (or lines of one pasted output) that must repeat a warning before it is kept. */
const MIN_REPEATS = 3;
/** Notes kept per session: the most repeated warning only (more would crowd the context pack). */
const MAX_NOTES = 1;
/** ANSI colour and style codes (ECMA-48 SGR), as terminals print them and users paste them. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the escape character is what is matched
const SGR = /\u001b\[[\d;]*m/g;

const isShell = (e: ActivityEvent) =>
  e.kind === "tool" && e.tool !== null && isCommandTool(e.tool) && !!e.command;

/** A warning line in the form repeats are compared by (module comment). */
const general = (line: string) =>
  line.replace(/=\S+/g, "=…").replace(/\d+/g, "#").replace(/\s+/g, " ").trim();

interface Seen {
  line: string;
  count: number;
  /** The passing commands that printed it; empty for a pasted output. */
  runs: ActivityEvent[];
  first: ActivityEvent;
}

/** The one program (first word) every run shares (`ssh`), else null. */
function oneProgram(runs: readonly ActivityEvent[]): string | null {
  const programs = new Set(runs.map((r) => shapeOf(r.command as string).action?.program.split(" ")[0]));
  const [only] = programs;
  return programs.size === 1 && only ? only : null;
}

/** Notes for warnings repeated across a session's passing commands or in a pasted output (module comment). */
export function repeatedWarningMemories(events: readonly ActivityEvent[]): MemoryDraft[] {
  const seen = new Map<string, Seen>();
  for (const e of events) {
    if (e.kind === "prompt" && e.detail) pastedWarnings(e, e.detail, seen);
    if (!isShell(e) || e.ok !== true) continue;
    for (const line of warnedLines(e.detail)) {
      const key = `run:${general(line)}`;
      const s = seen.get(key) ?? { line, count: 0, runs: [], first: e };
      if (s.runs.at(-1) !== e) {
        s.runs.push(e);
        s.count += 1;
      }
      seen.set(key, s);
    }
  }
  return [...seen.entries()]
    .filter(([, s]) => s.count >= MIN_REPEATS)
    .sort((a, b) => b[1].count - a[1].count)
    .slice(0, MAX_NOTES)
    .map(([key, s]) => warningDraft(key, s));
}

/** Counts the warning lines of one pasted output (a prompt) by their general form. */
function pastedWarnings(e: ActivityEvent, text: string, seen: Map<string, Seen>): void {
  const counts = new Map<string, { line: string; count: number }>();
  for (const raw of text.split("\n")) {
    const line = raw.replace(SGR, "").trim();
    if (!isWarningLine(line)) continue;
    const key = general(line);
    const c = counts.get(key) ?? { line, count: 0 };
    c.count += 1;
    counts.set(key, c);
  }
  for (const [key, c] of counts)
    if (c.count >= MIN_REPEATS)
      seen.set(`paste:${key}`, { line: c.line, count: c.count, runs: [], first: e });
}

function warningDraft(key: string, { line, count, runs, first }: Seen): MemoryDraft {
  const shown = clip(line, 200);
  let title: string;
  let body: string;
  if (runs.length === 0) {
    title = `A pasted output repeats the same warning ${count} times: ${shown}`;
    body = `The user pasted a program's output in which this warning appears ${count} times, the lines differing only in their values (${first.ts.slice(0, 10)}).`;
  } else {
    const program = oneProgram(runs);
    const example = clip(shapeOf(first.command as string).display.split("\n")[0] ?? "", 160);
    title = program
      ? `\`${program}\` printed the same warning in ${count} passing runs: ${shown}`
      : `${count} passing commands printed the same warning: ${shown}`;
    body = `The same warning was printed by ${count} commands of the session that exited 0 (first: \`${example}\`): it is not what makes a command fail.`;
  }
  return {
    type: "bug_note",
    title: clip(title, 300),
    body,
    files: [],
    tags: ["repeated-warning"],
    dedupeKey: observedFactKey(`warning:${key.slice(key.indexOf(":") + 1, 181)}`),
    sessionId: first.sessionId,
    toolUseId: first.toolUseId,
    event: first.event,
  };
}
