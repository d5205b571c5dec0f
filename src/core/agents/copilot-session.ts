/**
 * A Copilot CLI session's `events.jsonl` (`$COPILOT_HOME/session-state/<id>/events.jsonl`, one
 * `{type, data, id, timestamp, parentId}` record a line; verified against Copilot CLI 1.0.102,
 * docs/agents/copilot.md "Transcript") as the activity events transcript import records — the same
 * events live capture makes from Copilot's hooks (core/agents/copilot.ts, tool-activity.ts): the user's
 * prompts (`user.message.content`), each tool call (`tool.execution_start` paired with its
 * `tool.execution_complete` by `toolCallId`): shell commands with `shellExecution.exitCode`, file edits
 * from `fileEdits` (absolute paths; else the patch text), failures with their error line; and the last
 * `assistant.message.content` as the session's final answer. Records of a subagent (`agentId`) are
 * left out, as its hooks are. Texts are redacted and clipped (`safeText`); no tool output is kept but
 * one error line. Pure.
 */
import { type ActivityEvent, activityEvent } from "../capture/events.js";
import { selfDeletingDetail } from "../capture/tool-detail.js";
import { firstErrorLine, safeText } from "../transcript/text.js";
import { obj, str } from "./agent-event.js";
import type { AgentSession } from "./agent-session.js";
import { copilot } from "./copilot.js";

export interface CopilotEventRecord {
  type: string;
  timestamp: string | null;
  data: Record<string, unknown>;
}

export type CopilotSession = AgentSession;

/** One events.jsonl line parsed, or null when it is not a JSON object with a string `type`. */
export function parseCopilotEventLine(line: string): CopilotEventRecord | null {
  let v: unknown;
  try {
    v = JSON.parse(line);
  } catch {
    return null; // a line cut by a partial write
  }
  const r = obj(v);
  const type = str(r.type);
  return type ? { type, timestamp: str(r.timestamp), data: obj(r.data) } : null;
}

/** Copilot's session files are `events.jsonl` inside `session-state/<session id>/`. */
export const isCopilotEventsPath = (path: string): boolean =>
  /(^|[\\/])session-state[\\/][^\\/]+[\\/]events\.jsonl$/.test(path);

const SHELL_TRAILER = /<shellId: [^>]*? completed with exit code -?\d+>/g;

function toolEvent(
  base: { sessionId: string; ts: string; event: string; cwd: string | null },
  start: Record<string, unknown>,
  done: Record<string, unknown>,
): ActivityEvent | null {
  const name = str(start.toolName);
  if (!name) return null;
  const args = start.arguments;
  const kind = copilot.toolKind(name);
  const command = kind === "command" ? str(obj(args).command) : null;
  const exit = obj(done.shellExecution).exitCode;
  const exitCode = typeof exit === "number" && Number.isInteger(exit) ? exit : null;
  const ok = exitCode !== null ? exitCode === 0 : done.success !== false;
  const edits = Array.isArray(done.fileEdits) ? done.fileEdits.map((f) => str(obj(f).path)) : [];
  // the hook adapter reads paths from the arguments (patch text, `path`) the same way
  const parsed = copilot.parse("postToolUse", {
    sessionId: base.sessionId,
    cwd: base.cwd ?? "/",
    toolName: name,
    toolArgs: args,
  });
  const named = parsed?.type === "tool_use" ? parsed.tool.files : [];
  const files = [...new Set([...edits.filter((f): f is string => f !== null), ...named])].slice(0, 64);
  const text = String(obj(done.result).content ?? "");
  const error = ok
    ? null
    : (str(obj(done.error).message) ??
      str(done.error) ??
      firstErrorLine(text.replace(SHELL_TRAILER, "")) ??
      (exitCode !== null ? `Exit code ${exitCode}` : "failed"));
  return activityEvent({
    ...base,
    kind: "tool",
    tool: kind === "edit" ? "Edit" : kind === "command" ? "Bash" : name,
    toolUseId: str(done.toolCallId),
    files: files.map((f) => safeText(f, 1024)),
    command: command ? safeText(command, 2000) : null,
    ok,
    exitCode,
    error: error ? safeText(error, 500) : null,
    detail: kind === "edit" && ok ? selfDeletingDetail(args) : null,
  });
}

/** The session an events.jsonl describes, or null without a `session.start` id. */
export function copilotSession(records: readonly CopilotEventRecord[]): CopilotSession | null {
  const start = records.find((r) => r.type === "session.start")?.data;
  const sessionId = str(start?.sessionId);
  if (!start || !sessionId) return null;
  const cwd = str(obj(start.context).cwd);
  const out: CopilotSession = {
    sessionId,
    cwd,
    startedAt: str(start.startTime),
    events: [],
    lastAssistantMessage: null,
    lastAssistantAt: null,
  };
  const started = new Map<string, Record<string, unknown>>();
  for (const r of records) {
    if (str(r.data.agentId)) continue;
    const ts = r.timestamp ?? out.startedAt ?? "";
    const base = { sessionId, ts, event: "import", cwd };
    if (r.type === "user.message") {
      const text = str(r.data.content)?.trim();
      if (text) out.events.push(activityEvent({ ...base, kind: "prompt", detail: safeText(text, 4000) }));
    } else if (r.type === "tool.execution_start") {
      const id = str(r.data.toolCallId);
      if (id) started.set(id, r.data);
    } else if (r.type === "tool.execution_complete") {
      const begun = started.get(str(r.data.toolCallId) ?? "");
      const e = begun ? toolEvent(base, begun, r.data) : null;
      if (e) out.events.push(e);
    } else if (r.type === "assistant.message") {
      const text = str(r.data.content)?.trim();
      if (text) {
        out.lastAssistantMessage = safeText(text, 4000);
        out.lastAssistantAt = ts;
      }
    }
  }
  return out;
}

/** JSON with object keys sorted, so two parses of the same arguments compare equal. */
function stableJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(stableJson).join(",")}]`;
  if (typeof v === "object" && v !== null)
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${stableJson((v as Record<string, unknown>)[k])}`)
      .join(",")}}`;
  return JSON.stringify(v) ?? "null";
}

/**
 * The `toolCallId` of the call a postToolUse / postToolUseFailure hook reports, which its payload lacks:
 * Copilot writes `tool.execution_start` (name, arguments, id) before the call's hooks run and
 * `tool.execution_complete` after them (docs/agents/copilot.md "Transcript"), so it is the one started,
 * not yet completed call of `toolName` with these arguments among `records` (a tail of events.jsonl).
 * A hook process that starts late (a loaded machine) may read the file after the call's completion was
 * written: then it is the newest started call, when that one has these name and arguments and no other
 * started call has them. Null when there is none, or several alike (parallel identical calls: no id
 * rather than a shared one).
 */
export function pendingToolCallId(
  records: readonly CopilotEventRecord[],
  toolName: string,
  args: unknown,
): string | null {
  const done = new Set(
    records.filter((r) => r.type === "tool.execution_complete").map((r) => str(r.data.toolCallId)),
  );
  const key = stableJson(args ?? null);
  const started = records.filter((r) => r.type === "tool.execution_start");
  const alike = started
    .filter((r) => str(r.data.toolName) === toolName && stableJson(r.data.arguments ?? null) === key)
    .map((r) => str(r.data.toolCallId))
    .filter((id): id is string => id !== null);
  const pending = alike.filter((id) => !done.has(id));
  if (pending.length === 1) return pending[0] as string;
  if (pending.length > 1 || alike.length !== 1) return null;
  const newest = str(started.at(-1)?.data.toolCallId);
  return newest === alike[0] ? newest : null;
}

/**
 * Whether `records` already reach the agentStop that is reading them: a `hook.start` record of hookType
 * `agentStop` after the newest `user.message`. Copilot CLI 1.0.102 logs each hook's start in events.jsonl
 * before the hook's process reads the file, but the write may not be on disk yet when the hook reads it (seen
 * under load: the turn's last `assistant.message` missing). A file that logs no hook at all (older versions)
 * counts as caught up: there is nothing to wait for.
 */
export function reachesAgentStop(records: readonly CopilotEventRecord[]): boolean {
  if (!records.some((r) => r.type === "hook.start")) return true;
  for (let i = records.length - 1; i >= 0; i--) {
    const r = records[i] as CopilotEventRecord;
    if (r.type === "hook.start" && r.data.hookType === "agentStop") return true;
    if (r.type === "user.message") return false;
  }
  return false;
}

/** The newest `assistant.message` text of the main agent among `records` (agentStop's payload has none), else null. */
export function lastAssistantText(records: readonly CopilotEventRecord[]): string | null {
  for (let i = records.length - 1; i >= 0; i--) {
    const r = records[i] as CopilotEventRecord;
    if (r.type !== "assistant.message" || str(r.data.agentId)) continue;
    const text = str(r.data.content)?.trim();
    if (text) return text;
  }
  return null;
}
