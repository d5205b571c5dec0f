/**
 * What a tool call touched (files, command) and how it ended (ok, exit code, first error line),
 * from the tool_use input and the tool_result / toolUseResult. Never returns raw tool output:
 * only one error line survives, and for a passing shell command the short note capture keeps
 * (a pull request offered, the files `git status` listed: core/capture/tool-detail `outputNote`)
 * or a read manifest's scripts and dependency versions (core/capture/manifest-note). The one normaliser for both sources of a tool call: transcript
 * import (tool_use + tool_result) and the PostToolUse / PostToolUseFailure hooks (tool_input +
 * tool_response / error). Pure; does not redact (callers do).
 */
import { isCommandTool } from "../agents/tool-kinds.js";
import { agentReportDetail } from "../capture/agent-report.js";
import { backgroundDetail } from "../capture/background.js";
import { checkTally, TALLY } from "../capture/check-tally.js";
import { INTERRUPTED } from "../capture/interrupted.js";
import { manifestNote, withoutLineNumbers } from "../capture/manifest-note.js";
import { answersDetail, outputNote, toolDetail } from "../capture/tool-detail.js";
import { firstErrorLine, leadingExitCode } from "./text.js";

export { INTERRUPTED };

const PATH_KEYS = ["file_path", "notebook_path", "path"] as const;

export interface ToolUseSummary {
  /** Paths from input `file_path` / `notebook_path` / `path` and MultiEdit `edits[].file_path`. */
  files: string[];
  /** Shell command for Bash / PowerShell, else null. */
  command: string | null;
  /** Todo list, task or plan text of TodoWrite / TaskCreate / TaskUpdate / ExitPlanMode (core/capture/tool-detail), else null. */
  detail: string | null;
}

/** Files and command named by a tool_use input. */
export function summarizeToolUse(name: string, input: Readonly<Record<string, unknown>>): ToolUseSummary {
  const files = new Set<string>();
  for (const key of PATH_KEYS) {
    const value = input[key];
    if (typeof value === "string" && value.length > 0) files.add(value);
  }
  const edits = input.edits;
  if (Array.isArray(edits)) {
    for (const edit of edits) {
      const p =
        typeof edit === "object" && edit !== null ? (edit as { file_path?: unknown }).file_path : null;
      if (typeof p === "string" && p.length > 0) files.add(p);
    }
  }
  const command = isCommandTool(name) && typeof input.command === "string" ? input.command : null;
  if (command !== null) for (const f of writtenByShell(command)) files.add(f);
  return { files: [...files], command, detail: toolDetail(name, input) };
}

/** A step that writes text it holds into a file: `cat > f <<EOF`, `echo … > f`, `printf … >> f`, `… | tee [-a] f`. */
const WRITER = /^(?:cat|echo|printf)\b[^>]*?(?:^|\s)>>?\s*(\S+)|^tee\s+(?:-a\s+)?(\S+)/;

/**
 * Files a shell command writes with content it carries (a heredoc, echo/printf, tee), read from its
 * first line only (a heredoc body or an inline script follows it), quoted paths unquoted; never a
 * device (`/dev/null`). Other redirects (`npm test > log`) are output, not a change.
 */
export function writtenByShell(command: string): string[] {
  const quoted: string[] = [];
  const first = (command.split("\n")[0] ?? "").replace(/"((?:[^"\\]|\\.)*)"|'([^']*)'/g, (_, d, q) => {
    quoted.push((d ?? q) as string);
    return `\uE000${quoted.length - 1}\uE000`;
  });
  const out: string[] = [];
  for (const step of first.split(/&&|\|\||;|\|/)) {
    const m = WRITER.exec(step.trim());
    const raw = m?.[1] ?? m?.[2];
    if (!raw) continue;
    const path = raw.replace(/\uE000(\d+)\uE000/g, (_, i) => quoted[Number(i)] ?? "");
    if (path !== "" && !path.startsWith("/dev/") && !path.startsWith("&")) out.push(path);
  }
  return out;
}

export interface ToolOutcome {
  ok: boolean;
  exitCode: number | null;
  /** First meaningful error line (unredacted, unclipped) when the call failed, else null. */
  error: string | null;
  /** Files a shell command changed, from 2.1.x `toolUseResult.bashEditDiff.changedFiles`. */
  changedFiles: string[];
  /** The user's answers to an AskUserQuestion call (core/capture/tool-detail), else null. */
  answers: string | null;
  /** What a passing shell command's output says that capture keeps (core/capture/tool-detail `outputNote`), else null. */
  note: string | null;
  /** What the user said when rejecting the call ("…the user said:\n<text>"), else null. */
  feedback: string | null;
  /** The user said no at the permission prompt (the call never ran). */
  rejected: boolean;
}

/** Claude Code's text for a call the user rejected or interrupted (tool_result content or PostToolUseFailure `error`). */
const STOPPED_BY_USER =
  /^\s*(?:Error: )?(?:The user doesn't want to (?:proceed with this tool use|take this action)|\[Request interrupted by user)/;
const USER_SAID = /the user said:\s*\n([\s\S]+)$/;

/** Text of a tool_result `content` (string, or text blocks joined by "\n"). For error lines only. */
export function resultText(content: unknown): string {
  if (typeof content === "string") return content;
  if (!Array.isArray(content)) return "";
  return content
    .map((b) => (typeof b === "object" && b !== null ? (b as { text?: unknown }).text : undefined))
    .filter((t): t is string => typeof t === "string")
    .join("\n");
}

/**
 * Outcome of one tool call. ok = !is_error; for shells also false when an exit code ≠ 0 or
 * `interrupted` is reported. Exit code: "Exit code N" leading the error text or the string
 * `toolUseResult`, a numeric `toolUseResult.exitCode`, else 0 for a clean shell success (no
 * `returnCodeInterpretation`, not backgrounded, not interrupted: Claude Code reports every other
 * non-zero exit as an error), else null. A call the user rejected or interrupted has `ok: false`, no
 * exit code, the error INTERRUPTED and, when the user typed one, their `feedback`.
 */
export function toolOutcome(
  name: string,
  result: { content?: unknown; is_error?: boolean | undefined },
  toolUseResult: unknown,
  command: string | null = null,
  files: readonly string[] = [],
): ToolOutcome {
  const isShell = isCommandTool(name);
  const text = resultText(result.content);
  const tur = typeof toolUseResult === "object" && toolUseResult !== null ? toolUseResult : null;
  const field = (key: string): unknown => (tur === null ? undefined : (tur as Record<string, unknown>)[key]);
  let ok = result.is_error !== true;
  let exitCode: number | null = null;
  if (isShell) {
    const fromField = field("exitCode");
    exitCode =
      leadingExitCode(text) ??
      (typeof toolUseResult === "string" ? leadingExitCode(toolUseResult) : null) ??
      (typeof fromField === "number" && Number.isInteger(fromField) ? fromField : null);
    const interrupted = field("interrupted") === true;
    const clean = field("returnCodeInterpretation") === undefined && field("backgroundTaskId") === undefined;
    if (exitCode === null && ok && tur !== null && !interrupted && clean) exitCode = 0;
    if ((exitCode !== null && exitCode !== 0) || interrupted) ok = false;
  }
  const errorSource = text.length > 0 ? text : typeof toolUseResult === "string" ? toolUseResult : "";
  if (!ok && STOPPED_BY_USER.test(errorSource)) {
    const said = USER_SAID.exec(errorSource)?.[1]?.trim() ?? null;
    const rejected = /doesn't want to/.test(errorSource);
    return { ...stopped, feedback: said === "" ? null : said, rejected };
  }
  const error = ok
    ? null
    : (firstErrorLine(errorSource) ?? (isShell && exitCode !== null ? `Exit code ${exitCode}` : null));
  return {
    ok,
    exitCode,
    error,
    changedFiles: changedFiles(field("bashEditDiff")),
    answers: ok ? answersDetail(name, tur) : null,
    note: !ok
      ? isShell
        ? tallyNote(errorSource)
        : null
      : isShell && typeof field("backgroundTaskId") === "string"
        ? backgroundDetail(field("backgroundTaskId") as string)
        : isShell && command !== null
          ? outputNote(command, outputText(text, field("stdout")))
          : name === "Read" && files[0] !== undefined
            ? manifestNote(files[0], readText(text, field("file")))
            : agentReportDetail(tur),
    feedback: null,
    rejected: false,
  };
}

/**
 * The detail a tool event keeps (not redacted): the call's own (todo list, task, plan), else the
 * user's answers or the output note; for a call the user stopped, what they said (`user said: …`),
 * else `rejected` when they said no at the permission prompt.
 */
export function toolEventDetail(own: string | null, outcome: ToolOutcome): string | null {
  if (outcome.error === INTERRUPTED) {
    if (outcome.feedback !== null) return `user said: ${outcome.feedback}`;
    return outcome.rejected ? "rejected" : own;
  }
  return own ?? outcome.answers ?? outcome.note;
}

const stopped: ToolOutcome = {
  ok: false,
  exitCode: null,
  error: INTERRUPTED,
  changedFiles: [],
  answers: null,
  note: null,
  feedback: null,
  rejected: false,
};

/** A failing shell call's test counts (core/capture/check-tally) as `tally: 4 failed, 31 passed`, else null. */
function tallyNote(output: string): string | null {
  const tally = checkTally(output);
  return tally ? `${TALLY}${tally}` : null;
}

/** A passing shell call's output: the tool_result text (import), else `tool_response.stdout` (hooks). */
function outputText(text: string, stdout: unknown): string {
  return text.length > 0 ? text : typeof stdout === "string" ? stdout : "";
}

/** A Read call's file text: `toolUseResult.file.content` (both sources), else the result without line numbers. */
function readText(text: string, file: unknown): string {
  const content =
    typeof file === "object" && file !== null ? (file as { content?: unknown }).content : undefined;
  return typeof content === "string" ? content : withoutLineNumbers(text);
}

function changedFiles(diff: unknown): string[] {
  if (typeof diff !== "object" || diff === null) return [];
  const list = (diff as { changedFiles?: unknown }).changedFiles;
  return Array.isArray(list) ? list.filter((p): p is string => typeof p === "string" && p.length > 0) : [];
}
