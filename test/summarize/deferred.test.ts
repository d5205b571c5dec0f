// Deferred model summaries through the built bundle: a finished session (recorded by the real hooks)
// gets its model summary from the detached worker that SessionStart spawns, while SessionStart itself
// returns at once — also when the API hangs, where the worker hits its timeout, falls back, records the
// outcome, releases its lock and exits. Uses the real claude binary (claude-cli provider) against the
// scripted Messages API; skips a version whose binary is absent.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workerRunning } from "../../src/app/summarize/deferred.js";
import { CLAUDE_VERSIONS, claudeBinary } from "../support/claude-bin.js";
import { type FakeAnthropic, startFakeAnthropic } from "../support/fake-anthropic.js";
import { CLI, gitRepo, hookEnv, runCliJson, runHook } from "../support/hook-runner.js";
import { processesWithEnv } from "../support/plugin-snapshot.js";
import { tempDir } from "../support/temp.js";
import { MODEL_SUMMARY } from "./fixtures.js";

async function until<T>(what: string, fn: () => T | null | undefined | false, ms = 30_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = fn();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

function finishSession(repo: string, env: NodeJS.ProcessEnv, sid: string): void {
  const base = { session_id: sid, transcript_path: join(repo, "..", `${sid}.jsonl`), cwd: repo };
  runHook("SessionStart", { ...base, hook_event_name: "SessionStart", source: "startup" }, env);
  runHook(
    "UserPromptSubmit",
    { ...base, hook_event_name: "UserPromptSubmit", prompt: "Fix the cart total rounding" },
    env,
  );
  runHook(
    "PostToolUse",
    {
      ...base,
      hook_event_name: "PostToolUse",
      tool_name: "Bash",
      tool_input: { command: "npm test" },
      tool_use_id: "toolu_1",
      tool_response: { stdout: "ok", stderr: "", interrupted: false },
    },
    env,
  );
  runHook(
    "Stop",
    { ...base, hook_event_name: "Stop", stop_hook_active: false, last_assistant_message: "Fixed it." },
    env,
  );
  runHook("SessionEnd", { ...base, hook_event_name: "SessionEnd", reason: "other" }, env);
}

const bin =
  [...CLAUDE_VERSIONS]
    .reverse()
    .map(claudeBinary)
    .find((b) => b !== null) ?? null;
if (!bin)
  console.warn(
    "skipping deferred summaries: no claude binary installed (run: node scripts/ensure-claude.mjs)",
  );

describe.skipIf(!bin)("deferred model summaries (SessionStart → detached worker → claude -p)", () => {
  let tmp: { path: string; cleanup: () => void };
  const fakes: FakeAnthropic[] = [];
  beforeAll(() => {
    tmp = tempDir("cairn-deferred-");
  });
  afterAll(async () => {
    for (const f of fakes) await f.close();
    tmp?.cleanup();
  });

  async function setup(name: string, fake: FakeAnthropic, timeoutMs: number) {
    const repo = join(tmp.path, name, "repo");
    const home = join(tmp.path, name, "cairn-home");
    gitRepo(repo);
    const env = hookEnv(home, {
      HOME: join(tmp.path, name, "home"),
      CAIRN_CLAUDE_BIN: bin!,
      ANTHROPIC_BASE_URL: fake.url,
      ANTHROPIC_API_KEY: "sk-ant-test-dummy",
      DISABLE_AUTOUPDATER: "1",
    });
    for (const [k, v] of [
      ["summarizer.provider", "claude-cli"],
      ["summarizer.timeoutMs", String(timeoutMs)],
    ] as const)
      execFileSync(process.execPath, [CLI, "config", "set", k, v], { cwd: repo, env });
    return { repo, home, env };
  }

  it("writes the model summary after SessionStart returned", async () => {
    const fake = await startFakeAnthropic({ script: [{ text: MODEL_SUMMARY }] });
    fakes.push(fake);
    const { repo, home, env } = await setup("ok", fake, 20_000);
    finishSession(repo, env, "sess-a");
    const start = runHook(
      "SessionStart",
      { session_id: "sess-b", cwd: repo, hook_event_name: "SessionStart", source: "startup" },
      env,
    );
    expect(start.status, start.stderr).toBe(0);
    const summary = await until("the model summary", () => {
      const s = (runCliJson(["sessions"], repo, env) as { id: string; summary: string }[]).find(
        (x) => x.id === "sess-a",
      );
      return s?.summary.includes("Summary by haiku via claude-cli") ? s.summary : null;
    });
    expect(summary).toContain("Decisions: Prices stay integer cents end to end");
    expect(fake.messageRequests()).toHaveLength(1);
    const state = JSON.parse(readFileSync(join(home, "summaries", "state.json"), "utf8"));
    expect(state.sessions["sess-a"]).toMatchObject({ status: "model", provider: "claude-cli" });
    await until("the lock to go", () => !existsSync(join(home, "summaries", "worker.lock")));
    // nothing pending any more: the next start spawns no worker and sends nothing. A worker is
    // detached and inherits the hook's environment, so one spawned would still be running when the
    // hook returns (it needs a claude -p call) or would already have sent a request.
    const marker = join(tmp.path, "ok-no-worker-marker");
    runHook(
      "SessionStart",
      { session_id: "sess-c", cwd: repo, hook_event_name: "SessionStart", source: "startup" },
      { ...env, CAIRN_TEST_MARKER: marker },
    );
    expect(processesWithEnv(marker)).toEqual([]);
    expect(fake.messageRequests()).toHaveLength(1);
  });

  it("a hanging API never holds up SessionStart; the worker times out, falls back and exits", async () => {
    const fake = await startFakeAnthropic({ script: [], hang: true });
    fakes.push(fake);
    const { repo, home, env } = await setup("hang", fake, 3000);
    finishSession(repo, env, "sess-h");
    const before = (runCliJson(["sessions"], repo, env) as { id: string; summary: string }[])[0]?.summary;
    const outcome = (): string | undefined => {
      const p = join(home, "summaries", "state.json");
      return existsSync(p) ? JSON.parse(readFileSync(p, "utf8")).sessions["sess-h"]?.status : undefined;
    };
    const start = runHook(
      "SessionStart",
      { session_id: "sess-i", cwd: repo, hook_event_name: "SessionStart", source: "startup" },
      env,
    );
    expect(start.status, start.stderr).toBe(0);
    // the worker cannot record anything before its 3 s call timeout: SessionStart did not wait for it
    expect(outcome()).toBeUndefined();
    const lock = join(home, "summaries", "worker.lock");
    const { pid } = await until("the worker's lock", () =>
      existsSync(lock) ? (JSON.parse(readFileSync(lock, "utf8")) as { pid: number }) : null,
    );
    await until("the worker to record the fallback", () => outcome() === "fallback");
    await until(
      "the worker process to exit",
      () => {
        try {
          process.kill(pid, 0);
          return false;
        } catch {
          return true;
        }
      },
      10_000,
    );
    expect(existsSync(lock)).toBe(false);
    const log = readFileSync(join(home, "logs", "summarizer.log"), "utf8");
    expect(log).toMatch(/fallback session=sess-h provider=claude-cli reason=timeout/);
    expect((runCliJson(["sessions"], repo, env) as { id: string; summary: string }[])[0]?.summary).toBe(
      before,
    );
  });

  it("the worker's watchdog kills it, and its claude -p child, at the deadline", async () => {
    const fake = await startFakeAnthropic({ script: [], hang: true });
    fakes.push(fake);
    const { repo, home, env } = await setup("watchdog", fake, 60_000);
    finishSession(repo, env, "sess-w");
    const marker = join(tmp.path, "watchdog-marker");
    const exit = await new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
      const child = spawn(process.execPath, [CLI, "summarize", "--pending", "--deadline-ms", "2500"], {
        cwd: repo,
        env: { ...env, CAIRN_TEST_MARKER: marker },
        stdio: "ignore",
      });
      child.on("close", (code, signal) => resolve({ code, signal }));
    });
    expect(exit.signal).toBe("SIGKILL");
    expect(fake.messageRequests().length).toBeGreaterThan(0); // claude -p was waiting on the API
    await until("the claude -p child to be gone", () => processesWithEnv(marker).length === 0, 5000);
    expect(readFileSync(join(home, "logs", "summarizer.log"), "utf8")).toMatch(
      /worker deadline passed after 2500 ms: killed/,
    );
    // killed before recording anything: the session is still pending, and the dead holder's lock is stale
    expect(existsSync(join(home, "summaries", "state.json"))).toBe(false);
    expect(workerRunning(home)).toBe(false);
  });

  it("with the default (heuristic) provider SessionStart starts nothing", async () => {
    const repo = join(tmp.path, "off", "repo");
    const home = join(tmp.path, "off", "cairn-home");
    gitRepo(repo);
    const env = hookEnv(home);
    finishSession(repo, env, "sess-x");
    // a spawned worker (detached, with the hook's environment) would still be running when the hook
    // returns, or would already have created summaries/ for its lock
    const marker = join(tmp.path, "off-marker");
    runHook(
      "SessionStart",
      { session_id: "sess-y", cwd: repo, hook_event_name: "SessionStart", source: "startup" },
      { ...env, CAIRN_TEST_MARKER: marker },
    );
    expect(processesWithEnv(marker)).toEqual([]);
    expect(existsSync(join(home, "summaries"))).toBe(false);
  });
});
