/**
 * Gotcha: the calling shell expanded a `$name` that was meant for another program. A command hands
 * code to a second interpreter in a double-quoted argument (`powershell.exe -Command "… $_.Name …"`,
 * `ssh host "cat $HOME/x"`, `sh -c "…"`), and POSIX shells substitute `$name` inside double quotes
 * (POSIX.1-2017, Shell Command Language §2.2.3 "Double-Quotes") before that program runs. The
 * evidence is structural and does not depend on the program or the error's language: the command
 * failed, its error quotes the text that followed `$name` (`.Name`) with something else in place of
 * `$name` (`'extglob.Name'`, `'/x'`), and nowhere quotes `$name` itself. One `bug_note` per variable
 * and program per session, with the error, the failed command and the usual ways around it. Pure.
 */
import { isCommandTool } from "../agents/tool-kinds.js";
import { clip } from "../common/text.js";
import { displayCommand, programName } from "./command-shape.js";
import { type ActivityEvent, isInterrupted } from "./events.js";
import type { MemoryDraft } from "./memory-draft.js";

/** Flags whose value is code for the program (`-c`, `-e`, `-Command`, `--command`, `--eval`). */
const CODE_FLAG = /^(?:-c|-e|-Command|-command|--command|--eval|-Code)$/;
/** Programs whose arguments after the host are a remote command (`ssh host "…"`). */
const REMOTE = /^(?:ssh|docker|kubectl|podman)$/;
/** `$name` or `${name}` and what follows it up to a quote, a space or another `$`. */
const VARIABLE = /\$(?:\{(\w+)\}|(\w+|_))([^\s"'`$]*)/g;

interface Expansion {
  variable: string;
  /** What the error shows in the variable's place ("" when it expanded to nothing). */
  became: string;
  program: string;
}

const isShell = (e: ActivityEvent): e is ActivityEvent & { command: string } =>
  e.kind === "tool" && isCommandTool(e.tool) && !!e.command;

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The double-quoted arguments of `command` that are code for another program: the value of a code
 * flag, or what follows the host of a remote command. Each with the program that runs it.
 */
function codeArguments(command: string): { program: string; code: string }[] {
  const found: { program: string; code: string }[] = [];
  const re = /(\S+)\s+"((?:[^"\\]|\\.)*)"/g;
  const first = programName(displayCommand(command).split(/\s+/)[0] ?? "");
  for (let m = re.exec(command); m !== null; m = re.exec(command)) {
    const before = m[1] as string;
    if (CODE_FLAG.test(before) || (REMOTE.test(first) && !before.startsWith("-")))
      found.push({ program: first, code: m[2] as string });
  }
  return found;
}

/** The `$name` the calling shell replaced, read from the error (see the module comment), or null. */
export function expandedVariable(command: string, error: string): Expansion | null {
  for (const { program, code } of codeArguments(command)) {
    for (const m of code.matchAll(VARIABLE)) {
      const variable = m[1] ?? (m[2] as string);
      const rest = m[3] as string;
      // the text after `$name` must say something: `.Name`, `/src/app`, not `)` or `;`
      if (!/^[./:-]?[A-Za-z]\w{2,}/.test(rest)) continue;
      if (error.includes(`$${variable}`)) continue;
      const shown = new RegExp(`(^|[\\s'"\`(:])([\\w.-]*?)${escaped(rest)}(?![\\w])`).exec(error);
      if (shown) return { variable, became: shown[2] as string, program };
    }
  }
  return null;
}

/** Bug notes for variables the calling shell expanded in another program's code (see the module comment). */
export function expandedVariableMemories(events: readonly ActivityEvent[]): MemoryDraft[] {
  const byKey = new Map<string, MemoryDraft>();
  for (const e of events) {
    if (!isShell(e) || e.ok !== false || e.error === null || !e.command.includes("$") || isInterrupted(e))
      continue;
    const found = expandedVariable(e.command, e.error);
    if (found === null) continue;
    const key = `gotcha:shell-expansion:${e.sessionId}:${found.program}:$${found.variable}`;
    if (byKey.has(key)) continue;
    const shell = e.tool === "Bash" ? "the Bash tool's shell (bash)" : "the calling shell";
    const became = found.became === "" ? "nothing" : `\`${found.became}\``;
    byKey.set(key, {
      type: "bug_note",
      title: clip(
        `\`$${found.variable}\` inside a double-quoted ${found.program} argument is expanded by ${shell} before ${found.program} runs (it became ${became}): escape it as \`\\$${found.variable}\` or single-quote the argument`,
        300,
      ),
      body: clip(
        `\`${clip(displayCommand(e.command), 400)}\` failed: ${e.error}\nThe error shows ${became} where the command had \`$${found.variable}\`: the shell substituted the variable inside double quotes. Escape the dollar sign, single-quote the code, or put it in a script file and run that.`,
        1000,
      ),
      files: [],
      tags: ["gotcha", "shell-expansion", found.program],
      dedupeKey: key,
      sessionId: e.sessionId,
      toolUseId: e.toolUseId,
      event: e.event,
    });
  }
  return [...byKey.values()];
}
