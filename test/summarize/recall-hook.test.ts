// "Where did we leave off on X?" through the built bundle: UserPromptSubmit answers status questions
// with the select-then-compress recall (extractive, within the prompt budget, sources included), other
// prompts keep the usual recall; `cairn recall` prints the same answer; `cairn summarize` rewrites a
// session's summary with a chosen provider (here anthropic-api against the scripted API).
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type FakeAnthropic, startFakeAnthropic } from "../support/fake-anthropic.js";
import { CLI, gitRepo, hookEnv, runCliJson, runHook } from "../support/hook-runner.js";
import { tempDir } from "../support/temp.js";
import { MODEL_SUMMARY } from "./fixtures.js";

let tmp: { path: string; cleanup: () => void };
let repo: string;
let env: NodeJS.ProcessEnv;
let decisionId: string;
let fake: FakeAnthropic | null = null;
const SID = "33333333-2222-4333-8444-555555555555";

const cli = (...args: string[]) =>
  execFileSync(process.execPath, [CLI, ...args], { cwd: repo, env, encoding: "utf8" });
const context = (r: { json: Record<string, unknown> | null }) =>
  (r.json?.hookSpecificOutput as { additionalContext?: string } | undefined)?.additionalContext ?? "";

beforeAll(() => {
  tmp = tempDir("cairn-recall-hook-");
  repo = join(tmp.path, "repo");
  gitRepo(repo);
  env = hookEnv(join(tmp.path, "cairn-home"));
  const base = { session_id: SID, cwd: repo, transcript_path: join(tmp.path, "t.jsonl") };
  runHook(
    "UserPromptSubmit",
    { ...base, hook_event_name: "UserPromptSubmit", prompt: "Make the billing export stream rows" },
    env,
  );
  runHook(
    "Stop",
    {
      ...base,
      hook_event_name: "Stop",
      stop_hook_active: false,
      last_assistant_message:
        "The billing export streams now.\n\nNext steps:\n- benchmark the billing export on 1M rows",
    },
    env,
  );
  runHook("SessionEnd", { ...base, hook_event_name: "SessionEnd", reason: "other" }, env);
  decisionId = (
    runCliJson(
      [
        "save",
        "--type",
        "decision",
        "Billing export writes UTF-8 CSV with a BOM",
        "--body",
        "Excel needs the BOM",
      ],
      repo,
      env,
    ) as { id: string }
  ).id;
  runCliJson(
    ["save", "--type", "constraint", "Never email the billing export unencrypted", "--severity", "high"],
    repo,
    env,
  );
});
afterAll(async () => {
  await fake?.close();
  tmp?.cleanup();
});

describe("UserPromptSubmit", () => {
  it("answers 'where are we on …' with recall: sessions and memories, ids, dates, sources", () => {
    const r = runHook(
      "UserPromptSubmit",
      {
        session_id: "44444444-2222-4333-8444-555555555555",
        cwd: repo,
        hook_event_name: "UserPromptSubmit",
        prompt: "Where are we on the billing export?",
      },
      env,
    );
    expect(r.status, r.stderr).toBe(0);
    const text = context(r);
    expect(text).toMatch(
      /^Where things stand on "the billing export" \(Cairn, from 1 session and 2 memories/,
    );
    expect(text).toContain(
      `Billing export writes UTF-8 CSV with a BOM — Excel needs the BOM [${decisionId}, `,
    );
    expect(text).toContain("[high] Never email the billing export unencrypted");
    expect(text).toMatch(/session \[m_[0-9a-f]{12}\]: Intent: Make the billing export stream rows/);
    expect(text).toMatch(/\nSources: m_/);
    expect(Math.ceil(text.length / 4)).toBeLessThanOrEqual(400);
  });

  it("stays within a small prompt budget", () => {
    cli("config", "set", "prompt.budget", "80");
    try {
      const r = runHook(
        "UserPromptSubmit",
        {
          session_id: "55555555-2222-4333-8444-555555555555",
          cwd: repo,
          hook_event_name: "UserPromptSubmit",
          prompt: "what did we decide about the billing export?",
        },
        env,
      );
      const text = context(r);
      expect(text).toMatch(/^Where things stand on "the billing export"/);
      expect(text.length).toBeLessThanOrEqual(80 * 4);
    } finally {
      cli("config", "unset", "prompt.budget");
    }
  });

  it("other prompts keep the usual prompt recall", () => {
    const r = runHook(
      "UserPromptSubmit",
      {
        session_id: "66666666-2222-4333-8444-555555555555",
        cwd: repo,
        hook_event_name: "UserPromptSubmit",
        prompt: "add a BOM test for the billing export CSV",
      },
      env,
    );
    const text = context(r);
    expect(text).toMatch(/^Cairn memories related to this prompt/);
    expect(text).not.toContain("Where things stand");
  });
});

describe("cairn recall / cairn summarize", () => {
  it("cairn recall prints the answer and, with --json, its sources", () => {
    const out = cli("recall", "billing", "export");
    expect(out).toMatch(/^Where things stand on "billing export"/);
    expect(out).toMatch(/\(3 records selected; compressed: extractive\)/);
    const json = JSON.parse(cli("recall", "billing export", "--json")) as {
      method: string;
      sources: { id: string; date: string }[];
    };
    expect(json.method).toBe("extractive");
    expect(json.sources.map((s) => s.id)).toContain(decisionId);
    expect(json.sources.every((s) => /^\d{4}-\d\d-\d\d$/.test(s.date))).toBe(true);
    expect(cli("recall", "nothing like this")).toBe(
      'Cairn has nothing recorded about "nothing like this".\n',
    );
  });

  it("cairn summarize: heuristic by default, a model on request, fallback when it fails", async () => {
    const plain = JSON.parse(cli("summarize", SID, "--json")) as { status: string };
    expect(plain.status).toBe("heuristic");
    fake = await startFakeAnthropic({ script: [{ text: MODEL_SUMMARY }] });
    const withModel = await new Promise<string>((resolve, reject) => {
      // async: the scripted API answers from this process
      import("node:child_process").then(({ execFile }) =>
        execFile(
          process.execPath,
          [CLI, "summarize", SID, "--provider", "anthropic-api", "--json"],
          {
            cwd: repo,
            env: { ...env, ANTHROPIC_API_KEY: "sk-ant-test-dummy", ANTHROPIC_BASE_URL: fake!.url },
          },
          (err, stdout) => (err ? reject(err) : resolve(stdout)),
        ),
      );
    });
    const r = JSON.parse(withModel) as { status: string; summary: string };
    expect(r.status).toBe("model");
    expect(r.summary).toContain("Summary by claude-haiku-4-5 via anthropic-api");
    const noKey = execFileSync(
      process.execPath,
      [CLI, "summarize", SID, "--provider", "anthropic-api", "--json"],
      {
        cwd: repo,
        env: { ...env, ANTHROPIC_API_KEY: "" },
        encoding: "utf8",
      },
    );
    const failed = JSON.parse(noKey) as { status: string; reason: string };
    expect(failed).toMatchObject({ status: "fallback", reason: "unavailable: ANTHROPIC_API_KEY is not set" });
  });
});
