/**
 * Hand-written readers with exactly the leniency of the zod schemas in record-schema.ts (a wrongly
 * typed optional field is left out, a missing required one rejects), for the import's hot loop: a
 * zod parse of every envelope, message and content block cost more than the JSON.parse of the line.
 * Inputs are JSON.parse output (plain objects, arrays, primitives). The schemas stay the reference;
 * `test/transcript/record-pick.test.ts` checks both agree on every record of real transcripts.
 */
import type { AssistantMessage, ToolResultBlock, ToolUseBlock, TranscriptRecord } from "./record-schema.js";

type Obj = Record<string, unknown>;
type Usage = NonNullable<AssistantMessage["usage"]>;

/** A non-array, non-null object (zod's object test). */
export function isObj(v: unknown): v is Obj {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

const ENVELOPE_STRINGS = [
  "subtype",
  "uuid",
  "sessionId",
  "timestamp",
  "cwd",
  "gitBranch",
  "version",
  "agentId",
  "requestId",
  "summary",
] as const;
const ENVELOPE_BOOLEANS = ["isSidechain", "isMeta", "isCompactSummary"] as const;

/**
 * The envelope of a record as transcriptRecordSchema outputs it. `withPayload: false` leaves out
 * `content`, `message`, `toolUseResult` and `compactMetadata` (bookkeeping records use none of them).
 */
export function pickEnvelope(raw: Obj, type: string, withPayload = true): TranscriptRecord {
  const r: TranscriptRecord = { type };
  for (const key of ENVELOPE_STRINGS) {
    const v = raw[key];
    if (typeof v === "string") r[key] = v;
  }
  if (typeof raw.parentUuid === "string" || raw.parentUuid === null) r.parentUuid = raw.parentUuid;
  for (const key of ENVELOPE_BOOLEANS) {
    const v = raw[key];
    if (typeof v === "boolean") r[key] = v;
  }
  if (!withPayload) return r;
  if (raw.content !== undefined) r.content = raw.content;
  if (raw.message !== undefined) r.message = raw.message;
  if (raw.toolUseResult !== undefined) r.toolUseResult = raw.toolUseResult;
  const meta = raw.compactMetadata;
  if (isObj(meta)) {
    const m: { trigger?: string; preTokens?: number } = {};
    if (typeof meta.trigger === "string") m.trigger = meta.trigger;
    if (isCount(meta.preTokens)) m.preTokens = meta.preTokens;
    r.compactMetadata = m;
  }
  return r;
}

/** zod's `z.number().check(z.gte(0))`: finite (JSON.parse turns 1e999 into Infinity) and not negative. */
function isCount(v: unknown): v is number {
  return typeof v === "number" && Number.isFinite(v) && v >= 0;
}

/** userMessageSchema: `{ content: string | unknown[] }`, else null. */
export function pickUserContent(message: unknown): string | unknown[] | null {
  if (!isObj(message)) return null;
  const c = message.content;
  return typeof c === "string" || Array.isArray(c) ? c : null;
}

/** assistantMessageSchema, else null (when the message is not an object). */
export function pickAssistantMessage(message: unknown): AssistantMessage | null {
  if (!isObj(message)) return null;
  const c = message.content;
  const msg: AssistantMessage = { content: typeof c === "string" || Array.isArray(c) ? c : [] };
  if (typeof message.id === "string") msg.id = message.id;
  if (typeof message.model === "string") msg.model = message.model;
  const u = message.usage;
  if (isObj(u)) {
    const usage: Usage = {};
    if (isCount(u.input_tokens)) usage.input_tokens = u.input_tokens;
    if (isCount(u.output_tokens)) usage.output_tokens = u.output_tokens;
    if (isCount(u.cache_creation_input_tokens))
      usage.cache_creation_input_tokens = u.cache_creation_input_tokens;
    if (isCount(u.cache_read_input_tokens)) usage.cache_read_input_tokens = u.cache_read_input_tokens;
    msg.usage = usage;
  }
  return msg;
}

/** toolResultBlockSchema, else null. */
export function pickToolResult(block: unknown): ToolResultBlock | null {
  if (!isObj(block) || block.type !== "tool_result") return null;
  const id = block.tool_use_id;
  if (typeof id !== "string" || id.length === 0) return null;
  const r: ToolResultBlock = { type: "tool_result", tool_use_id: id };
  if (block.content !== undefined) r.content = block.content;
  if (typeof block.is_error === "boolean") r.is_error = block.is_error;
  return r;
}

/** toolUseBlockSchema, else null (an `input` that is not an object becomes `{}`). */
export function pickToolUse(block: unknown): ToolUseBlock | null {
  if (!isObj(block) || block.type !== "tool_use") return null;
  const { id, name, input } = block;
  if (typeof id !== "string" || id.length === 0 || typeof name !== "string" || name.length === 0) return null;
  return { type: "tool_use", id, name, input: isObj(input) ? input : {} };
}
