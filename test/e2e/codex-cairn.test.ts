// End to end, no network: one memory per repository across agents. Cairn is installed for the real Codex CLI
// (`cairn install --agent codex --scope project`, trust entries included: no --dangerously-bypass-hook-trust)
// and `codex exec` runs against the scripted Responses API on 127.0.0.1: it runs `npm test` and adds
// src/greet.js with apply_patch. Asserts what Cairn stored (session and memories recorded as Codex's), then
// that a Claude Code session (--plugin-dir, scripted Messages API) in the same repository receives it in its
// first model request, that `cairn import` of its rollout after live capture adds nothing, and that a following Codex session receives what the Claude Code session did.
// Skips with a printed reason when a binary is absent. CAIRN_E2E_KEEP=1 keeps the temp dirs.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, rmdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AGENT_VERSIONS, agentBinary, offlineCodexEnv } from "../support/agent-bins.js";
import { CLAUDE_VERSIONS, claudeBinary } from "../support/claude-bin.js";
import { type ClaudeRun, offlineClaudeEnv, runClaude } from "../support/claude-run.js";
import { codexConfigToml } from "../support/codex-config.js";
import { type FakeAnthropic, startFakeAnthropic } from "../support/fake-anthropic.js";
import {
  type FakeResponses,
  messagesWithRole,
  startFakeResponses,
} from "../support/fake-openai-responses.js";
import { snapshotPlugin } from "../support/plugin-snapshot.js";
import { storedCounts } from "../support/stored-counts.js";
import { tempDir } from "../support/temp.js";

const RUN_TIMEOUT_MS = 120_000;
const ADD_PATCH =
  "*** Begin Patch\n*** Add File: src/greet.js\n+export const greet = (n) => `hello ${n}`;\n*** End Patch\n";
/** What a sandbox run may leave in the shared /tmp (seen with workspace-write); removed again if this test made them. */
const TMP_LEFTOVERS = ["/tmp/.git", "/tmp/.codex", "/tmp/.aws"];

const codexBin = agentBinary("codex");
const claudeVersion = CLAUDE_VERSIONS.find((v) => claudeBinary(v) !== null);
const claudeBin = claudeVersion ? claudeBinary(claudeVersion) : null;
if (!codexBin || !claudeBin)
  console.warn(
    "skipping the Codex ↔ Claude Code memory test: a binary is missing (run: node scripts/ensure-agents.mjs and scripts/ensure-claude.mjs)",
  );

describe.skipIf(!codexBin || !claudeBin)(
  `one memory per repository: Codex CLI ${AGENT_VERSIONS.codex} and Claude Code ${claudeVersion}`,
  () => {
    let t: ReturnType<typeof tempDir>;
    let proj: string;
    let codexHome: string;
    let cairnHome: string;
    let cli: string;
    let codexEnv: Record<string, string>;
    let fakeCodex1: FakeResponses;
    let fakeCodex3: FakeResponses;
    let fakeClaude: FakeAnthropic;
    let run1: ClaudeRun;
    let run2: ClaudeRun;
    let run3: ClaudeRun;
    const leftoversBefore = TMP_LEFTOVERS.filter((p) => existsSync(p));

    const cairn = (...args: string[]): unknown =>
      JSON.parse(
        execFileSync(process.execPath, [cli, ...args, "--json"], {
          cwd: proj,
          env: { ...codexEnv, CAIRN_HOME: cairnHome },
          encoding: "utf8",
        }),
      );
    const codexExec = (fake: FakeResponses, prompt: string) => {
      writeFileSync(
        join(codexHome, "config.toml"),
        readFileSync(join(codexHome, "config.toml"), "utf8").replace(
          /base_url = "[^"]*"/,
          `base_url = "${fake.url}"`,
        ),
      );
      return runClaude(codexBin!, proj, codexEnv, ["exec", "--json", prompt], RUN_TIMEOUT_MS);
    };

    beforeAll(
      async () => {
        t = tempDir("cairn-e2e-codex-cairn-");
        proj = join(t.path, "proj");
        codexHome = join(t.path, "codex-home");
        cairnHome = join(t.path, "cairn-home");
        const home = join(t.path, "home");
        const tmp = join(t.path, "tmp");
        for (const d of [proj, codexHome, home, tmp]) mkdirSync(d, { recursive: true });
        await snapshotPlugin(join(t.path, "plugin"));
        cli = join(t.path, "plugin", "dist", "cli.mjs");
        const pkg = {
          name: "e2e-proj",
          version: "1.0.0",
          private: true,
          scripts: { test: 'node -e "process.exit(0)"' },
        };
        writeFileSync(join(proj, "package.json"), `${JSON.stringify(pkg, null, 2)}\n`);
        execFileSync("git", ["init", "-q"], { cwd: proj });
        codexEnv = { ...offlineCodexEnv(home, tmp, codexHome), CAIRN_HOME: cairnHome };

        fakeCodex1 = await startFakeResponses({
          script: [
            { tool: "exec_command", args: { cmd: "npm test", yield_time_ms: 30_000 } },
            { custom: "apply_patch", input: ADD_PATCH },
            { text: "Added src/greet.js and the tests pass." },
          ],
        });
        writeFileSync(join(codexHome, "config.toml"), codexConfigToml(fakeCodex1.url, proj));
        cairn("install", "--agent", "codex", "--scope", "project");
        run1 = await codexExec(fakeCodex1, "Add a greet helper in src/greet.js and run the tests");

        const farewell = join(proj, "src", "farewell.js");
        fakeClaude = await startFakeAnthropic({
          script: [
            {
              tool: "Write",
              input: { file_path: farewell, content: "export const bye = (n) => `bye ${n}`;\n" },
            },
            { tool: "Bash", input: { command: "npm test", description: "Run the tests" } },
            { text: "Added src/farewell.js; the tests pass." },
          ],
        });
        const claudeEnv = offlineClaudeEnv(home, join(t.path, "cc-tmp"), {
          CAIRN_HOME: cairnHome,
          ANTHROPIC_BASE_URL: fakeClaude.url,
        });
        mkdirSync(join(t.path, "cc-tmp"));
        run2 = await runClaude(
          claudeBin!,
          proj,
          claudeEnv,
          [
            "-p",
            "Add a farewell helper",
            "--plugin-dir",
            join(t.path, "plugin"),
            "--permission-mode",
            "bypassPermissions",
            "--output-format",
            "stream-json",
            "--verbose",
          ],
          RUN_TIMEOUT_MS,
        );

        fakeCodex3 = await startFakeResponses({ script: [{ text: "Both helpers are in place." }] });
        run3 = await codexExec(fakeCodex3, "Where did we leave off?");
      },
      3 * RUN_TIMEOUT_MS + 60_000,
    );

    afterAll(async () => {
      await Promise.all([fakeCodex1?.close(), fakeCodex3?.close(), fakeClaude?.close()]);
      for (const p of TMP_LEFTOVERS)
        if (!leftoversBefore.includes(p) && existsSync(p) && readdirSync(p).length === 0) rmdirSync(p);
      if (process.env.CAIRN_E2E_KEEP === "1") console.log(`kept ${t.path}`);
      else t.cleanup();
    });

    const threadId = (r: ClaudeRun) => String(r.lines.find((l) => l.type === "thread.started")?.thread_id);

    it("the Codex session ran: every scripted request answered, the file written", () => {
      expect(run1.code, run1.stderr.slice(-2000)).toBe(0);
      expect(fakeCodex1.responseRequests()).toHaveLength(3);
      expect(existsSync(join(proj, "src", "greet.js"))).toBe(true);
    });

    it("Cairn stored the Codex session as Codex's: the command with its outcome, the file, a summary memory", () => {
      const sessions = cairn("sessions") as {
        id: string;
        agent?: string;
        filesChanged: string[];
        commands: { command: string; ok: boolean; exitCode: number | null }[];
      }[];
      const s = sessions.find((x) => x.id === threadId(run1));
      expect(s, JSON.stringify(sessions).slice(0, 2000)).toBeTruthy();
      expect(s?.agent).toBe("codex");
      expect(s?.filesChanged).toEqual(["src/greet.js"]);
      expect(s?.commands).toEqual([expect.objectContaining({ command: "npm test", ok: true, exitCode: 0 })]);
      const memories = cairn("list") as {
        type: string;
        source: { agent?: string; sessionId: string | null };
      }[];
      const summary = memories.find(
        (m) => m.type === "task_summary" && m.source.sessionId === threadId(run1),
      );
      expect(summary?.source.agent).toBe("codex");
    });

    it("importing the session's rollout after live capture stores nothing twice", async () => {
      const id = threadId(run1);
      const live = await storedCounts(cairnHome, id);
      expect(live.lastAssistantMessage).toBe("Added src/greet.js and the tests pass.");
      // a prompt, the shell call and the patch, each once
      expect(live.events).toMatchObject({ prompt: 1, tool: 2 });
      const rollout = readdirSync(join(codexHome, "sessions"), { recursive: true, encoding: "utf8" }).find(
        (f) => f.endsWith(`${id}.jsonl`),
      );
      expect(rollout).toBeTruthy();
      const imported = cairn("import", join(codexHome, "sessions", rollout as string)) as {
        files: number;
        events: number;
      };
      expect(imported.files).toBe(1);
      expect(imported.events).toBe(0);
      expect(await storedCounts(cairnHome, id)).toEqual(live);
    });

    it("the next Claude Code session in the repository gets the Codex session in its first model request", () => {
      expect(run2.code, run2.stderr.slice(-2000)).toBe(0);
      const first = fakeClaude.messageRequests()[0]?.raw ?? "";
      expect(first).toContain("Cairn memory");
      expect(first).toContain("src/greet.js");
      expect(existsSync(join(proj, "src", "farewell.js"))).toBe(true);
    });

    it("the next Codex session gets the Claude Code session in its first model request (a developer message)", () => {
      expect(run3.code, run3.stderr.slice(-2000)).toBe(0);
      const first = fakeCodex3.responseRequests()[0]?.body;
      const developer = messagesWithRole(first ?? {}, "developer").join("\n");
      expect(developer).toContain("Cairn memory");
      expect(developer).toContain("src/farewell.js");
      const sessions = cairn("sessions") as { agent?: string }[];
      expect(sessions.map((x) => x.agent).sort()).toEqual(["claude-code", "codex", "codex"]);
    });
  },
);
