/**
 * Through the real bundle (plugin/dist, built by the global setup), as Claude Code runs it: a session
 * moves tasks with the CLI and ends; the next SessionStart reconciles what it left in flight, re-renders
 * `.cairn/tasks/` and hands the new session its in-progress, blocked and next tasks.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CLI, gitRepo, hookEnv, runCliJson, runHook } from "../support/hook-runner.js";
import { tempDir } from "../support/temp.js";

const A = "aaaaaaaa-2222-4333-8444-555555555555";
const B = "bbbbbbbb-2222-4333-8444-555555555555";

let dir: ReturnType<typeof tempDir>;
let repo: string;
let env: NodeJS.ProcessEnv;
beforeEach(() => {
  dir = tempDir();
  repo = join(dir.path, "repo");
  gitRepo(repo);
  env = hookEnv(join(dir.path, "home"));
});
afterEach(() => dir.cleanup());

const payload = (sid: string, event: string, extra: Record<string, unknown> = {}) => ({
  session_id: sid,
  transcript_path: join(dir.path, `${sid}.jsonl`),
  cwd: repo,
  hook_event_name: event,
  ...extra,
});
const tasks = (sid: string, ...args: string[]) =>
  execFileSync(process.execPath, [CLI, "tasks", ...args], {
    cwd: repo,
    env: { ...env, CLAUDE_CODE_SESSION_ID: sid },
    encoding: "utf8",
  });
const context = (out: ReturnType<typeof runHook>) =>
  (out.json?.hookSpecificOutput as { additionalContext?: string } | undefined)?.additionalContext ?? "";

describe("tasks across sessions (real hooks)", () => {
  it("reconciles at the next start, renders, and tells the new session where the work stands", () => {
    expect(runHook("SessionStart", payload(A, "SessionStart", { source: "startup" }), env).status).toBe(0);
    runHook("UserPromptSubmit", payload(A, "UserPromptSubmit", { prompt: "build the importer" }), env);
    tasks(A, "add", "Parse the CSV", "--estimate", "30");
    tasks(A, "add", "Store rows", "--depends", "t1");
    tasks(A, "add", "Ask for prod credentials");
    tasks(A, "start", "t1");
    tasks(A, "complete", "t1");
    tasks(A, "start", "t2");
    tasks(A, "block", "t3", "--reason", "ops has not answered");
    runHook(
      "Stop",
      payload(A, "Stop", { stop_hook_active: false, last_assistant_message: "Parsing done." }),
      env,
    );
    runHook("SessionEnd", payload(A, "SessionEnd", { reason: "exit" }), env);

    const start = runHook("SessionStart", payload(B, "SessionStart", { source: "startup" }), env);
    expect(start.status).toBe(0);
    const pack = context(start);
    expect(pack).toContain("## Tasks (1/3 complete)");
    expect(pack).toContain("- BLOCKED t3: Ask for prod credentials — ops has not answered");
    // A ended mid-task: t2 is PENDING again, the next task (in the pack's one Continuity section)
    expect(pack).toContain("## Continuity\n- Next: Store rows (task t2, medium)");
    expect(pack).toContain("- Last session moved: t1 → COMPLETE, t2 → IN_PROGRESS, t3 → BLOCKED");
    const doc = JSON.parse(readFileSync(join(repo, ".cairn", "tasks", "main", "tasks.json"), "utf8"));
    expect(doc.tasks.map((t: { status: string }) => t.status)).toEqual(["COMPLETE", "PENDING", "BLOCKED"]);
    const log = runCliJson(["tasks", "log", "--task", "t2"], repo, env) as {
      type: string;
      sessionId: string;
    }[];
    expect(log.at(-1)).toMatchObject({ type: "TASK_RECONCILED", sessionId: B });
    const sessions = runCliJson(["sessions"], repo, env) as {
      id: string;
      tasksMoved: { taskId: string; to: string }[];
    }[];
    expect(sessions.find((s) => s.id === A)?.tasksMoved.map((m) => `${m.taskId}:${m.to}`)).toEqual([
      "t1:COMPLETE",
      "t2:IN_PROGRESS",
      "t3:BLOCKED",
    ]);

    // compaction continues the same work: nothing is reset
    tasks(B, "start", "t2");
    runHook("SessionStart", payload(B, "SessionStart", { source: "compact" }), env);
    const t2 = runCliJson(["tasks", "show", "t2"], repo, env) as { task: { status: string } };
    expect(t2.task.status).toBe("IN_PROGRESS");
  });
});
