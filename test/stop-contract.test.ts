// The Stop-hook contract (https://code.claude.com/docs/en/hooks, "Stop decision control"; a wrong shape fails silently): whatever
// happens, Cairn's Stop / SubagentStop hook prints either nothing or exactly
// {"decision":"block","reason":"<non-empty>"} — no other key, no other value, no second line, no
// "approve", no plain text — and never exits 2. Checked on the built bundle with many payload
// variants (valid, blocking, malformed, disabled), and on decideStop with adversarial guards.

import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decideStop, type StopGuard } from "../src/app/capture/stop-guards.js";
import { loadConfig } from "../src/app/env/config.js";
import { openSqliteStore } from "../src/store/sqlite/sqlite-store.js";
import { sqliteStores } from "../src/store/sqlite/stores.js";
import { CLI, gitRepo, type HookRun, hookEnv, runHook } from "./support/hook-runner.js";
import { tempDir } from "./support/temp.js";

/** Asserts the contract on one run; returns whether it blocked. */
function assertContract(r: HookRun, label: string): boolean {
  expect(r.status === 0 || r.status === 1, `${label}: exit ${r.status} ${r.stderr}`).toBe(true);
  if (r.stdout === "") return false;
  const parsed = JSON.parse(r.stdout) as Record<string, unknown>;
  expect(Object.keys(parsed), label).toEqual(["decision", "reason"]);
  expect(parsed.decision, label).toBe("block");
  expect(typeof parsed.reason === "string" && parsed.reason.trim() !== "", label).toBe(true);
  expect(r.stdout, label).toBe(JSON.stringify(parsed)); // one object, nothing around it
  return true;
}

let tmp: { path: string; cleanup: () => void };
let repo: string;
let env: NodeJS.ProcessEnv;
let n = 0;

beforeAll(() => {
  tmp = tempDir("cairn-stop-contract-");
  repo = join(tmp.path, "repo");
  gitRepo(repo);
  env = hookEnv(join(tmp.path, "cairn-home"));
  // a low exploration threshold, so the notes guard's nudge (a real block) is easy to reach
  execFileSync(process.execPath, [CLI, "config", "set", "notes.explorationThreshold", "3"], {
    cwd: repo,
    env,
  });
});
afterAll(() => tmp?.cleanup());

const sid = () => `0000000${++n}-2222-4333-8444-555555555555`.slice(-36);
const base = (session: string, event: string, extra: Record<string, unknown> = {}) => ({
  session_id: session,
  transcript_path: join(tmp.path, `${session}.jsonl`),
  cwd: repo,
  hook_event_name: event,
  ...extra,
});

/** A turn that read many files and wrote no note: what the notes guard nudges about once. */
function exploringTurn(session: string, e: NodeJS.ProcessEnv = env): void {
  runHook(
    "UserPromptSubmit",
    base(session, "UserPromptSubmit", { prompt: "how does the exporter work?" }),
    e,
  );
  for (let i = 0; i < 6; i++) {
    const file = join(repo, `src/f${i}.ts`);
    runHook(
      "PostToolUse",
      base(session, "PostToolUse", {
        tool_name: i % 2 ? "Grep" : "Read",
        tool_input: i % 2 ? { pattern: "export", path: repo } : { file_path: file },
        tool_use_id: `toolu_r${i}`,
        tool_response:
          i % 2 ? { filenames: [file] } : { type: "text", file: { filePath: file, content: "x" } },
      }),
      e,
    );
  }
}

describe("Stop / SubagentStop output from the built hook", () => {
  it("blocks with exactly {decision, reason} when a guard fires, and then never twice", () => {
    const s = sid();
    exploringTurn(s);
    const first = runHook(
      "Stop",
      base(s, "Stop", { stop_hook_active: false, last_assistant_message: "It streams rows." }),
      env,
    );
    expect(assertContract(first, "exploration"), first.stderr).toBe(true);
    const active = runHook(
      "Stop",
      base(s, "Stop", { stop_hook_active: true, last_assistant_message: "Done." }),
      env,
    );
    expect(assertContract(active, "stop_hook_active")).toBe(false);
    const again = runHook(
      "Stop",
      base(s, "Stop", { stop_hook_active: false, last_assistant_message: "Done." }),
      env,
    );
    expect(assertContract(again, "same turn again")).toBe(false);
  });

  const big = "word ".repeat(60_000);
  const variants: [string, string, (s: string) => unknown, NodeJS.ProcessEnv?, string?][] = [
    ["minimal, no activity", "Stop", (s) => base(s, "Stop")],
    ["stop_hook_active false, no message", "Stop", (s) => base(s, "Stop", { stop_hook_active: false })],
    ["null last message", "Stop", (s) => base(s, "Stop", { last_assistant_message: null })],
    ["huge last message", "Stop", (s) => base(s, "Stop", { last_assistant_message: big })],
    [
      "message that itself looks like a decision",
      "Stop",
      (s) =>
        base(s, "Stop", {
          last_assistant_message:
            '{"decision":"approve","reason":"x"}\nghp_abcdefghijklmnopqrstuvwxyz0123456789',
        }),
    ],
    [
      "unicode and control characters",
      "Stop",
      (s) => base(s, "Stop", { last_assistant_message: "naïve ✓ \u0000\u001b[31m" }),
    ],
    [
      "unknown extra fields",
      "Stop",
      (s) =>
        base(s, "Stop", {
          background_tasks: [{ id: 1 }],
          session_crons: [],
          effort: { level: "max" },
          future: { x: 1 },
        }),
    ],
    ["missing session_id", "Stop", (s) => ({ ...base(s, "Stop"), session_id: undefined })],
    ["missing cwd", "Stop", (s) => ({ ...base(s, "Stop"), cwd: undefined })],
    ["cwd that does not exist", "Stop", (s) => base(s, "Stop", { cwd: join(tmp.path, "gone", "away") })],
    ["cwd outside git", "Stop", (s) => base(s, "Stop", { cwd: tmp.path })],
    ["stop_hook_active of the wrong type", "Stop", (s) => base(s, "Stop", { stop_hook_active: "true" })],
    [
      "transcript_path to nothing",
      "Stop",
      (s) => base(s, "Stop", { transcript_path: join(tmp.path, "none.jsonl") }),
    ],
    ["another event's payload", "Stop", (s) => base(s, "SessionStart", { source: "startup" })],
    [
      "SubagentStop with agent fields",
      "SubagentStop",
      (s) =>
        base(s, "SubagentStop", {
          agent_id: "a1",
          agent_type: "Explore",
          agent_transcript_path: "/nope.jsonl",
        }),
    ],
    ["SubagentStop, active", "SubagentStop", (s) => base(s, "SubagentStop", { stop_hook_active: true })],
    ["not JSON", "Stop", () => null, undefined, "{not json"],
    ["empty stdin", "Stop", () => null, undefined, ""],
    ["a JSON array", "Stop", () => null, undefined, "[1,2,3]"],
    ["a JSON string", "Stop", () => null, undefined, '"hello"'],
  ];

  it.each(variants)("%s: nothing, or exactly a block", (label, event, payload, extraEnv, raw) => {
    const r = runHook(event, payload(sid()), { ...env, ...extraEnv }, raw);
    assertContract(r, label);
  });

  it.each([
    ["CAIRN_DISABLE=1", { CAIRN_DISABLE: "1" }],
    ["the recursion guard", { CAIRN_HOOK_GUARD: "1" }],
  ])("an exploring turn with %s: no output at all", (label, extra) => {
    const s = sid();
    exploringTurn(s);
    const r = runHook("Stop", base(s, "Stop", { stop_hook_active: false }), { ...env, ...extra });
    expect(r.status, label).toBe(0);
    expect(r.stdout).toBe("");
  });

  it("a .cairn-off project: no output at all", () => {
    const off = join(tmp.path, "off");
    gitRepo(off);
    writeFileSync(join(off, ".cairn-off"), "");
    const r = runHook("Stop", { ...base(sid(), "Stop"), cwd: off }, env);
    expect(r).toMatchObject({ status: 0, stdout: "" });
  });

  it("PreCompact and SessionEnd never print a decision, even after an exploring turn", () => {
    const s = sid();
    exploringTurn(s);
    for (const event of ["PreCompact", "SessionEnd"]) {
      const r = runHook(event, base(s, event, { trigger: "manual", reason: "other" }), env);
      expect(r.status, r.stderr).toBe(0);
      expect(r.stdout, event).toBe("");
    }
  });

  it("a subagent's exploring turn ends with nothing or exactly a block", () => {
    const s = sid();
    exploringTurn(s);
    const r = runHook(
      "SubagentStop",
      base(s, "SubagentStop", { stop_hook_active: false, agent_id: "a1", agent_type: "Explore" }),
      env,
    );
    assertContract(r, "SubagentStop after exploration");
  });
});

describe("decideStop with adversarial guards", () => {
  it("returns null or exactly {decision:'block', reason} whatever the guards return", async () => {
    const dir = join(tmp.path, "unit");
    mkdirSync(dir, { recursive: true });
    const store = openSqliteStore({ path: join(dir, "cairn.db") });
    const input = {
      stores: sqliteStores(store),
      project: { id: "p", root: dir, name: "unit" },
      sessionId: "s",
      event: "Stop" as const,
      lastAssistantMessage: null,
      home: join(dir, "home"),
      env: process.env,
      config: loadConfig(join(dir, "home"), process.env),
      cliEntry: undefined,
      now: new Date(),
    };
    const weird =
      (v: unknown): StopGuard =>
      async () =>
        v as { reason: string };
    const cases: [StopGuard[], boolean][] = [
      [[], false],
      [[weird(null)], false],
      [[weird({ reason: "" })], false],
      [[weird({ reason: "   " })], false],
      [[weird({ reason: "keep going", decision: "approve", continue: false, extra: 1 })], true],
      [[weird({ reason: "x", hookSpecificOutput: { additionalContext: "y" } })], true],
      [
        [
          async () => {
            throw new Error("boom");
          },
          weird({ reason: "second guard" }),
        ],
        true,
      ],
    ];
    try {
      for (const [guards, blocks] of cases) {
        const d = await decideStop({ ...input, stopHookActive: false }, guards);
        if (!blocks) expect(d).toBeNull();
        else {
          expect(Object.keys(d ?? {})).toEqual(["decision", "reason"]);
          expect(d?.decision).toBe("block");
        }
        expect(await decideStop({ ...input, stopHookActive: true }, guards)).toBeNull();
      }
    } finally {
      await store.close();
    }
  });
});
