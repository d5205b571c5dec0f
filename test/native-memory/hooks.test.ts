/**
 * The real hook bundle (plugin/dist/hook.js) with a Claude Code auto-memory folder: SessionStart reads it
 * and its pack carries what MEMORY.md does not load; Stop reads a file written during the turn; an
 * `autoMemoryDirectory` in the project's local settings moves the folder; with CLAUDE_CODE_DISABLE_AUTO_MEMORY
 * the pack is exactly what it is without a folder.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, utimesSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sanitisedProjectName } from "../../src/core/native-memory/auto-memory-folder.js";
import { memoryFileText } from "../support/auto-memory.js";
import { CLI, gitRepo, hookEnv, runHook } from "../support/hook-runner.js";
import { tempDir } from "../support/temp.js";

let tmp: ReturnType<typeof tempDir>;
let repo: string;
let env: NodeJS.ProcessEnv;
let memDir: string;
const SID = "aaaaaaaa-1111-4222-8333-444444444444";
const payload = (event: string, extra: Record<string, unknown> = {}) => ({
  session_id: SID,
  transcript_path: join(tmp.path, `${SID}.jsonl`),
  cwd: repo,
  hook_event_name: event,
  ...extra,
});
const pack = (extra: NodeJS.ProcessEnv = {}) => {
  const r = runHook(
    "SessionStart",
    { ...payload("SessionStart"), source: "startup", session_id: `s-${Math.random()}` },
    { ...env, ...extra },
  );
  expect(r.status, r.stderr).toBe(0);
  return r.stdout === "" ? "" : (JSON.parse(r.stdout).hookSpecificOutput?.additionalContext as string);
};
const search = (q: string) =>
  execFileSync(process.execPath, [CLI, "search", q], { cwd: repo, env, encoding: "utf8" });
const fact = (name: string, description: string) =>
  memoryFileText({ name, description, type: "project", body: `${description}.` });

beforeEach(() => {
  tmp = tempDir("cairn-automem-hooks-");
  repo = join(tmp.path, "shop");
  gitRepo(repo);
  const home = join(tmp.path, "user");
  env = hookEnv(join(tmp.path, "cairn"), { HOME: home, CLAUDE_PLUGIN_ROOT: join(tmp.path, "plugin") });
  delete env.CLAUDE_CONFIG_DIR;
  delete env.CLAUDE_CODE_DISABLE_AUTO_MEMORY;
  memDir = join(home, ".claude", "projects", sanitisedProjectName(repo), "memory");
  mkdirSync(memDir, { recursive: true });
  execFileSync(process.execPath, [CLI, "save", "--type", "decision", "Keep the cart in cents"], {
    cwd: repo,
    env,
  });
});
afterEach(() => tmp.cleanup());

describe("hooks with an auto-memory folder", () => {
  it("SessionStart reads the folder; the pack carries what MEMORY.md does not load", () => {
    writeFileSync(join(memDir, "deploys.md"), fact("deploys", "Deploys go out on Tuesdays"));
    const earlier = new Date(Date.now() - 60_000);
    utimesSync(join(memDir, "deploys.md"), earlier, earlier);
    writeFileSync(join(memDir, "freeze.md"), fact("freeze", "The merge freeze starts on Thursday"));
    writeFileSync(join(memDir, "MEMORY.md"), "- [Freeze](freeze.md) — Thursday freeze\n");
    const text = pack();
    expect(text).toContain("Deploys go out on Tuesdays");
    expect(text).not.toContain("The merge freeze starts on Thursday");
    // each start reads changed files until its pack reserve (at least one, oldest first): on a busy
    // machine the second file may wait for the next start
    let found = search("merge freeze");
    for (let i = 0; i < 3 && !found.includes("The merge freeze starts on Thursday"); i++) {
      expect(pack()).not.toContain("The merge freeze starts on Thursday");
      found = search("merge freeze");
    }
    expect(found).toContain("The merge freeze starts on Thursday");
  });

  it("prompt recall finds a native memory that matches the prompt", () => {
    writeFileSync(join(memDir, "deploys.md"), fact("deploys", "Quokka deploys go out on Tuesdays"));
    pack();
    const r = runHook(
      "UserPromptSubmit",
      payload("UserPromptSubmit", { prompt: "when do quokka deploys go out?" }),
      env,
    );
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain("Quokka deploys go out on Tuesdays");
  });

  it("Stop reads a file written during the turn", () => {
    pack();
    runHook("UserPromptSubmit", payload("UserPromptSubmit", { prompt: "remember the deploy day" }), env);
    writeFileSync(join(memDir, "deploys.md"), fact("deploys", "Deploys go out on Tuesdays"));
    const r = runHook(
      "Stop",
      payload("Stop", { stop_hook_active: false, last_assistant_message: "Saved." }),
      env,
    );
    expect(r.status, r.stderr).toBe(0);
    expect(search("deploys tuesdays")).toContain("Deploys go out on Tuesdays");
  });

  it("autoMemoryDirectory in the project's local settings moves the folder", () => {
    const custom = join(tmp.path, "elsewhere");
    mkdirSync(custom);
    mkdirSync(join(repo, ".claude"));
    writeFileSync(
      join(repo, ".claude", "settings.local.json"),
      JSON.stringify({ autoMemoryDirectory: custom }),
    );
    writeFileSync(join(custom, "deploys.md"), fact("deploys", "Deploys go out on Tuesdays"));
    writeFileSync(join(memDir, "ignored.md"), fact("ignored", "The default folder is not read"));
    const text = pack();
    expect(text).toContain("Deploys go out on Tuesdays");
    expect(text).not.toContain("The default folder is not read");
  });

  it("with CLAUDE_CODE_DISABLE_AUTO_MEMORY=1 the pack is what it is without a folder", () => {
    const without = pack({ CLAUDE_CODE_DISABLE_AUTO_MEMORY: "1" });
    writeFileSync(join(memDir, "deploys.md"), fact("deploys", "Deploys go out on Tuesdays"));
    const disabled = pack({ CLAUDE_CODE_DISABLE_AUTO_MEMORY: "1" });
    expect(disabled).toBe(without);
    expect(disabled).toContain("Keep the cart in cents");
    expect(search("deploys tuesdays")).not.toContain("Deploys go out on Tuesdays");
  });
});
