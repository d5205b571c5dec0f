import { describe, expect, it } from "vitest";
import { inconsistencies, repair } from "./consistency.js";
import { newPendingTask, type Task } from "./model.js";

const T = "2026-03-01T00:00:00.000Z";
const t = (p: Partial<Task> & Pick<Task, "id">): Task =>
  newPendingTask({
    project: "p",
    board: "main",
    title: p.id,
    at: T,
    ...p,
  });
const done = (p: Partial<Task> & Pick<Task, "id">) =>
  t({ status: "COMPLETE", completedAt: T, startedAt: T, ...p });

describe("board consistency", () => {
  it("accepts a consistent board", () => {
    const ok = [
      t({ id: "e", status: "IN_PROGRESS", startedAt: T }),
      done({ id: "a", parentId: "e" }),
      t({ id: "b", parentId: "e", dependencies: ["a"] }),
    ];
    expect(inconsistencies(ok, T)).toEqual([]);
  });

  it("names dangling links, cycles, parents out of step, and statuses the log disagrees with", () => {
    const bad = [
      done({ id: "e" }),
      t({ id: "a", parentId: "e" }),
      t({ id: "b", parentId: "ghost", dependencies: ["c"] }),
      t({ id: "c", dependencies: ["b"] }),
      t({ id: "p" }),
      done({ id: "q", parentId: "p" }),
    ];
    const found = inconsistencies(bad, T, new Map([["a", "IN_PROGRESS"]]));
    expect(found).toEqual(
      expect.arrayContaining([
        "b: parent ghost does not exist",
        "a: status PENDING but the log's last transition set IN_PROGRESS",
        "cycle: b → c → b",
        "e: COMPLETE while a is PENDING",
        "p: has subtasks but is PENDING",
      ]),
    );
  });

  it("repairs a partial board: drops dangling links, breaks cycles, sets parents from children", () => {
    const { tasks, fixes } = repair(
      [
        done({ id: "e" }),
        t({ id: "a", parentId: "e", dependencies: ["gone"] }),
        t({ id: "b", dependencies: ["c"] }),
        t({ id: "c", dependencies: ["b"] }),
        t({ id: "p", status: "IN_PROGRESS", startedAt: T }),
        done({ id: "q", parentId: "p", actualMinutes: 4 }),
      ],
      T,
    );
    expect(inconsistencies(tasks, T)).toEqual([]);
    const byId = new Map(tasks.map((x) => [x.id, x]));
    expect(byId.get("e")?.status).toBe("IN_PROGRESS");
    expect(byId.get("p")).toMatchObject({ status: "COMPLETE", actualMinutes: 4 });
    expect(byId.get("a")?.dependencies).toEqual([]);
    expect(fixes.length).toBe(4);
  });
});
