/**
 * Codex CLI rollout records (`$CODEX_HOME/sessions/YYYY/MM/DD/rollout-<ts>-<session id>.jsonl`, one
 * `{timestamp, ordinal?, type, payload}` object a line; verified against codex-cli 0.169.0,
 * docs/agents/codex.md "Transcript"). A shell call's outcome is only here: the `event_msg` record
 * `{type: "item_completed", item: {type: "CommandExecution", id: <call id>, exit_code, status}}`
 * (its PostToolUse payload carries the output text alone). Pure.
 */
import { obj, str } from "./agent-event.js";

export interface RolloutRecord {
  timestamp: string | null;
  type: string;
  payload: Record<string, unknown>;
}

/** One rollout line parsed, or null when it is not a JSON object with a string `type`. */
export function parseRolloutLine(line: string): RolloutRecord | null {
  let v: unknown;
  try {
    v = JSON.parse(line);
  } catch {
    return null; // a line cut by a tail read, or a partial write
  }
  const r = obj(v);
  const type = str(r.type);
  return type ? { timestamp: str(r.timestamp), type, payload: obj(r.payload) } : null;
}

/** The completed item of an `event_msg/item_completed` record, else null. */
export function completedItem(r: RolloutRecord): Record<string, unknown> | null {
  if (r.type !== "event_msg" || r.payload.type !== "item_completed") return null;
  const item = obj(r.payload.item);
  return str(item.type) ? item : null;
}

/** Exit code and status of the `CommandExecution` item with id `callId` among `lines` (newest wins), else null. */
export function commandOutcome(
  lines: readonly string[],
  callId: string,
): { exitCode: number | null; ok: boolean } | null {
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i] ?? "";
    if (!line.includes(callId)) continue;
    const rec = parseRolloutLine(line);
    const item = rec ? completedItem(rec) : null;
    if (item?.type !== "CommandExecution" || item.id !== callId) continue;
    const code =
      typeof item.exit_code === "number" && Number.isInteger(item.exit_code) ? item.exit_code : null;
    return { exitCode: code, ok: code === null ? item.status === "completed" : code === 0 };
  }
  return null;
}
