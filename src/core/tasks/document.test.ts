import { describe, expect, it } from "vitest";
import { parseDocument, toDocument } from "./document.js";
import { newPendingTask, type Task } from "./model.js";

const T = "2026-03-01T00:00:00.000Z";
const ctx = { project: "p", board: "main", now: T };
const task = (p: Partial<Task> & Pick<Task, "id">): Task =>
  newPendingTask({
    project: "p",
    board: "main",
    title: p.id,
    at: T,
    ...p,
  });

describe("tasks.json documents", () => {
  it("writes the project-planner shape — peers in creation order, subtasks on parents — and reads it back", async () => {
    const tasks = [
      task({ id: "e", position: 1, level: "epic", status: "IN_PROGRESS", startedAt: T }),
      task({ id: "b", position: 3, parentId: "e", dependencies: ["a"], estimateMinutes: 30 }),
      task({ id: "a", position: 2, parentId: "e", priority: "high" }),
    ];
    const doc = toDocument(tasks);
    expect(Object.keys(doc)).toEqual(["tasks"]);
    expect(doc.tasks.map((x) => x.id)).toEqual(["e", "a", "b"]);
    expect(doc.tasks[0]).toMatchObject({ subtasks: ["a", "b"], status: "IN_PROGRESS", level: "epic" });
    expect(doc.tasks[2]).toMatchObject({ parent_id: "e", dependencies: ["a"], estimate_minutes: 30 });
    const back = await parseDocument(JSON.stringify(doc), ctx);
    if (typeof back === "string") throw new Error(back);
    expect(back.invalid).toEqual([]);
    expect(back.tasks.map(({ position: _, ...x }) => x)).toEqual(
      [tasks[0], tasks[2], tasks[1]].map((x) => {
        const { position: _, ...rest } = x as Task;
        return rest;
      }),
    );
  });

  it("takes a foreign project-planner document: hierarchy from subtasks only, defaults for what is missing", async () => {
    const text = JSON.stringify({
      tasks: [
        {
          id: "EPIC-1",
          title: "Ship it",
          level: "epic",
          status: "IN_PROGRESS",
          started_at: T,
          subtasks: ["T-1"],
        },
        { id: "T-1", title: "Write it", extra_field: true },
      ],
    });
    const r = await parseDocument(text, ctx);
    if (typeof r === "string") throw new Error(r);
    expect(r.tasks[1]).toMatchObject({
      id: "T-1",
      parentId: "EPIC-1",
      status: "PENDING",
      level: "task",
      createdAt: T,
    });
  });

  it("keeps what validates from a damaged document (partial recovery) and says why the rest was dropped", async () => {
    const text = JSON.stringify({
      checkpoint: 7,
      last_seq: 99,
      tasks: [
        { id: "ok", title: "fine" },
        { id: "bad status", title: "x" },
        { id: "b2", title: "x", status: "DONE" },
        { id: "b3", title: "x", status: "BLOCKED" },
        { id: "ok", title: "twice" },
        "garbage",
      ],
    });
    const r = await parseDocument(text, ctx);
    if (typeof r === "string") throw new Error(r);
    expect(r.meta).toEqual({ checkpoint: 7, last_seq: 99 });
    expect(r.tasks.map((x) => x.id)).toEqual(["ok"]);
    expect(r.invalid.map((i) => [i.index, i.id])).toEqual([
      [1, "bad status"],
      [2, "b2"],
      [3, "b3"],
      [4, "ok"],
      [5, null],
    ]);
    expect(r.invalid[2]?.problem).toMatch(/blockedReason: set exactly when BLOCKED/);
  });

  it("says what is wrong with text that is not a document", async () => {
    expect(await parseDocument('{"tasks": [', ctx)).toMatch(/^not JSON/);
    expect(await parseDocument('{"items": []}', ctx)).toBe('no "tasks" array');
    expect(await parseDocument("\u0000\u00ff garbage", ctx)).toMatch(/^not JSON/);
  });
});
