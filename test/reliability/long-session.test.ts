// Hooks stay inside their time at any session length: a Stop derives only the events no earlier
// hook derived, a deadline leaves the rest as a backlog (one slice always runs, so every call
// progresses), and SessionStart injects the pack while a backlog of another session remains.
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ingestSession } from "../../src/app/capture/ingest-session.js";
import { DERIVE_SLICE } from "../../src/app/capture/record-activity.js";
import { deriveMemories } from "../../src/core/capture/capture.js";
import { openSqliteStore, type SqliteStore } from "../../src/store/sqlite/sqlite-store.js";
import { gitRepo, hookEnv, runCliJson, runHook } from "../support/hook-runner.js";
import { tempDir } from "../support/temp.js";

let tmp: { path: string; cleanup: () => void };
let repo: string;
beforeAll(() => {
  tmp = tempDir("cairn-long-session-");
  repo = join(tmp.path, "repo");
  gitRepo(repo);
});
afterAll(() => tmp?.cleanup());

/** `n` tool events from index `from`: edits, test runs, and every 7th run failing then fixed. */
function spoolLines(sessionId: string, from: number, n: number): string {
  let out = "";
  for (let i = from; i < from + n; i++) {
    const bash = i % 3 === 0;
    const failed = bash && i % 7 === 0;
    out += `${JSON.stringify({
      sessionId,
      ts: new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString(),
      kind: "tool",
      event: failed ? "PostToolUseFailure" : "PostToolUse",
      tool: bash ? "Bash" : "Edit",
      toolUseId: `tu_${i}`,
      files: bash ? [] : [join(repo, `src/f${i % 40}.ts`)],
      command: bash ? `npm test -- f${i % 20}` : null,
      ok: !failed,
      exitCode: bash ? (failed ? 1 : 0) : null,
      error: failed ? `Error: expected ${i % 5} to be 0` : null,
      cwd: repo,
    })}\n`;
  }
  return out;
}

function spool(home: string, sessionId: string, from: number, n: number): string {
  const dir = join(home, "spool");
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${sessionId}.jsonl`), spoolLines(sessionId, from, n), { flag: "a" });
  return dir;
}

describe("incremental, deadline-bounded derivation", () => {
  let store: SqliteStore;
  let home: string;
  beforeAll(() => {
    home = join(tmp.path, "home-a");
    store = openSqliteStore({ path: join(home, "cairn.db") });
  });
  afterAll(() => store.close());
  const past = () => Date.now() - 1;

  it("derives one slice per call once the deadline has passed, and marks the backlog", async () => {
    const dir = spool(home, "long", 0, 3 * DERIVE_SLICE);
    const first = await ingestSession(store, dir, {
      sessionId: "long",
      cwd: repo,
      trigger: "Stop",
      deadline: past(),
    });
    expect(first?.eventsAdded).toBe(3 * DERIVE_SLICE);
    expect(first?.derived).toEqual({ from: 0, to: DERIVE_SLICE });
    expect(first?.pending).toBe(2 * DERIVE_SLICE);
    expect(readdirSync(dir)).toEqual(["long.backlog"]);
    const second = await ingestSession(store, dir, {
      sessionId: "long",
      cwd: repo,
      trigger: "Stop",
      deadline: past(),
    });
    expect(second?.derived).toEqual({ from: DERIVE_SLICE, to: 2 * DERIVE_SLICE });
  });

  it("without a deadline finishes the backlog and clears the mark", async () => {
    const dir = join(home, "spool");
    const r = await ingestSession(store, dir, { sessionId: "long", cwd: repo, trigger: "SessionStart" });
    expect(r?.derived).toEqual({ from: 2 * DERIVE_SLICE, to: 3 * DERIVE_SLICE });
    expect(r?.pending).toBe(0);
    expect(readdirSync(dir)).toEqual([]);
  });

  it("a Stop after the backlog processes only the new events", async () => {
    const dir = spool(home, "long", 3 * DERIVE_SLICE, 10);
    const r = await ingestSession(store, dir, {
      sessionId: "long",
      cwd: repo,
      trigger: "Stop",
      deadline: past(),
    });
    expect(r?.eventsAdded).toBe(10);
    expect(r?.derived).toEqual({ from: 3 * DERIVE_SLICE, to: 3 * DERIVE_SLICE + 10 });
    expect(r?.pending).toBe(0);
  });

  // Every memory one pass over all events derives is saved. Slices can add failed attempts whose fixing
  // pass came in a later slice, exactly as a live session's earlier Stops do (a saved memory is kept).
  it("sliced derivation saves every memory one pass over all events derives", async () => {
    const all = await store.listEvents({ sessionId: "long" });
    const onePass = new Set(deriveMemories(all).map((d) => `${d.type} ${d.title}`));
    const saved = (await store.listMemories({}))
      .filter((m) => m.type !== "task_summary")
      .map((m) => `${m.type} ${m.title}`);
    expect(onePass.size).toBeGreaterThan(0);
    for (const key of onePass) expect(saved).toContain(key);
    for (const key of saved.filter((k) => !onePass.has(k))) expect(key).toMatch(/^failed_attempt /);
  });
});

describe("SessionStart with a deferred backlog (real hook bundle)", () => {
  it("prints the context pack, exits 0, and drains the backlog over later starts", () => {
    const home = join(tmp.path, "home-c");
    const env = hookEnv(home);
    runCliJson(["save", "--type", "decision", "Payments retry with exponential backoff"], repo, env);
    // ~3 MB of deferred spool from an earlier session
    const dir = spool(home, "deferred", 0, 10_000);
    const start = (sid: string) =>
      runHook(
        "SessionStart",
        { session_id: sid, cwd: repo, hook_event_name: "SessionStart", source: "startup" },
        env,
      );
    const first = start("fresh-1");
    expect(first.status).toBe(0);
    const context = (first.json?.hookSpecificOutput as { additionalContext?: string } | undefined)
      ?.additionalContext;
    expect(context).toContain("Payments retry with exponential backoff");
    // bounded poll: each start makes progress until nothing is left
    for (let i = 2; i < 40 && readdirSync(dir).length > 0; i++) expect(start(`fresh-${i}`).status).toBe(0);
    expect(readdirSync(dir)).toEqual([]);
    const stats = runCliJson(["stats"], repo, env) as { events: number };
    expect(stats.events).toBe(10_000);
  });
});
