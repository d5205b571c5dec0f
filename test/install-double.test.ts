// Cairn installed twice (the plugin and `cairn install`): Claude Code starts both handlers of an
// event in parallel. Only one may inject the context pack or record the occurrence; doctor says so.
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { cliHarness } from "./support/cli-harness.js";
import { CLI, HOOK, hookEnv } from "./support/hook-runner.js";
import { tempDir } from "./support/temp.js";

let tmp: { path: string; cleanup: () => void };
let project: string;
let home: string;
let cli: ReturnType<typeof cliHarness>;
beforeEach(() => {
  tmp = tempDir("cairn-double-");
  project = join(tmp.path, "proj");
  mkdirSync(join(project, ".git"), { recursive: true });
  home = join(tmp.path, "cairn-home");
  cli = cliHarness(home, project);
});
afterEach(async () => {
  await cli.close();
  tmp.cleanup();
});

/** Runs `argv` with the payload on stdin; resolves with its exit code and stdout. */
function run(
  argv: string[],
  payload: unknown,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, argv, { env: hookEnv(home), cwd: project });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d) => {
      stdout += d;
    });
    child.stderr.on("data", (d) => {
      stderr += d;
    });
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(JSON.stringify(payload));
  });
}

/** The plugin's handler (`node hook.js <Event>`) and the settings one (`cairn hook <Event>`), started together. */
const both = (event: string, payload: unknown) =>
  Promise.all([run([HOOK, event], payload), run([CLI, "hook", event], payload)]);

describe("installed twice", () => {
  it("injects the context pack once per SessionStart, and again at the next one", async () => {
    await cli.run("save", "--type", "constraint", "Never push to main without review");
    const start = {
      session_id: "s-double",
      cwd: project,
      hook_event_name: "SessionStart",
      source: "startup",
    };
    const first = await both("SessionStart", start);
    expect(first.map((r) => r.code)).toEqual([0, 0]);
    expect(first.map((r) => r.stderr)).toEqual(["", ""]);
    const injected = first.filter((r) => r.stdout.includes("Never push to main without review"));
    expect(injected).toHaveLength(1);
    expect(first.filter((r) => r.stdout === "")).toHaveLength(1);
    // a later occurrence (after compaction) is a new one: injected again, once
    const compact = await both("SessionStart", { ...start, source: "compact" });
    expect(compact.filter((r) => r.stdout.includes("Never push to main without review"))).toHaveLength(1);
  });

  it("answers a prompt once, keyed by prompt_id", async () => {
    await cli.run("save", "--type", "decision", "Payments use the outbox pattern for webhooks");
    const prompt = {
      session_id: "s-double",
      prompt_id: "p-1",
      cwd: project,
      hook_event_name: "UserPromptSubmit",
      prompt: "how do payments webhooks work with the outbox pattern?",
    };
    const r = await both("UserPromptSubmit", prompt);
    expect(r.map((x) => x.code)).toEqual([0, 0]);
    expect(r.filter((x) => x.stdout !== "")).toHaveLength(1);
    const again = await both("UserPromptSubmit", { ...prompt, prompt_id: "p-2" });
    expect(again.filter((x) => x.stdout !== "").length).toBeLessThanOrEqual(1);
  });

  it("doctor warns when the plugin and a settings install both run Cairn's hooks", async () => {
    expect((await cli.run("install", "--scope", "local")).code).toBe(0);
    const single = await cli.run("doctor");
    expect(single.stdout).not.toContain("single install");
    mkdirSync(join(project, ".claude"), { recursive: true });
    writeFileSync(
      join(project, ".claude", "settings.json"),
      JSON.stringify({ enabledPlugins: { "cairn@cairn": true } }),
    );
    const double = await cli.run("doctor");
    expect(double.stdout).toMatch(/! single install +Cairn is installed 2 times/);
  });
});

describe("occurrence keys", () => {
  it("tell apart what may legitimately repeat, and only that", async () => {
    const { occurrenceKey } = await import("../src/hooks/once.js");
    const stop = { session_id: "s", prompt_id: "p1", stop_hook_active: false };
    expect(occurrenceKey("Stop", stop)).not.toEqual(
      occurrenceKey("Stop", { ...stop, stop_hook_active: true }),
    );
    expect(occurrenceKey("Stop", stop)).not.toEqual(occurrenceKey("Stop", { ...stop, prompt_id: "p2" }));
    expect(occurrenceKey("Stop", { session_id: "s" })).toBeNull();
    expect(occurrenceKey("SubagentStop", { session_id: "s", agent_id: "a1" })?.key).toContain("a1");
    expect(occurrenceKey("PostToolUse", { tool_use_id: "t1" })).toEqual({
      key: "PostToolUse-t1",
      windowed: false,
    });
    expect(occurrenceKey("SessionStart", { source: "compact" })?.windowed).toBe(true);
    expect(occurrenceKey("SessionEnd", { session_id: "s" })).toBeNull();
  });
});
