/**
 * The `anthropic-api` provider: one Messages API call with the official `@anthropic-ai/sdk`, the key
 * from `ANTHROPIC_API_KEY` (and `ANTHROPIC_BASE_URL` when set) of the given environment. Streams the
 * reply (`messages.stream`) and aborts it at the hard timeout; no retries. The SDK is imported only
 * when a call is made, so nothing else pays for loading it.
 */
import { type CompleteOptions, ProviderError, type SummaryProvider } from "./provider.js";

export interface AnthropicApiOptions {
  /** Model id or alias; "haiku" / "sonnet" / "opus" map to the API aliases below. Default "haiku". */
  model?: string;
  env: NodeJS.ProcessEnv;
}

/**
 * Short names → Messages API model aliases (Anthropic "Models overview": an alias such as
 * `claude-haiku-4-5` points to the latest snapshot). Anything else is sent as given.
 */
export const MODEL_ALIASES: Readonly<Record<string, string>> = {
  haiku: "claude-haiku-4-5",
  sonnet: "claude-sonnet-4-5",
  opus: "claude-opus-4-1",
};

export function apiModel(model: string): string {
  return MODEL_ALIASES[model] ?? model;
}

export function anthropicApiProvider(o: AnthropicApiOptions): SummaryProvider {
  const model = apiModel(o.model ?? "haiku");
  return {
    name: "anthropic-api",
    label: `${model} via anthropic-api`,
    complete: (prompt, opts) => callApi(model, prompt, opts, o.env),
  };
}

async function callApi(
  model: string,
  prompt: string,
  opts: CompleteOptions,
  env: NodeJS.ProcessEnv,
): Promise<string> {
  const apiKey = env.ANTHROPIC_API_KEY;
  if (!apiKey) throw new ProviderError("unavailable", "ANTHROPIC_API_KEY is not set");
  const { default: Anthropic } = await import("@anthropic-ai/sdk");
  const client = new Anthropic({
    apiKey,
    baseURL: env.ANTHROPIC_BASE_URL || undefined,
    maxRetries: 0,
    timeout: opts.timeoutMs,
  });
  const abort = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    abort.abort();
  }, opts.timeoutMs);
  try {
    const stream = client.messages.stream(
      { model, max_tokens: opts.maxTokens, messages: [{ role: "user", content: prompt }] },
      { signal: abort.signal },
    );
    const message = await stream.finalMessage();
    const text = message.content
      .map((b) => (b.type === "text" ? b.text : ""))
      .join("")
      .trim();
    if (text === "") throw new ProviderError("failed", `empty reply (stop_reason ${message.stop_reason})`);
    return text;
  } catch (err) {
    if (err instanceof ProviderError) throw err;
    if (timedOut) throw new ProviderError("timeout", `no answer within ${opts.timeoutMs} ms`, { cause: err });
    throw new ProviderError("failed", err instanceof Error ? err.message : String(err), { cause: err });
  } finally {
    clearTimeout(timer);
  }
}
