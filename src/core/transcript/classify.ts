/**
 * Classifies one parsed transcript JSON line into a record category and extracts the parts the
 * accumulator needs (intent, content blocks, assistant message). Pure; never throws.
 * Record types: conversation records (`user`, `assistant`, `system`) and bookkeeping records without a
 * `uuid` chain (summary, file-history-snapshot, …); Claude Code publishes no schema for them.
 */
import { intentFromText, promptText } from "./prompt-intent.js";
import { pickAssistantMessage, pickEnvelope, pickUserContent } from "./record-pick.js";
import { type AssistantMessage, blockType, type TranscriptRecord } from "./record-schema.js";

export const RECORD_CATEGORIES = [
  "prompt",
  "user-other",
  "tool-result",
  "assistant",
  "system",
  "compact-boundary",
  "summary",
  "bookkeeping",
  "unknown",
] as const;
export type RecordCategory = (typeof RECORD_CATEGORIES)[number];

/** Metadata record types that carry nothing Cairn keeps (names seen in 2.0–2.1.330). */
export const BOOKKEEPING_TYPES: ReadonlySet<string> = new Set([
  "file-history-snapshot",
  "file-history-delta",
  "progress",
  "queue-operation",
  "attachment",
  "last-prompt",
  "cost-state",
  "custom-title",
  "ai-title",
  "agent-name",
  "agent-color",
  "tag",
  "pr-link",
  "worktree-state",
  "permission-mode",
  "mode",
  "atis-latch",
  "content-replacement",
  "tools-used",
]);

export type { AssistantMessage };

export interface ClassifiedRecord {
  category: RecordCategory;
  /** The record's `type`, or "(none)" when missing or not a string. */
  type: string;
  /** Parsed envelope; null for unknown types (not parsed) and non-object lines. */
  record: TranscriptRecord | null;
  /** User intent (not redacted) when category is "prompt", else null. */
  intent: string | null;
  /** Message content blocks of user/assistant records, else empty. */
  blocks: readonly unknown[];
  /** Parsed assistant message for category "assistant", else null. */
  assistant: AssistantMessage | null;
}

function isKnownType(type: string): boolean {
  return (
    type === "user" ||
    type === "assistant" ||
    type === "system" ||
    type === "summary" ||
    BOOKKEEPING_TYPES.has(type) ||
    type.startsWith("api-request")
  );
}

/** Classifies one parsed JSON value (one transcript line). Unknown or malformed → "unknown". */
export function classifyRecord(raw: unknown): ClassifiedRecord {
  const rawType = typeof raw === "object" && raw !== null ? (raw as { type?: unknown }).type : undefined;
  const type = typeof rawType === "string" && rawType.length > 0 ? rawType : "(none)";
  const base = { type, intent: null, blocks: [], assistant: null };
  if (!isKnownType(type)) return { ...base, category: "unknown", record: null };
  // bookkeeping is most of a transcript and only dates the session: its envelope without payload
  const obj = raw as Record<string, unknown>;
  if (BOOKKEEPING_TYPES.has(type) || type.startsWith("api-request"))
    return { ...base, category: "bookkeeping", record: pickEnvelope(obj, type, false) };
  // transcriptRecordSchema's output, read by hand (record-pick.ts): a zod parse per record cost more than JSON.parse
  const record = pickEnvelope(obj, type);
  const rec = { ...base, record };
  switch (type) {
    case "user":
      return classifyUser(record);
    case "assistant": {
      const msg = pickAssistantMessage(record.message);
      if (msg === null) return { ...rec, category: "assistant" };
      const blocks = Array.isArray(msg.content) ? msg.content : [];
      return { ...rec, category: "assistant", blocks, assistant: msg };
    }
    case "system":
      return classifySystem(record);
    default:
      return { ...rec, category: "summary" };
  }
}

function classifyUser(record: TranscriptRecord): ClassifiedRecord {
  const none = { type: "user", record, intent: null, assistant: null };
  const content = pickUserContent(record.message);
  if (content === null) return { ...none, category: "user-other", blocks: [] };
  const blocks = Array.isArray(content) ? content : [];
  if (blocks.some((b) => blockType(b) === "tool_result")) return { ...none, category: "tool-result", blocks };
  if (record.isMeta === true || record.isCompactSummary === true || record.isSidechain === true) {
    return { ...none, category: "user-other", blocks };
  }
  const text = promptText(content);
  const intent = text === null ? null : intentFromText(text);
  return { ...none, category: intent === null ? "user-other" : "prompt", intent, blocks };
}

function classifySystem(record: TranscriptRecord): ClassifiedRecord {
  const base = { type: "system", record, blocks: [], assistant: null };
  if (record.subtype === "compact_boundary") return { ...base, category: "compact-boundary", intent: null };
  // 2.1.x writes built-in slash commands (/model, /mcp, …) as system/local_command records.
  const content = record.content;
  if (
    record.subtype === "local_command" &&
    record.isSidechain !== true &&
    typeof content === "string" &&
    content.includes("<command-name>")
  ) {
    const intent = intentFromText(content);
    if (intent !== null) return { ...base, category: "prompt", intent };
  }
  return { ...base, category: "system", intent: null };
}
