/**
 * Turns a PostToolUse / PostToolUseFailure payload into one compact, redacted event: tool, file
 * paths, command, exit status and the first error line. Never the tool's output. Hand-checked
 * (typeof) rather than zod because this runs on every tool call; the spool drain validates with zod.
 */

import { firstErrorLine } from "../core/capture/error-line.js";
import type { ActivityEventInput } from "../core/capture/events.js";
import { redact } from "../core/redact/redact.js";
import type { HookPayload } from "./types.js";

const str = (v: unknown): string | null => (typeof v === "string" && v !== "" ? v : null);
const obj = (v: unknown): Record<string, unknown> =>
  typeof v === "object" && v !== null ? (v as Record<string, unknown>) : {};
const clip = (s: string, n: number) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/** Paths a tool call names: Write/Edit/Read inputs, MultiEdit edits, and (2.1.330+) Bash's bashEditDiff. */
export function filesOf(input: Record<string, unknown>, response: Record<string, unknown> = {}): string[] {
  const files: string[] = [];
  const diff = obj(response.bashEditDiff).changedFiles;
  if (Array.isArray(diff)) for (const f of diff) if (typeof f === "string") files.push(f);
  for (const key of ["file_path", "notebook_path", "path"]) {
    const v = str(input[key]);
    if (v) files.push(v);
  }
  if (Array.isArray(input.edits)) {
    for (const e of input.edits) {
      const f = str(obj(e).file_path);
      if (f && !files.includes(f)) files.push(f);
    }
  }
  return files.slice(0, 64);
}

export function toolEvent(p: HookPayload, now: Date): ActivityEventInput | null {
  const sessionId = str(p.session_id);
  const tool = str(p.tool_name);
  if (!sessionId || !tool) return null;
  const input = obj(p.tool_input);
  const failed = p.hook_event_name === "PostToolUseFailure";
  const response = obj(p.tool_response);
  const command = str(input.command);
  let exitCode: number | null = null;
  let error: string | null = null;
  if (failed) {
    const e = str(p.error) ?? "";
    exitCode = Number(e.match(/^Exit code (\d+)/)?.[1] ?? Number.NaN);
    if (Number.isNaN(exitCode)) exitCode = null;
    error = firstErrorLine(e);
  } else if (command) {
    exitCode =
      typeof response.exitCode === "number" ? response.exitCode : response.interrupted === true ? null : 0;
  }
  if (p.is_interrupt === true) error = error ?? "interrupted";
  return {
    sessionId,
    ts: now.toISOString(),
    kind: "tool",
    event: failed ? "PostToolUseFailure" : "PostToolUse",
    tool,
    toolUseId: str(p.tool_use_id),
    files: filesOf(input, response).map(redact),
    command: command ? clip(redact(command), 2000) : null,
    ok: !failed,
    exitCode,
    error: error ? redact(error) : null,
    detail: null,
    cwd: str(p.cwd),
    agentId: str(p.agent_id),
  };
}
