/**
 * Locates the real Codex CLI and GitHub Copilot CLI installed by `scripts/ensure-agents.mjs` and builds the
 * offline environments the agent e2e tests run them in. Never installs anything; only runs `--version`.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { claudeCacheRoot } from "./claude-bin.js";

/** The pinned versions (must match AGENTS in scripts/ensure-agents.mjs). */
export const AGENT_VERSIONS = { codex: "0.169.0", copilot: "1.0.102" } as const;
export type AgentName = keyof typeof AGENT_VERSIONS;

/** `<cache>/<agent>-<version>/`, where ensure-agents installs an agent. */
export function agentDir(agent: AgentName): string {
  return join(claudeCacheRoot(), `${agent}-${AGENT_VERSIONS[agent]}`);
}

/** Where ensure-agents unpacked Copilot's JavaScript package: the value for COPILOT_PKG_CACHE_HOME. */
export function copilotPkgCache(): string {
  return join(agentDir("copilot"), "pkg-cache");
}

const found = new Map<AgentName, string | null>();

/** Absolute path of the agent's binary when installed and `--version` prints the pinned version; else null. */
export function agentBinary(agent: AgentName): string | null {
  const cached = found.get(agent);
  if (cached !== undefined) return cached;
  const bin = join(agentDir(agent), "node_modules", ".bin", agent);
  let result: string | null = null;
  if (existsSync(bin)) {
    try {
      const env = { PATH: process.env.PATH ?? "", HOME: join(agentDir(agent), "home") };
      const out = execFileSync(bin, ["--version"], {
        encoding: "utf8",
        timeout: 60_000,
        stdio: "pipe",
        env: { ...env, COPILOT_PKG_CACHE_HOME: copilotPkgCache(), COPILOT_AUTO_UPDATE: "false" },
      });
      if (out.includes(AGENT_VERSIONS[agent])) result = bin;
    } catch {
      result = null;
    }
  }
  found.set(agent, result);
  return result;
}

/** Nothing inherited: PATH with this Node first, a private HOME and temp dir, no colour, no telemetry. */
function baseEnv(home: string, tmp: string): Record<string, string> {
  return {
    PATH: `${dirname(process.execPath)}:/usr/local/bin:/usr/bin:/bin`,
    HOME: home,
    TMPDIR: tmp,
    TERM: "dumb",
    LANG: "C.UTF-8",
    NO_COLOR: "1",
  };
}

/**
 * Environment for `codex exec` against a scripted Responses API: CODEX_HOME holds config.toml (written by
 * codexConfigToml) and receives sessions/; the provider's key comes from FAKE_OPENAI_KEY.
 */
export function offlineCodexEnv(home: string, tmp: string, codexHome: string): Record<string, string> {
  return { ...baseEnv(home, tmp), CODEX_HOME: codexHome, FAKE_OPENAI_KEY: "sk-test-dummy" };
}

/**
 * Environment for `copilot -p` in offline BYOK mode (`copilot help providers`): COPILOT_OFFLINE skips GitHub
 * auth, telemetry and updates; the provider is an OpenAI Responses endpoint at `baseUrl`.
 */
export function offlineCopilotEnv(
  home: string,
  tmp: string,
  copilotHome: string,
  baseUrl: string,
): Record<string, string> {
  return {
    ...baseEnv(home, tmp),
    COPILOT_HOME: copilotHome,
    COPILOT_PKG_CACHE_HOME: copilotPkgCache(),
    COPILOT_AUTO_UPDATE: "false",
    COPILOT_OFFLINE: "true",
    COPILOT_PROVIDER_BASE_URL: baseUrl,
    COPILOT_PROVIDER_TYPE: "openai",
    COPILOT_PROVIDER_WIRE_API: "responses",
    COPILOT_PROVIDER_API_KEY: "sk-test-dummy",
    COPILOT_MODEL: "gpt-5.4",
  };
}
