/**
 * Gotcha: a program read one of the command's options as a file name — a Windows switch given to a
 * POSIX program (`dir /s /b` in Git Bash runs GNU `dir`: "dir: cannot access '/s'"), or a flag the
 * program does not take in that place. The evidence is structural, not the message's language: a
 * diagnostic line of the program (`<program>: …`) quotes, as a whole, a word of the command that is an
 * option (`/s`, `/b`, `-la`), and the line does not call it an option (then the program knew it was one).
 * It is read from a failed command's error line, and from a passing command's output (a pipe to
 * `head` hides the exit status) through the event's `misread:` note. One `bug_note` per program and
 * session. Pure; does not redact (callers do).
 */
import { isCommandTool } from "../agents/tool-kinds.js";
import { clip } from "../common/text.js";
import { displayCommand, programName } from "./command-shape.js";
import type { ActivityEvent } from "./events.js";
import type { MemoryDraft } from "./memory-draft.js";

export const MISREAD_MARK = "misread: ";

/** An option word: a Windows switch (`/s`, `/A:H`) or a dash flag (`-la`, `--all`). */
const OPTION = /^(?:\/[A-Za-z?][\w:]{0,3}|--?[A-Za-z][\w-]*)$/;
/** A line that names the thing as an option (then the program did read it as one). */
const CALLS_IT_OPTION = /option|Option|opci[oó]n|选项|オプション/;
/** `<program>: … '<word>' …` or `<program>: <word>: …` (the program's own diagnostic, quotes of any locale). */
const DIAGNOSTIC = /^\s*([\w.-]+): (?:.*?['‘"„“«]([^'’"“”»\s]+)['’"“”»]|([^\s:'"]+): )/;

/** The options of `command` that a diagnostic line of its program quotes as a file (see the module comment). */
export function misreadOptions(
  command: string,
  text: string,
): { program: string; options: string[]; line: string } | null {
  const words = new Set(
    displayCommand(command)
      .split(/\s+/)
      .filter((w) => OPTION.test(w)),
  );
  if (words.size === 0) return null;
  let found: { program: string; options: string[]; line: string } | null = null;
  for (const raw of text.split("\n").slice(0, 40)) {
    const m = DIAGNOSTIC.exec(raw);
    const word = m?.[2] ?? m?.[3];
    if (!m || !word || CALLS_IT_OPTION.test(raw) || !words.has(word)) continue;
    const program = programName(m[1] as string);
    found ??= { program, options: [], line: clip(raw.trim(), 200) };
    if (found.program === program && !found.options.includes(word)) found.options.push(word);
  }
  return found;
}

/** `misread: <line>` for a passing command's output with such a diagnostic, else null. */
export function misreadNote(command: string, output: string): string | null {
  const found = misreadOptions(command, output);
  return found ? `${MISREAD_MARK}${found.options.join(" ")} :: ${found.line}` : null;
}

/** The options and line of a `misread:` note, or null. */
function fromNote(detail: string | null): { program: string; options: string[]; line: string } | null {
  const m = detail?.startsWith(MISREAD_MARK) ? /^misread: (.+?) :: (([\w.-]+): .*)$/.exec(detail) : null;
  return m
    ? { program: programName(m[3] as string), options: (m[1] as string).split(" "), line: m[2] as string }
    : null;
}

const isShell = (e: ActivityEvent): e is ActivityEvent & { command: string } =>
  e.kind === "tool" && isCommandTool(e.tool) && !!e.command;

/** Bug notes for options a program read as file names (see the module comment). */
export function optionAsPathMemories(events: readonly ActivityEvent[]): MemoryDraft[] {
  const byProgram = new Map<string, MemoryDraft>();
  for (const e of events) {
    if (!isShell(e)) continue;
    const found = e.ok === false && e.error ? misreadOptions(e.command, e.error) : fromNote(e.detail);
    const key = found ? `gotcha:option-as-path:${e.sessionId}:${found.program}` : "";
    if (!found || byProgram.has(key)) continue;
    const options = found.options.map((o) => `\`${o}\``).join(", ");
    byProgram.set(key, {
      type: "bug_note",
      title: clip(
        `\`${found.program}\` here takes ${options} as ${found.options.length > 1 ? "arguments (file names)" : "an argument (a file name)"}, not as ${found.options.length > 1 ? "options" : "an option"}: ${found.line}`,
        300,
      ),
      body: clip(
        `\`${clip(displayCommand(e.command), 300)}\` printed: ${found.line}\nThe \`${found.program}\` this shell runs is not the one whose options those are (a Windows switch given to a POSIX program, or a flag it does not take): use its own options or another tool.`,
        1000,
      ),
      files: [],
      tags: ["gotcha", "option-as-path", found.program],
      dedupeKey: key,
      sessionId: e.sessionId,
      toolUseId: e.toolUseId,
      event: e.event,
    });
  }
  return [...byProgram.values()];
}
