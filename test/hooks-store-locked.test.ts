// A Stop whose store another process keeps write-locked past SQLite's busy timeout: the hook says so
// in one line and exits 0 (never "hook failed"), the turn it took from the spool is given back, and the
// next Stop, once the lock is gone, stores it exactly once.
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { gitRepo, hookEnv, runHook } from "./support/hook-runner.js";
import { tempDir } from "./support/temp.js";

const SID = "dddddddd-1111-4222-8333-444444444444";

describe("a hook whose store stays locked", () => {
  const dir = tempDir("cairn-locked-hooks-");
  afterAll(() => dir.cleanup());
  const repo = join(dir.path, "repo");
  const home = join(dir.path, "home");
  gitRepo(repo);
  const env = hookEnv(home);
  const base = (event: string, extra: Record<string, unknown> = {}) => ({
    session_id: SID,
    transcript_path: join(dir.path, "t.jsonl"),
    cwd: repo,
    hook_event_name: event,
    ...extra,
  });
  const stored = () => {
    const db = new Database(join(home, "cairn.db"), { readonly: true });
    try {
      return (
        db
          .prepare("SELECT tool_use_id AS t FROM events WHERE session_id = ? AND tool_use_id IS NOT NULL")
          .all(SID) as {
          t: string;
        }[]
      ).map((r) => r.t);
    } finally {
      db.close();
    }
  };

  it("exits 0 with one line, keeps the turn, and the next Stop stores it once", () => {
    expect(runHook("SessionStart", base("SessionStart", { source: "startup" }), env).status).toBe(0);
    const bash = runHook(
      "PostToolUse",
      base("PostToolUse", {
        tool_name: "Bash",
        tool_input: { command: "npm test" },
        tool_use_id: "toolu_locked_1",
        tool_response: { stdout: "ok", stderr: "", interrupted: false },
      }),
      env,
    );
    expect(bash.status, bash.stderr).toBe(0);

    const holder = new Database(join(home, "cairn.db"));
    holder.exec("BEGIN IMMEDIATE"); // another process in the middle of a long write
    let stop: ReturnType<typeof runHook>;
    try {
      stop = runHook("Stop", base("Stop", { stop_hook_active: false }), env);
    } finally {
      holder.exec("ROLLBACK");
      holder.close();
    }
    expect(stop.status, stop.stderr).toBe(0);
    expect(stop.stderr).not.toContain("hook failed");
    expect(stop.stderr.trim().split("\n")).toHaveLength(1);
    expect(stop.stderr).toMatch(/locked by other Cairn processes/);
    expect(stored()).toEqual([]);

    const again = runHook("Stop", base("Stop", { stop_hook_active: false }), env);
    expect(again.status, again.stderr).toBe(0);
    expect(stored()).toEqual(["toolu_locked_1"]);
    expect(runHook("Stop", base("Stop", { stop_hook_active: false }), env).status).toBe(0);
    expect(stored()).toEqual(["toolu_locked_1"]);
  });
});
