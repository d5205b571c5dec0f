/**
 * Lenient zod schemas for Claude Code transcript JSONL records (1.0.x – 2.1.x). Every field is
 * optional and a wrongly typed field becomes undefined instead of rejecting the record: the format
 * has no published schema and grows with each release. Shapes derived from real transcripts written
 * by Claude Code 1.0.98 – 2.1.330.
 */
import * as z from "zod/mini";

const optStr = z.catch(z.optional(z.string()), undefined);
const optBool = z.catch(z.optional(z.boolean()), undefined);
const optNum = z.catch(z.optional(z.number().check(z.gte(0))), undefined);

/** Envelope fields shared by conversation and bookkeeping records; other fields are dropped. */
export const transcriptRecordSchema = z.object({
  type: z.string().check(z.minLength(1)),
  subtype: optStr,
  uuid: optStr,
  parentUuid: z.catch(z.optional(z.nullable(z.string())), undefined),
  sessionId: optStr,
  /** ISO-8601 UTC. */
  timestamp: optStr,
  cwd: optStr,
  /** "" outside a git repository. */
  gitBranch: optStr,
  /** Claude Code version, e.g. "2.1.39". */
  version: optStr,
  /** Subagent id (2.x subagent files); absent on 1.0.x inline sidechains. */
  agentId: optStr,
  isSidechain: optBool,
  isMeta: optBool,
  isCompactSummary: optBool,
  requestId: optStr,
  /** `system` records: text content. */
  content: z.optional(z.unknown()),
  /** `summary` records (1.0.x session title). */
  summary: optStr,
  message: z.optional(z.unknown()),
  /** Structured tool output (Bash: {stdout, stderr, interrupted, …}) or an "Error: …" string. */
  toolUseResult: z.optional(z.unknown()),
  compactMetadata: z.catch(z.optional(z.object({ trigger: optStr, preTokens: optNum })), undefined),
});
export type TranscriptRecord = z.output<typeof transcriptRecordSchema>;

const contentSchema = z.union([z.string(), z.array(z.unknown())]);

/** `user` record message: string (typed prompt) or content blocks. */
export const userMessageSchema = z.object({ content: contentSchema });

/** Anthropic Messages API usage block (token counts). */
export const usageSchema = z.object({
  input_tokens: optNum,
  output_tokens: optNum,
  cache_creation_input_tokens: optNum,
  cache_read_input_tokens: optNum,
});

/** `assistant` record message: one content block per record, `id` shared by the parts. */
export const assistantMessageSchema = z.object({
  id: optStr,
  model: optStr,
  content: z.catch(contentSchema, []),
  usage: z.catch(z.optional(usageSchema), undefined),
});

export type AssistantMessage = z.output<typeof assistantMessageSchema>;

export const textBlockSchema = z.object({ type: z.literal("text"), text: z.string() });
export const toolUseBlockSchema = z.object({
  type: z.literal("tool_use"),
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  input: z.catch(z.record(z.string(), z.unknown()), {}),
});
export type ToolUseBlock = z.output<typeof toolUseBlockSchema>;
export const toolResultBlockSchema = z.object({
  type: z.literal("tool_result"),
  tool_use_id: z.string().check(z.minLength(1)),
  content: z.optional(z.unknown()),
  is_error: optBool,
});
export type ToolResultBlock = z.output<typeof toolResultBlockSchema>;

/** Type tag of a content block, or null when it is not an object with a string `type`. */
export function blockType(block: unknown): string | null {
  if (typeof block !== "object" || block === null) return null;
  const t = (block as { type?: unknown }).type;
  return typeof t === "string" ? t : null;
}
