/**
 * Hand-written readers with exactly the leniency of the zod schemas in record-schema.ts (a wrongly
 * typed optional field reads as undefined, a missing required one rejects), for the import's hot loop: a
 * zod parse of every envelope, message and content block cost more than the JSON.parse of the line.
 * Inputs are JSON.parse output (plain objects, arrays, primitives). The schemas stay the reference;
 * `test/transcript/record-pick.test.ts` checks both agree on every record of real transcripts.
 */
import type { AssistantMessage, ToolResultBlock, ToolUseBlock, TranscriptRecord } from "./record-schema.js";

type Obj = Record<string, unknown>;

/** A non-array, non-null object (zod's object test). */
export function isObj(v: unknown): v is Obj {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

const str = (v: unknown): string | undefined => (typeof v === "string" ? v : undefined);
const bool = (v: unknown): boolean | undefined => (typeof v === "boolean" ? v : undefined);

/**
 * The envelope of a record as transcriptRecordSchema outputs it. `withPayload: false` leaves out
 * `content`, `message`, `toolUseResult` and `compactMetadata` (bookkeeping records use none of them).
 * Every envelope key is present (undefined when absent or wrongly typed, as zod's catch gives it),
 * in one order: one object shape for every record keeps the accumulator's reads monomorphic.
 */
export function pickEnvelope(raw: Obj, type: string, withPayload = true): TranscriptRecord {
  const parentUuid = raw.parentUuid;
  const r: TranscriptRecord = {
    type,
    subtype: str(raw.subtype),
    uuid: str(raw.uuid),
    parentUuid: typeof parentUuid === "string" || parentUuid === null ? parentUuid : undefined,
    sessionId: str(raw.sessionId),
    timestamp: str(raw.timestamp),
    cwd: str(raw.cwd),
    gitBranch: str(raw.gitBranch),
    version: str(raw.version),
    agentId: str(raw.agentId),
    isSidechain: bool(raw.isSidechain),
    isMeta: bool(raw.isMeta),
    isCompactSummary: bool(raw.isCompactSummary),
    requestId: str(raw.requestId),
    summary: str(raw.summary),
    content: undefined,
    message: undefined,
    toolUseResult: undefined,
    compactMetadata: undefined,
  };
  if (!withPayload) return r;
  r.content = raw.content;
  r.message = raw.message;
  r.toolUseResult = raw.toolUseResult;
  const meta = raw.compactMetadata;
  if (isObj(meta)) {
    const m: { trigger?: string; preTokens?: number } = {};
    if (typeof meta.trigger === "string") m.trigger = meta.trigger;
    if (isCount(meta.preTokens)) m.preTokens = meta.preTokens;
    r.compactMetadata = m;
  }
  return r;
}

function isCount(v: unknown): v is number {
  return typeof v === "number" && Number.isFinite(v) && v >= 0;
}
const count = (v: unknown): number | undefined => (isCount(v) ? v : undefined);

/** userMessageSchema: `{ content: string | unknown[] }`, else null. */
export function pickUserContent(message: unknown): string | unknown[] | null {
  if (!isObj(message)) return null;
  const c = message.content;
  return typeof c === "string" || Array.isArray(c) ? c : null;
}

/** assistantMessageSchema, else null (when the message is not an object). Keys always present. */
export function pickAssistantMessage(message: unknown): AssistantMessage | null {
  if (!isObj(message)) return null;
  const c = message.content;
  const u = message.usage;
  return {
    id: str(message.id),
    model: str(message.model),
    content: typeof c === "string" || Array.isArray(c) ? c : [],
    usage: isObj(u)
      ? {
          input_tokens: count(u.input_tokens),
          output_tokens: count(u.output_tokens),
          cache_creation_input_tokens: count(u.cache_creation_input_tokens),
          cache_read_input_tokens: count(u.cache_read_input_tokens),
        }
      : undefined,
  };
}

/** toolResultBlockSchema, else null. Keys always present. */
export function pickToolResult(block: unknown): ToolResultBlock | null {
  if (!isObj(block) || block.type !== "tool_result") return null;
  const id = block.tool_use_id;
  if (typeof id !== "string" || id.length === 0) return null;
  return { type: "tool_result", tool_use_id: id, content: block.content, is_error: bool(block.is_error) };
}

/** toolUseBlockSchema, else null (an `input` that is not an object becomes `{}`). */
export function pickToolUse(block: unknown): ToolUseBlock | null {
  if (!isObj(block) || block.type !== "tool_use") return null;
  const { id, name, input } = block;
  if (typeof id !== "string" || id.length === 0 || typeof name !== "string" || name.length === 0) return null;
  return { type: "tool_use", id, name, input: isObj(input) ? input : {} };
}
