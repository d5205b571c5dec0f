// The built hook bundle fed the payloads codex-cli 0.169.0 sent (test/fixtures/agents/codex/0.169.0, paths
// moved into a temp git repository): what Cairn stores for a Codex session, and the exact SessionStart
// output shape Codex accepts (hookSpecificOutput only: any other top-level key voids the whole output).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openSqliteStore } from "../../src/store/sqlite/sqlite-store.js";
import { gitRepo, hookEnv, runCliJson, runHook } from "../support/hook-runner.js";
import { tempDir } from "../support/temp.js";

const FIXTURES = join(import.meta.dirname, "..", "fixtures", "agents", "codex", "0.169.0");

let dir: ReturnType<typeof tempDir>;
let repo: string;
let env: NodeJS.ProcessEnv;

/** A recorded payload with its /home/dev paths moved under the temp dir. */
function payload(name: string): Record<string, unknown> {
  const text = readFileSync(join(FIXTURES, `${name}.json`), "utf8").replaceAll("/home/dev", dir.path);
  return JSON.parse(text) as Record<string, unknown>;
}

beforeEach(() => {
  dir = tempDir("cairn-codex-hooks-");
  repo = join(dir.path, "proj");
  mkdirSync(repo);
  gitRepo(repo);
  env = hookEnv(join(dir.path, "cairn-home"));
});
afterEach(() => dir.cleanup());

describe("Codex hook payloads through the hook bundle", () => {
  it("stores the session as Codex's: prompt, commands with their exit codes from the rollout, apply_patch edits, summary; memories name the agent", async () => {
    // the rollout Codex wrote beside the run: the only place a shell call's exit code is recorded
    const rollout = String(payload("Stop").transcript_path);
    mkdirSync(dirname(rollout), { recursive: true });
    writeFileSync(
      rollout,
      readFileSync(join(FIXTURES, "rollout.jsonl"), "utf8").replaceAll("/home/dev", dir.path),
    );
    const failing = {
      ...payload("PostToolUse"),
      tool_input: { command: "echo boom >&2; exit 3" },
      tool_use_id: "call_e2e_1_5yxfohs1",
      tool_response: "boom\n",
    };
    for (const [event, p] of [
      ["UserPromptSubmit", payload("UserPromptSubmit")],
      ["PostToolUse", payload("PostToolUse")],
      ["PostToolUse", failing],
      ["PostToolUse", payload("PostToolUse.apply_patch")],
      ["Stop", payload("Stop")],
    ] as const) {
      const r = runHook(event, p, env);
      expect(r.status, r.stderr).toBe(0);
    }
    const sessionId = String(payload("Stop").session_id);
    const store = openSqliteStore({ path: join(dir.path, "cairn-home", "cairn.db") });
    try {
      const session = await store.getSession(sessionId);
      expect(session?.agent).toBe("codex");
      expect(session?.filesChanged).toEqual(["src/greet.js"]);
      // a command the session summary keeps (a test run), with its outcome
      expect(session?.commands.map((c) => [c.command, c.ok, c.exitCode])).toEqual([["npm test", true, 0]]);
      expect(session?.intents[0]).toContain("Add a greet helper");
      const events = await store.listEvents({ sessionId });
      const edit = events.find((e) => e.kind === "tool" && e.files.length > 0);
      const failed = events.find((e) => e.command === "echo boom >&2; exit 3");
      expect(failed).toMatchObject({ tool: "Bash", ok: false, exitCode: 3, error: "boom" });
      expect(edit).toMatchObject({ tool: "Edit", files: ["src/greet.js"], ok: true, event: "PostToolUse" });
      const memories = runCliJson(["list"], repo, env) as { type: string; source: { agent?: string } }[];
      const summary = memories.find((m) => m.type === "task_summary");
      expect(summary?.source.agent).toBe("codex");
    } finally {
      await store.close();
    }
  });

  it("answers SessionStart with hookSpecificOutput only, once there is something to remember", () => {
    for (const [event, name] of [
      ["UserPromptSubmit", "UserPromptSubmit"],
      ["PostToolUse", "PostToolUse.apply_patch"],
      ["Stop", "Stop"],
    ] as const)
      expect(runHook(event, payload(name), env).status).toBe(0);
    const next = { ...payload("SessionStart"), session_id: "01a214ce-0000-7000-8000-000000000002" };
    const r = runHook("SessionStart", next, env);
    expect(r.status, r.stderr).toBe(0);
    expect(Object.keys(r.json ?? {})).toEqual(["hookSpecificOutput"]);
    const out = r.json?.hookSpecificOutput as Record<string, unknown>;
    expect(Object.keys(out).sort()).toEqual(["additionalContext", "hookEventName"]);
    expect(out.hookEventName).toBe("SessionStart");
    expect(String(out.additionalContext)).toContain("src/greet.js");
  });

  it("accepts a null transcript_path (codex exec --ephemeral) and fails open on nothing", () => {
    const r = runHook("Stop", { ...payload("Stop"), transcript_path: null }, env);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stderr).toBe("");
  });
});
