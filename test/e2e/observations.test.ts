import { randomUUID } from "node:crypto";
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLAUDE_VERSIONS, claudeBinary } from "../support/claude-bin.js";
import { type ClaudeRun, offlineClaudeEnv, runClaude as runClaudeBinary } from "../support/claude-run.js";
import {
  type FakeAnthropic,
  type FakeAnthropicOptions,
  startFakeAnthropic,
} from "../support/fake-anthropic.js";
import { gitRepo } from "../support/hook-runner.js";
import { snapshotPlugin } from "../support/plugin-snapshot.js";
import { tempDir } from "../support/temp.js";

const _repoRoot = join(import.meta.dirname, "..", "..");
const RUN_TIMEOUT_MS = 90_000;

type Run = ClaudeRun & { fake: FakeAnthropic };

async function runClaude(
  bin: string,
  cwd: string,
  env: NodeJS.ProcessEnv,
  args: string[],
  fake: FakeAnthropic,
): Promise<Run> {
  return { ...(await runClaudeBinary(bin, cwd, env, args, RUN_TIMEOUT_MS)), fake };
}

/** Every user/system text of every request body, in order. */
function requestTexts(fake: FakeAnthropic): string[] {
  return fake
    .messageRequests()
    .flatMap((r) =>
      (r.body?.messages ?? []).map((m) =>
        typeof m.content === "string" ? m.content : m.content.map((b) => b.text ?? "").join("\n"),
      ),
    );
}

const OBSERVATIONS = `## Committed
- [P1] (10:00) The greeting service lives in src/greet.js
## Local
- [P2] (10:01) Halfway through the greeting refactor
## Global
- [P1] (10:02) User prefers tabs over spaces
Current Task: Refactoring the greeting helper
Suggested Next: Add a unit test for greet in test/greet.test.js`;

for (const version of CLAUDE_VERSIONS) {
  const bin = claudeBinary(version);
  if (!bin)
    console.warn(
      `skipping Claude Code ${version} observations e2e: binary not installed (node scripts/ensure-claude.mjs)`,
    );

  describe.skipIf(!bin)(`Claude Code ${version}: observations`, () => {
    let tmp: { path: string; cleanup: () => void };
    let proj: string;
    let cairnHome: string;
    let cli: string;
    let base: NodeJS.ProcessEnv;
    let trace: string;
    const runs: Record<string, Run> = {};
    const after1: Record<string, string> = {};
    const sids = { observe: randomUUID(), next: randomUUID(), reflect: randomUUID(), compact: randomUUID() };

    const setConfig = (c: Record<string, number>) =>
      writeFileSync(join(cairnHome, "config.json"), JSON.stringify(c));
    const run = async (
      name: keyof typeof sids,
      prompt: string,
      opts: FakeAnthropicOptions,
      env: NodeJS.ProcessEnv = {},
    ) => {
      const fake = await startFakeAnthropic(opts);
      const args = [
        "-p",
        prompt,
        "--session-id",
        sids[name],
        "--plugin-dir",
        join(tmp.path, "plugin"),
        "--permission-mode",
        "bypassPermissions",
        "--output-format",
        "stream-json",
        "--verbose",
      ];
      runs[name] = await runClaude(bin!, proj, { ...base, ...env, ANTHROPIC_BASE_URL: fake.url }, args, fake);
      await fake.close();
    };
    const addStep = (sid: string) => ({
      tool: "Bash",
      input: {
        command: `${cli} observe add --session ${sid} <<'CAIRN_OBS'\n${OBSERVATIONS}\nCAIRN_OBS`,
        description: "Record observations",
      },
    });

    beforeAll(async () => {
      tmp = tempDir(`cairn-e2e-obs-${version}-`);
      proj = join(tmp.path, "proj");
      cairnHome = join(tmp.path, "cairn-home");
      for (const d of [proj, cairnHome, join(tmp.path, "home"), join(tmp.path, "cc-tmp")]) mkdirSync(d);
      gitRepo(proj);
      await snapshotPlugin(join(tmp.path, "plugin"));
      cli = `node "${join(tmp.path, "plugin", "dist", "cli.mjs")}"`;
      trace = join(tmp.path, "trace.jsonl");
      base = offlineClaudeEnv(join(tmp.path, "home"), join(tmp.path, "cc-tmp"), {
        CAIRN_HOME: cairnHome,
        CAIRN_TRACE_FILE: trace,
      });

      // 1. a long run: 6,000 characters of tool output cross a 1,000-token threshold
      setConfig({ "observations.observationThreshold": 1000, "observations.reflectionThreshold": 1000000 });
      await run("observe", "Refactor the greeting helper", {
        script: [
          {
            tool: "Bash",
            input: { command: "head -c 6000 /dev/zero | tr '\\0' a", description: "Print a lot" },
          },
          { text: "Refactor started." },
          addStep(sids.observe),
          { text: "Observations recorded." },
        ],
        rules: [{ when: /Cairn Observer:/, step: 2 }],
      });
      after1.committed = readFileSync(join(proj, ".cairn", "observations.md"), "utf8");
      // 2. the next session
      await run("next", "Continue", { script: [{ text: "Continuing." }] });
      // 3. an oversized committed file: the Reflector
      setConfig({ "observations.observationThreshold": 1000000, "observations.reflectionThreshold": 1000 });
      const lines = Array.from(
        { length: 150 },
        (_, i) => `- [P3] (09:00) Greeting detail number ${i} is recorded here`,
      );
      appendFileSync(join(proj, ".cairn", "observations.md"), `\nDate: 2026-01-01\n${lines.join("\n")}\n`);
      const consolidated =
        "Date: 2026-01-01\n- [P1] (09:00) The greeting service lives in src/greet.js\n  - [P3] (09:00) 150 greeting details, consolidated\n";
      await run("reflect", "Anything else?", {
        script: [
          { text: "Nothing else." },
          {
            tool: "Bash",
            input: {
              command: `${cli} observe reflect --scope committed <<'CAIRN_OBS'\n${consolidated}CAIRN_OBS`,
              description: "Consolidate",
            },
          },
          { text: "Consolidated." },
        ],
        rules: [{ when: /Cairn Reflector:/, step: 1 }],
      });
      // 4. auto-compaction: PreCompact forces an observation at the next Stop
      setConfig({
        "observations.observationThreshold": 1000000,
        "observations.reflectionThreshold": 1000000,
        "observations.contextThresholdPct": 100,
      });
      await run(
        "compact",
        "Keep going",
        {
          // full until compacted (the summary is in the conversation), then small: no thrashing
          inputTokens: (body) =>
            JSON.stringify(body.messages ?? []).includes("Scripted e2e conversation") ? 1000 : 190000,
          script: [
            { tool: "Bash", input: { command: "echo one", description: "one" } },
            { tool: "Bash", input: { command: "echo two", description: "two" } },
            { tool: "Bash", input: { command: "echo three", description: "three" } },
            { text: "All three done." },
            addStep(sids.compact),
            { text: "Observations recorded." },
          ],
          rules: [{ when: /Cairn Observer:/, step: 4 }],
        },
        { CLAUDE_CODE_AUTO_COMPACT_WINDOW: "200000" },
      );
    }, 6 * RUN_TIMEOUT_MS);

    afterAll(() => {
      if (process.env.CAIRN_E2E_KEEP === "1") console.log(`kept ${tmp?.path}`);
      else tmp?.cleanup();
    });

    const ok = (r: Run | undefined) => {
      expect(r?.code, `${r?.stderr.slice(-1500)}\n${r?.stdout.slice(-3000)}`).toBe(0);
    };

    it("past the threshold, the request after Stop carries the Observer prompt; observations land in their scopes", () => {
      const r = runs.observe;
      ok(r);
      const texts = requestTexts(r!.fake);
      const prompt = texts.find((t) => t.includes("Cairn Observer:"));
      expect(prompt, texts.join("\n---\n").slice(-3000)).toBeDefined();
      expect(prompt).toContain(`observe add --session ${sids.observe}`);
      expect(r!.fake.messageRequests()).toHaveLength(4);
      expect(after1.committed).toContain("- [P1] (10:00) The greeting service lives in src/greet.js");
      const local = readFileSync(join(proj, ".cairn", "local", "observations.md"), "utf8");
      expect(local).toContain("Halfway through the greeting refactor");
      expect(local).toContain(
        "Current Task: Refactoring the greeting helper\nSuggested Next: Add a unit test for greet in test/greet.test.js",
      );
      expect(readFileSync(join(cairnHome, "observations.md"), "utf8")).toContain(
        "User prefers tabs over spaces",
      );
      expect(
        existsSync(join(cairnHome, "logs", "hook.log"))
          ? readFileSync(join(cairnHome, "logs", "hook.log"), "utf8")
          : "",
      ).toBe("");
    });

    it("the next session's pack contains Current Task and Suggested Next (and the global preference)", () => {
      ok(runs.next);
      const ctx = requestTexts(runs.next!.fake).find((t) =>
        t.includes("SessionStart hook additional context"),
      );
      expect(ctx).toContain("Current Task: Refactoring the greeting helper");
      expect(ctx).toContain("- Next: Add a unit test for greet in test/greet.test.js (observations)");
      expect(ctx).toContain("User prefers tabs over spaces");
      expect(requestTexts(runs.next!.fake).some((t) => t.includes("Cairn Observer:"))).toBe(false);
    });

    it("over the reflection threshold, the Reflector prompt comes and the consolidation is backed up", () => {
      ok(runs.reflect);
      const texts = requestTexts(runs.reflect!.fake);
      expect(texts.some((t) => t.includes("Cairn Reflector: the committed"))).toBe(true);
      const committed = readFileSync(join(proj, ".cairn", "observations.md"), "utf8");
      expect(committed).toContain("150 greeting details, consolidated");
      expect(committed).not.toContain("Greeting detail number 7 ");
      const backups = readdirSync(join(proj, ".cairn", "local", "backups"));
      expect(backups.filter((f) => f.startsWith("committed-"))).toHaveLength(1);
    });

    it("an auto-compaction (PreCompact) leads to an observation at the next Stop", () => {
      ok(runs.compact);
      const events = readFileSync(trace, "utf8")
        .trim()
        .split("\n")
        .map((l) => JSON.parse(l) as { event: string; session_id: string })
        .filter((t) => t.session_id === sids.compact)
        .map((t) => t.event);
      expect(events).toContain("PreCompact");
      const texts = requestTexts(runs.compact!.fake);
      expect(texts.some((t) => t.includes("Cairn Observer: the context was just compacted"))).toBe(true);
      const state = JSON.parse(
        readFileSync(join(cairnHome, "observer", "sessions", `${sids.compact}.json`), "utf8"),
      ) as { force: boolean };
      expect(state.force).toBe(false);
    });
  });
}
