/**
 * Picks the summarizer from settings (`summarizer.provider`, `summarizer.model`, `summarizer.timeoutMs`
 * in core/config.ts; `CAIRN_SUMMARIZER` overrides the provider for one process).
 */
import type { Config } from "../../core/setup/config.js";
import { anthropicApiProvider } from "./anthropic-api.js";
import { claudeCliProvider } from "./claude-cli.js";
import { heuristicProvider } from "./heuristic.js";
import type { ProviderName, SummaryProvider } from "./provider.js";

export interface SummarizerSettings {
  provider: SummaryProvider;
  /** Hard limit for one model call, ms. */
  timeoutMs: number;
}

export function createProvider(
  name: ProviderName | string,
  model: string,
  env: NodeJS.ProcessEnv,
): SummaryProvider {
  if (name === "claude-cli") return claudeCliProvider({ model, env });
  if (name === "anthropic-api") return anthropicApiProvider({ model, env });
  return heuristicProvider;
}

/** The configured summarizer: `config` is the run's settings (runtime.config), `env` the model calls' environment. */
export function summarizerFromConfig(c: Config, env: NodeJS.ProcessEnv): SummarizerSettings {
  return {
    provider: createProvider(c["summarizer.provider"], c["summarizer.model"], env),
    timeoutMs: c["summarizer.timeoutMs"],
  };
}
