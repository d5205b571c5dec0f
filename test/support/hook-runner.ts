/**
 * Runs the built hook bundle (plugin/dist/hook.js) as Claude Code does: `node hook.js <Event>` with
 * the payload on stdin, in exec form, with an explicit environment.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";

export const ROOT = join(import.meta.dirname, "..", "..");
export const HOOK = join(ROOT, "plugin", "dist", "hook.js");
export const CLI = join(ROOT, "plugin", "dist", "cli.mjs");
export const SHARED = join(ROOT, "..", "shared", "data");

export interface HookRun {
  status: number | null;
  stdout: string;
  stderr: string;
  json: Record<string, unknown> | null;
}

/** The environment the tests give every hook: a private CAIRN_HOME and none of the caller's toggles. */
export function hookEnv(cairnHome: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, CAIRN_HOME: cairnHome, ...extra };
  for (const k of ["CAIRN_DISABLE", "CAIRN_HOOK_GUARD", "CAIRN_TRACE_FILE"]) if (!(k in extra)) delete env[k];
  return env;
}

export function runHook(event: string, payload: unknown, env: NodeJS.ProcessEnv, rawInput?: string): HookRun {
  const r = spawnSync(process.execPath, [HOOK, event], {
    input: rawInput ?? JSON.stringify(payload),
    env,
    encoding: "utf8",
    timeout: 20_000,
  });
  const out = r.stdout.trim();
  return {
    status: r.status,
    stdout: r.stdout,
    stderr: r.stderr,
    json: out.startsWith("{") ? JSON.parse(out) : null,
  };
}

export function runCliJson(args: string[], cwd: string, env: NodeJS.ProcessEnv): unknown {
  return JSON.parse(execFileSync(process.execPath, [CLI, ...args, "--json"], { cwd, env, encoding: "utf8" }));
}

export function sharedAvailable(sub: string): boolean {
  const ok = existsSync(join(SHARED, sub));
  if (!ok) console.warn(`skipping: ${join(SHARED, sub)} is absent (../shared/data is provided in CI)`);
  return ok;
}

export function gitRepo(dir: string): void {
  execFileSync("git", ["init", "-q", dir]);
  execFileSync("git", [
    "-C",
    dir,
    "-c",
    "user.name=t",
    "-c",
    "user.email=t@t",
    "commit",
    "-q",
    "--allow-empty",
    "-m",
    "init",
  ]);
}
