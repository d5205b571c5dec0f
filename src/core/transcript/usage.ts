/**
 * Token usage deduplication: one API response is written as several assistant records that each
 * repeat `usage`, so usage is counted once per `message.id` + `requestId` (as ccusage does:
 * github.com/ryoppippi/ccusage, `usage_dedupe_hash(message_id, request_id)`). Later parts can
 * carry a larger `output_tokens` (streaming), so each field keeps its maximum across the parts.
 */
import type * as z from "zod/mini";
import type { usageSchema } from "./record-schema.js";
import type { TokenUsage } from "./types.js";

type RawUsage = z.output<typeof usageSchema>;

export function emptyUsage(): TokenUsage {
  return { inputTokens: 0, outputTokens: 0, cacheCreationInputTokens: 0, cacheReadInputTokens: 0 };
}

export class UsageLedger {
  private readonly perResponse = new Map<string, TokenUsage>();

  /** Records one assistant part's usage under `messageId` + `requestId`. */
  add(messageId: string, requestId: string | undefined, usage: RawUsage): void {
    const key = `${messageId}\u0000${requestId ?? ""}`;
    const prev = this.perResponse.get(key) ?? emptyUsage();
    this.perResponse.set(key, {
      inputTokens: Math.max(prev.inputTokens, usage.input_tokens ?? 0),
      outputTokens: Math.max(prev.outputTokens, usage.output_tokens ?? 0),
      cacheCreationInputTokens: Math.max(
        prev.cacheCreationInputTokens,
        usage.cache_creation_input_tokens ?? 0,
      ),
      cacheReadInputTokens: Math.max(prev.cacheReadInputTokens, usage.cache_read_input_tokens ?? 0),
    });
  }

  /** Sum over all responses seen. */
  total(): TokenUsage {
    const sum = emptyUsage();
    for (const u of this.perResponse.values()) {
      sum.inputTokens += u.inputTokens;
      sum.outputTokens += u.outputTokens;
      sum.cacheCreationInputTokens += u.cacheCreationInputTokens;
      sum.cacheReadInputTokens += u.cacheReadInputTokens;
    }
    return sum;
  }
}
