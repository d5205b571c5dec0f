/**
 * The `claude-cli` provider: one headless Claude Code run through the user's own login,
 * `claude -p --model haiku --setting-sources user --no-session-persistence --output-format json
 * --tools "" --strict-mcp-config`, prompt on stdin (flags: https://code.claude.com/docs/en/cli-reference).
 * Why each flag: user settings only (project hooks would fire inside the child and recurse), no transcript in ~/.claude/projects,
 * one JSON result line, no tools, no MCP servers (not even Cairn's own). The child also carries
 * RECURSION_GUARD, so Cairn's hooks — e.g. from a user-scope install — are no-ops inside it, runs in
 * the temp dir (no project CLAUDE.md), in its own process group, and is SIGKILLed with that group
 * at the hard timeout. Never retries.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { tmpdir } from "node:os";
import * as z from "zod/mini";
import { RECURSION_GUARD } from "../env/paths.js";
import { type CompleteOptions, ProviderError, type SummaryProvider } from "./provider.js";

export interface ClaudeCliOptions {
  /** Executable; default `$CAIRN_CLAUDE_BIN`, else `claude` from PATH. */
  bin?: string;
  /** `--model` value; default "haiku". */
  model?: string;
  /** Environment the child starts from (session-specific Claude Code variables are removed). */
  env: NodeJS.ProcessEnv;
  /** Working directory of the child; default the OS temp dir. */
  cwd?: string;
}

/** Variables a hook or MCP server inherits from its Claude Code session; the child must not look like part of it. */
const SESSION_VARS = [
  "CLAUDECODE",
  "CLAUDE_CODE_ENTRYPOINT",
  "CLAUDE_CODE_SESSION_ID",
  "CLAUDE_PROJECT_DIR",
  "CLAUDE_ENV_FILE",
  "CLAUDE_PLUGIN_ROOT",
  "CLAUDE_PLUGIN_DATA",
  "CLAUDE_CODE_MESSAGING_SOCKET",
  "CLAUDE_CODE_MESSAGING_TOKEN",
  "CLAUDE_CODE_LAUNCHED_BY_SESSION_IDS",
  "CLAUDE_CODE_CHILD_NOTES_DIR",
];

/** The exact argv after the executable (exported for tests and docs). */
export function claudeCliArgs(model: string): string[] {
  return [
    "-p",
    "--model",
    model,
    "--setting-sources",
    "user",
    "--no-session-persistence",
    "--output-format",
    "json",
    "--tools",
    "",
    "--strict-mcp-config",
  ];
}

export function childEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = {
    ...env,
    [RECURSION_GUARD]: "1",
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1",
  };
  for (const k of SESSION_VARS) delete out[k];
  return out;
}

const resultSchema = z.looseObject({
  type: z.literal("result"),
  is_error: z.optional(z.boolean()),
  subtype: z.optional(z.string()),
  result: z.optional(z.string()),
});

const MAX_OUTPUT_BYTES = 1_000_000;

/** Process groups of runs in flight, so a watchdog can kill them before its own process goes. */
const running = new Set<number>();

/** SIGKILLs every claude -p process group this process started that is still running. */
export function killRunningClaude(): void {
  for (const pid of running) {
    try {
      process.kill(-pid, "SIGKILL");
    } catch {
      // already gone
    }
  }
  running.clear();
}

export function claudeCliProvider(o: ClaudeCliOptions): SummaryProvider {
  const model = o.model ?? "haiku";
  const bin = o.bin ?? o.env.CAIRN_CLAUDE_BIN ?? "claude";
  return {
    name: "claude-cli",
    label: `${model} via claude-cli`,
    complete: (prompt, opts) => runClaude(bin, model, prompt, opts, o),
  };
}

function runClaude(
  bin: string,
  model: string,
  prompt: string,
  opts: CompleteOptions,
  o: ClaudeCliOptions,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(bin, claudeCliArgs(model), {
      cwd: o.cwd ?? tmpdir(),
      env: childEnv(o.env),
      stdio: ["pipe", "pipe", "pipe"],
      detached: true, // its own process group, so the timeout kills everything it started
    });
    const pid = child.pid;
    if (pid) running.add(pid);
    let stdout = "";
    let stderr = "";
    let settled = false;
    const killGroup = () => killProcessGroup(child, pid);
    const finish = (err: ProviderError | null, text = "") => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      killGroup(); // stragglers the run left behind, if any
      if (pid) running.delete(pid);
      if (err) reject(err);
      else resolve(text);
    };
    const timer = setTimeout(() => {
      killGroup();
      finish(new ProviderError("timeout", `claude -p gave no answer within ${opts.timeoutMs} ms`));
    }, opts.timeoutMs);
    child.stdout.on("data", (d: Buffer) => {
      stdout += d.toString("utf8");
      if (stdout.length > MAX_OUTPUT_BYTES) {
        killGroup();
        finish(new ProviderError("failed", "claude -p wrote more than 1 MB"));
      }
    });
    child.stderr.on("data", (d: Buffer) => {
      if (stderr.length < 10_000) stderr += d.toString("utf8");
    });
    child.stdin.on("error", () => {
      // the child exited before reading its prompt; the close handler reports why
    });
    child.on("error", (err: NodeJS.ErrnoException) => {
      const kind = err.code === "ENOENT" ? "unavailable" : "failed";
      finish(new ProviderError(kind, `cannot run ${bin}: ${err.message}`, { cause: err }));
    });
    child.on("close", (code, signal) => {
      if (settled) return;
      const r = claudeResult(code, signal, stdout, stderr);
      finish(r.error, r.text);
    });
    child.stdin.end(prompt);
  });
}

/** Kills the child's process group (it runs detached); the child alone when the group is gone. */
function killProcessGroup(child: ChildProcess, pid: number | undefined): void {
  try {
    if (pid) process.kill(-pid, "SIGKILL");
  } catch {
    // no process group (already exited, or not a group leader): kill the child alone
    child.kill("SIGKILL");
  }
}

/**
 * claude -p's answer from what it wrote: the `result` of the last JSON line on stdout (`--output-format
 * json`), else a ProviderError saying why there is none (exit status, error result, no JSON).
 */
function claudeResult(
  code: number | null,
  signal: NodeJS.Signals | null,
  stdout: string,
  stderr: string,
): { error: ProviderError | null; text: string } {
  const line = stdout
    .split("\n")
    .map((l) => l.trim())
    .reverse()
    .find((l) => l.startsWith("{"));
  let parsed: unknown = null;
  try {
    parsed = line ? JSON.parse(line) : null;
  } catch {
    // output that is not JSON: no result, the heuristic summary stays
    parsed = null;
  }
  const r = resultSchema.safeParse(parsed);
  if (!r.success) {
    const why = code !== 0 ? `exit ${code ?? signal}` : "no JSON result";
    return {
      error: new ProviderError("failed", `claude -p: ${why}: ${(stderr || stdout).trim().slice(-300)}`),
      text: "",
    };
  }
  if (r.data.is_error === true || typeof r.data.result !== "string")
    return {
      error: new ProviderError(
        "failed",
        `claude -p reported an error: ${(r.data.result ?? r.data.subtype ?? "").slice(0, 300)}`,
      ),
      text: "",
    };
  return { error: null, text: r.data.result };
}
