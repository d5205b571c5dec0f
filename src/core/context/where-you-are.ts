/**
 * "Where you are": a session's current task, plan, done / next, files in play and last failing check,
 * read from its own events — the newest user request, the last todo list (TodoWrite) and task tools
 * (TaskCreate / TaskUpdate), edits, check commands (build / test / lint / typecheck, capture/command-kind)
 * and the latest compaction summary Claude Code wrote (its "Pending Tasks", "Current Work" and "Next
 * Step" sections, capture/compact-summary.ts), less the pending work and next step a later commit or
 * completed task closed (capture/closed-later.ts). Injected first after a compaction, when the
 * conversation itself was just replaced by a summary. Pure.
 */
import { isEditTool } from "../agents/tool-kinds.js";
import { notClosedLater } from "../capture/closed-later.js";
import { classifyCommand } from "../capture/command-kind.js";
import {
  COMPACT_SUMMARY_MARK,
  condenseCompactSummary,
  parseCompactSummary,
} from "../capture/compact-summary.js";
import type { ActivityEvent } from "../capture/events.js";
import {
  finalTodos,
  isBareSlashCommand,
  isMachinePrompt,
  isYesNoQuestion,
  type TodoItem,
} from "../capture/session-sources.js";
import { isTaskNotification } from "../capture/summary.js";
import { clip, oneLine } from "../common/text.js";

export interface Position {
  /** The newest request the user typed, or the summary's current work when none came after it. */
  task: string | null;
  /** The todo list as it stands (TodoWrite, TaskCreate / TaskUpdate), or the summary's pending tasks. */
  plan: TodoItem[];
  /** The todo in progress, else the first pending one, else the summary's next step. */
  next: string | null;
  /** Files edited, most recent first (at most FILES). */
  files: string[];
  /** The newest check command whose last run failed, and how. */
  failing: { command: string; exitCode: number | null; error: string | null } | null;
  /** When the latest compaction summary was recorded (ISO-8601), if there is one. */
  summaryAt: string | null;
}

const FILES = 8;

/** A prompt that states what to do (not a machine turn, a bare slash command or a yes/no question). */
function isRequest(text: string): boolean {
  return (
    !isMachinePrompt(text) &&
    !isTaskNotification(text) &&
    !isBareSlashCommand(text) &&
    !/^\s*\/compact\b/.test(text) &&
    !isYesNoQuestion(text)
  );
}

/** The newest check (by its command) whose last outcome failed. */
function lastFailingCheck(events: readonly ActivityEvent[]): Position["failing"] {
  const last = new Map<string, ActivityEvent>();
  for (const e of events) {
    if (e.kind !== "tool" || !e.command || e.ok === null || classifyCommand(e.command) === null) continue;
    last.delete(e.command);
    last.set(e.command, e);
  }
  const failed = [...last.values()].filter((e) => e.ok === false).at(-1);
  return failed?.command ? { command: failed.command, exitCode: failed.exitCode, error: failed.error } : null;
}

function editedFiles(events: readonly ActivityEvent[]): string[] {
  const out: string[] = [];
  for (const e of [...events].reverse()) {
    if (e.kind !== "tool" || e.ok !== true || !isEditTool(e.tool)) continue;
    for (const f of e.files) if (!out.includes(f)) out.push(f);
    if (out.length >= FILES) break;
  }
  return out.slice(0, FILES);
}

/** The session's position from its events (oldest first). */
export function positionFrom(events: readonly ActivityEvent[]): Position {
  const at = events.findLastIndex(
    (e) => e.kind === "compact" && !!e.detail?.startsWith(COMPACT_SUMMARY_MARK),
  );
  const compact = at >= 0 ? events[at] : undefined;
  const summary = compact?.detail ? parseCompactSummary(compact.detail) : null;
  const after = events.slice(at + 1);
  const prompt = [...after]
    .reverse()
    .find((e) => e.kind === "prompt" && e.detail !== null && isRequest(e.detail));
  const todos = finalTodos(events);
  // the summary's pending work and next step, less what a commit or a completed task closed after it
  const seenAt = compact?.ts ?? "";
  const pending = notClosedLater(summary?.pending ?? [], seenAt, events);
  const nextStep = summary?.nextStep ? (notClosedLater([summary.nextStep], seenAt, events)[0] ?? null) : null;
  const plan: TodoItem[] = todos.length > 0 ? todos : pending.map((p) => ({ content: p, status: "pending" }));
  const open =
    todos.find((t) => t.status === "in_progress") ?? todos.find((t) => t.status !== "completed") ?? null;
  return {
    task: prompt?.detail ? oneLine(prompt.detail) : (summary?.currentWork ?? null),
    plan,
    next: open?.content ?? nextStep,
    files: editedFiles(events),
    failing: lastFailingCheck(events),
    summaryAt: compact?.ts ?? null,
  };
}

/** True when there is nothing to say. */
export function isEmptyPosition(p: Position): boolean {
  return (
    p.task === null && p.plan.length === 0 && p.next === null && p.failing === null && p.files.length === 0
  );
}

const MARK: Record<string, string> = { completed: "x", in_progress: ">", pending: " " };

/**
 * The position as pack lines, most useful first (the pack drops lines from the end when the cap is
 * reached): task, next step, plan, last failing check, files in play. Each line is one item.
 */
export function positionLines(p: Position): { id: string; line: string }[] {
  const lines: { id: string; line: string }[] = [];
  if (p.task) lines.push({ id: "task", line: `- Task: ${clip(p.task, 400)}` });
  if (p.next) lines.push({ id: "next", line: `- Next step: ${clip(oneLine(p.next), 300)}` });
  if (p.plan.length > 0) {
    const done = p.plan.filter((t) => t.status === "completed").length;
    const steps = p.plan
      .slice(0, 12)
      .map((t) => `[${MARK[t.status] ?? " "}] ${clip(oneLine(t.content), 120)}`)
      .join("; ");
    lines.push({ id: "plan", line: `- Plan (${done}/${p.plan.length} done): ${steps}` });
  }
  if (p.failing) {
    const exit = p.failing.exitCode !== null ? ` (exit ${p.failing.exitCode})` : "";
    const why = p.failing.error ? ` — ${clip(oneLine(p.failing.error), 200)}` : "";
    lines.push({
      id: "failing",
      line: `- Last failing check: \`${clip(oneLine(p.failing.command), 160)}\`${exit}${why}`,
    });
  }
  if (p.files.length > 0) lines.push({ id: "files", line: `- Files in play: ${p.files.join(", ")}` });
  return lines;
}

/**
 * Claude Code's PostCompact `compact_summary` (the model's answer verbatim) as the detail of a compact
 * event: `<analysis>…</analysis>` dropped, `<summary>` unwrapped, its sections condensed
 * (capture/compact-summary.ts `condenseCompactSummary`); a summary without those sections is kept, on
 * one line, as its "Current Work". Null when nothing is left. Does not redact (the spool does).
 */
export function compactSummaryDetail(raw: string): string | null {
  const text = raw
    .replace(/<analysis>[\s\S]*?(?:<\/analysis>|$)/gi, "")
    .replace(/<\/?summary>/gi, "")
    .trim();
  if (text === "") return null;
  return (
    condenseCompactSummary(text) ?? `${COMPACT_SUMMARY_MARK}\nCurrent Work:\n${clip(oneLine(text), 600)}`
  );
}
