/**
 * Runs the real Claude Code binary headless (its own process group, killed at the timeout) and
 * collects stdout, stderr and the stream-json lines. Shared by every end-to-end test.
 */
import { spawn } from "node:child_process";
import { dirname } from "node:path";

export interface ClaudeRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  timedOut: boolean;
  ms: number;
  stdout: string;
  stderr: string;
  /** Parsed `--output-format stream-json` lines (other lines skipped). */
  lines: Record<string, unknown>[];
}

export function runClaude(
  bin: string,
  cwd: string,
  env: NodeJS.ProcessEnv,
  args: string[],
  timeoutMs = 90_000,
): Promise<ClaudeRun> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const child = spawn(bin, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"], detached: true });
    let stdout = "";
    let stderr = "";
    let timedOut = false;
    child.stdout.on("data", (d: Buffer) => {
      stdout += d.toString("utf8");
    });
    child.stderr.on("data", (d: Buffer) => {
      stderr += d.toString("utf8");
    });
    const timer = setTimeout(() => {
      timedOut = true;
      try {
        if (child.pid) process.kill(-child.pid, "SIGKILL");
      } catch {
        child.kill("SIGKILL");
      }
    }, timeoutMs);
    child.on("error", (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      const lines: Record<string, unknown>[] = [];
      for (const l of stdout.split("\n")) {
        if (!l.trim().startsWith("{")) continue;
        try {
          lines.push(JSON.parse(l) as Record<string, unknown>);
        } catch {
          // not a stream-json line
        }
      }
      resolve({ code, signal, timedOut, ms: Date.now() - started, stdout, stderr, lines });
    });
  });
}

/**
 * The environment for a headless run against the scripted Messages API: nothing
 * inherited, a private HOME and temp dir, a dummy key, no non-loopback traffic, and IS_SANDBOX=1
 * (exactly "1") so bypassPermissions works as root. `extra` adds ANTHROPIC_BASE_URL, CAIRN_HOME, ….
 */
export function offlineClaudeEnv(
  home: string,
  tmpDir: string,
  extra: Record<string, string> = {},
): Record<string, string> {
  return {
    PATH: `${dirname(process.execPath)}:/usr/local/bin:/usr/bin:/bin`,
    HOME: home,
    TERM: "dumb",
    LANG: "C.UTF-8",
    ANTHROPIC_API_KEY: "sk-ant-test-dummy",
    CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC: "1",
    DISABLE_TELEMETRY: "1",
    DISABLE_AUTOUPDATER: "1",
    DISABLE_ERROR_REPORTING: "1",
    IS_SANDBOX: "1",
    CLAUDE_CODE_TMPDIR: tmpDir,
    ...extra,
  };
}
