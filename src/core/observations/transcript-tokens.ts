/**
 * What one transcript line adds to the conversation, for the Observer's "new tokens since the last
 * observation" estimate: the characters of user and assistant message content (text, thinking,
 * tool_use input as JSON, tool_result content), divided by 4 later (core/tokens.ts). Bookkeeping
 * records (attachments, api-request blobs, snapshots, progress) are not conversation and count 0,
 * so the estimate does not drift with Claude Code's metadata. Also reports the context size of an
 * assistant response (input + cache creation + cache read tokens, from `usage`). Pure.
 */

export interface LineMeasure {
  chars: number;
  /** Context tokens of the request this assistant record answers, when it carries usage. */
  contextTokens: number | null;
}

function contentChars(content: unknown): number {
  if (typeof content === "string") return content.length;
  if (!Array.isArray(content)) return 0;
  let n = 0;
  for (const block of content) {
    if (typeof block !== "object" || block === null) continue;
    const b = block as Record<string, unknown>;
    if (typeof b.text === "string") n += b.text.length;
    if (typeof b.thinking === "string") n += b.thinking.length;
    if (b.type === "tool_use" && b.input !== undefined) n += JSON.stringify(b.input).length;
    if (b.type === "tool_result") n += contentChars(b.content);
  }
  return n;
}

function num(v: unknown): number {
  return typeof v === "number" && Number.isFinite(v) ? v : 0;
}

/** Measures one parsed JSONL record (anything: unknown shapes measure 0). */
export function measureRecord(record: unknown): LineMeasure {
  if (typeof record !== "object" || record === null) return { chars: 0, contextTokens: null };
  const r = record as Record<string, unknown>;
  if (r.type !== "user" && r.type !== "assistant") return { chars: 0, contextTokens: null };
  const message = r.message as Record<string, unknown> | undefined;
  if (typeof message !== "object" || message === null) return { chars: 0, contextTokens: null };
  const chars = contentChars(message.content);
  let contextTokens: number | null = null;
  const usage = message.usage as Record<string, unknown> | undefined;
  if (r.type === "assistant" && typeof usage === "object" && usage !== null && r.isSidechain !== true) {
    contextTokens =
      num(usage.input_tokens) + num(usage.cache_creation_input_tokens) + num(usage.cache_read_input_tokens);
  }
  return { chars, contextTokens };
}
