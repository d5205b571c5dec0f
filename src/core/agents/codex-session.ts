/**
 * A Codex rollout as the activity events transcript import records (the same events live capture makes
 * from Codex hooks, core/agents/tool-activity.ts): the user's prompts (`UserMessage` items), shell commands
 * with their exit codes (`CommandExecution`), file edits (`FileChange`, absolute paths), and the turn's
 * final answer (`task_complete.last_agent_message`). Record shapes: docs/agents/codex.md "Transcript"
 * (codex-cli 0.169.0). Texts are redacted and clipped (`safeText`); no tool output is kept but one error line. Pure.
 */
import { type ActivityEvent, activityEvent } from "../capture/events.js";
import { selfDeletingOf } from "../capture/tool-detail.js";
import { firstErrorLine, safeText } from "../transcript/text.js";
import { obj, str } from "./agent-event.js";
import type { AgentSession } from "./agent-session.js";
import { completedItem, type RolloutRecord } from "./codex-rollout.js";

export type CodexRolloutSession = AgentSession;

/** The shell command of a `CommandExecution` argv (`["/bin/bash", "-lc", "npm test"]` → `npm test`). */
function commandText(argv: unknown): string | null {
  if (typeof argv === "string") return argv;
  if (!Array.isArray(argv) || !argv.every((a) => typeof a === "string")) return null;
  const i = argv.findIndex((a) => a === "-lc" || a === "-c");
  return i >= 0 && argv[i + 1] !== undefined ? (argv[i + 1] as string) : argv.join(" ");
}

function itemEvent(
  sessionId: string,
  ts: string,
  item: Record<string, unknown>,
  cwd: string | null,
): ActivityEvent | null {
  const base = { sessionId, ts, event: "import", cwd, toolUseId: str(item.id) };
  if (item.type === "UserMessage") {
    const parts = Array.isArray(item.content) ? item.content : [];
    const text = parts
      .map((p) => str(obj(p).text) ?? "")
      .join("\n")
      .trim();
    return text
      ? activityEvent({ ...base, kind: "prompt", toolUseId: null, detail: safeText(text, 4000) })
      : null;
  }
  if (item.type === "CommandExecution") {
    const command = commandText(item.command);
    if (!command) return null;
    const exitCode =
      typeof item.exit_code === "number" && Number.isInteger(item.exit_code) ? item.exit_code : null;
    const ok = exitCode === null ? item.status === "completed" : exitCode === 0;
    const output = typeof item.aggregated_output === "string" ? item.aggregated_output : "";
    const error = ok
      ? null
      : (firstErrorLine(output) ?? (exitCode !== null ? `Exit code ${exitCode}` : null));
    return activityEvent({
      ...base,
      kind: "tool",
      tool: "Bash",
      command: safeText(command, 2000),
      ok,
      exitCode,
      error: error ? safeText(error, 500) : null,
    });
  }
  if (item.type === "FileChange") {
    const changes = obj(item.changes);
    const files = Object.entries(changes).flatMap(([path, c]) => [path, str(obj(c).move_path)]);
    const paths = [...new Set(files.filter((f): f is string => f !== null))].slice(0, 64);
    if (paths.length === 0) return null;
    const added = Object.entries(changes).flatMap(([path, c]) => {
      const change = obj(c);
      return change.type === "add" && typeof change.content === "string"
        ? [{ path, content: change.content }]
        : [];
    });
    return activityEvent({
      ...base,
      kind: "tool",
      tool: "Edit",
      files: paths.map((p) => safeText(p, 1024)),
      ok: item.status === undefined || item.status === "completed",
      detail: selfDeletingOf(added),
    });
  }
  return null;
}

/**
 * A rollout read one record at a time (import streams the file: memory bounded by the events kept, not
 * the file's size). Records before `session_meta` (Codex writes it first) wait until it arrives.
 */
export class CodexRolloutReader {
  private out: CodexRolloutSession | null = null;
  private early: RolloutRecord[] = [];

  add(r: RolloutRecord): void {
    if (this.out === null) {
      if (r.type !== "session_meta") {
        if (this.early.length < 10_000) this.early.push(r);
        return;
      }
      const sessionId = str(r.payload.id) ?? str(r.payload.session_id);
      if (!sessionId) return;
      const start = str(r.payload.timestamp);
      this.out = {
        sessionId,
        cwd: str(r.payload.cwd),
        startedAt: start,
        events: [],
        lastAssistantMessage: null,
        lastAssistantAt: null,
      };
      const early = this.early;
      this.early = [];
      for (const e of early) this.record(this.out, e);
    }
    this.record(this.out, r);
  }

  /** The session read so far, or null without a `session_meta` id. */
  session(): CodexRolloutSession | null {
    return this.out;
  }

  private record(out: CodexRolloutSession, r: RolloutRecord): void {
    const ts = r.timestamp ?? out.startedAt ?? "";
    if (r.type === "event_msg" && r.payload.type === "task_complete") {
      const last = str(r.payload.last_agent_message);
      if (last) {
        out.lastAssistantMessage = safeText(last, 4000);
        out.lastAssistantAt = ts;
      }
      return;
    }
    const item = completedItem(r);
    const e = item ? itemEvent(out.sessionId, ts, item, out.cwd) : null;
    if (e) out.events.push(e);
  }
}

/** The session a rollout's records describe, or null without a `session_meta` id. */
export function codexRolloutSession(records: readonly RolloutRecord[]): CodexRolloutSession | null {
  const reader = new CodexRolloutReader();
  for (const r of records) reader.add(r);
  return reader.session();
}
