import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { gitRepo, hookEnv, runCliJson, runHook, SHARED, sharedAvailable } from "./support/hook-runner.js";
import { tempDir } from "./support/temp.js";

const SID = "11111111-2222-4333-8444-555555555555";
const SECRET = "ghp_abcdefghijklmnopqrstuvwxyz0123456789";

let dir: { path: string; cleanup: () => void };
let repo: string;
let home: string;
let env: NodeJS.ProcessEnv;

beforeEach(() => {
  dir = tempDir();
  repo = join(dir.path, "repo");
  home = join(dir.path, "cairn-home");
  gitRepo(repo);
  env = hookEnv(home);
});
afterEach(() => dir.cleanup());

const base = (event: string, extra: Record<string, unknown> = {}) => ({
  session_id: SID,
  transcript_path: join(dir.path, "t.jsonl"),
  cwd: repo,
  hook_event_name: event,
  ...extra,
});
const bash = (command: string, id: string, ok = true, error = "") =>
  ok
    ? runHook(
        "PostToolUse",
        base("PostToolUse", {
          tool_name: "Bash",
          tool_input: { command },
          tool_use_id: id,
          tool_response: { stdout: "RAW-OUTPUT-MARKER", stderr: "", interrupted: false },
        }),
        env,
      )
    : runHook(
        "PostToolUseFailure",
        base("PostToolUseFailure", { tool_name: "Bash", tool_input: { command }, tool_use_id: id, error }),
        env,
      );

/** Every byte Cairn persisted: database, WAL, spool and logs. */
function persistedBytes(): string {
  const out: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, name.name);
      if (name.isDirectory()) walk(p);
      else out.push(readFileSync(p).toString("latin1"));
    }
  };
  if (existsSync(home)) walk(home);
  return out.join("\n");
}

describe("hook entry (plugin/dist/hook.js)", () => {
  it("records a session end to end and the next SessionStart receives its summary", () => {
    expect(runHook("SessionStart", base("SessionStart", { source: "startup" }), env)).toMatchObject({
      status: 0,
      stdout: "",
    });
    expect(
      runHook("UserPromptSubmit", base("UserPromptSubmit", { prompt: "make the exporter stream rows" }), env)
        .status,
    ).toBe(0);
    expect(
      bash(
        "npm test",
        "toolu_1",
        false,
        "Exit code 1\nnpm warn Unknown config\nAssertionError: expected 3 rows",
      ).status,
    ).toBe(0);
    const file = join(repo, "src", "export.ts");
    runHook(
      "PostToolUse",
      base("PostToolUse", {
        tool_name: "Edit",
        tool_input: { file_path: file, old_string: "a", new_string: "b" },
        tool_use_id: "toolu_2",
        tool_response: { filePath: file },
      }),
      env,
    );
    expect(bash("npm test", "toolu_3").status).toBe(0);
    const stop = runHook(
      "Stop",
      base("Stop", {
        stop_hook_active: false,
        last_assistant_message: "Streaming works.\n\nNext steps:\n- benchmark 1M rows",
      }),
      env,
    );
    expect(stop).toMatchObject({ status: 0, stdout: "" }); // never a decision: Cairn does not block here

    const sessions = runCliJson(["sessions"], repo, env) as {
      id: string;
      intents: string[];
      filesChanged: string[];
      nextSteps: string[];
      commands: { command: string; ok: boolean }[];
    }[];
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).toMatchObject({
      id: SID,
      intents: ["make the exporter stream rows"],
      filesChanged: ["src/export.ts"],
      nextSteps: ["benchmark 1M rows"],
    });
    expect(sessions[0]!.commands).toEqual([{ command: "npm test", ok: true, exitCode: 0, error: null }]);
    const memories = runCliJson(["list"], repo, env) as {
      type: string;
      title: string;
      files: string[];
      source: { event: string };
    }[];
    const types = memories.map((m) => m.type).sort();
    expect(types).toEqual(["bug_note", "task_summary", "verified_command"]);
    expect(memories.find((m) => m.type === "bug_note")).toMatchObject({
      title: "npm test failure fixed: AssertionError: expected 3 rows",
      files: ["src/export.ts"],
    });

    const next = runHook(
      "SessionStart",
      base("SessionStart", { session_id: "22222222-2222-4333-8444-555555555555", source: "startup" }),
      env,
    );
    const ctx =
      (next.json?.hookSpecificOutput as { hookEventName: string; additionalContext: string }) ?? null;
    expect(ctx.hookEventName).toBe("SessionStart");
    expect(ctx.additionalContext).toContain("Intent: make the exporter stream rows");
    expect(ctx.additionalContext).toContain("Next: benchmark 1M rows");
    expect(ctx.additionalContext).toContain("`npm test`");
    expect(ctx.additionalContext.length).toBeLessThanOrEqual(10_000);
  });

  it("the answer to a yes/no question does not replace how the session ended", () => {
    runHook("UserPromptSubmit", base("UserPromptSubmit", { prompt: "fix the flaky exporter test" }), env);
    runHook(
      "Stop",
      base("Stop", {
        stop_hook_active: false,
        last_assistant_message: "Fixed the race in export.ts; all 41 tests pass.",
      }),
      env,
    );
    runHook("UserPromptSubmit", base("UserPromptSubmit", { prompt: "did you push?" }), env);
    runHook("Stop", base("Stop", { stop_hook_active: false, last_assistant_message: "Yes, pushed." }), env);
    const [s] = runCliJson(["sessions"], repo, env) as { lastAssistantMessage: string }[];
    expect(s?.lastAssistantMessage).toBe("Fixed the race in export.ts; all 41 tests pass.");
  });

  it("keeps one summary per session however many Stops fire", () => {
    runHook("UserPromptSubmit", base("UserPromptSubmit", { prompt: "rename the config loader" }), env);
    for (let i = 0; i < 10; i++) {
      bash(`npm run lint -- --fix-${i % 2}`, `toolu_l${i}`);
      expect(
        runHook("Stop", base("Stop", { stop_hook_active: i > 0, last_assistant_message: `pass ${i}` }), env)
          .status,
      ).toBe(0);
    }
    runHook("SessionEnd", base("SessionEnd", { reason: "other" }), env);
    const memories = runCliJson(["list", "--type", "task_summary"], repo, env) as unknown[];
    expect(memories).toHaveLength(1);
    const sessions = runCliJson(["sessions"], repo, env) as {
      endedAt: string | null;
      lastAssistantMessage: string;
    }[];
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.endedAt).not.toBeNull();
    expect(sessions[0]!.lastAssistantMessage).toBe("pass 9");
  });

  it("a finding Claude wrote in the turn (read from the transcript at Stop) and acted on becomes a bug note", () => {
    runHook("UserPromptSubmit", base("UserPromptSubmit", { prompt: "commit the stylesheet" }), env);
    const said = (text: string, uuid: string) =>
      JSON.stringify({
        type: "assistant",
        uuid,
        sessionId: SID,
        cwd: repo,
        timestamp: new Date().toISOString(),
        message: {
          id: `msg_${uuid}`,
          role: "assistant",
          model: "claude-x",
          content: [{ type: "text", text }],
        },
      });
    writeFileSync(
      join(dir.path, "t.jsonl"),
      `${said("The CSS file is in `priv/static/assets/` which is gitignored, so plain git add refuses it.", "a1")}\n${said("Let me check the other files.", "a2")}\n`,
    );
    bash("git add -f priv/static/assets/app.css", "toolu_f1");
    expect(
      runHook("Stop", base("Stop", { stop_hook_active: false, last_assistant_message: "Staged." }), env)
        .status,
    ).toBe(0);
    // a second Stop reads the same tail: still one note
    runHook("Stop", base("Stop", { stop_hook_active: true, last_assistant_message: "Staged." }), env);
    const notes = runCliJson(["list", "--type", "bug_note"], repo, env) as { title: string; body: string }[];
    expect(notes).toEqual([
      expect.objectContaining({
        title: "The CSS file is in `priv/static/assets/` which is gitignored, so plain git add refuses it.",
        body: "Found by Claude while working. Then it ran `git add -f priv/static/assets/app.css`.",
      }),
    ]);
  });

  it("a subagent's finding (read from its own transcript at SubagentStop) becomes a bug note", () => {
    runHook("UserPromptSubmit", base("UserPromptSubmit", { prompt: "explore the exporter" }), env);
    const agent = "ae22c0623506551f0";
    const file = join(dir.path, "agent.jsonl");
    writeFileSync(
      file,
      `${JSON.stringify({
        type: "assistant",
        uuid: "s1",
        sessionId: SID,
        agentId: agent,
        isSidechain: true,
        cwd: repo,
        timestamp: new Date().toISOString(),
        message: {
          id: "msg_s1",
          role: "assistant",
          model: "claude-x",
          content: [
            {
              type: "text",
              text: "The `rows` stream can never be empty here, so the guard in export.ts is dead.",
            },
          ],
        },
      })}\n`,
    );
    const target = join(repo, "src", "export.ts");
    runHook(
      "PostToolUse",
      base("PostToolUse", {
        agent_id: agent,
        tool_name: "Edit",
        tool_input: { file_path: target, old_string: "a", new_string: "b" },
        tool_use_id: "toolu_s2",
        tool_response: { filePath: target },
      }),
      env,
    );
    const stop = runHook(
      "SubagentStop",
      base("SubagentStop", { agent_id: agent, agent_transcript_path: file, stop_hook_active: false }),
      env,
    );
    expect(stop.status).toBe(0);
    const notes = runCliJson(["list", "--type", "bug_note"], repo, env) as {
      title: string;
      files: string[];
    }[];
    expect(notes).toEqual([
      expect.objectContaining({
        title: "The `rows` stream can never be empty here, so the guard in export.ts is dead.",
        files: ["src/export.ts"],
      }),
    ]);
  });

  it("a request the session ended without answering (interrupted, then closed) is the first next step", () => {
    runHook("UserPromptSubmit", base("UserPromptSubmit", { prompt: "start the phoenix server" }), env);
    runHook(
      "Stop",
      base("Stop", { stop_hook_active: false, last_assistant_message: "Server started." }),
      env,
    );
    runHook(
      "UserPromptSubmit",
      base("UserPromptSubmit", { prompt: "scrolling back in the xterm terminal still does not work" }),
      env,
    );
    // interrupted: no Stop for that turn
    runHook("SessionEnd", base("SessionEnd", { reason: "prompt_input_exit" }), env);
    const [s] = runCliJson(["sessions"], repo, env) as {
      nextSteps: string[];
      lastAssistantMessage: string;
    }[];
    expect(s?.lastAssistantMessage).toBe("Server started.");
    expect(s?.nextSteps[0]).toBe("Unanswered: scrolling back in the xterm terminal still does not work");
  });

  it("never stores a secret or raw tool output", () => {
    runHook(
      "UserPromptSubmit",
      base("UserPromptSubmit", {
        prompt: `deploy with token ${SECRET} please <private>my home address</private>`,
      }),
      env,
    );
    bash(`GITHUB_TOKEN=${SECRET} npm run build`, "toolu_s1");
    bash(
      `curl -H "Authorization: Bearer ${SECRET}" https://x`,
      "toolu_s2",
      false,
      `Exit code 22\n401 for ${SECRET}`,
    );
    runHook("Stop", base("Stop", { stop_hook_active: false, last_assistant_message: `used ${SECRET}` }), env);
    const bytes = persistedBytes();
    expect(bytes.length).toBeGreaterThan(1000);
    expect(bytes).not.toContain(SECRET);
    expect(bytes).not.toContain("my home address");
    expect(bytes).not.toContain("RAW-OUTPUT-MARKER");
    expect(bytes).toContain("[REDACTED:github_token]");
  });

  it("skips background-task notifications: not an intent, nothing injected", () => {
    const r = runHook(
      "UserPromptSubmit",
      base("UserPromptSubmit", {
        prompt: "<task-notification><task-id>a1</task-id>done</task-notification>",
      }),
      env,
    );
    expect(r).toMatchObject({ status: 0, stdout: "" });
    runHook("Stop", base("Stop", { stop_hook_active: false, last_assistant_message: "ok" }), env);
    const sessions = runCliJson(["sessions"], repo, env) as { intents: string[] }[];
    expect(sessions[0]?.intents ?? []).toEqual([]);
  });

  it("injects a strongly matching memory once per session, within the prompt budget", () => {
    runCliJson(
      [
        "save",
        "--type",
        "decision",
        "Exporter streams rows with a cursor",
        "--body",
        "pagination kept memory flat",
      ],
      repo,
      env,
    );
    runCliJson(["save", "--type", "todo", "Rename exporter flags"], repo, env);
    const prompt = base("UserPromptSubmit", {
      session_id: "33333333-2222-4333-8444-555555555555",
      prompt: "does the exporter use a cursor for rows?",
    });
    const first = runHook("UserPromptSubmit", prompt, env);
    const text =
      (first.json?.hookSpecificOutput as { additionalContext: string } | undefined)?.additionalContext ?? "";
    expect(text).toContain("Exporter streams rows with a cursor");
    expect(text).not.toContain("Rename exporter flags"); // one shared word is not a strong match
    expect(Math.ceil(text.length / 4)).toBeLessThanOrEqual(400);
    const again = runHook("UserPromptSubmit", prompt, env);
    expect(again).toMatchObject({ status: 0, stdout: "" });
  });

  it("answers 'how do I run the tests' with the verified test command, not a session summary", () => {
    runCliJson(
      [
        "save",
        "--type",
        "task_summary",
        "Session: run the tests after the exporter change",
        "--body",
        "Intent: run the tests. Changed: src/export.ts. The tests run slowly on CI.",
      ],
      repo,
      env,
    );
    runCliJson(
      [
        "save",
        "--type",
        "verified_command",
        "npx vitest run",
        "--body",
        "test command; passed (exit 0).",
        "--tags",
        "test",
      ],
      repo,
      env,
    );
    const ask = (prompt: string, sid: string) => {
      const r = runHook("UserPromptSubmit", base("UserPromptSubmit", { session_id: sid, prompt }), env);
      return (
        (r.json?.hookSpecificOutput as { additionalContext: string } | undefined)?.additionalContext ?? ""
      );
    };
    const text = ask("how do I run the tests?", "44444444-2222-4333-8444-555555555555");
    expect(text).toContain("[verified_command] npx vitest run");
    expect(text).not.toContain("Session: run the tests");
    // the same words outside a procedure question: the summary matches them strongly
    expect(ask("the tests run slowly again", "55555555-2222-4333-8444-555555555555")).toContain(
      "Session: run the tests",
    );
    // nothing related: nothing injected
    expect(ask("kubernetes helm chart zzzqqq", "66666666-2222-4333-8444-555555555555")).toBe("");
  });

  it("does nothing when disabled by CAIRN_DISABLE, .cairn-off, or the recursion guard", () => {
    const payload = base("UserPromptSubmit", { prompt: "hello" });
    for (const extra of [{ CAIRN_DISABLE: "1" }, { CAIRN_HOOK_GUARD: "1" }] as Record<string, string>[]) {
      expect(runHook("UserPromptSubmit", payload, hookEnv(home, extra))).toMatchObject({
        status: 0,
        stdout: "",
        stderr: "",
      });
    }
    writeFileSync(join(repo, ".cairn-off"), "");
    mkdirSync(join(repo, "deep", "er"), { recursive: true });
    expect(
      runHook(
        "PostToolUse",
        { ...payload, cwd: join(repo, "deep", "er"), tool_name: "Bash", tool_input: { command: "ls" } },
        env,
      ).status,
    ).toBe(0);
    expect(runHook("UserPromptSubmit", payload, env)).toMatchObject({ status: 0, stdout: "" });
    expect(existsSync(home)).toBe(false);
  });

  it("fails open: bad input exits 1 with a message and a log line, never 2", () => {
    const bad = runHook("Stop", null, env, "{not json");
    expect(bad.status).toBe(1);
    expect(bad.stdout).toBe("");
    expect(bad.stderr).toMatch(/cairn: Stop hook failed \(ignored\)/);
    expect(readFileSync(join(home, "logs", "hook.log"), "utf8")).toMatch(/Stop .*JSON/);
    const missing = runHook("SessionStart", { cwd: repo, hook_event_name: "SessionStart" }, env);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain("session_id");
    expect(runHook("SomeFutureEvent", base("SomeFutureEvent"), env)).toMatchObject({ status: 0, stdout: "" });
  });

  it("defers a large SessionEnd ingest to the next SessionStart", () => {
    const spool = join(home, "spool");
    mkdirSync(spool, { recursive: true });
    const line = JSON.stringify({
      sessionId: SID,
      ts: new Date().toISOString(),
      kind: "tool",
      event: "PostToolUse",
      tool: "Read",
      files: [join(repo, "x".repeat(900))],
      cwd: repo,
    });
    writeFileSync(join(spool, `${SID}.jsonl`), `${`${line}\n`.repeat(5_000)}`);
    expect(runHook("SessionEnd", base("SessionEnd", { reason: "other" }), env).status).toBe(0);
    expect(existsSync(join(spool, `${SID}.jsonl`))).toBe(true);
    runHook(
      "SessionStart",
      base("SessionStart", { session_id: "44444444-2222-4333-8444-555555555555", source: "startup" }),
      env,
    );
    expect(readdirSync(spool)).toEqual([]);
    const stats = runCliJson(["stats"], repo, env) as { events: number; sessions: number };
    expect(stats.sessions).toBe(1);
    expect(stats.events).toBe(1); // the same Read at the same moment, de-duplicated
  });
});

describe.skipIf(!sharedAvailable("claude-code/hook-payloads"))("recorded Claude Code payloads", () => {
  const HANDLED = new Set([
    "SessionStart",
    "UserPromptSubmit",
    "PreToolUse",
    "PostToolUse",
    "PostToolUseFailure",
    "Stop",
    "SubagentStop",
    "PreCompact",
    "PostCompact",
    "SessionEnd",
  ]);
  for (const version of ["2.1.197", "2.1.330"]) {
    it(`accepts every payload Claude Code ${version} sends (exit 0, valid output only)`, () => {
      const folder = join(SHARED, "claude-code", "hook-payloads", version);
      const files = readdirSync(folder)
        .filter((f) => f.endsWith(".json"))
        .sort();
      let handled = 0;
      for (const f of files) {
        const payload = JSON.parse(readFileSync(join(folder, f), "utf8"));
        const event = payload.hook_event_name as string;
        const r = runHook(event, { ...payload, cwd: repo }, env);
        expect(r.status, `${version}/${f}: ${r.stderr}`).toBe(0);
        if (r.stdout !== "" && (event === "Stop" || event === "SubagentStop")) {
          // a Stop guard may block once (e.g. the Observer after the recorded PreCompact)
          expect(r.json).toMatchObject({ decision: "block", reason: expect.any(String) });
        } else if (r.stdout !== "") {
          expect(["SessionStart", "UserPromptSubmit"]).toContain(event);
          expect(r.json).toMatchObject({ hookSpecificOutput: { hookEventName: event } });
        }
        if (HANDLED.has(event)) handled++;
      }
      expect(handled).toBeGreaterThanOrEqual(15);
      const sessions = runCliJson(["sessions"], repo, env) as {
        intents: string[];
        commands: { command: string }[];
      }[];
      expect(sessions.length).toBeGreaterThan(0);
      // the session keeps its meaningful commands (test/build/lint/deploy) only: an echo is not one
      expect(sessions.flatMap((s) => s.commands.map((c) => c.command))).not.toContain(
        "echo hello > hello.txt && cat hello.txt",
      );
    });
  }
});
