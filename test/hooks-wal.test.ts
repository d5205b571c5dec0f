/**
 * A hook run that opened the SQLite store ends without closing it (src/store/sqlite/close-at-exit.ts):
 * the WAL is left for the next run instead of being checkpointed and deleted on every run. What the
 * run committed is there for the next process, the database stays consistent, and a process that
 * ends normally (the CLI) still checkpoints and removes the WAL.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, expect, it } from "vitest";
import { gitRepo, hookEnv, runCliJson, runHook } from "./support/hook-runner.js";
import { tempDir } from "./support/temp.js";

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

const prompt = (text: string, id: string) =>
  runHook(
    "UserPromptSubmit",
    {
      session_id: "wal-0000-4000-8000-000000000000",
      cwd: repo,
      hook_event_name: "UserPromptSubmit",
      prompt: text,
      prompt_id: id,
    },
    env,
  );

/** What a new process reads: the prompt events and SQLite's integrity check (read-only, so it checkpoints nothing). */
function read(db: string): { prompts: number; integrity: string } {
  const conn = new Database(db, { readonly: true });
  try {
    const prompts = conn.prepare("SELECT count(*) AS n FROM events WHERE kind = 'prompt'").get() as {
      n: number;
    };
    return { prompts: prompts.n, integrity: String(conn.pragma("integrity_check", { simple: true })) };
  } finally {
    conn.close();
  }
}

it("a hook leaves the WAL with what it committed; the next run and a CLI command see it, and the CLI checkpoints", () => {
  const db = join(home, "cairn.db");
  expect(prompt("make the exporter stream rows", "p1").status).toBe(0);
  // not checkpointed into the database and deleted at the end of the run
  expect(existsSync(`${db}-wal`)).toBe(true);
  expect(read(db)).toEqual({ prompts: 1, integrity: "ok" });

  expect(prompt("rename the config loader", "p2").status).toBe(0);
  expect(read(db)).toEqual({ prompts: 2, integrity: "ok" });

  // a process that ends normally closes the last connection: SQLite checkpoints and removes the WAL
  expect(runCliJson(["stats"], repo, env)).toBeTruthy();
  expect(existsSync(`${db}-wal`)).toBe(false);
  expect(read(db)).toEqual({ prompts: 2, integrity: "ok" });
});
