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

/**
 * One ClassifiedRecord, always built with the same keys in the same order: the accumulator reads
 * every record's classification, and one object shape keeps those reads monomorphic.
 */
function classified(
  category: RecordCategory,
  type: string,
  record: TranscriptRecord | null,
  blocks: readonly unknown[] = [],
  intent: string | null = null,
  assistant: AssistantMessage | null = null,
): ClassifiedRecord {
  return { category, type, record, intent, blocks, assistant };
}

/** Classifies one parsed JSON value (one transcript line). Unknown or malformed → "unknown". */
export function classifyRecord(raw: unknown): ClassifiedRecord {
  const rawType = typeof raw === "object" && raw !== null ? (raw as { type?: unknown }).type : undefined;
  const type = typeof rawType === "string" && rawType.length > 0 ? rawType : "(none)";
  const obj = raw as Record<string, unknown>;
  switch (type) {
    case "user":
      return classifyUser(pickEnvelope(obj, type));
    case "assistant": {
      const record = pickEnvelope(obj, type);
      const msg = pickAssistantMessage(record.message);
      if (msg === null) return classified("assistant", type, record);
      return classified("assistant", type, record, Array.isArray(msg.content) ? msg.content : [], null, msg);
    }
    case "system":
      return classifySystem(pickEnvelope(obj, type));
    case "summary":
      return classified("summary", type, pickEnvelope(obj, type));
    default:
      // bookkeeping is most of a transcript and only dates the session: its envelope without payload
      if (BOOKKEEPING_TYPES.has(type) || type.startsWith("api-request"))
        return classified("bookkeeping", type, pickEnvelope(obj, type, false));
      return classified("unknown", type, null);
  }
}

function classifyUser(record: TranscriptRecord): ClassifiedRecord {
  const content = pickUserContent(record.message);
  if (content === null) return classified("user-other", "user", record);
  const blocks = Array.isArray(content) ? content : [];
  if (blocks.some((b) => blockType(b) === "tool_result"))
    return classified("tool-result", "user", record, blocks);
  if (record.isMeta === true || record.isCompactSummary === true || record.isSidechain === true) {
    return classified("user-other", "user", record, blocks);
  }
  const text = promptText(content);
  const intent = text === null ? null : intentFromText(text);
  return classified(intent === null ? "user-other" : "prompt", "user", record, blocks, intent);
}

function classifySystem(record: TranscriptRecord): ClassifiedRecord {
  if (record.subtype === "compact_boundary") return classified("compact-boundary", "system", record);
  // 2.1.x writes built-in slash commands (/model, /mcp, …) as system/local_command records.
  const content = record.content;
  if (
    record.subtype === "local_command" &&
    record.isSidechain !== true &&
    typeof content === "string" &&
    content.includes("<command-name>")
  ) {
    const intent = intentFromText(content);
    if (intent !== null) return classified("prompt", "system", record, [], intent);
  }
  return classified("system", "system", record);
}
