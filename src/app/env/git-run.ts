/**
 * The one way Cairn runs `git` (every git subprocess in src/ goes through {@link git}): `-C <root>`,
 * literal pathspecs (a file named `[id].tsx` is not a glob), no optional index lock, no terminal
 * prompt, a timeout, and the recursion guard in its environment (any subprocess Cairn starts carries it). Never throws: a missing git binary, a
 * bad object, a non-zero exit or a timeout come back as `{ ok: false }`. Reading refs without a
 * subprocess is ./git.ts.
 */
import { spawnSync } from "node:child_process";
import { RECURSION_GUARD } from "./paths.js";

export interface GitResult {
  ok: boolean;
  stdout: string;
}

/** Paths per git invocation (keeps argv far below ARG_MAX). */
export const PATHSPEC_CHUNK = 200;

/** Runs `git -C <root> <args>`; `timeoutMs` kills it (milliseconds), stdout is kept up to 64 MiB. */
export function git(root: string, args: readonly string[], timeoutMs = 5000): GitResult {
  const r = spawnSync("git", ["-C", root, ...args], {
    env: {
      ...process.env,
      [RECURSION_GUARD]: "1",
      GIT_LITERAL_PATHSPECS: "1",
      GIT_OPTIONAL_LOCKS: "0",
      GIT_TERMINAL_PROMPT: "0",
    },
    encoding: "utf8",
    timeout: timeoutMs,
    maxBuffer: 64 * 1024 * 1024,
    stdio: ["ignore", "pipe", "ignore"],
    windowsHide: true,
  });
  return { ok: r.status === 0 && !r.error, stdout: r.stdout ?? "" };
}

/** Trimmed stdout of `git -C <root> <args>`, or "" when git failed (for text digests). */
export function gitText(root: string, args: readonly string[], timeoutMs = 5000): string {
  const r = git(root, args, timeoutMs);
  return r.ok ? r.stdout.trimEnd() : "";
}

/** Splits `-z` output into paths. */
export function nulList(stdout: string): string[] {
  return stdout.split("\0").filter((s) => s !== "");
}

/** `git <args> -- <paths>` in chunks, concatenating the listed paths; null when any call fails. */
export function gitPaths(root: string, args: readonly string[], paths: readonly string[]): string[] | null {
  const out: string[] = [];
  for (let i = 0; i < paths.length; i += PATHSPEC_CHUNK) {
    const r = git(root, [...args, "--", ...paths.slice(i, i + PATHSPEC_CHUNK)]);
    if (!r.ok) return null;
    out.push(...nulList(r.stdout));
  }
  return out;
}
