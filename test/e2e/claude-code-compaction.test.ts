// End to end with the real Claude Code CLI (each supported version) and Cairn loaded via --plugin-dir, against
// the scripted Messages API on 127.0.0.1:
// (a) at the largest allowed `context.budget`, with more memories than fit, the SessionStart pack arrives whole
//     in the model request: not replaced by `<persisted-output>`, every line of it in the request;
// (b) a session with a task and a plan, `/compact`, then a `--resume` turn: the first request after the
//     compaction carries the task, the plan and the next step (SessionStart(compact), from what PreCompact stored).
// Skips a version with a printed reason when its binary is absent (scripts/ensure-claude.mjs).

import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONFIG_KEYS } from "../../src/core/setup/config.js";
import { CLAUDE_VERSIONS, claudeBinary } from "../support/claude-bin.js";
import { systemMessageText } from "../support/claude-probe.js";
import { type ClaudeRun, offlineClaudeEnv, runClaude } from "../support/claude-run.js";
import { cliHarness } from "../support/cli-harness.js";
import { type MessagesBody, type ScriptStep, startFakeAnthropic } from "../support/fake-anthropic.js";
import { snapshotPlugin } from "../support/plugin-snapshot.js";
import { tempDir } from "../support/temp.js";

const RUN_TIMEOUT_MS = 90_000;
const LARGEST_BUDGET = CONFIG_KEYS["context.budget"].max;
const TASK = "Add cursor pagination to the orders endpoint";
const NEXT = "Write the last-page test";
const STEPS = ["Add the cursor parameter", NEXT, "Document the cursor in the API reference"];
/**
 * The plan as Claude Code's task tools state it: three TaskCreate calls, the first completed, the second
 * started. 2.1.197 offers these tools in a `-p` session; 2.1.330 offers no todo or task tool there (the calls
 * fail with "No such tool available"), so there the plan is Cairn's own task board, seeded before the run.
 */
const TASK_TOOL_STEPS: ScriptStep[] = [
  ...STEPS.map((subject) => ({ tool: "TaskCreate", input: { subject, description: subject } })),
  { tool: "TaskUpdate", input: { taskId: "1", status: "completed" } },
  { tool: "TaskUpdate", input: { taskId: "2", status: "in_progress" } },
];

interface Run extends ClaudeRun {
  bodies: MessagesBody[];
}

const describeRun = (r: Run) => `exit ${r.code}, ${r.ms} ms\nstderr: ${r.stderr.slice(-1500)}`;

/** The `additionalContext` Cairn's SessionStart hook answered in a run (stream-json hook_response lines). */
function sessionStartContexts(r: Run): string[] {
  return r.lines
    .filter((l) => l.type === "system" && l.subtype === "hook_response" && l.hook_event === "SessionStart")
    .flatMap((l) => {
      const out = String(l.stdout ?? l.output ?? "").trim();
      if (!out.startsWith("{")) return [];
      const ctx = (JSON.parse(out) as { hookSpecificOutput?: { additionalContext?: string } })
        .hookSpecificOutput?.additionalContext;
      return typeof ctx === "string" ? [ctx] : [];
    });
}

for (const version of CLAUDE_VERSIONS) {
  const bin = claudeBinary(version);
  if (!bin)
    console.warn(
      `skipping Claude Code ${version} compaction e2e: binary not installed or not runnable (run: node scripts/ensure-claude.mjs)`,
    );

  describe.skipIf(!bin)(`Claude Code ${version} with Cairn: the client's limit and compaction`, () => {
    let tmp: { path: string; cleanup: () => void };
    let proj: string;
    let env: NodeJS.ProcessEnv;
    let pluginDir: string;
    let big: Run;
    let runs: { first: Run; compact: Run; after: Run };

    const run = async (args: string[], script: ScriptStep[], extra: { compactSummary?: string } = {}) => {
      const fake = await startFakeAnthropic({ script, fallbackText: "Done.", ...extra });
      try {
        const r = await runClaude(
          bin!,
          proj,
          { ...env, ANTHROPIC_BASE_URL: fake.url },
          [
            ...args,
            "--plugin-dir",
            pluginDir,
            "--permission-mode",
            "bypassPermissions",
            "--output-format",
            "stream-json",
            "--verbose",
            "--include-hook-events",
          ],
          RUN_TIMEOUT_MS,
        );
        return { ...r, bodies: fake.messageRequests().flatMap((q) => (q.body ? [q.body] : [])) };
      } finally {
        await fake.close();
      }
    };

    beforeAll(async () => {
      tmp = tempDir(`cairn-e2e-compaction-${version}-`);
      proj = join(tmp.path, "proj");
      const home = join(tmp.path, "home");
      const runTmp = join(tmp.path, "cc-tmp");
      const cairnHome = join(tmp.path, "cairn-home");
      for (const d of [proj, home, runTmp]) mkdirSync(d);
      pluginDir = join(tmp.path, "plugin");
      await snapshotPlugin(pluginDir);
      writeFileSync(
        join(proj, "package.json"),
        `${JSON.stringify({ name: "e2e-proj", private: true, scripts: { test: 'node -e "process.exit(1)"' } })}\n`,
      );
      execFileSync("git", ["init", "-q"], { cwd: proj });
      env = offlineClaudeEnv(home, runTmp, {
        CAIRN_HOME: cairnHome,
        CAIRN_CONTEXT_BUDGET: String(LARGEST_BUDGET),
      });
      // far more than 10,000 units of memories, with multi-byte and emoji text
      const cli = cliHarness(cairnHome, proj);
      for (let i = 0; i < 70; i++)
        await cli.json(
          "save",
          "--type",
          i % 2 === 0 ? "decision" : "project_fact",
          `Mémoire ${i} 😀 — the orders service keeps ${"détail ".repeat(12)}#${i}`,
        );
      // Cairn's own task state: the same plan on the project's board
      for (const s of STEPS) await cli.json("tasks", "add", s);
      await cli.close();

      big = await run(["-p", "What do you remember?", "--session-id", randomUUID()], [{ text: "Noted." }]);
      const sid = randomUUID();
      const first = await run(
        ["-p", TASK, "--session-id", sid],
        [
          ...TASK_TOOL_STEPS,
          { tool: "Bash", input: { command: "npm test", description: "Run the tests" } },
          { text: "The last-page test fails; continuing next." },
        ],
      );
      const compact = await run(["-p", "/compact", "--resume", sid], [], {
        compactSummary:
          "<analysis>e2e</analysis>\n<summary>1. Primary Request and Intent:\n   Pagination.\n</summary>",
      });
      const after = await run(["-p", "Continue", "--resume", sid], [{ text: "Continuing." }]);
      runs = { first, compact, after };
    }, 8 * RUN_TIMEOUT_MS);

    afterAll(() => {
      if (process.env.CAIRN_E2E_KEEP === "1") console.log(`kept ${tmp?.path}`);
      else tmp?.cleanup();
    });

    it("every run succeeds", () => {
      for (const r of [big, runs.first, runs.compact, runs.after]) expect(r.code, describeRun(r)).toBe(0);
    });

    it(`at the largest budget (${LARGEST_BUDGET} tokens) the pack arrives whole: no <persisted-output>, every line in the request`, () => {
      const [pack] = sessionStartContexts(big);
      expect(pack, describeRun(big)).toBeDefined();
      expect(pack!.length).toBeLessThanOrEqual(10_000);
      // it was fitted, not cut: items were left out and the pack says so
      expect(pack!.split("\n").at(-1)).toMatch(/^\(\d+ more not shown: `cairn search <words>`/);
      const system = systemMessageText(big.bodies[0]!);
      expect(system).not.toContain("<persisted-output>");
      expect(system).toContain(`SessionStart hook additional context: ${pack!.split("\n")[0]}`);
      for (const line of pack!.split("\n")) expect(system).toContain(line);
    });

    it("the first request after the compaction carries the task, the plan and the next step", () => {
      const system = systemMessageText(runs.after.bodies[0]!);
      const at = system.indexOf("## Where you are (this session, as it stood before the compaction)");
      expect(at, system.slice(0, 4000)).toBeGreaterThanOrEqual(0);
      const section = system.slice(at, at + 4000);
      expect(section).toContain(`- Task: ${TASK}`);
      expect(section).toMatch(/- Last failing check: `npm test` \(exit 1\)/);
      const tools = (runs.first.bodies[0] as { tools?: { name: string }[] } | undefined)?.tools ?? [];
      const taskTools = tools.some((t) => t.name === "TaskCreate");
      if (taskTools) {
        // the plan Claude Code's task tools stated in the session
        expect(section).toContain(`- Next step: ${NEXT}`);
        expect(section).toContain(`- Plan (1/3 done): [x] ${STEPS[0]}; [>] ${NEXT}; [ ] ${STEPS[2]}`);
      }
      // Cairn's task board, in the Continuity section that follows
      for (const s of STEPS) expect(section).toMatch(new RegExp(`- Next: ${s} \\(task t\\d`));
    });
  });
}
