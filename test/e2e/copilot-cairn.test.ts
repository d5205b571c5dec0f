// End to end, no network: one memory per repository across agents. Cairn is installed for the real GitHub Copilot
// CLI (`cairn install --agent copilot`, project scope: .github/hooks/cairn.json and .github/mcp.json) and
// `copilot -p` runs offline (COPILOT_OFFLINE, BYOK) in a trusted folder against the scripted Responses API on
// 127.0.0.1: it runs `npm test` and adds src/greet.js with apply_patch. Asserts what Cairn stored (session and
// memories recorded as Copilot's), that Copilot got Cairn's MCP server from .github/mcp.json, that a Claude Code
// session (--plugin-dir, scripted Messages API) in the same repository receives it in its first model request, and
// that agentStop's final answer is read from events.jsonl and `cairn import` of that file after live capture adds
// nothing, that a following Copilot session receives what the Claude Code session did through sessionStart's
// additionalContext. That session runs with Cairn also installed in Claude Code's settings
// (.claude/settings.local.json, which Copilot runs too): its command is captured once, its pack injected once, and
// every Claude-settings hook ran without failing (they stand aside for .github/hooks/cairn.json). A last Copilot
// session, with Cairn only in Claude Code's settings, is captured once through those hooks and gets the pack once.
// Cairn's own folder (so every hook command) has a space, backticks, a quote and non-ASCII in its path.
// Uninstall leaves the repository's tree as it was. Skips with a printed reason when a binary is absent.
// CAIRN_E2E_KEEP=1 keeps the temp dirs.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openSqliteStore } from "../../src/store/sqlite/sqlite-store.js";
import { AGENT_VERSIONS, agentBinary, offlineCopilotEnv } from "../support/agent-bins.js";
import { CLAUDE_VERSIONS, claudeBinary } from "../support/claude-bin.js";
import { type ClaudeRun, offlineClaudeEnv, runClaude } from "../support/claude-run.js";
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

const copilotBin = agentBinary("copilot");
const claudeVersion = CLAUDE_VERSIONS.find((v) => claudeBinary(v) !== null);
const claudeBin = claudeVersion ? claudeBinary(claudeVersion) : null;
if (!copilotBin || !claudeBin)
  console.warn(
    "skipping the Copilot ↔ Claude Code memory test: a binary is missing (run: node scripts/ensure-agents.mjs and scripts/ensure-claude.mjs)",
  );

describe.skipIf(!copilotBin || !claudeBin)(
  `one memory per repository: Copilot CLI ${AGENT_VERSIONS.copilot} and Claude Code ${claudeVersion}`,
  () => {
    let t: ReturnType<typeof tempDir>;
    let proj: string;
    let copilotHome: string;
    let cairnHome: string;
    let cli: string;
    let pluginDir: string;
    let baseEnv: Record<string, string>;
    let fakeCopilot1: FakeResponses;
    let fakeCopilot3: FakeResponses;
    let fakeCopilot4: FakeResponses;
    let fakeClaude: FakeAnthropic;
    let run1: ClaudeRun;
    let run2: ClaudeRun;
    let run3: ClaudeRun;
    let run4: ClaudeRun;
    let treeBefore: string[];

    const cairnText = (...args: string[]): string =>
      execFileSync(process.execPath, [cli, ...args], {
        cwd: proj,
        env: { ...baseEnv, CAIRN_HOME: cairnHome },
        encoding: "utf8",
      });
    const cairn = (...args: string[]): unknown => JSON.parse(cairnText(...args, "--json"));
    const copilot = (fake: FakeResponses, prompt: string) =>
      runClaude(
        copilotBin!,
        proj,
        {
          ...offlineCopilotEnv(baseEnv.HOME!, baseEnv.TMPDIR!, copilotHome, fake.url),
          CAIRN_HOME: cairnHome,
        },
        ["-p", prompt, "--allow-all", "--trust-folder", "--no-auto-update", "--output-format", "json"],
        RUN_TIMEOUT_MS,
      );
    /** Copilot's session of a run: the folder it added under $COPILOT_HOME/session-state. */
    const sessionIds = new Map<ClaudeRun, string>();
    const sessionIdOf = (r: ClaudeRun): string => sessionIds.get(r) ?? "";
    const stateDirs = (): string[] =>
      existsSync(join(copilotHome, "session-state")) ? readdirSync(join(copilotHome, "session-state")) : [];
    const copilotRun = async (fake: FakeResponses, prompt: string): Promise<ClaudeRun> => {
      const before = new Set(stateDirs());
      const r = await copilot(fake, prompt);
      const events = (d: string) => join(copilotHome, "session-state", d, "events.jsonl");
      const mine = stateDirs().find(
        (d) => !before.has(d) && existsSync(events(d)) && readFileSync(events(d), "utf8").includes(prompt),
      );
      if (mine) sessionIds.set(r, mine);
      return r;
    };

    /** Hook runs of a session's events.jsonl: how many ended, and how many of those failed (`success: false`). */
    const hookRuns = (r: ClaudeRun): { ran: number; failed: number } => {
      const file = join(copilotHome, "session-state", sessionIdOf(r), "events.jsonl");
      const ends = readFileSync(file, "utf8")
        .split("\n")
        .filter((l) => l.includes('"hook.end"'))
        .map((l) => JSON.parse(l) as { data?: { success?: boolean } });
      return { ran: ends.length, failed: ends.filter((e) => e.data?.success === false).length };
    };

    beforeAll(
      async () => {
        t = tempDir("cairn-e2e-copilot-cairn-");
        proj = join(t.path, "proj");
        copilotHome = join(t.path, "copilot-home");
        cairnHome = join(t.path, "cairn-home");
        const home = join(t.path, "home");
        const tmp = join(t.path, "tmp");
        for (const d of [proj, copilotHome, home, tmp, join(t.path, "cc-tmp")])
          mkdirSync(d, { recursive: true });
        // Cairn's own path holds a space, backticks, a quote, `$HOME` and non-ASCII: every installed hook names it.
        // Copilot expands `$HOME` in .github/mcp.json's `args`: install passes that path as a file URL (`%24`)
        pluginDir = join(t.path, "Cairn `id` it's $HOME ü", "plugin");
        await snapshotPlugin(pluginDir);
        cli = join(pluginDir, "dist", "cli.mjs");
        const pkg = {
          name: "e2e-proj",
          version: "1.0.0",
          private: true,
          scripts: { test: 'node -e "process.exit(0)"' },
        };
        writeFileSync(join(proj, "package.json"), `${JSON.stringify(pkg, null, 2)}\n`);
        execFileSync("git", ["init", "-q"], { cwd: proj });
        treeBefore = readdirSync(proj).sort();
        baseEnv = offlineClaudeEnv(home, tmp);

        cairn("install", "--agent", "copilot", "--scope", "project");
        fakeCopilot1 = await startFakeResponses({
          script: [
            { tool: "bash", args: { command: "npm test", description: "Run the tests" } },
            { custom: "apply_patch", input: ADD_PATCH },
            { text: "Added src/greet.js and the tests pass." },
          ],
        });
        run1 = await copilotRun(fakeCopilot1, "Add a greet helper in src/greet.js and run the tests");

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
        const claudeArgs = ["-p", "Add a farewell helper", "--plugin-dir", pluginDir];
        const flags = [
          "--permission-mode",
          "bypassPermissions",
          "--output-format",
          "stream-json",
          "--verbose",
        ];
        run2 = await runClaude(claudeBin!, proj, claudeEnv, [...claudeArgs, ...flags], RUN_TIMEOUT_MS);

        // Cairn in Claude Code's settings too: Copilot loads those hooks as well and runs their `command` through
        // the shell (docs/agents/copilot.md, "Double capture")
        cairn("install", "--scope", "local");
        fakeCopilot3 = await startFakeResponses({
          script: [
            { tool: "bash", args: { command: "npm run build --if-present", description: "Build" } },
            { text: "Both helpers are in place." },
          ],
        });
        run3 = await copilotRun(fakeCopilot3, "Where did we leave off?");

        // Cairn only in Claude Code's settings: Copilot's session is captured through them
        cairnText("uninstall", "--agent", "copilot");
        fakeCopilot4 = await startFakeResponses({
          script: [
            { tool: "bash", args: { command: "npm test -- --grep farewell", description: "Test" } },
            { text: "The farewell tests pass." },
          ],
        });
        run4 = await copilotRun(fakeCopilot4, "Run the farewell tests");
      },
      4 * RUN_TIMEOUT_MS + 60_000,
    );

    afterAll(async () => {
      await Promise.all([
        fakeCopilot1?.close(),
        fakeCopilot3?.close(),
        fakeCopilot4?.close(),
        fakeClaude?.close(),
      ]);
      if (process.env.CAIRN_E2E_KEEP === "1") console.log(`kept ${t.path}`);
      else t?.cleanup();
    });

    it("the Copilot session ran: every scripted request answered, the file written, Cairn's MCP server offered", () => {
      expect(run1.code, run1.stderr.slice(-2000)).toBe(0);
      expect(fakeCopilot1.responseRequests()).toHaveLength(3);
      expect(existsSync(join(proj, "src", "greet.js"))).toBe(true);
      // .github/mcp.json (written by install) reached the model as Cairn's tools
      const tools = JSON.stringify(fakeCopilot1.responseRequests()[0]?.body?.tools ?? []);
      expect(tools).toContain("cairn-get_context_pack");
    });

    it("Cairn stored the Copilot session as Copilot's: the command with its outcome, the file, a summary memory", () => {
      const sessions = cairn("sessions", "--agent", "copilot") as {
        id: string;
        agent: string;
        filesChanged: string[];
        commands: { command: string; ok: boolean; exitCode: number | null }[];
      }[];
      const s = sessions.find((x) => x.id === sessionIdOf(run1));
      expect(s, JSON.stringify(sessions).slice(0, 2000)).toBeTruthy();
      expect(s?.agent).toBe("copilot");
      expect(s?.filesChanged).toEqual(["src/greet.js"]);
      expect(s?.commands).toEqual([expect.objectContaining({ command: "npm test", ok: true, exitCode: 0 })]);
      const memories = cairn("list") as {
        type: string;
        source: { agent?: string; sessionId: string | null };
      }[];
      const summary = memories.find(
        (m) => m.type === "task_summary" && m.source.sessionId === sessionIdOf(run1),
      );
      expect(summary?.source.agent).toBe("copilot");
    });

    it("agentStop's final answer is read from events.jsonl; importing that file after live capture stores nothing twice", async () => {
      const id = sessionIdOf(run1);
      const live = await storedCounts(cairnHome, id);
      expect(live.lastAssistantMessage).toBe("Added src/greet.js and the tests pass.");
      // a prompt, the shell call and the patch, each once
      expect(live.events).toMatchObject({ prompt: 1, tool: 2 });
      const file = join(copilotHome, "session-state", id, "events.jsonl");
      const imported = cairn("import", file) as { files: number; events: number };
      expect(imported.files).toBe(1);
      expect(imported.events).toBe(0);
      expect(await storedCounts(cairnHome, id)).toEqual(live);
    });

    it("the next Claude Code session in the repository gets the Copilot session in its first model request", () => {
      expect(run2.code, run2.stderr.slice(-2000)).toBe(0);
      const first = fakeClaude.messageRequests()[0]?.raw ?? "";
      expect(first).toContain("Cairn memory");
      expect(first).toContain("src/greet.js");
      expect(existsSync(join(proj, "src", "farewell.js"))).toBe(true);
    });

    it("the next Copilot session gets the Claude Code session through sessionStart, once, and is captured once", async () => {
      expect(run3.code, run3.stderr.slice(-2000)).toBe(0);
      const first = fakeCopilot3.responseRequests()[0]?.body;
      const user = messagesWithRole(first ?? {}, "user").join("\n");
      expect(user).toContain("src/farewell.js");
      // one pack, not two: the Claude-settings SessionStart hook added none
      expect(user.split("# Cairn memory").length - 1).toBe(1);
      const store = openSqliteStore({ path: join(cairnHome, "cairn.db") });
      try {
        const events = await store.listEvents({ sessionId: sessionIdOf(run3) });
        expect(events.filter((e) => e.command === "npm run build --if-present")).toHaveLength(1);
        expect((await store.getSession(sessionIdOf(run3)))?.agent).toBe("copilot");
      } finally {
        await store.close();
      }
      expect(hookRuns(run3)).toMatchObject({ failed: 0 });
      expect(hookRuns(run3).ran).toBeGreaterThanOrEqual(4);
    });

    it("with Cairn only in Claude Code's settings, the Copilot session is captured once and gets the pack once", async () => {
      expect(run4.code, run4.stderr.slice(-2000)).toBe(0);
      const hooks = hookRuns(run4);
      expect(hooks.failed, JSON.stringify(hooks)).toBe(0);
      expect(hooks.ran).toBeGreaterThanOrEqual(4);
      const user = messagesWithRole(fakeCopilot4.responseRequests()[0]?.body ?? {}, "user").join("\n");
      expect(user.split("# Cairn memory").length - 1).toBe(1);
      const store = openSqliteStore({ path: join(cairnHome, "cairn.db") });
      try {
        const events = await store.listEvents({ sessionId: sessionIdOf(run4) });
        expect(events.filter((e) => e.command === "npm test -- --grep farewell")).toHaveLength(1);
        expect(events.filter((e) => e.kind === "prompt")).toHaveLength(1);
        expect((await store.getSession(sessionIdOf(run4)))?.agent).toBe("copilot");
      } finally {
        await store.close();
      }
      const agents = (cairn("sessions") as { agent: string }[]).map((x) => x.agent).sort();
      expect(agents).toEqual(["claude-code", "copilot", "copilot", "copilot"]);
    });

    it("uninstall leaves the repository's tree as it was", () => {
      cairnText("uninstall", "--scope", "local");
      expect(existsSync(join(proj, ".github"))).toBe(false);
      expect(
        readdirSync(proj)
          .filter((f) => f !== "src" && f !== ".claude")
          .sort(),
      ).toEqual(treeBefore);
    });
  },
);
