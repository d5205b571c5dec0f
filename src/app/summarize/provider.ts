/**
 * The summarizer port: who writes session summaries and recall answers. `heuristic` has no model
 * (core/summary.ts already wrote the summary; recall compresses extractively); `claude-cli` and
 * `anthropic-api` complete a prompt with a small model. A provider never retries and never outlives
 * its timeout; every failure is a ProviderError, and callers fall back to the heuristic result.
 */
export const PROVIDER_NAMES = ["heuristic", "claude-cli", "anthropic-api"] as const;
export type ProviderName = (typeof PROVIDER_NAMES)[number];

export interface CompleteOptions {
  /** Hard limit for the whole call, in milliseconds; the call is abandoned (and its process killed) after it. */
  timeoutMs: number;
  /** Output token limit (anthropic-api); claude-cli relies on the prompt's own bounds. */
  maxTokens: number;
}

export interface SummaryProvider {
  readonly name: ProviderName;
  /** How summaries written by this provider are labelled, e.g. "haiku via claude-cli". */
  readonly label: string;
  /** Completes a prompt to text; null for the heuristic provider (no model). Throws ProviderError. */
  readonly complete: ((prompt: string, opts: CompleteOptions) => Promise<string>) | null;
}

/** timeout: the hard limit passed; unavailable: not configured or not installed; failed: anything else. */
export type ProviderFailure = "timeout" | "unavailable" | "failed";

export class ProviderError extends Error {
  readonly kind: ProviderFailure;
  constructor(kind: ProviderFailure, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "ProviderError";
    this.kind = kind;
  }
}

/** Short reason for logs and tool results: "timeout: no answer within 30000 ms". */
export function failureReason(err: unknown): string {
  if (err instanceof ProviderError) return `${err.kind}: ${err.message}`;
  return `failed: ${err instanceof Error ? err.message : String(err)}`;
}
