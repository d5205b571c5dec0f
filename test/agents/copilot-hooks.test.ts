// The built hook bundle fed the payloads Copilot CLI 1.0.102 sent (test/fixtures/agents/copilot/1.0.102, paths
// moved into a temp git repository): what Cairn stores for a Copilot session through its own hooks
// (`hook.js <event> --agent copilot`), the flat output Copilot honours, and the Claude-settings dialect Copilot
// also runs: attributed to Copilot where only Claude Code's hooks are installed, skipped where Cairn's Copilot
// hooks are (no double capture).
import { spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openSqliteStore } from "../../src/store/sqlite/sqlite-store.js";
import { gitRepo, HOOK, hookEnv } from "../support/hook-runner.js";
import { tempDir } from "../support/temp.js";

const FIXTURES = join(import.meta.dirname, "..", "fixtures", "agents", "copilot", "1.0.102");

let dir: ReturnType<typeof tempDir>;
let repo: string;
let env: NodeJS.ProcessEnv;

function payload(name: string): Record<string, unknown> {
  const text = readFileSync(join(FIXTURES, `${name}.json`), "utf8").replaceAll("/home/dev", dir.path);
  return JSON.parse(text) as Record<string, unknown>;
}

/** One hook run as Copilot starts it: `hook.js <event> [--agent copilot]`, the payload on stdin. */
function hook(args: string[], p: unknown, extraEnv: NodeJS.ProcessEnv = {}) {
  const r = spawnSync(process.execPath, [HOOK, ...args], {
    input: JSON.stringify(p),
    env: { ...env, ...extraEnv },
    encoding: "utf8",
    timeout: 20_000,
  });
  expect(r.status, r.stderr).toBe(0);
  return r.stdout.trim() === "" ? null : (JSON.parse(r.stdout) as Record<string, unknown>);
}
const native = (event: string, p: unknown) => hook([event, "--agent", "copilot"], p);

async function session(id: string) {
  const store = openSqliteStore({ path: join(dir.path, "cairn-home", "cairn.db") });
  try {
    return { session: await store.getSession(id), events: await store.listEvents({ sessionId: id }) };
  } finally {
    await store.close();
  }
}

beforeEach(() => {
  dir = tempDir("cairn-copilot-hooks-");
  repo = join(dir.path, "proj");
  mkdirSync(repo);
  gitRepo(repo);
  env = hookEnv(join(dir.path, "cairn-home"), { COPILOT_HOME: join(dir.path, ".copilot") });
});
afterEach(() => dir.cleanup());

describe("Copilot's own hooks through the hook bundle", () => {
  it("stores the session as Copilot's (prompt, command with its exit code, patch edit) and answers with a flat additionalContext", async () => {
    for (const [event, name] of [
      ["sessionStart", "sessionStart"],
      ["userPromptSubmitted", "userPromptSubmitted"],
      ["postToolUse", "postToolUse"],
      ["postToolUseFailure", "postToolUseFailure.view"],
      ["postToolUse", "postToolUse.apply_patch"],
      ["agentStop", "agentStop.subagent"],
      ["userPromptSubmitted", "userPromptSubmitted.subagent"],
      ["agentStop", "agentStop"],
      ["sessionEnd", "sessionEnd"],
    ] as const)
      native(event, payload(name));
    const id = String(payload("agentStop").sessionId);
    const { session: s, events } = await session(id);
    expect(s?.agent).toBe("copilot");
    expect(s?.filesChanged).toEqual(["src/greet.js"]);
    expect(s?.commands.map((c) => [c.command, c.ok, c.exitCode])).toEqual([["npm test", true, 0]]);
    expect(s?.intents).toHaveLength(1); // the subagent's own prompt is not the user's
    expect(s?.endedAt).not.toBeNull();
    expect(events.find((e) => e.tool === "view")).toMatchObject({ ok: false, error: "Path does not exist" });
    // the subagent's turn end opened no session of its own
    expect((await session(String(payload("agentStop.subagent").sessionId))).session).toBeNull();

    const next = { ...payload("sessionStart"), sessionId: "96d1563a-0000-4000-8000-000000000002" };
    const out = native("sessionStart", next);
    expect(Object.keys(out ?? {})).toEqual(["additionalContext"]);
    expect(String(out?.additionalContext)).toContain("src/greet.js");
  });
});

describe("Claude Code's settings hooks run by Copilot (COPILOT_CLI=1)", () => {
  const claude = (name: string) => payload(join("claude-settings", name));
  const inCopilot = { COPILOT_CLI: "1" };
  const NAMES = ["SessionStart", "UserPromptSubmit", "PostToolUse", "PostToolUse.Edit", "Stop"];
  const runAll = () => {
    for (const name of NAMES)
      hook([name.split(".")[0] ?? name], claude(name), { ...inCopilot, COPILOT_PROJECT_DIR: repo });
  };
  const id = () => String(claude("Stop").session_id);

  it("without Cairn's Copilot hooks: captured once, as a Copilot session, with the patch's file and the exit code", async () => {
    runAll();
    const { session: s } = await session(id());
    expect(s?.agent).toBe("copilot");
    expect(s?.filesChanged).toEqual(["src/compat.js"]);
    expect(s?.commands.map((c) => [c.command, c.exitCode])).toEqual([["npm test", 0]]);
  });

  it("with Cairn's Copilot hooks installed: skipped, the native hooks capture the session", async () => {
    const hooksDir = join(repo, ".github", "hooks");
    mkdirSync(hooksDir, { recursive: true });
    writeFileSync(join(hooksDir, "cairn.json"), "{}\n");
    runAll();
    expect((await session(id())).session).toBeNull();
    // and the same occurrence through the native hook is stored
    const p = { sessionId: id(), cwd: repo, timestamp: 1 };
    native("postToolUse", { ...p, toolName: "create", toolArgs: { path: join(repo, "a.js") } });
    native("agentStop", { ...p, stopReason: "end_turn" });
    expect((await session(id())).session).toMatchObject({ agent: "copilot", filesChanged: ["a.js"] });
  });

  it("outside Copilot the same payload shape stays Claude Code's", async () => {
    for (const name of NAMES) {
      const { timestamp: _t, ...p } = claude(name);
      hook([name.split(".")[0] ?? name], p, inCopilot);
    }
    expect((await session(id())).session?.agent).toBe("claude-code");
  });
});
