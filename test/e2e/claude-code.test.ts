// End to end: the real Claude Code CLI (each supported version) runs headless with Cairn loaded via
// --plugin-dir against a scripted Messages API on 127.0.0.1. Checks that every hook
// fires into Cairn and exits 0, what Cairn stored, and that a second session receives the first one's
// summary. Skips a version with a printed reason when its binary is absent (scripts/ensure-claude.mjs).
// CAIRN_E2E_KEEP=1 keeps the temp dirs (project, HOME, CAIRN_HOME, trace) for inspection.
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLAUDE_VERSIONS, claudeBinary } from "../support/claude-bin.js";
import { type ClaudeRun, offlineClaudeEnv, runClaude as runClaudeBinary } from "../support/claude-run.js";
import { type FakeAnthropic, type ScriptStep, startFakeAnthropic } from "../support/fake-anthropic.js";
import { snapshotPlugin } from "../support/plugin-snapshot.js";
import { tempDir } from "../support/temp.js";

const repoRoot = join(import.meta.dirname, "..", "..");
const sourcePlugin = join(repoRoot, "plugin");
/** The `cairn` CLI inside the plugin dir, as the root package.json's bin names it (e.g. dist/cli.mjs). */
const cliInPlugin = relative(
  sourcePlugin,
  join(
    repoRoot,
    (JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8")) as { bin: { cairn: string } }).bin
      .cairn,
  ),
);
const RUN_TIMEOUT_MS = 60_000;

const PROMPT_1 = "Add a greet helper in src/greet.js and run the tests";
const PROMPT_2 = "Continue where we left off";
const NEXT_STEPS = ["Add a unit test for greet", "Export greet from the package entry"];
const FINAL_TEXT = `Added src/greet.js and the tests pass.\n\nNext steps:\n${NEXT_STEPS.map((s) => `- ${s}`).join("\n")}\n`;
const FAIL_COMMAND = "echo boom >&2; exit 3";
const CAIRN_EVENTS = [
  "SessionStart",
  "UserPromptSubmit",
  "PreToolUse",
  "PostToolUse",
  "PostToolUseFailure",
  "Stop",
];
const CAIRN_HOOK_EVENTS = new Set([...CAIRN_EVENTS, "SubagentStop", "PreCompact", "SessionEnd"]);

function script1(proj: string): ScriptStep[] {
  const file = join(proj, "src", "greet.js");
  return [
    { tool: "Bash", input: { command: "npm test", description: "Run the tests" } },
    { tool: "Bash", input: { command: FAIL_COMMAND, description: "Fail on purpose" } },
    { tool: "Write", input: { file_path: file, content: "export const greet = (n) => `hello ${n}`;\n" } },
    { tool: "Edit", input: { file_path: file, old_string: "hello", new_string: "hi" } },
    { text: FINAL_TEXT },
  ];
}

type RunResult = ClaudeRun;

function runClaude(bin: string, cwd: string, env: NodeJS.ProcessEnv, args: string[]): Promise<RunResult> {
  return runClaudeBinary(bin, cwd, env, args, RUN_TIMEOUT_MS);
}

/** name:size:mtime of every file under dir (empty when dir is missing). */
function _signature(dir: string): string {
  if (!existsSync(dir)) return "";
  return listFiles(dir)
    .map((f) => {
      const st = statSync(join(dir, f));
      return `${f}:${st.size}:${st.mtimeMs}`;
    })
    .join("\n");
}

/**
 * Copies plugin/ (manifest, hooks.json, dist/) to `target`, so a concurrent `scripts/build.mjs` (which
 * deletes and rewrites plugin/dist) cannot break hooks mid-run. Retries until dist/ was stable
 * across the copy.
 */

function listFiles(root: string, dir = root): string[] {
  const out: string[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (dir === root && e.name === ".git") continue;
    const p = join(dir, e.name);
    if (e.isDirectory()) out.push(...listFiles(root, p));
    else out.push(relative(root, p));
  }
  return out.sort();
}

interface TraceLine {
  event: string;
  hook_event_name: string;
  session_id: string;
  pid: number;
}

/** Text of every `role:"system"` message inside `messages` of a request body. */
function systemMessages(fake: FakeAnthropic): string[] {
  const out: string[] = [];
  for (const r of fake.messageRequests()) {
    for (const m of r.body?.messages ?? []) {
      if (m.role !== "system") continue;
      out.push(typeof m.content === "string" ? m.content : m.content.map((b) => b.text ?? "").join("\n"));
    }
  }
  return out;
}

for (const version of CLAUDE_VERSIONS) {
  const bin = claudeBinary(version);
  if (!bin) {
    console.warn(
      `skipping Claude Code ${version} e2e: binary not installed or not runnable (run: node scripts/ensure-claude.mjs)`,
    );
  }

  describe.skipIf(!bin)(`Claude Code ${version} with Cairn loaded (--plugin-dir)`, () => {
    let tmp: { path: string; cleanup: () => void };
    let proj: string;
    let env: NodeJS.ProcessEnv;
    let traceFile: string;
    let cairnHome: string;
    let pluginDir: string;
    const sid1 = randomUUID();
    const sid2 = randomUUID();
    let fake1: FakeAnthropic;
    let fake2: FakeAnthropic;
    let run1: RunResult;
    let run2: RunResult;
    let filesBefore: string[];
    let filesAfter1: string[];
    let filesAfter2: string[];

    const cli = (...args: string[]): unknown =>
      JSON.parse(
        execFileSync(process.execPath, [join(pluginDir, cliInPlugin), ...args, "--json"], {
          cwd: proj,
          env,
          encoding: "utf8",
        }),
      );

    const claudeArgs = (prompt: string, sessionId: string): string[] => [
      "-p",
      prompt,
      "--session-id",
      sessionId,
      "--plugin-dir",
      pluginDir,
      "--permission-mode",
      "bypassPermissions",
      "--output-format",
      "stream-json",
      "--verbose",
      "--include-hook-events",
    ];

    beforeAll(async () => {
      tmp = tempDir(`cairn-e2e-cc-${version}-`);
      proj = join(tmp.path, "proj");
      const home = join(tmp.path, "home");
      const runTmp = join(tmp.path, "cc-tmp");
      for (const d of [proj, home, runTmp]) mkdirSync(d);
      traceFile = join(tmp.path, "trace.jsonl");
      cairnHome = join(tmp.path, "cairn-home");
      pluginDir = join(tmp.path, "plugin");
      await snapshotPlugin(pluginDir);
      writeFileSync(
        join(proj, "package.json"),
        `${JSON.stringify({ name: "e2e-proj", version: "1.0.0", private: true, scripts: { test: 'node -e "process.exit(0)"' } }, null, 2)}\n`,
      );
      execFileSync("git", ["init", "-q"], { cwd: proj });
      filesBefore = listFiles(proj);

      fake1 = await startFakeAnthropic({ script: script1(proj) });
      fake2 = await startFakeAnthropic({ script: [{ text: "Nothing more to do." }] });
      // env -i style: only what the run needs; loopback API, dummy key, no telemetry.
      const base: NodeJS.ProcessEnv = offlineClaudeEnv(home, runTmp, {
        CAIRN_HOME: cairnHome,
        CAIRN_TRACE_FILE: traceFile,
      });
      env = base;
      run1 = await runClaude(
        bin!,
        proj,
        { ...base, ANTHROPIC_BASE_URL: fake1.url },
        claudeArgs(PROMPT_1, sid1),
      );
      filesAfter1 = listFiles(proj);
      run2 = await runClaude(
        bin!,
        proj,
        { ...base, ANTHROPIC_BASE_URL: fake2.url },
        claudeArgs(PROMPT_2, sid2),
      );
      filesAfter2 = listFiles(proj);
      writeFileSync(join(tmp.path, "run1.stream.jsonl"), run1.stdout);
      writeFileSync(join(tmp.path, "run2.stream.jsonl"), run2.stdout);
      console.log(
        `Claude Code ${version}: run 1 ${run1.ms} ms (${fake1.messageRequests().length} model requests), ` +
          `run 2 ${run2.ms} ms (${fake2.messageRequests().length} model requests)`,
      );
    }, 3 * RUN_TIMEOUT_MS);

    afterAll(async () => {
      await fake1?.close();
      await fake2?.close();
      if (process.env.CAIRN_E2E_KEEP === "1") console.log(`kept ${tmp?.path}`);
      else tmp?.cleanup();
    });

    const describeRun = (r: RunResult): string =>
      `exit ${r.code} signal ${r.signal} timedOut ${r.timedOut}\nstderr: ${r.stderr.slice(-2000)}\nstdout tail: ${r.stdout.slice(-2000)}`;

    it("both runs finish in time with a successful result", () => {
      for (const r of [run1, run2]) {
        expect(r.timedOut, describeRun(r)).toBe(false);
        expect(r.code, describeRun(r)).toBe(0);
        const result = r.lines.find((l) => l.type === "result");
        expect(result?.is_error, describeRun(r)).toBe(false);
      }
      const init = run1.lines.find((l) => l.type === "system" && l.subtype === "init");
      expect(init?.session_id).toBe(sid1);
      expect(fake1.messageRequests()).toHaveLength(5);
    });

    it("fires every Cairn hook with the run's session id, and every hook exits 0", () => {
      const trace = readFileSync(traceFile, "utf8")
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l) as TraceLine);
      const dump = trace
        .map((t) => `${t.session_id === sid1 ? 1 : t.session_id === sid2 ? 2 : "?"} ${t.event}`)
        .join(", ");
      for (const t of trace) expect(t.event, dump).toBe(t.hook_event_name);
      const events1 = new Set(trace.filter((t) => t.session_id === sid1).map((t) => t.event));
      expect([...events1], dump).toEqual(expect.arrayContaining([...CAIRN_EVENTS, "SessionEnd"]));
      const events2 = new Set(trace.filter((t) => t.session_id === sid2).map((t) => t.event));
      expect([...events2], dump).toEqual(
        expect.arrayContaining(["SessionStart", "UserPromptSubmit", "Stop"]),
      );
      expect(
        trace.every((t) => t.session_id === sid1 || t.session_id === sid2),
        dump,
      ).toBe(true);

      for (const r of [run1, run2]) {
        const responses = r.lines.filter((l) => l.type === "system" && l.subtype === "hook_response");
        const cairn = responses.filter((l) => CAIRN_HOOK_EVENTS.has(String(l.hook_event)));
        expect(cairn.length, describeRun(r)).toBeGreaterThan(0);
        for (const l of cairn.filter((x) => typeof x.stderr === "string" && x.stderr.trim() !== "")) {
          console.warn(
            `Claude Code ${version}: Cairn ${String(l.hook_event)} hook stderr: ${String(l.stderr)}`,
          );
        }
        const failed = cairn.filter((l) => l.exit_code !== 0);
        expect(
          failed.map((l) => ({
            event: l.hook_event,
            exit: l.exit_code,
            stderr: l.stderr,
            outcome: l.outcome,
          })),
        ).toEqual([]);
      }
      const seen = new Set(
        run1.lines.filter((l) => l.subtype === "hook_response").map((l) => String(l.hook_event)),
      );
      expect([...seen]).toEqual(expect.arrayContaining(CAIRN_EVENTS));
      // The hook entry logs every failure it swallowed (exit 1) here.
      const hookLog = join(cairnHome, "logs", "hook.log");
      expect(existsSync(hookLog) ? readFileSync(hookLog, "utf8") : "").toBe("");
    });

    it("stores the session: intent, changed file, command outcomes and next steps", () => {
      const sessions = cli("sessions") as Array<{
        id: string;
        intents: string[];
        filesChanged: string[];
        commands: Array<{ command: string; ok: boolean; exitCode: number | null }>;
        nextSteps: string[];
        lastAssistantMessage: string | null;
        endedAt: string | null;
      }>;
      const s = sessions.find((x) => x.id === sid1);
      expect(s, JSON.stringify(sessions, null, 2)).toBeDefined();
      expect(s!.intents).toContain(PROMPT_1);
      expect(s!.filesChanged).toContain("src/greet.js");
      expect(s!.commands.find((c) => c.command === "npm test")?.ok).toBe(true);
      // the session record keeps its meaningful commands (test/build/lint/deploy): not a bare `echo; exit 3`
      expect(s!.commands.find((c) => c.command === FAIL_COMMAND)).toBeUndefined();
      expect(s!.nextSteps).toEqual(expect.arrayContaining(NEXT_STEPS));
      // SessionEnd's hook_response is not in stream-json (it runs after the result line); endedAt shows
      // it finished its work within Claude Code's 1.5 s SessionEnd budget.
      expect(s!.endedAt).not.toBeNull();
      expect(sessions.find((x) => x.id === sid2)?.endedAt).not.toBeNull();
    });

    it("stores a verified_command for npm test and one task_summary for the session", () => {
      const memories = cli("list") as Array<{
        type: string;
        title: string;
        body: string;
        source: { sessionId: string | null };
      }>;
      const verified = memories.filter((m) => m.type === "verified_command");
      expect(
        verified.some((m) => `${m.title}\n${m.body}`.includes("npm test")),
        JSON.stringify(memories, null, 2),
      ).toBe(true);
      expect(verified.some((m) => `${m.title}\n${m.body}`.includes("exit 3"))).toBe(false);
      const summaries = memories.filter((m) => m.type === "task_summary" && m.source.sessionId === sid1);
      expect(summaries, JSON.stringify(memories, null, 2)).toHaveLength(1);
    });

    it("injects the first session's summary into the second session's model requests", () => {
      expect(systemMessages(fake1).some((t) => t.includes("SessionStart hook additional context"))).toBe(
        false,
      );
      const context = systemMessages(fake2).filter((t) => t.includes("SessionStart hook additional context"));
      expect(context.length, systemMessages(fake2).join("\n---\n").slice(0, 3000)).toBeGreaterThan(0);
      const text = context.join("\n");
      expect(text.includes(NEXT_STEPS[0]!) || text.includes(PROMPT_1)).toBe(true);
    });

    it("leaves no files in the project besides the ones the scripted tools wrote", () => {
      expect(filesAfter1).toEqual([...filesBefore, "src/greet.js"].sort());
      expect(filesAfter2).toEqual(filesAfter1);
      expect(readFileSync(join(proj, "src", "greet.js"), "utf8")).toBe(
        "export const greet = (n) => `hi ${n}`;\n",
      );
      expect(existsSync(join(proj, ".claude"))).toBe(false);
    });
  });
}
