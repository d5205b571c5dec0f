/**
 * Capture rule for a check left failing: the last run of a test, build, lint, typecheck or format
 * step (core/capture/command-kind) in the session failed, and Claude's text right after that run (the
 * same thread, no tool call between: core/capture/failure-reading, or a finding) explained it. The
 * follow-up keeps the check, what the failed run reported (its tally or error line) and that reading,
 * attributed to Claude — what a next session must still fix, with the cause as Claude saw it. The
 * structure is the order of events, not their words: a closing sentence that only announces the next
 * tool call (it ends in a colon, `:` or `：`) is dropped from the reading. Pure; one pass over the
 * events plus a bounded look ahead per check kind.
 */
import { isCommandTool } from "../agents/tool-kinds.js";
import { clip } from "../common/text.js";
import { findingKey } from "../memories/dedupe-key.js";
import { type CommandKind, classifyCommand } from "./command-kind.js";
import { shapeOf } from "./command-shape.js";
import type { ActivityEvent } from "./events.js";
import { READING_MARK } from "./failure-reading.js";
import type { MemoryDraft } from "./memory-draft.js";

/** Events looked at after the failed run for Claude's reading (other threads' events are skipped). */
const LOOK_AHEAD = 8;
/** Shortest reading kept, in characters (an ideograph or kana counts twice: it carries about a word). */
const MIN_READING = 20;
const WIDE = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/g;
const weight = (s: string) => s.length + (s.match(WIDE)?.length ?? 0);

const isShell = (e: ActivityEvent) =>
  e.kind === "tool" && e.tool !== null && isCommandTool(e.tool) && !!e.command;

/**
 * The reading in `detail` without a closing sentence that announces a tool call (ends in `:`/`：`),
 * or null when less than MIN_READING characters remain.
 */
export function readingOf(detail: string): string | null {
  const text = detail.startsWith(READING_MARK) ? detail.slice(READING_MARK.length) : detail;
  const parts = text.split(/(?<=[.!?])\s+|(?<=[。！？])\s*/).filter((s) => s.trim() !== "");
  while (parts.length > 0 && /[:：]\s*$/.test(parts.at(-1) ?? "")) parts.pop();
  const kept = parts.join(" ").trim();
  return weight(kept) < MIN_READING ? null : kept;
}

/** Claude's reading right after `events[at]`: the next event of its thread, when it is assistant text. */
function readingAfter(events: readonly ActivityEvent[], at: number): string | null {
  const failed = events[at] as ActivityEvent;
  for (const e of events.slice(at + 1, at + 1 + LOOK_AHEAD)) {
    if (e.agentId !== failed.agentId) continue;
    return e.kind === "assistant" && e.detail ? readingOf(e.detail) : null;
  }
  return null;
}

/** What the failed run reported: its tally (`4 failed, 31 passed`), else its first error line, else its exit. */
function reported(e: ActivityEvent): string {
  const tally = /^tally: (.+)$/m.exec(e.detail ?? "")?.[1];
  return tally ?? (e.error ? clip(e.error, 120) : `exit ${e.exitCode ?? "non-zero"}`);
}

/** Follow-ups for checks whose last run in the session failed and that Claude explained (module comment). */
export function checkLeftFailingMemories(events: readonly ActivityEvent[]): MemoryDraft[] {
  const last = new Map<CommandKind, number>();
  for (const [i, e] of events.entries()) {
    if (!isShell(e)) continue;
    const kind = classifyCommand(e.command as string);
    if (kind !== null) last.set(kind, i);
  }
  const drafts: MemoryDraft[] = [];
  for (const [kind, i] of last) {
    const e = events[i] as ActivityEvent;
    if (e.ok !== false) continue;
    const reading = readingAfter(events, i);
    if (reading === null) continue;
    const command = clip(shapeOf(e.command as string).display.split("\n")[0] ?? "", 160);
    drafts.push({
      type: "todo",
      title: clip(
        `\`${command}\` still failed at its last run (${reported(e)}); Claude's reading: ${reading}`,
        300,
      ),
      body: [
        `The last ${kind} run of the session failed and was not run again.`,
        ...(e.error ? [`Error: ${clip(e.error, 300)}`] : []),
        `Claude's reading right after it (unverified): ${clip(reading, 600)}`,
      ].join("\n"),
      files: [],
      tags: ["left-failing", kind],
      dedupeKey: findingKey(e.sessionId, `left failing: ${kind}`),
      sessionId: e.sessionId,
      toolUseId: e.toolUseId,
      event: e.event,
    });
  }
  return drafts;
}
