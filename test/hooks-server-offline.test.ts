// The hook bundle with store.url naming a server that does not answer (a closed port): every hook
// exits 0 within its time, PostToolUse (also the call that wrote a topic note) never tries the
// server, and the runs that open the store keep their captures in this machine's outbox.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { gitRepo, hookEnv, runHook } from "./support/hook-runner.js";
import { tempDir } from "./support/temp.js";

const SID = "cccccccc-1111-4222-8333-444444444444";

describe("hooks with an unreachable server", () => {
  const dir = tempDir("cairn-offline-hooks-");
  afterAll(() => dir.cleanup());
  const repo = join(dir.path, "repo");
  const home = join(dir.path, "home");
  gitRepo(repo);
  const env = hookEnv(home, { CAIRN_DATABASE_URL: "postgres://ana:pw-offline-77@127.0.0.1:1/team" });
  const base = (event: string, extra: Record<string, unknown> = {}) => ({
    session_id: SID,
    transcript_path: join(dir.path, "t.jsonl"),
    cwd: repo,
    hook_event_name: event,
    ...extra,
  });
  const offlineNote = join(home, "server-offline.json");

  it("PostToolUse never tries the server, even after writing a topic note", () => {
    const bash = runHook(
      "PostToolUse",
      base("PostToolUse", {
        tool_name: "Bash",
        tool_input: { command: "npm test" },
        tool_use_id: "toolu_1",
        tool_response: { stdout: "ok", stderr: "", interrupted: false },
      }),
      env,
    );
    expect(bash.status, bash.stderr).toBe(0);
    const note = join(repo, ".cairn", "notes", "auth.md");
    mkdirSync(join(repo, ".cairn", "notes"), { recursive: true });
    writeFileSync(
      note,
      "---\nsummary: how login works\ncovers: [src/auth.ts]\n---\nSessions live in Redis.\n",
    );
    const wrote = runHook(
      "PostToolUse",
      base("PostToolUse", {
        tool_name: "Write",
        tool_input: { file_path: note, content: "x" },
        tool_use_id: "toolu_2",
        tool_response: { filePath: note, success: true },
      }),
      env,
    );
    expect(wrote.status, wrote.stderr).toBe(0);
    expect(existsSync(offlineNote)).toBe(false); // no run tried to connect
  });

  it("SessionStart and Stop fail open and keep the session in the outbox", () => {
    const start = runHook("SessionStart", base("SessionStart", { source: "startup" }), env);
    expect(start.status, start.stderr).toBe(0);
    const tried = JSON.parse(readFileSync(offlineNote, "utf8")) as { since: string; lastTry: string };
    const stop = runHook(
      "Stop",
      base("Stop", { stop_hook_active: false, last_assistant_message: "Login now refreshes tokens." }),
      env,
    );
    expect(stop.status, stop.stderr).toBe(0);
    // the Stop right after did not try the server again (a blackholed host would cost it the timeout)
    expect(JSON.parse(readFileSync(offlineNote, "utf8"))).toEqual(tried);
    const outbox = new Database(join(home, "cairn-local.db"), { readonly: true });
    const session = outbox.prepare("SELECT data FROM sessions WHERE id = ?").get(SID) as { data: string };
    const events = outbox.prepare("SELECT count(*) AS n FROM events WHERE session_id = ?").get(SID) as {
      n: number;
    };
    outbox.close();
    expect(session.data).toContain("Login now refreshes tokens.");
    expect(events.n).toBeGreaterThan(0);
    for (const r of [start, stop]) expect(`${r.stdout}${r.stderr}`).not.toContain("pw-offline-77");
  });
});
