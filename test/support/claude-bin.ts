/**
 * Locates the real Claude Code CLI installed by `scripts/ensure-claude.mjs` for the e2e tests.
 * Never installs anything; only runs `claude --version`.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { homedir } from "node:os";
import { join } from "node:path";

/** The Claude Code versions the e2e tests cover: the last one npm picks on Node 20, and the newest. */
export const CLAUDE_VERSIONS = ["2.1.197", "2.1.330"] as const;

/** `${CAIRN_E2E_CACHE:-$HOME/.cache/cairn-e2e}`, where ensure-claude installs `claude-<version>/`. */
export function claudeCacheRoot(): string {
  return process.env.CAIRN_E2E_CACHE || join(homedir(), ".cache", "cairn-e2e");
}

const found = new Map<string, string | null>();

/**
 * Absolute path of `claude` for `version` when it is installed and `claude --version` prints that
 * version; null otherwise (not installed, or the native binary was never linked in).
 */
export function claudeBinary(version: string): string | null {
  const cached = found.get(version);
  if (cached !== undefined) return cached;
  const bin = join(claudeCacheRoot(), `claude-${version}`, "node_modules", ".bin", "claude");
  let result: string | null = null;
  if (existsSync(bin)) {
    try {
      const out = execFileSync(bin, ["--version"], { encoding: "utf8", timeout: 30_000, stdio: "pipe" });
      if (out.trim().startsWith(`${version} `) || out.trim() === version) result = bin;
    } catch {
      result = null;
    }
  }
  found.set(version, result);
  return result;
}
