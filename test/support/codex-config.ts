/**
 * Codex CLI configuration for the agent e2e tests: config.toml with a custom Responses provider, project trust,
 * and the per-hook trust entries Codex requires before it runs a non-managed hook. Pure: builds strings only.
 *
 * Hook trust (verified against codex-cli 0.169.0, where an untrusted hook is skipped without a word in
 * `codex exec`): the user layer's config.toml must hold, per handler,
 *   [hooks.state."<absolute hooks.json path>:<event_snake>:<group index>:<handler index>"]
 *   trusted_hash = "sha256:<hex>"
 * where hex = sha256 of the compact JSON, keys sorted at every level, of the normalized identity
 * `{event_name: <event_snake>, matcher?: <matcher>, hooks: [{type: "command", command, timeout, async,
 * statusMessage?}]}`; `timeout` defaults to 600 s, is at least 1, and is clamped to 3 s for SessionEnd and
 * Interrupt before hashing. Source: openai/codex `codex-rs/hooks/src/engine/discovery.rs` (`command_hook_hash`)
 * and `codex-rs/config` (`version_for_toml`).
 */
import { createHash } from "node:crypto";

/** One handler of a Codex hooks.json (`{"hooks": {Event: [{matcher?, hooks: [handler]}]}}`). */
export interface CodexCommandHook {
  type: "command";
  command: string;
  /** Seconds. */
  timeout?: number;
  async?: boolean;
  statusMessage?: string;
}

export interface CodexHooksFile {
  hooks: Record<string, { matcher?: string; hooks: CodexCommandHook[] }[]>;
}

/** Events whose timeout Codex clamps to 3 s (it warns "clamping SessionEnd hook timeout to 3s"). */
const CLAMPED_3S = new Set(["session_end", "interrupt"]);

/** `PreToolUse` → `pre_tool_use`: the event label Codex uses in trust keys and hashes. */
export function codexEventLabel(event: string): string {
  return event.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase();
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === "object") {
    const obj = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.keys(obj)
        .sort()
        .map((k) => [k, sortKeys(obj[k])]),
    );
  }
  return value;
}

/** `sha256:<hex>` Codex expects as `trusted_hash` for one handler (see the module comment). */
export function codexHookHash(event: string, matcher: string | undefined, hook: CodexCommandHook): string {
  const label = codexEventLabel(event);
  const ceiling = CLAMPED_3S.has(label) ? 3 : Number.POSITIVE_INFINITY;
  const handler: Record<string, unknown> = {
    type: "command",
    command: hook.command,
    timeout: Math.min(ceiling, Math.max(1, hook.timeout ?? 600)),
    async: hook.async ?? false,
  };
  if (hook.statusMessage !== undefined) handler.statusMessage = hook.statusMessage;
  const identity: Record<string, unknown> = { event_name: label, hooks: [handler] };
  if (matcher !== undefined) identity.matcher = matcher;
  return `sha256:${createHash("sha256")
    .update(JSON.stringify(sortKeys(identity)))
    .digest("hex")}`;
}

/** TOML basic string (https://toml.io/en/v1.0.0#string): quotes and backslashes escaped. */
export function tomlString(s: string): string {
  return JSON.stringify(s);
}

/** The `[hooks.state."…"]` tables that mark every handler of `file` (stored at `hooksJsonPath`) trusted. */
export function codexHookTrustToml(hooksJsonPath: string, file: CodexHooksFile): string {
  const out: string[] = [];
  for (const [event, groups] of Object.entries(file.hooks)) {
    groups.forEach((group, gi) => {
      group.hooks.forEach((hook, hi) => {
        const key = `${hooksJsonPath}:${codexEventLabel(event)}:${gi}:${hi}`;
        out.push(
          `[hooks.state.${tomlString(key)}]`,
          `trusted_hash = ${tomlString(codexHookHash(event, group.matcher, hook))}`,
          "",
        );
      });
    });
  }
  return out.join("\n");
}

/**
 * config.toml for an offline run: model `gpt-5.5` (in the binary's bundled model catalog, so Codex offers its
 * `apply_patch` tool; an unknown slug falls back to metadata without it), a Responses provider at `baseUrl`
 * whose key is read from FAKE_OPENAI_KEY, and `projectDir` trusted so its `.codex/` layer (hooks.json,
 * config.toml) loads. Update checks, analytics, apps and plugins are off: with them on, codex-cli 0.169.0
 * looks up api.github.com, chatgpt.com and ab.chatgpt.com at start (seen with strace); with them off it
 * opens no socket but the provider's.
 */
export function codexConfigToml(baseUrl: string, projectDir: string): string {
  return [
    'model = "gpt-5.5"',
    'model_provider = "e2e"',
    "check_for_update_on_startup = false",
    "",
    "[analytics]",
    "enabled = false",
    "",
    "[features]",
    "apps = false",
    "plugins = false",
    "remote_plugin = false",
    "",
    "[model_providers.e2e]",
    'name = "e2e"',
    `base_url = ${tomlString(baseUrl)}`,
    'wire_api = "responses"',
    'env_key = "FAKE_OPENAI_KEY"',
    "",
    `[projects.${tomlString(projectDir)}]`,
    'trust_level = "trusted"',
    "",
  ].join("\n");
}
