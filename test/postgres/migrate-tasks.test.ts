// `cairn migrate` carries task boards both ways with the built CLI against a real server: a board with
// dependencies, a brief, a checkpoint and log events after it goes from an embedded store into a
// fresh database and reads the same there (log sequence numbers kept, so recovery from the checkpoint
// replays the same tail), a second run copies nothing, and the server's boards come back into a fresh
// embedded home.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLI, hookEnv } from "../support/hook-runner.js";
import { freshDatabase, pgServer, pgSkipReason, usePgServer } from "../support/pg-server.js";
import { tempDir } from "../support/temp.js";

interface Counts {
  boards: number;
  tasks: number;
  updated: number;
  events: number;
  checkpoints: number;
  briefs: number;
}

describe.skipIf(pgSkipReason !== null)("cairn migrate with task boards", () => {
  usePgServer();
  const tmp = tempDir("cairn-migrate-tasks-");
  let url: string;
  let db: string;
  let repo: string;
  const run = (env: NodeJS.ProcessEnv, ...args: string[]) => {
    const r = spawnSync(process.execPath, [CLI, ...args], {
      cwd: repo,
      env,
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(r.status, `${args.join(" ")}: ${r.stderr}`).toBe(0);
    return r.stdout;
  };
  const json = <T>(env: NodeJS.ProcessEnv, ...args: string[]) => JSON.parse(run(env, ...args, "--json")) as T;
  const sql = (q: string) =>
    pgServer().psql(db, `\\pset tuples_only on\n\\pset format unaligned\n${q}`).trim();
  /** What `cairn tasks` shows of the board, without the project id (it differs per store by design). */
  const state = (env: NodeJS.ProcessEnv) => {
    const strip = (x: unknown) => JSON.parse(JSON.stringify(x), (k, v) => (k === "project" ? undefined : v));
    return {
      list: strip(json(env, "tasks", "list", "--all")),
      log: strip(json(env, "tasks", "log", "--limit", "100")),
      shown: strip(json(env, "tasks", "show", "c")),
      next: strip(json(env, "tasks", "next")),
    };
  };

  beforeAll(() => {
    url = freshDatabase();
    db = decodeURIComponent(new URL(url).pathname.slice(1));
    repo = join(tmp.path, "shop");
    mkdirSync(repo, { recursive: true });
    const git = (...a: string[]) =>
      execFileSync("git", a, {
        cwd: repo,
        env: { ...process.env, GIT_CONFIG_NOSYSTEM: "1", GIT_CONFIG_GLOBAL: "/dev/null" },
      });
    git("init", "-q", "-b", "main");
    git("remote", "add", "origin", "git@github.com:acme/shop.git");
  });
  afterAll(() => tmp.cleanup());

  it("copies a board into the server and back, keeping the log's numbers, once", () => {
    const embedded = hookEnv(join(tmp.path, "home-a"), { HOME: join(tmp.path, "user-a") });
    run(embedded, "tasks", "add", "Design schema", "--id", "a");
    run(embedded, "tasks", "add", "Build API", "--id", "b", "--depends", "a");
    run(embedded, "tasks", "add", "Write docs", "--id", "c", "--depends", "a,b", "--priority", "high");
    run(embedded, "tasks", "add", "Ship", "--id", "d", "--board", "release");
    run(embedded, "tasks", "start", "a");
    run(embedded, "tasks", "complete", "a", "--minutes", "5");
    run(embedded, "tasks", "brief", "b", "--text", "Use REST with JSON bodies");
    run(embedded, "tasks", "checkpoint");
    run(embedded, "tasks", "start", "b"); // after the checkpoint: recovery must replay it
    const help = run(embedded, "migrate", "--help");
    expect(help).toContain("task boards");
    expect(help).toMatch(/Not copied: vectors \(run "cairn index"[^)]*\) and the topic-note\s+index/);
    const before = state(embedded);
    const local = new Database(join(tmp.path, "home-a", "cairn.db"), { readonly: true });
    const row = (q: string) => Object.values(local.prepare(q).get() as object).join(":");
    const events = Number(row("SELECT count(*) FROM task_events"));
    const checkpoint = row("SELECT number, last_seq FROM task_checkpoints");
    local.close();
    expect(events).toBe(9); // 4 created, a started and completed, b researched, checkpoint, b started

    const first = json<{ tasks: Counts }>(embedded, "migrate", "--to", "postgres", "--url", url);
    expect(first.tasks).toEqual({ boards: 2, tasks: 4, updated: 0, events, checkpoints: 1, briefs: 1 });
    const onServer = { ...embedded, CAIRN_DATABASE_URL: url };
    expect(state(onServer)).toEqual(before); // same tasks, edges, log (seq included), ready list
    expect(json<{ board: string }[]>(onServer, "tasks", "boards").map((b) => b.board)).toEqual(
      json<{ board: string }[]>(embedded, "tasks", "boards").map((b) => b.board),
    );
    expect(sql("SELECT task_id || ' ' || body FROM task_briefs")).toBe("b Use REST with JSON bodies");
    expect(sql("SELECT number || ':' || last_seq FROM task_checkpoints")).toBe(checkpoint);

    const again = json<{ tasks: Counts }>(embedded, "migrate", "--to", "postgres", "--url", url);
    expect(again.tasks).toEqual({ boards: 0, tasks: 0, updated: 0, events: 0, checkpoints: 0, briefs: 0 });
    expect(sql("SELECT count(*) FROM task_events")).toBe(String(events));

    // recovery from the checkpoint row replays exactly the events after its last_seq (b started)
    type Report = { recovered: boolean; source: { number: number; from: string }; replayed: number };
    const there = json<Report>(onServer, "tasks", "recover", "--board", "main", "--force");
    expect(there).toMatchObject({
      recovered: true,
      source: { number: 1, from: "row" },
      restored: 3,
      replayed: 1,
    });
    const recovered = state(onServer);
    const renumbered = (x: unknown) =>
      JSON.parse(JSON.stringify(x), (k, v) => (k === "position" ? undefined : v));
    expect(renumbered(recovered.list)).toEqual(renumbered(before.list)); // recovery renumbers, in order

    // and back: a fresh embedded home gets the server's boards, log numbers and all
    const fresh = hookEnv(join(tmp.path, "home-c"), { HOME: join(tmp.path, "user-c") });
    const back = run(fresh, "migrate", "--to", "sqlite", "--url", url);
    const logged = sql("SELECT count(*) FROM task_events");
    expect(Number(logged)).toBeGreaterThan(events); // the recovery's own entries
    expect(back).toContain(
      `Task boards: 2 new boards, 4 new tasks (0 updated), ${logged} new log events, 2 checkpoints, 1 briefs.`,
    );
    expect(state(fresh)).toEqual(recovered); // log numbers included
    const home = new Database(join(tmp.path, "home-c", "cairn.db"), { readonly: true });
    const seqs = home
      .prepare("SELECT group_concat(seq) AS s FROM (SELECT seq FROM task_events ORDER BY seq)")
      .get();
    home.close();
    expect(seqs).toEqual({ s: sql("SELECT string_agg(seq::text, ',' ORDER BY seq) FROM task_events") });
    const fromFresh = json<Report>(fresh, "tasks", "recover", "--board", "main", "--force");
    expect(fromFresh).toMatchObject({ recovered: true, source: { number: 2 }, replayed: 0 });
    expect(json<{ tasks: Counts }>(fresh, "migrate", "--to", "sqlite", "--url", url).tasks).toMatchObject({
      boards: 0,
      tasks: 0,
      events: 0,
      checkpoints: 0,
    });
  });
});
