// The claude-cli provider against the real Claude Code binaries (2.1.197, 2.1.330) pointed at the
// scripted Messages API on 127.0.0.1. Cairn is installed at user scope in the run's HOME (the case
// where a child `claude -p` would recurse into Cairn's hooks), with a hook trace file. Checks: a summary
// comes back parsed; a hanging API hits the hard timeout, falls back, and leaves no process behind;
// the child fires no Cairn hook and writes no transcript — and a control run without the guard and
// flags does both, so the checks can see them. Skips a version whose binary is absent.
import { execFileSync, spawn } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { claudeCliArgs, claudeCliProvider } from "../../src/app/summarize/claude-cli.js";
import { summarizeSessionWithModel } from "../../src/app/summarize/summarize-session.js";
import { openSqliteStore, type SqliteStore } from "../../src/store/sqlite/sqlite-store.js";
import { CLAUDE_VERSIONS, claudeBinary } from "../support/claude-bin.js";
import { type FakeAnthropic, startFakeAnthropic } from "../support/fake-anthropic.js";
import { gitRepo } from "../support/hook-runner.js";
import { processesWithEnv, snapshotPlugin } from "../support/plugin-snapshot.js";
import { tempDir } from "../support/temp.js";
import { MODEL_SUMMARY, recordFinishedSession, SECRET } from "./fixtures.js";

/** Every .jsonl transcript under HOME/.claude/projects. */
function transcripts(home: string): string[] {
  const root = join(home, ".claude", "projects");
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, encoding: "utf8" }).filter((f) => f.endsWith(".jsonl"));
}

const traceLines = (file: string) =>
  existsSync(file) ? readFileSync(file, "utf8").trim().split("\n").filter(Boolean) : [];

describe("claude-cli provider without a claude binary", () => {
  it("is unavailable and falls back", async () => {
    const tmp = tempDir("cairn-cli-missing-");
    const store = openSqliteStore({ path: join(tmp.path, "cairn.db") });
    try {
      const repo = join(tmp.path, "repo");
      gitRepo(repo);
      await recordFinishedSession(store, repo, "s-missing");
      const provider = claudeCliProvider({
        bin: join(tmp.path, "no-such-claude"),
        env: { PATH: "/usr/bin:/bin" },
      });
      const r = await summarizeSessionWithModel(store, provider, { sessionId: "s-missing", timeoutMs: 5000 });
      expect(r.status).toBe("fallback");
      expect(r.reason).toMatch(/^unavailable: cannot run/);
    } finally {
      await store.close();
      tmp.cleanup();
    }
  });
});

for (const version of CLAUDE_VERSIONS) {
  const bin = claudeBinary(version);
  if (!bin)
    console.warn(
      `skipping claude-cli provider on ${version}: binary not installed (run: node scripts/ensure-claude.mjs)`,
    );

  describe.skipIf(!bin)(`claude-cli provider with Claude Code ${version}`, () => {
    let tmp: { path: string; cleanup: () => void };
    let store: SqliteStore;
    let repo: string;
    let home: string;
    let cairnHome: string;
    let trace: string;
    let env: NodeJS.ProcessEnv;
    const fakes: FakeAnthropic[] = [];

    beforeAll(async () => {
      tmp = tempDir(`cairn-cli-${version}-`);
      repo = join(tmp.path, "repo");
      home = join(tmp.path, "home");
      cairnHome = join(tmp.path, "cairn-home");
      trace = join(tmp.path, "trace.jsonl");
      mkdirSync(home);
      gitRepo(repo);
      const plugin = join(tmp.path, "plugin");
      await snapshotPlugin(plugin);
      env = {
        PATH: `${dirname(process.execPath)}:/usr/local/bin:/usr/bin:/bin`,
        HOME: home,
        TERM: "dumb",
        LANG: "C.UTF-8",
        ANTHROPIC_API_KEY: "sk-ant-test-dummy",
        DISABLE_AUTOUPDATER: "1",
        DISABLE_TELEMETRY: "1",
        DISABLE_ERROR_REPORTING: "1",
        CLAUDE_CODE_TMPDIR: join(tmp.path, "cc-tmp"),
        CAIRN_HOME: cairnHome,
        CAIRN_TRACE_FILE: trace,
      };
      // Cairn's hooks in ~/.claude/settings.json: what --setting-sources user still loads
      execFileSync(process.execPath, [join(plugin, "dist", "cli.mjs"), "install", "--scope", "user"], {
        cwd: repo,
        env,
      });
      expect(readFileSync(join(home, ".claude", "settings.json"), "utf8")).toContain(
        join(plugin, "dist", "hook.js"),
      );
      store = openSqliteStore({ path: join(tmp.path, "store", "cairn.db") });
    });
    afterAll(async () => {
      for (const f of fakes) await f.close();
      await store?.close();
      tmp?.cleanup();
    });

    it("returns a parsed summary; the child fired no Cairn hook and wrote no transcript", async () => {
      const sid = `ok-${version}`;
      await recordFinishedSession(store, repo, sid);
      const fake = await startFakeAnthropic({ script: [{ text: MODEL_SUMMARY }] });
      fakes.push(fake);
      const provider = claudeCliProvider({ bin: bin!, env: { ...env, ANTHROPIC_BASE_URL: fake.url } });
      const r = await summarizeSessionWithModel(store, provider, { sessionId: sid, timeoutMs: 30_000 });
      expect(r.status, r.reason ?? "").toBe("model");
      expect(r.structured.decisions).toEqual(["Prices stay integer cents end to end"]);
      expect((await store.getSession(sid))?.summary).toContain("Summary by haiku via claude-cli");

      const [req, ...more] = fake.messageRequests();
      expect(more).toHaveLength(0);
      expect(req?.body?.model).toMatch(/haiku/);
      expect(req?.raw).toContain("TASK: Extract key info");
      expect(req?.raw).not.toContain(SECRET);
      expect(((req?.body as { tools?: unknown[] } | undefined)?.tools ?? []).length).toBe(0); // --tools "" and no MCP servers

      expect(traceLines(trace)).toEqual([]); // recursion guard: every Cairn hook was a no-op
      expect(transcripts(home)).toEqual([]); // --no-session-persistence
    });

    it("control: the same run without the guard and --no-session-persistence does fire Cairn's hooks and write a transcript", async () => {
      const fake = await startFakeAnthropic({ script: [{ text: MODEL_SUMMARY }] });
      fakes.push(fake);
      const args = claudeCliArgs("haiku").filter((a) => a !== "--no-session-persistence");
      // async: the scripted API runs in this process, so a synchronous spawn would starve it
      const r = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
        const child = spawn(bin!, args, { cwd: repo, env: { ...env, ANTHROPIC_BASE_URL: fake.url } });
        let stderr = "";
        child.stderr.on("data", (d: Buffer) => {
          stderr += d.toString("utf8");
        });
        child.on("close", (code) => resolve({ code, stderr }));
        child.stdin.end("Summarize: nothing");
      });
      expect(r.code, r.stderr).toBe(0);
      const events = traceLines(trace).map((l) => (JSON.parse(l) as { event: string }).event);
      expect(events).toEqual(expect.arrayContaining(["SessionStart", "UserPromptSubmit", "Stop"]));
      expect(transcripts(home).length).toBeGreaterThan(0);
    });

    it("a hanging API hits the hard timeout, falls back, and leaves no process behind", async () => {
      const sid = `hang-${version}`;
      await recordFinishedSession(store, repo, sid);
      const fake = await startFakeAnthropic({ script: [], hang: true });
      fakes.push(fake);
      const marker = `${tmp.path}/hang-marker`;
      const provider = claudeCliProvider({
        bin: bin!,
        env: { ...env, ANTHROPIC_BASE_URL: fake.url, CAIRN_TEST_MARKER: marker },
      });
      const pending = summarizeSessionWithModel(store, provider, { sessionId: sid, timeoutMs: 4000 });
      // the claude -p child, waiting on the API
      await vi.waitFor(() => expect(processesWithEnv(marker).length).toBeGreaterThan(0), {
        timeout: 4000,
        interval: 50,
      });
      const r = await pending;
      expect(r.status).toBe("fallback");
      expect(r.reason).toMatch(/^timeout: claude -p gave no answer within 4000 ms/);
      expect(fake.messageRequests().length).toBeGreaterThan(0); // it did reach the API, then hung
      expect((await store.getSession(sid))?.summary).not.toContain("Summary by");
      // the killed child goes away (bounded poll; fails if it is still there after 5 s)
      await vi.waitFor(() => expect(processesWithEnv(marker)).toEqual([]), { timeout: 5000, interval: 50 });
    });
  });
}
