// A killed `cairn import` (SIGKILL while it writes, during the import's bulk-write settings) leaves a
// consistent store, and running it again completes it: the same rows as one uninterrupted import.
// Runs the built CLI (plugin/dist, built by the global setup) on a copy of the shared real transcripts.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { cpSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { SHARED, sharedAvailable } from "../support/hook-runner.js";
import { tempDir } from "../support/temp.js";

const CLI = join(import.meta.dirname, "..", "..", "plugin", "dist", "cli.mjs");
const TRANSCRIPTS = join(SHARED, "claude-code", "transcripts");

const dirs: ReturnType<typeof tempDir>[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) d.cleanup();
});

function importInto(home: string, root: string): void {
  execFileSync(process.execPath, [CLI, "import", root, "--json"], {
    env: { ...process.env, CAIRN_HOME: home },
    stdio: "pipe",
  });
}

/** What the store holds, without ids and import times: every row that an import writes. */
function contents(home: string): Record<string, unknown[]> {
  const db = new Database(join(home, "cairn.db"), { readonly: true });
  try {
    const q = (sql: string) => db.prepare(sql).raw(true).all();
    return {
      integrity: q("PRAGMA integrity_check"),
      sessions: q("SELECT id, project, started_at, updated_at, ended_at, data FROM sessions ORDER BY id"),
      events: q(
        "SELECT session_id, ts, kind, tool_use_id, detail, command FROM events ORDER BY session_id, ts, id",
      ),
      excerpts: q("SELECT session_id, turn, role, ts, text FROM excerpts ORDER BY session_id, id"),
      memories: q("SELECT type, title, body, dedupe_key, superseded_reason FROM memories ORDER BY rowid"),
      sightings: q("SELECT key, at, title FROM memory_sightings ORDER BY id"),
      marks: q("SELECT path, size, offset FROM import_marks ORDER BY path"),
      search: q("SELECT rowid FROM excerpts_fts WHERE excerpts_fts MATCH 'test' ORDER BY rowid"),
    };
  } finally {
    db.close();
  }
}

/** Import marks written so far (0 while the store does not exist yet). */
function marks(home: string): number {
  try {
    const db = new Database(join(home, "cairn.db"), { readonly: true, fileMustExist: true });
    try {
      return (db.prepare("SELECT count(*) AS n FROM import_marks").get() as { n: number }).n;
    } finally {
      db.close();
    }
  } catch {
    return 0;
  }
}

describe.skipIf(!sharedAvailable("claude-code/transcripts"))("an import killed while it writes", () => {
  it("leaves a consistent store that a second run completes to what one run stores", async () => {
    const work = tempDir();
    dirs.push(work);
    const root = join(work.path, "projects");
    cpSync(TRANSCRIPTS, root, { recursive: true });
    const whole = join(work.path, "whole");
    importInto(whole, root);
    const expected = contents(whole);
    const files = expected.marks?.length ?? 0;
    expect(files).toBeGreaterThan(10);

    const killed = join(work.path, "killed");
    const child: ChildProcess = spawn(process.execPath, [CLI, "import", root, "--json"], {
      env: { ...process.env, CAIRN_HOME: killed },
      stdio: "ignore",
    });
    const exited = new Promise((resolve) => child.on("exit", resolve));
    let seen = 0;
    // kill it once a few files are committed, while others are still to come
    while (seen < 3 && child.exitCode === null) {
      await new Promise((r) => setTimeout(r, 10));
      seen = marks(killed);
    }
    child.kill("SIGKILL");
    await exited;
    const partial = contents(killed);
    expect(partial.integrity).toEqual([["ok"]]);
    expect(partial.marks?.length).toBeGreaterThanOrEqual(3);
    expect(partial.marks?.length).toBeLessThan(files);

    importInto(killed, root);
    expect(contents(killed)).toEqual(expected);
  }, 300_000);
});
