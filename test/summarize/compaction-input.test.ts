// Optional model distillation from Claude Code's compaction summaries: `cairn import --summarize`
// (the real CLI process) and the deferred worker send the model the latest compaction summary and
// the work after it, not the session from its start; the default path makes no model call.
import { execFile } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { recordActivity } from "../../src/app/capture/record-activity.js";
import { ensureProject } from "../../src/app/projects/ensure-project.js";
import { anthropicApiProvider } from "../../src/app/summarize/anthropic-api.js";
import { runPendingSummaries } from "../../src/app/summarize/deferred.js";
import { activityEvent } from "../../src/core/capture/events.js";
import { isModelSummary } from "../../src/core/capture/summary-format.js";
import { openSqliteStore } from "../../src/store/sqlite/sqlite-store.js";
import { type FakeAnthropic, startFakeAnthropic } from "../support/fake-anthropic.js";
import { CLI, gitRepo, hookEnv } from "../support/hook-runner.js";
import { tempDir } from "../support/temp.js";
import {
  assistantPart,
  compactBoundary,
  jsonl,
  SESSION_ID,
  toolResult,
  toolUse,
  userPrompt,
} from "../transcript/fixtures.js";
import { MODEL_SUMMARY } from "./fixtures.js";

const run = promisify(execFile);

const COMPACTION = [
  "This session is being continued from a previous conversation that ran out of context. The conversation is summarized below:",
  "Analysis:",
  "The user asked for a tokenizer rewrite.",
  "",
  "Summary:",
  "1. Primary Request and Intent:",
  "   Rewrite the tokenizer.",
  "4. Errors and fixes:",
  "   - **TypeError: cannot read properties of undefined (reading 'kind')**: fixed by guarding empty input in tokenize()",
  "7. Pending Tasks:",
  "   - Add a regression test for empty input",
  "8. Current Work:",
  "   Moving the tokenizer to a table-driven state machine (quokka-state-table).",
  "9. Optional Next Step:",
  "   Run the parser suite against the new tokenizer.",
].join("\n");

/** A session that ran a command before its compaction and more work after it. */
function transcript(cwd: string): string {
  const records = [
    userPrompt("Rename the zebra-parser module before anything else"),
    assistantPart("msg_1", toolUse("toolu_1", "Bash", { command: "npm run zebra-legacy-check" })),
    toolResult("toolu_1", "ok", false, { stdout: "ok", stderr: "", interrupted: false }),
    compactBoundary(160_000),
    userPrompt(COMPACTION, { isCompactSummary: true, isVisibleInTranscriptOnly: true }),
    userPrompt("Now add the regression test for empty input"),
    assistantPart("msg_2", toolUse("toolu_2", "Bash", { command: "npm test" })),
    toolResult("toolu_2", "12 passing", false, { stdout: "12 passing", stderr: "", interrupted: false }),
    assistantPart("msg_3", { type: "text", text: "Added the regression test; all 12 tests pass." }),
  ];
  return jsonl(records.map((r) => ({ ...r, cwd })));
}

let tmp: { path: string; cleanup: () => void };
let fake: FakeAnthropic | null = null;
beforeEach(() => {
  tmp = tempDir("cairn-compaction-input-");
});
afterEach(async () => {
  await fake?.close();
  fake = null;
  tmp.cleanup();
});

async function setup(provider: string | null) {
  fake = await startFakeAnthropic({ script: [{ text: MODEL_SUMMARY }], maxRequests: 5 });
  const repo = join(tmp.path, "repo");
  gitRepo(repo);
  const home = join(tmp.path, "cairn-home");
  const env = hookEnv(home, {
    HOME: join(tmp.path, "home"),
    ANTHROPIC_BASE_URL: fake.url,
    ANTHROPIC_API_KEY: "sk-ant-test-dummy",
  });
  if (provider !== null)
    await run(process.execPath, [CLI, "config", "set", "summarizer.provider", provider], { cwd: repo, env });
  const dir = join(tmp.path, "projects", "repo");
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${SESSION_ID}.jsonl`);
  writeFileSync(file, transcript(repo));
  return { repo, home, env, file };
}

describe("cairn import --summarize", () => {
  it("sends the compaction summary and the work after it, not the session from its start", async () => {
    const { repo, home, env, file } = await setup("anthropic-api");
    const { stdout } = await run(process.execPath, [CLI, "import", file, "--summarize", "--json"], {
      cwd: repo,
      env,
    });
    const out = JSON.parse(stdout) as { sessions: number; summaries: Record<string, number> };
    expect(out.sessions).toBe(1);
    expect(out.summaries).toEqual({ model: 1, fromCompaction: 1, fallback: 0 });
    const requests = fake!.messageRequests();
    expect(requests).toHaveLength(1);
    const prompt = JSON.stringify(requests[0]!.body?.messages);
    // the compaction summary (as capture condensed it) and what happened after it
    expect(prompt).toContain("quokka-state-table");
    expect(prompt).toContain("Add a regression test for empty input");
    expect(prompt).toContain("Now add the regression test for empty input");
    expect(prompt).toContain("passed: npm test");
    expect(prompt).toContain("all 12 tests pass");
    // nothing from before the compaction that the summary replaces
    expect(prompt).not.toContain("zebra-parser");
    expect(prompt).not.toContain("zebra-legacy-check");
    expect(prompt).not.toContain("This session is being continued");
    const store = openSqliteStore({ path: join(home, "cairn.db") });
    try {
      const session = (await store.getSession(SESSION_ID))!;
      expect(isModelSummary(session.summary)).toBe(true);
      expect(session.nextSteps).toEqual(["Add a test for a missing qty", "Format prices for display"]);
    } finally {
      await store.close();
    }
  });

  it("makes no model call by default, and says so when --summarize has no model to use", async () => {
    const { repo, env, file } = await setup(null);
    const plain = await run(process.execPath, [CLI, "import", file, "--json"], { cwd: repo, env });
    expect(JSON.parse(plain.stdout)).not.toHaveProperty("summaries");
    const again = await run(process.execPath, [CLI, "import", file, "--summarize"], { cwd: repo, env });
    expect(again.stderr).toContain("--summarize: no model is configured (summarizer.provider is heuristic)");
    expect(fake!.requests).toHaveLength(0);
  });
});

describe("deferred worker", () => {
  it("summarizes a live session from its compaction summary", async () => {
    const repo = join(tmp.path, "live-repo");
    gitRepo(repo);
    const home = join(tmp.path, "live-home");
    const store = openSqliteStore({ path: join(home, "cairn.db") });
    fake = await startFakeAnthropic({ script: [{ text: MODEL_SUMMARY }] });
    try {
      const at = new Date(Date.now() - 5 * 60_000);
      const ts = (s: number) => new Date(at.getTime() + s * 1000).toISOString();
      const project = await ensureProject(store, repo, at);
      const base = { sessionId: "live-1", cwd: repo };
      await recordActivity(store, {
        project,
        sessionId: "live-1",
        origin: "hook",
        trigger: "SessionEnd",
        ended: true,
        now: at,
        lastAssistantMessage: "The state machine is in; the parser suite passes.",
        events: [
          activityEvent({
            ...base,
            ts: ts(0),
            kind: "prompt",
            event: "UserPromptSubmit",
            detail: "Rename the zebra-parser module",
          }),
          activityEvent({
            ...base,
            ts: ts(1),
            kind: "compact",
            event: "SessionStart",
            detail: "Compaction summary\nCurrent Work:\nMoving the tokenizer to quokka-state-table.",
          }),
          activityEvent({
            ...base,
            ts: ts(2),
            kind: "prompt",
            event: "UserPromptSubmit",
            detail: "Run the parser suite",
          }),
        ],
      });
      const logs: string[] = [];
      const r = await runPendingSummaries(store, {
        home,
        provider: anthropicApiProvider({
          env: { ANTHROPIC_API_KEY: "sk-ant-test-dummy", ANTHROPIC_BASE_URL: fake.url },
        }),
        timeoutMs: 10_000,
        log: (l) => logs.push(l),
      });
      expect(r.results.map((x) => [x.status, x.input])).toEqual([["model", "compaction"]]);
      const prompt = JSON.stringify(fake.messageRequests()[0]!.body?.messages);
      expect(prompt).toContain("quokka-state-table");
      expect(prompt).toContain("Run the parser suite");
      expect(prompt).not.toContain("zebra-parser");
    } finally {
      await store.close();
    }
  });
});
