/**
 * The Codex CLI hooks Cairn installs and how Codex identifies and trusts them (verified against
 * codex-cli 0.169.0; docs/agents/codex.md "Hook trust"). Pure: builds values only (the hash itself is
 * taken by app/setup/codex-install.ts).
 */
import { hookEventsFor } from "../setup/hook-events.js";
import { agentFlag } from "./agent-event.js";

/** Events Cairn registers with Codex and their timeouts (seconds; Codex clamps SessionEnd to 3). */
export const CODEX_HOOK_EVENTS: readonly { event: string; timeout: number }[] = hookEventsFor(
  ["SessionStart", "UserPromptSubmit", "PostToolUse", "Stop", "PreCompact", "SessionEnd"],
  { SessionEnd: 3 },
);

/** One handler of a Codex hooks.json (`{"hooks": {Event: [{matcher?, hooks: [handler]}]}}`). */
export interface CodexCommandHook {
  type: "command";
  command: string;
  /** Seconds (default 600, at least 1). */
  timeout?: number;
  async?: boolean;
  statusMessage?: string;
}

/** `PreToolUse` → `pre_tool_use`: the event label Codex uses in trust keys and hashes. */
export function codexEventLabel(event: string): string {
  return event.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase();
}

/** Events whose timeout Codex clamps to 3 s before hashing ("clamping SessionEnd hook timeout to 3s"). */
const CLAMPED_3S = new Set(["session_end", "interrupt"]);

/**
 * The identity Codex hashes for one handler: compact JSON with keys sorted at every level of
 * `{event_name, matcher?, hooks: [{type, command, timeout, async, statusMessage?}]}` (openai/codex
 * `codex-rs/hooks/src/engine/discovery.rs`, `command_hook_hash`). `trusted_hash` is `sha256:` + its hex SHA-256.
 */
export function codexHookIdentity(
  event: string,
  matcher: string | undefined,
  hook: CodexCommandHook,
): string {
  const label = codexEventLabel(event);
  const ceiling = CLAMPED_3S.has(label) ? 3 : Number.POSITIVE_INFINITY;
  const handler: Record<string, unknown> = {
    async: hook.async ?? false,
    command: hook.command,
    ...(hook.statusMessage !== undefined ? { statusMessage: hook.statusMessage } : {}),
    timeout: Math.min(ceiling, Math.max(1, hook.timeout ?? 600)),
    type: "command",
  };
  const identity: Record<string, unknown> = {
    event_name: label,
    hooks: [handler],
    ...(matcher !== undefined ? { matcher } : {}),
  };
  const sorted = Object.fromEntries(
    Object.keys(identity)
      .sort()
      .map((k) => [k, identity[k]]),
  );
  return JSON.stringify(sorted);
}

/** The `[hooks.state]` key of the handler at `groupIndex`/`handlerIndex` of `event` in the file at `source`. */
export const codexTrustKey = (
  source: string,
  event: string,
  groupIndex: number,
  handlerIndex: number,
): string => `${source}:${codexEventLabel(event)}:${groupIndex}:${handlerIndex}`;

/** Marks the command of a handler Cairn installed for Codex (`… hook.js <Event> --agent codex`). */
export const CODEX_AGENT_FLAG = agentFlag("codex");

export const isCairnCodexCommand = (command: unknown): boolean =>
  typeof command === "string" &&
  command.endsWith(` ${CODEX_AGENT_FLAG}`) &&
  /\bhook(\.js'?)? [A-Za-z]+ --agent codex$/.test(command);
