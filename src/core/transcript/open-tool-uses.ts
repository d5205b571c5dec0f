/**
 * tool_use ↔ tool_result pairing for the session builder: a call is kept open until its result
 * arrives; a closed call becomes a tool event's fields (redacted), and the main thread's calls that
 * do work and never got a result become `NO_RESULT` events (core/capture/unfinished-call). Pure.
 */

import { isEditTool } from "../agents/tool-kinds.js";
import { commandRole } from "../capture/command-role.js";
import type { ActivityEvent } from "../capture/events.js";
import { NO_RESULT, noResultId } from "../capture/unfinished-call.js";
import { importEvent } from "./event-shape.js";
import type { RecordContext } from "./record-context.js";
import { pickToolUse } from "./record-pick.js";
import { clip, type SafeTextMemo, safeText } from "./text.js";
import { summarizeToolUse, type ToolUseSummary, toolEventDetail, type toolOutcome } from "./tool-call.js";
import type { PendingToolUse } from "./types.js";

/** A call waiting for its result, with what summarizeToolUse read from its input. */
export interface OpenToolUse extends PendingToolUse, ToolUseSummary {
  cwd: string | null;
}

/** What toolOutcome read from a call's result. */
export type ToolOutcome = ReturnType<typeof toolOutcome>;

/** A tool call that changes something: an edit, or a shell command that is not a look (core/capture/command-role). */
export function doesWork(tool: string, command: string | null): boolean {
  if (isEditTool(tool)) return true;
  return command !== null && commandRole(command) !== "look";
}

/** The open call a tool_use block starts, or null when the block is not a well-formed tool_use. */
export function openToolUse(block: unknown, ctx: RecordContext): OpenToolUse | null {
  const use = pickToolUse(block);
  if (use === null) return null;
  const { id, name, input } = use;
  const { files, command, detail } = summarizeToolUse(name, input);
  const ts = ctx.record.timestamp ?? null;
  const cwd = ctx.record.cwd ?? null;
  return { toolUseId: id, tool: name, ts, agentId: ctx.agentId, files, command, detail, cwd };
}

/** A closed call, redacted: its files (≤ 1,024 chars each), command (≤ 2,000), error (≤ 500), raw detail. */
export interface ClosedToolUse {
  files: string[];
  command: string | null;
  error: string | null;
  detail: string | null;
}

/** Redacts what a closed call keeps; paths go through `memo`. */
export function closeToolUse(use: OpenToolUse, outcome: ToolOutcome, memo: SafeTextMemo): ClosedToolUse {
  const files = [...new Set([...use.files, ...outcome.changedFiles])].map((f) => memo.path(f));
  const command = use.command === null ? null : safeText(use.command, 2000);
  const error = outcome.error === null ? null : safeText(outcome.error, 500);
  return { files, command, error, detail: toolEventDetail(use.detail, outcome) };
}

/** The tool event's fields of a closed call (detail ≤ 4,000 chars, files ≤ 64). */
export function toolEventFields(
  ts: string | undefined,
  use: OpenToolUse,
  closed: ClosedToolUse,
  outcome: ToolOutcome,
): Partial<ActivityEvent> & Pick<ActivityEvent, "kind"> {
  return {
    ts,
    kind: "tool",
    tool: clip(use.tool, 128),
    toolUseId: clip(use.toolUseId, 128),
    files: closed.files.slice(0, 64),
    command: closed.command,
    ok: outcome.ok,
    exitCode: outcome.exitCode,
    error: closed.error,
    detail: closed.detail === null ? null : safeText(closed.detail, 4000),
  };
}

/**
 * The main thread's calls that do work and got no result, made after every other event of the
 * session (its transcript ends on them): core/capture/unfinished-call reads them as an unfinished step.
 */
export function unansweredCalls(
  sessionId: string,
  open: Iterable<OpenToolUse>,
  events: readonly ActivityEvent[],
  memo: SafeTextMemo,
): ActivityEvent[] {
  const lastTs = events.reduce((m, e) => (e.agentId === null && e.ts > m ? e.ts : m), "");
  const out: ActivityEvent[] = [];
  for (const use of open) {
    if (use.agentId !== null || use.ts === null || use.ts < lastTs || !doesWork(use.tool, use.command))
      continue;
    const e = importEvent(
      sessionId,
      use.ts,
      use.cwd ? memo.cwd(use.cwd) : null,
      {
        kind: "tool",
        tool: use.tool,
        toolUseId: noResultId(use.toolUseId),
        files: use.files.map((f) => memo.path(f)),
        command: use.command === null ? null : safeText(use.command, 2000),
        detail: NO_RESULT,
      },
      null,
    );
    if (e !== null) out.push(e);
  }
  return out;
}
