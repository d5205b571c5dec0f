// The hook boundary: over-long fields are truncated with a marker, counted in hook.log and stored
// (never dropped); a transcript_path naming a FIFO or a device never blocks Stop; a missing one is
// not waited for.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { awaitTranscriptTurn } from "../../src/app/observations/transcript-catch-up.js";
import {
  boundPayload,
  MAX_FILE_CHARS,
  MAX_ID_CHARS,
  TRUNCATION_MARKER,
} from "../../src/hooks/bound-payload.js";
import { gitRepo, hookEnv, runHook } from "../support/hook-runner.js";
import { tempDir } from "../support/temp.js";

let tmp: { path: string; cleanup: () => void };
let repo: string;
beforeAll(() => {
  tmp = tempDir("cairn-hook-inputs-");
  repo = join(tmp.path, "repo");
  gitRepo(repo);
});
afterAll(() => tmp?.cleanup());

const rows = (home: string, sql: string) => {
  const db = new Database(join(home, "cairn.db"), { readonly: true });
  try {
    return db.prepare(sql).all() as Record<string, unknown>[];
  } finally {
    db.close();
  }
};
const log = (home: string) => readFileSync(join(home, "logs", "hook.log"), "utf8");

describe("input limits at the hook boundary", () => {
  it("bounds every field in one pass: ids keep a hash so distinct long ids stay distinct", () => {
    const prefix = "a".repeat(300);
    const one = {
      session_id: `${prefix}1`,
      cwd: "/r",
      tool_input: { edits: [{ file_path: "p".repeat(5000) }] },
    };
    const two = { session_id: `${prefix}2`, cwd: "/r" };
    expect(boundPayload(one)).toEqual([
      { field: "session_id", chars: 301 },
      { field: "tool_input.edits.file_path", chars: 5000 },
    ]);
    boundPayload(two);
    expect(one.session_id).not.toBe(two.session_id);
    expect(one.session_id).toHaveLength(MAX_ID_CHARS);
    expect(one.tool_input.edits[0]?.file_path).toHaveLength(MAX_FILE_CHARS);
    expect(boundPayload({ session_id: "short", cwd: "/r", prompt: "hello" })).toEqual([]);
  });

  it("stores a 10 MB session_id from UserPromptSubmit truncated with a marker, and logs it", () => {
    const home = join(tmp.path, "home-id");
    const huge = `s${"x".repeat(10 * 1024 * 1024)}`;
    const r = runHook(
      "UserPromptSubmit",
      {
        session_id: huge,
        cwd: repo,
        hook_event_name: "UserPromptSubmit",
        prompt: "fix the flaky payment test",
      },
      hookEnv(home),
    );
    expect(r.status).toBe(0);
    const ids = rows(home, "SELECT DISTINCT session_id AS id FROM events").map((x) => String(x.id));
    expect(ids).toHaveLength(1);
    expect(ids[0]?.length).toBe(MAX_ID_CHARS);
    expect(ids[0]).toMatch(/^sx+…[0-9a-f]{8}$/);
    expect(log(home)).toContain(`UserPromptSubmit truncated session_id from ${huge.length} chars`);
  });

  it("keeps a tool event whose file path is over the limit, truncated, instead of dropping it at drain", () => {
    const home = join(tmp.path, "home-path");
    const env = hookEnv(home);
    const longPath = join(repo, `${"deep/".repeat(400)}file.ts`);
    const base = { session_id: "limits-1", cwd: repo };
    const post = runHook(
      "PostToolUse",
      {
        ...base,
        hook_event_name: "PostToolUse",
        tool_name: "Edit",
        tool_use_id: "toolu_long",
        tool_input: { file_path: longPath, old_string: "a", new_string: "b" },
        tool_response: {},
      },
      env,
    );
    expect(post.status).toBe(0);
    expect(runHook("Stop", { ...base, hook_event_name: "Stop", stop_hook_active: false }, env).status).toBe(
      0,
    );
    const files = rows(home, "SELECT files FROM events WHERE tool_use_id = 'toolu_long'").map((x) =>
      JSON.parse(String(x.files)),
    );
    expect(files).toHaveLength(1);
    expect(files[0][0].endsWith(TRUNCATION_MARKER)).toBe(true);
    expect(files[0][0].length).toBeLessThanOrEqual(MAX_FILE_CHARS);
    expect(log(home)).toContain(`PostToolUse truncated tool_input.file_path from ${longPath.length} chars`);
  });
});

describe("transcripts that are not regular files", () => {
  const stop = (home: string, transcript: string) =>
    runHook(
      "Stop",
      {
        session_id: "fifo-1",
        cwd: repo,
        hook_event_name: "Stop",
        transcript_path: transcript,
        last_assistant_message: "All tests pass now.",
        stop_hook_active: false,
      },
      hookEnv(home),
    );

  it("a FIFO as transcript_path: Stop completes with exit 0 (runHook kills it after 20 s otherwise)", () => {
    const home = join(tmp.path, "home-fifo");
    const fifo = join(tmp.path, "transcript.fifo");
    execFileSync("mkfifo", [fifo]);
    runHook(
      "PostToolUse",
      {
        session_id: "fifo-1",
        cwd: repo,
        hook_event_name: "PostToolUse",
        tool_name: "Read",
        tool_input: {},
        tool_response: {},
      },
      hookEnv(home),
    );
    const r = stop(home, fifo);
    expect(r.status).toBe(0);
    expect(stop(home, "/dev/zero").status).toBe(0);
  });

  it("a missing transcript is not waited for, however long the allowed wait", async () => {
    // a wait of 10 minutes would outlast the test's own timeout
    const missing = join(tmp.path, "missing.jsonl");
    expect(await awaitTranscriptTurn(missing, "All tests pass now.", { maxMs: 600_000 })).toBe(false);
  });
});
