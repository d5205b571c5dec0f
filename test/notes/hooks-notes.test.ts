// The notes behaviour through the real hook bundle (plugin/dist/hook.js), as Claude Code runs it:
// backups at PreToolUse, stamping and INDEX.md after a note write, the freshness block and the
// exploration nudge at Stop, stale marks in prompt recall.
import { existsSync, readdirSync, readFileSync, utimesSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { saveMemory } from "../../src/app/memories/save-memory.js";
import { openSqliteStore } from "../../src/store/sqlite/sqlite-store.js";
import { hookEnv, runHook } from "../support/hook-runner.js";
import { tempDir } from "../support/temp.js";
import { commitAll, git, gitInit, noteText, write } from "./fixture.js";

const SID = "aaaaaaaa-2222-4333-8444-555555555555";
let dir: { path: string; cleanup: () => void };
let repo: string;
let home: string;
let env: NodeJS.ProcessEnv;
let seq = 0;

beforeEach(() => {
  dir = tempDir("cairn-notes-hooks-");
  repo = join(dir.path, "repo");
  home = join(dir.path, "home");
  gitInit(repo);
  write(repo, "src/auth/login.ts", "export const login = 1;\n");
  write(repo, "README.md", "# repo\n");
  commitAll(repo, "init");
  env = hookEnv(home);
});
afterEach(() => dir.cleanup());

const base = (event: string, extra: Record<string, unknown> = {}, sid = SID) => ({
  session_id: sid,
  transcript_path: join(dir.path, "t.jsonl"),
  cwd: repo,
  hook_event_name: event,
  ...extra,
});
const prompt = (text: string) => runHook("UserPromptSubmit", base("UserPromptSubmit", { prompt: text }), env);
/** A tool call as Claude Code reports it: PreToolUse (edit tools), the effect, PostToolUse. */
function tool(name: string, input: Record<string, unknown>, effect?: () => void) {
  const id = `toolu_notes_${++seq}`;
  const pre = runHook(
    "PreToolUse",
    base("PreToolUse", { tool_name: name, tool_input: input, tool_use_id: id }),
    env,
  );
  effect?.();
  const post = runHook(
    "PostToolUse",
    base("PostToolUse", { tool_name: name, tool_input: input, tool_use_id: id, tool_response: {} }),
    env,
  );
  expect(pre.status, pre.stderr).toBe(0);
  expect(post.status, post.stderr).toBe(0);
  return { pre, post };
}
const stop = (active = false, event = "Stop") =>
  runHook(event, base(event, { stop_hook_active: active, last_assistant_message: "Done." }), env);
const writeNoteTool = (topic: string, text: string) => {
  const file = join(repo, ".cairn/notes", `${topic}.md`);
  return tool("Write", { file_path: file, content: text }, () =>
    write(repo, `.cairn/notes/${topic}.md`, text),
  );
};
const editCode = (rel: string, text: string) =>
  tool("Edit", { file_path: join(repo, rel), old_string: "a", new_string: "b" }, () =>
    write(repo, rel, text),
  );
const read = (rel: string) => readFileSync(join(repo, rel), "utf8");
const AUTH = noteText({
  summary: "How login works",
  covers: ["src/auth/"],
  body: "Login: src/auth/login.ts:1",
});

describe("notes through the hook bundle", () => {
  it("a note write is stamped, indexed in INDEX.md and hidden from git; the next write is backed up first", () => {
    prompt("Write down how auth works");
    writeNoteTool("auth", AUTH);
    expect(read(".cairn/notes/auth.md")).toMatch(
      /^---\nsummary: How login works\ncovers: \[src\/auth\/\]\nupdated: \d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ\n---\n/,
    );
    expect(read(".cairn/notes/INDEX.md")).toContain("- auth — How login works [covers: src/auth/]");
    expect(read(".git/info/exclude")).toContain("/.cairn/");
    expect(existsSync(join(repo, ".cairn/notes/.backups"))).toBe(false); // brand new: nothing to save
    const stamped = read(".cairn/notes/auth.md");
    writeNoteTool("auth", AUTH.replace("How login works", "How login and logout work"));
    const ring = readdirSync(join(repo, ".cairn/notes/.backups/auth"));
    expect(ring).toHaveLength(1);
    expect(readFileSync(join(repo, ".cairn/notes/.backups/auth", ring[0]!), "utf8")).toBe(stamped);
    expect(read(".cairn/notes/INDEX.md")).toContain("How login and logout work");
    expect(stop().stdout).toBe("");
  });

  it("editing covered code without refreshing the note blocks once, naming the topic and the files", () => {
    prompt("Write down how auth works");
    writeNoteTool("auth", AUTH);
    expect(stop().stdout).toBe("");
    prompt("Make login return 2");
    editCode("src/auth/login.ts", "export const login = 2;\n");
    editCode("README.md", "# repo 2\n");
    const first = stop();
    expect(first.status).toBe(0);
    expect(Object.keys(first.json ?? {}).sort()).toEqual(["decision", "reason"]);
    expect(first.json?.decision).toBe("block");
    expect(String(first.json?.reason)).toContain("- auth (.cairn/notes/auth.md) covers src/auth/login.ts");
    expect(String(first.json?.reason)).not.toContain("README.md");
    // Claude continues because of the block: the next Stop carries stop_hook_active and is never blocked
    expect(stop(true).stdout).toBe("");
    // the same turn stopping again without a new prompt (e.g. after a task notification) is not told twice
    expect(stop(false).stdout).toBe("");
    // a new turn with a new covered edit is checked again
    prompt("And make it 3");
    editCode("src/auth/login.ts", "export const login = 3;\n");
    expect(stop().json?.decision).toBe("block");
  });

  it("refreshing the covering note in the same turn passes; uncovered edits never block; subagents never block", () => {
    prompt("Write down how auth works");
    writeNoteTool("auth", AUTH);
    stop();
    prompt("Change login and keep the note true");
    editCode("src/auth/login.ts", "export const login = 2;\n");
    expect(stop(false, "SubagentStop").stdout).toBe("");
    writeNoteTool("auth", AUTH.replace("Login:", "Login (returns 2):"));
    expect(stop().stdout).toBe("");
    prompt("Touch the readme");
    editCode("README.md", "# repo 2\n");
    expect(stop().stdout).toBe("");
  });

  it("heavy exploration with no note written earns one declinable nudge (threshold from config)", () => {
    write(home, "config.json", JSON.stringify({ "notes.explorationThreshold": 3 }));
    prompt("How does login work?");
    for (let i = 0; i < 3; i++) tool("Read", { file_path: join(repo, "src/auth/login.ts") });
    editCode("README.md", "# repo 2\n");
    const nudge = stop();
    expect(nudge.json?.decision).toBe("block");
    expect(String(nudge.json?.reason)).toMatch(/explored the code \(3 reads and searches\)/);
    expect(String(nudge.json?.reason)).toContain("Edits no note covers: README.md.");
    expect(String(nudge.json?.reason)).toMatch(/just finish: this reminder comes once/);
    expect(stop(true).stdout).toBe("");
    expect(stop(false).stdout).toBe("");
    prompt("Look again, and write it down");
    for (let i = 0; i < 4; i++) tool("Grep", { pattern: "login", path: repo });
    writeNoteTool("auth", AUTH);
    expect(stop().stdout).toBe("");
    prompt("Only two reads");
    for (let i = 0; i < 2; i++) tool("Glob", { pattern: "**/*.ts" });
    expect(stop().stdout).toBe("");
  });

  it("ordinary tool calls leave the project untouched (no .cairn, no CLAUDE.local.md)", () => {
    prompt("Fix the readme");
    editCode("README.md", "# repo 2\n");
    tool("Read", { file_path: join(repo, "README.md") });
    stop();
    expect(existsSync(join(repo, ".cairn"))).toBe(false);
    expect(existsSync(join(repo, "CLAUDE.local.md"))).toBe(false);
    expect(existsSync(join(home, "logs", "hook.log"))).toBe(false);
  });

  it("prompt recall and the SessionStart pack never present a stale memory as current", async () => {
    prompt("hello");
    const past = new Date(Date.now() - 3 * 86_400_000);
    utimesSync(join(repo, "src/auth/login.ts"), past, past);
    const store = openSqliteStore({ path: join(home, "cairn.db") });
    const projectId = store.db.prepare("SELECT id FROM projects").pluck().get() as string;
    const save = (title: string, files: string[]) =>
      saveMemory(
        store,
        {
          project: projectId,
          type: "decision",
          title,
          files,
          gitCommit: git(repo, "rev-parse", "HEAD"),
          source: { kind: "cli" },
        },
        new Date(Date.now() - 2 * 86_400_000),
      );
    const stale = (await save("Login tokens are refreshed by the session cron", ["src/auth/login.ts"]))
      .memory;
    const fresh = (await save("Login readme documents the session cron", ["README.md"])).memory;
    utimesSync(join(repo, "README.md"), past, past);
    await store.close();
    write(repo, "src/auth/login.ts", "export const login = 42;\n");
    const r = runHook(
      "UserPromptSubmit",
      base(
        "UserPromptSubmit",
        { prompt: "why does the login session cron refresh tokens?" },
        "bbbbbbbb-2222-4333-8444-555555555555",
      ),
      env,
    );
    const text = String(
      (r.json?.hookSpecificOutput as { additionalContext?: string } | undefined)?.additionalContext,
    );
    expect(text).toContain(`(${stale.id}, possibly stale, 2d ago)`);
    expect(text).toContain(`(${fresh.id}, 2d ago)`);
    const start = runHook(
      "SessionStart",
      base("SessionStart", { source: "startup" }, "cccccccc-2222-4333-8444-555555555555"),
      env,
    );
    const pack = String(
      (start.json?.hookSpecificOutput as { additionalContext?: string } | undefined)?.additionalContext,
    );
    expect(pack).toContain(`(${stale.id}, possibly stale, 2d ago)`);
    expect(pack).toContain(`(${fresh.id}, 2d ago)`);
    // no notes yet, but memories: the pack says where notes go
    expect(pack).toContain("## Topic notes\n- None yet: keep what you learn in `.cairn/notes/<topic>.md`.");
  });
});
