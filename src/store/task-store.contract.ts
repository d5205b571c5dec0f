/**
 * The TaskStore contract: one behavioural suite every implementation must pass. A test file calls
 * `runTaskStoreContract(name, open)` with a factory returning a fresh, empty Store + TaskStore pair,
 * and `tamper`: raw engine writes to the progress log (bypassing the port) that the engine must refuse.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { CairnError } from "../core/common/errors.js";
import type { Task } from "../core/tasks/model.js";
import { readyTasks } from "../core/tasks/scheduler.js";
import type { Store } from "./store.js";
import { ev, T0, T1, type Tamper, task } from "./task-store.fixtures.js";
import type { TaskStore } from "./task-store.js";
import { copyContract } from "./task-store-copy.contract.js";
import { logContract } from "./task-store-log.contract.js";

export type { Tamper } from "./task-store.fixtures.js";

export type TaskStoreFactory = () => Promise<{
  store: Store;
  tasks: TaskStore;
  tamper: Tamper;
  cleanup: () => Promise<void>;
}>;

export function runTaskStoreContract(name: string, open: TaskStoreFactory): void {
  describe(`TaskStore contract: ${name}`, () => {
    let store: Store;
    let tasks: TaskStore;
    let tamper: Tamper;
    let cleanup: () => Promise<void>;
    beforeEach(async () => {
      ({ store, tasks, tamper, cleanup } = await open());
      await store.upsertProject({ id: "p1", identity: "/r/a/.git", root: "/r/a", name: "a" }, T0);
      await store.upsertProject({ id: "p2", identity: "/r/b/.git", root: "/r/b", name: "b" }, T0);
      for (const [project, id] of [
        ["p1", "main"],
        ["p1", "side"],
        ["p2", "main"],
      ] as const)
        await tasks.upsertBoard({ project, id, name: id, description: "", createdAt: T0, updatedAt: T0 });
    });
    afterEach(async () => {
      await store.close();
      await cleanup();
    });

    it("keeps boards per project and updates them in place", async () => {
      await tasks.upsertBoard({
        project: "p1",
        id: "main",
        name: "Main",
        description: "d",
        createdAt: T1,
        updatedAt: T1,
      });
      expect(await tasks.getBoard("p1", "main")).toMatchObject({
        name: "Main",
        description: "d",
        createdAt: T0,
        updatedAt: T1,
      });
      expect((await tasks.listBoards("p1")).map((b) => b.id)).toEqual(["main", "side"]);
      expect((await tasks.listBoards("p2")).map((b) => b.id)).toEqual(["main"]);
      expect(await tasks.getBoard("p1", "nope")).toBeNull();
    });

    it("numbers tasks per project, monotonically", async () => {
      const a = [
        await tasks.nextPosition("p1"),
        await tasks.nextPosition("p1"),
        await tasks.nextPosition("p2"),
      ];
      expect(a).toEqual([1, 2, 1]);
      await tasks.replaceBoardTasks("p1", "main", []);
      expect(await tasks.nextPosition("p1")).toBe(3);
    });

    it("reads back every field, dependencies in their order", async () => {
      const full = task({
        id: "t3",
        position: 3,
        title: "Write the parser",
        description: "streaming",
        level: "story",
        dependencies: ["t2", "t1"],
        priority: "high",
        status: "BLOCKED",
        blockedReason: "waiting",
        phase: "build",
        estimateMinutes: 60,
        actualMinutes: 5,
        staleCount: 1,
        startedAt: T0,
        updatedAt: T1,
      });
      await tasks.insertTasks([task({ id: "t1", position: 1 }), task({ id: "t2", position: 2 }), full]);
      expect(await tasks.getTask("p1", "t3")).toEqual(full);
      expect(await tasks.getTask("p2", "t3")).toBeNull();
    });

    it("filters and counts tasks, in creation order", async () => {
      await tasks.insertTasks([
        task({ id: "e", position: 1, level: "epic", status: "IN_PROGRESS", startedAt: T0 }),
        task({ id: "a", position: 3, parentId: "e", phase: "x" }),
        task({ id: "b", position: 2, parentId: "e", status: "COMPLETE", completedAt: T1, phase: "x" }),
        task({ id: "s", position: 4, board: "side" }),
        task({ id: "q", position: 1, project: "p2" }),
      ]);
      const ids = (ts: Task[]) => ts.map((t) => t.id);
      expect(ids(await tasks.listTasks({ project: "p1" }))).toEqual(["e", "b", "a", "s"]);
      expect(ids(await tasks.listTasks({ project: "p1", board: "main" }))).toEqual(["e", "b", "a"]);
      expect(ids(await tasks.listTasks({ project: "p1", parentId: "e" }))).toEqual(["b", "a"]);
      expect(ids(await tasks.listTasks({ project: "p1", statuses: ["PENDING"] }))).toEqual(["a", "s"]);
      expect(ids(await tasks.listTasks({ project: "p1", ids: ["s", "a", "zz"] }))).toEqual(["a", "s"]);
      expect(ids(await tasks.listTasks({ project: "p1", phase: "x", limit: 1 }))).toEqual(["b"]);
      expect(await tasks.countTasks({ project: "p1", board: "main", notStatuses: ["COMPLETE"] })).toBe(2);
      expect(await tasks.countTasks({ project: "p1", phase: "x", statuses: ["COMPLETE"] })).toBe(1);
      expect(await tasks.parentsAmong("p1", ["e", "a", "s"])).toEqual(new Set(["e"]));
    });

    it("updates tasks in place, dependencies included, and refuses unknown ids", async () => {
      await tasks.insertTasks([
        task({ id: "t1" }),
        task({ id: "t2" }),
        task({ id: "t3", dependencies: ["t1"] }),
      ]);
      const moved = task({
        id: "t3",
        dependencies: ["t2"],
        status: "IN_PROGRESS",
        startedAt: T1,
        updatedAt: T1,
      });
      await tasks.updateTasks([moved]);
      expect(await tasks.getTask("p1", "t3")).toEqual(moved);
      await expect(tasks.updateTasks([task({ id: "t9" })])).rejects.toBeInstanceOf(CairnError);
    });

    it("refuses a duplicate id or a row that breaks the rules, writing nothing of the batch", async () => {
      await tasks.insertTasks([task({ id: "t1" })]);
      await expect(tasks.insertTasks([task({ id: "t2" }), task({ id: "t1" })])).rejects.toBeInstanceOf(
        CairnError,
      );
      expect(await tasks.getTask("p1", "t2")).toBeNull();
      const bad = [
        task({ id: "x1", status: "BLOCKED" }), // no reason
        task({ id: "x2", status: "COMPLETE" }), // no completedAt
        task({ id: "x3", status: "IN_PROGRESS" }), // no startedAt
        task({ id: "x4", level: "saga" as Task["level"] }),
        task({ id: "x5", parentId: "nobody" }),
        task({ id: "x6", board: "no-such-board" }),
      ];
      for (const b of bad) {
        await expect(tasks.insertTasks([b])).rejects.toMatchObject({ code: "STORE" });
        expect(await tasks.getTask("p1", b.id)).toBeNull();
      }
    });

    it("runs a transaction all or nothing", async () => {
      await expect(
        tasks.inTransaction(async () => {
          await tasks.insertTasks([task({ id: "t1" })]);
          await tasks.appendEvents([ev({})]);
          throw new Error("crash mid-write");
        }),
      ).rejects.toThrow("crash mid-write");
      expect(await tasks.getTask("p1", "t1")).toBeNull();
      expect(await tasks.countEvents({ project: "p1" })).toBe(0);
      const n = await tasks.inTransaction(async () => {
        await tasks.insertTasks([task({ id: "t1" })]);
        return (await tasks.appendEvents([ev({})])).length;
      });
      expect(n).toBe(1);
      expect(await tasks.getTask("p1", "t1")).not.toBeNull();
    });

    logContract(() => ({ store, tasks, tamper }));
    copyContract(() => ({ tasks }));

    it("replaces one board's tasks and leaves the others", async () => {
      await tasks.insertTasks([
        task({ id: "a" }),
        task({ id: "b", dependencies: ["a"] }),
        task({ id: "s", board: "side" }),
      ]);
      await tasks.replaceBoardTasks("p1", "main", [task({ id: "c", position: 9 })]);
      expect((await tasks.listTasks({ project: "p1" })).map((t) => t.id)).toEqual(["s", "c"]);
    });

    it("hands out ready tasks exactly as the core scheduler does", async () => {
      let seed = 42;
      const rnd = (n: number) => {
        seed = (seed * 1103515245 + 12345) % 2 ** 31;
        return seed % n;
      };
      const statuses: Task["status"][] = [
        "PENDING",
        "PENDING",
        "RESEARCHED",
        "COMPLETE",
        "IN_PROGRESS",
        "BLOCKED",
        "CANCELLED",
      ];
      const priorities: Task["priority"][] = ["critical", "high", "medium", "low"];
      const all: Task[] = [];
      for (let i = 1; i <= 120; i++) {
        const status = statuses[rnd(statuses.length)] as Task["status"];
        const parentId = i > 10 && rnd(3) === 0 ? `t${1 + rnd(i - 1)}` : null;
        const deps = i > 5 && rnd(2) === 0 ? [`t${1 + rnd(i - 1)}`] : [];
        all.push(
          task({
            id: `t${i}`,
            position: i,
            board: i % 7 === 0 ? "side" : "main",
            parentId:
              parentId && all.find((t) => t.id === parentId)?.board === (i % 7 === 0 ? "side" : "main")
                ? parentId
                : null,
            dependencies: deps,
            priority: priorities[rnd(4)] as Task["priority"],
            status,
            blockedReason: status === "BLOCKED" ? "why" : null,
            startedAt: status === "IN_PROGRESS" ? T0 : null,
            completedAt: status === "COMPLETE" ? T1 : null,
          }),
        );
      }
      await tasks.insertTasks(all);
      const expectIds = (board?: string) =>
        readyTasks(board ? all.filter((t) => t.board === board) : all).map((t) => t.id);
      expect((await tasks.readyTasks("p1", undefined, 1000)).map((t) => t.id)).toEqual(expectIds());
      expect((await tasks.readyTasks("p1", "main", 1000)).map((t) => t.id)).toEqual(expectIds("main"));
      expect((await tasks.readyTasks("p1", "main", 3)).map((t) => t.id)).toEqual(
        expectIds("main").slice(0, 3),
      );
      expect(expectIds().length).toBeGreaterThan(5);
    });
  });
}
