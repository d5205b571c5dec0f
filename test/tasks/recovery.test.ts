import {
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  truncateSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isCairnTemp } from "../../src/app/env/stale-temp.js";
import { addTask } from "../../src/app/tasks/add-task.js";
import { checkBoard } from "../../src/app/tasks/check-board.js";
import { cleanAbandoned } from "../../src/app/tasks/clean-temp.js";
import { completeTaskById } from "../../src/app/tasks/complete-task.js";
import { decomposeTask } from "../../src/app/tasks/decompose-task.js";
import { moveTask } from "../../src/app/tasks/move-task.js";
import { recoverBoard } from "../../src/app/tasks/recover-tasks.js";
import { renderBoardFiles } from "../../src/app/tasks/render-task-files.js";
import { checkpointFiles } from "../../src/app/tasks/task-files.js";
import { openSqliteStore } from "../../src/store/sqlite/sqlite-store.js";
import { spawnWriter } from "./spawn-writer.js";
import { type Bench, bench, taskState } from "./support.js";

let b: Bench;
beforeEach(async () => {
  b = await bench();
});
afterEach(async () => b.close());

/** 3 epics × 8 subtasks; `completed` subtasks of the first epics done (one checkpoint per 10 completions). */
async function plan(completed: number) {
  for (let e = 0; e < 3; e++) {
    const epic = await addTask(b.scope, undefined, { title: `epic ${e}`, level: "epic" });
    const id = epic.changed[0]?.id as string;
    await decomposeTask(
      b.scope,
      undefined,
      id,
      Array.from({ length: 8 }, (_, i) => ({ title: `step ${e}.${i}` })),
    );
  }
  const leaves = (await b.scope.tasks.listTasks({ project: "p1", statuses: ["PENDING"] })).map((t) => t.id);
  for (const id of leaves.slice(0, completed)) {
    await moveTask(b.scope, "main", id, { kind: "start" });
    b.advance(3);
    await completeTaskById(b.scope, "main", id);
  }
  await render();
  return leaves;
}
const render = () =>
  renderBoardFiles(b.scope.tasks, { root: b.root, project: "p1", board: "main", now: b.scope.now });
/** Task rows without creation numbers (recovery renumbers, keeping the order). */
const rows = () =>
  b.store.db
    .prepare("SELECT * FROM tasks ORDER BY position")
    .all()
    .map((r) => {
      const { position: _, ...rest } = r as Record<string, unknown>;
      return rest;
    });
const deps = () => b.store.db.prepare("SELECT task_id, depends_on FROM task_deps ORDER BY 1, 2").all();

describe("recovery", () => {
  it("rebuilds tampered state from the newest checkpoint and rolls the log forward: nothing is lost", async () => {
    const leaves = await plan(14); // checkpoint 1 after 10 completions (plus the first epic completing at 8)
    await moveTask(b.scope, "main", leaves[14] as string, { kind: "start" }); // work after the checkpoint
    await addTask(b.scope, undefined, { title: "added later", dependencies: [leaves[20] as string] });
    const good = rows();
    const goodDeps = deps();
    expect((await checkBoard(b.scope, "main")).problems).toEqual([]);
    // damage: a completed task flipped back by hand, a parent marked done early, a dependency invented
    b.store.db.exec(
      `UPDATE tasks SET status='PENDING', completed_at=NULL, actual_minutes=NULL WHERE id='${leaves[3]}'`,
    );
    b.store.db.exec(
      "UPDATE tasks SET status='COMPLETE', completed_at='2026-03-01T00:00:00.000Z' WHERE id='t19'",
    );
    const problems = (await checkBoard(b.scope, "main")).problems;
    expect(problems).toEqual(
      expect.arrayContaining([
        `${leaves[3]}: status PENDING but the log's last transition set COMPLETE`,
        expect.stringMatching(/^t19: COMPLETE while/),
      ]),
    );
    const report = await recoverBoard(b.scope, "main", { root: b.root });
    expect(report).toMatchObject({ recovered: true, source: { from: "row" }, dropped: [], fixes: [] });
    expect(report.replayed).toBeGreaterThan(5);
    expect(rows()).toEqual(good);
    expect(deps()).toEqual(goodDeps);
    expect((await checkBoard(b.scope, "main")).problems).toEqual([]);
    const [logged] = await b.scope.tasks.listEvents({ project: "p1", types: ["STATE_RECOVERED"] });
    expect(logged?.detail).toMatch(/^from checkpoint \d+ \(row\)/);
    expect(report.checkpoint).toBeGreaterThan(report.source?.number ?? 0);
  });

  it("does nothing to a consistent board unless forced, and then restores the checkpoint alone with --checkpoint-only", async () => {
    const leaves = await plan(10);
    expect((await recoverBoard(b.scope, "main", { root: b.root })).recovered).toBe(false);
    await moveTask(b.scope, "main", leaves[10] as string, { kind: "start" });
    const r = await recoverBoard(b.scope, "main", { root: b.root, force: true, replay: false });
    expect(r.recovered).toBe(true);
    expect((await b.scope.tasks.getTask("p1", leaves[10] as string))?.status).toBe("PENDING");
  });

  it("skips a garbage checkpoint row and a truncated file, falling back to an older valid checkpoint", async () => {
    await plan(24); // checkpoints: epics completing (phase-less) + every 10 completions
    const kept = await b.scope.tasks.listCheckpoints("p1", "main");
    expect(kept.length).toBeGreaterThanOrEqual(2);
    const [newest, older] = kept as unknown as [{ number: number }, { number: number }];
    b.store.db
      .prepare("UPDATE task_checkpoints SET data = ? WHERE number = ?")
      .run("\u0000\u00ffgarbage{{", newest.number);
    const file = checkpointFiles(b.root, "main").find((f) => f.number === newest.number)?.path as string;
    truncateSync(file, Math.floor(statSync(file).size / 2));
    b.store.db.exec("UPDATE tasks SET title = 'x' WHERE id = 't1'"); // not inconsistent: force
    const r = await recoverBoard(b.scope, "main", { root: b.root, force: true, replay: false });
    expect(r.rejected).toEqual([
      { number: newest.number, from: "row", reason: expect.stringMatching(/^not JSON/) },
      { number: newest.number, from: "file", reason: expect.stringMatching(/^not JSON/) },
    ]);
    expect(r.source).toEqual({ number: older.number, from: "row" });
    expect((await b.scope.tasks.getTask("p1", "t1"))?.title).toBe("epic 0");
  });

  it("rebuilds from the checkpoint files when the database itself is lost to garbage bytes", async () => {
    await plan(18); // the 18th completion wrote the newest checkpoint (completions 10 and 20, parents included)
    const before = rows().map((r) => ({
      id: (r as { id: string }).id,
      status: (r as { status: string }).status,
    }));
    const newestFile = checkpointFiles(b.root, "main")[0];
    await b.store.close();
    // garbage over the whole database (header included) and its WAL
    const size = statSync(b.dbPath).size;
    writeFileSync(b.dbPath, Buffer.alloc(size, 0xa5));
    rmSync(`${b.dbPath}-wal`, { force: true });
    rmSync(`${b.dbPath}-shm`, { force: true });
    expect(() => openSqliteStore({ path: b.dbPath })).toThrow(/not a database/);
    renameSync(b.dbPath, `${b.dbPath}.damaged`);
    b.reopen();
    await b.store.upsertProject(
      { id: "p1", identity: b.root, root: b.root, name: "repo" },
      b.scope.now.toISOString(),
    );
    const r = await recoverBoard(b.scope, "main", { root: b.root, force: true });
    expect(r).toMatchObject({
      recovered: true,
      source: { number: newestFile?.number, from: "file" },
      replayed: 0,
    });
    // nothing done after the newest checkpoint, so nothing is lost (the log went with the database)
    expect(
      rows().map((x) => ({ id: (x as { id: string }).id, status: (x as { status: string }).status })),
    ).toEqual(before);
    expect(r.checkpoint).toBe((newestFile?.number ?? 0) + 1); // numbering continues past the files
  });

  it("recovers what validates from a partly damaged checkpoint (partial recovery beats none)", async () => {
    await plan(10);
    const file = checkpointFiles(b.root, "main")[0]?.path as string;
    const doc = JSON.parse(readFileSync(file, "utf8"));
    doc.tasks[0].status = "FINISHED"; // the first epic: dropped, its children lose their parent
    doc.tasks[5] = "\u0000garbage";
    writeFileSync(file, JSON.stringify(doc));
    b.store.db.exec("DELETE FROM task_checkpoints");
    const r = await recoverBoard(b.scope, "main", { root: b.root, force: true, replay: false });
    expect(r.dropped.map((d) => d.id)).toEqual(["t1", null]);
    expect(r.restored).toBe(25); // 27 tasks, 2 dropped
    expect(r.fixes.some((f) => f.includes("dropped missing parent t1"))).toBe(true);
    expect((await checkBoard(b.scope, "main")).problems).toEqual([]);
  });

  it("says so when no checkpoint is usable, and changes nothing", async () => {
    await addTask(b.scope, undefined, { title: "only" });
    const before = taskState(b.store);
    await expect(recoverBoard(b.scope, "main", { root: b.root, force: true })).rejects.toThrow(
      /no valid checkpoint for board main/,
    );
    expect(taskState(b.store)).toEqual(before);
  });

  it("a tasks.json truncated or filled with garbage is only a rendering: the store wins and rewrites it", async () => {
    await plan(3);
    const path = join(b.root, ".cairn", "tasks", "main", "tasks.json");
    const good = readFileSync(path, "utf8");
    truncateSync(path, 100);
    await render();
    expect(readFileSync(path, "utf8")).toBe(good);
    writeFileSync(path, Buffer.from([0xde, 0xad, 0xbe, 0xef]));
    expect((await recoverBoard(b.scope, "main", { root: b.root })).recovered).toBe(false); // the store is fine
    await render();
    expect(JSON.parse(readFileSync(path, "utf8")).tasks).toHaveLength(27);
  });
});

describe("a killed writer", () => {
  it("SIGKILL in the middle of a transaction leaves the state exactly as it was", async () => {
    await plan(2);
    const before = taskState(b.store);
    const log = await b.scope.tasks.countEvents({ project: "p1" });
    const w = await spawnWriter("hold-tx", b.dbPath, b.root);
    await w.waitFor(/^in-tx$/); // 22 completions and two checkpoints written, not committed
    await w.kill();
    b.reopen();
    expect(b.store.db.pragma("integrity_check", { simple: true })).toBe("ok");
    expect(taskState(b.store)).toEqual(before);
    expect(await b.scope.tasks.countEvents({ project: "p1" })).toBe(log);
    expect((await checkBoard(b.scope, "main")).problems).toEqual([]);
  });

  it("SIGKILL at a random moment between many small transactions leaves a consistent board", async () => {
    await plan(0);
    await decomposeTask(
      b.scope,
      undefined,
      "t1",
      Array.from({ length: 400 }, (_, i) => ({ title: `more ${i}` })),
    );
    // killed after the 3rd and the 12th commit, somewhere inside the next transaction
    for (const commits of [3, 12]) {
      const w = await spawnWriter("loop-tx", b.dbPath, b.root);
      await vi.waitFor(
        () => expect(w.lines.filter((l) => l.startsWith("done ")).length).toBeGreaterThanOrEqual(commits),
        { timeout: 20_000, interval: 2 },
      );
      await w.kill();
      expect(w.lines).not.toContain("finished"); // killed while still writing
      b.reopen();
      expect(b.store.db.pragma("integrity_check", { simple: true })).toBe("ok");
      expect((await checkBoard(b.scope, "main")).problems).toEqual([]);
      const done = await b.scope.tasks.countTasks({ project: "p1", statuses: ["COMPLETE"] });
      const logged = await b.scope.tasks.countEvents({ project: "p1", types: ["TASK_COMPLETE"] });
      expect(done).toBe(logged); // every completion is in the log, and nothing else is
      expect(done).toBeGreaterThan(0);
    }
  });

  it("a render killed mid-write never leaves a half-written file; its temp file is cleaned after 5 minutes", async () => {
    await plan(5);
    const path = join(b.root, ".cairn", "tasks", "main", "tasks.json");
    const w = await spawnWriter("loop-render", b.dbPath, b.root);
    await w.waitFor(/^rendered 3$/);
    await new Promise((r) => setTimeout(r, 37));
    await w.kill();
    expect(JSON.parse(readFileSync(path, "utf8")).tasks).toHaveLength(27);
    // a writer killed after creating its temp file: the target is untouched, the temp file stays behind
    const h = await spawnWriter("hold-render", b.dbPath, b.root);
    const tmp = (await h.waitFor(/^tmp /)).slice(4);
    await h.kill();
    expect(existsSync(tmp)).toBe(true);
    expect(JSON.parse(readFileSync(path, "utf8")).tasks).toHaveLength(27);
    const now = Date.now();
    expect(cleanAbandoned(b.root, now)).toEqual([]); // young: may belong to a live writer
    const old = new Date(now - 6 * 60_000);
    utimesSync(tmp, old, old);
    expect(cleanAbandoned(b.root, now)).toContain(tmp);
    expect(existsSync(tmp)).toBe(false);
    const left = readdirSync(join(b.root, ".cairn", "tasks", "main")).filter(isCairnTemp);
    for (const f of left) utimesSync(join(b.root, ".cairn", "tasks", "main", f), old, old);
    cleanAbandoned(b.root, now);
    expect(readdirSync(join(b.root, ".cairn", "tasks", "main")).filter(isCairnTemp)).toEqual([]);
  });
});
