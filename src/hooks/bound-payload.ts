/**
 * The one input-limit check at the hook boundary, for every event: each field Cairn reads from a
 * payload is bounded, and an over-long value is truncated with a marker (never dropped), so a 10 MB
 * `session_id` cannot reach the store or the spool. Ids keep a hash of the full value after the
 * marker, so two long ids that share a prefix stay distinct. Returns what was cut, for the hook log.
 * No dependencies: it runs on every PostToolUse.
 */
import type { HookPayload } from "./types.js";

/** Identifiers: session, tool use, agent, prompt ids, tool and agent type names. */
export const MAX_ID_CHARS = 128;
/** Working directory and transcript path (Linux PATH_MAX). */
export const MAX_PATH_CHARS = 4096;
/** A file path a tool names (the activity event stores at most this many characters per file). */
export const MAX_FILE_CHARS = 1024;
/** Free text: prompt, last assistant message, Bash command, error (stored far shorter after redaction). */
export const MAX_TEXT_CHARS = 100_000;

export const TRUNCATION_MARKER = "…[truncated]";

export interface Truncation {
  field: string;
  chars: number;
}

/** 32-bit FNV-1a of a string, 8 hex digits (http://www.isthe.com/chongo/tech/comp/fnv/). */
function fnv1a(s: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(16).padStart(8, "0");
}

export function truncateId(s: string, max = MAX_ID_CHARS): string {
  return s.length <= max ? s : `${s.slice(0, max - 9)}…${fnv1a(s)}`;
}

export function truncateText(s: string, max: number): string {
  return s.length <= max ? s : `${s.slice(0, max - TRUNCATION_MARKER.length)}${TRUNCATION_MARKER}`;
}

const IDS = [
  "session_id",
  "tool_use_id",
  "agent_id",
  "prompt_id",
  "tool_name",
  "agent_type",
  "hook_event_name",
];
const PATHS = ["cwd", "transcript_path"];
const TEXTS = ["prompt", "last_assistant_message", "error"];
const FILE_KEYS = ["file_path", "notebook_path", "path"];

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null;

/** Bounds the payload's fields in place; returns the fields that were cut (with their original length). */
export function boundPayload(p: HookPayload): Truncation[] {
  const cut: Truncation[] = [];
  const bound = (
    o: Record<string, unknown>,
    key: string,
    field: string,
    f: (s: string) => string,
    max: number,
  ) => {
    const v = o[key];
    if (typeof v === "string" && v.length > max) {
      cut.push({ field, chars: v.length });
      o[key] = f(v);
    }
  };
  for (const k of IDS) bound(p, k, k, (s) => truncateId(s), MAX_ID_CHARS);
  for (const k of PATHS) bound(p, k, k, (s) => truncateText(s, MAX_PATH_CHARS), MAX_PATH_CHARS);
  for (const k of TEXTS) bound(p, k, k, (s) => truncateText(s, MAX_TEXT_CHARS), MAX_TEXT_CHARS);
  const file = (s: string) => truncateText(s, MAX_FILE_CHARS);
  const input = p.tool_input;
  if (isObj(input)) {
    bound(input, "command", "tool_input.command", (s) => truncateText(s, MAX_TEXT_CHARS), MAX_TEXT_CHARS);
    for (const k of FILE_KEYS) bound(input, k, `tool_input.${k}`, file, MAX_FILE_CHARS);
    if (Array.isArray(input.edits))
      for (const e of input.edits)
        if (isObj(e)) bound(e, "file_path", "tool_input.edits.file_path", file, MAX_FILE_CHARS);
  }
  const diff = isObj(p.tool_response) ? p.tool_response.bashEditDiff : undefined;
  if (isObj(diff) && Array.isArray(diff.changedFiles)) {
    const files = diff.changedFiles as unknown[];
    for (let i = 0; i < files.length; i++) {
      const f = files[i];
      if (typeof f === "string" && f.length > MAX_FILE_CHARS) {
        cut.push({ field: "tool_response.bashEditDiff.changedFiles", chars: f.length });
        files[i] = file(f);
      }
    }
  }
  return cut;
}
