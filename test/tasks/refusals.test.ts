import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addTask } from "../../src/app/tasks/add-task.js";
import { completeTaskById } from "../../src/app/tasks/complete-task.js";
import { decomposeTask } from "../../src/app/tasks/decompose-task.js";
import { importTasks } from "../../src/app/tasks/import-tasks.js";
import { moveTask } from "../../src/app/tasks/move-task.js";
import { CairnError } from "../../src/core/common/errors.js";
import { type Bench, bench, taskState } from "./support.js";

let b: Bench;
beforeEach(async () => {
  b = await bench();
  await addTask(b.scope, undefined, { title: "epic", level: "epic" });
  await decomposeTask(b.scope, undefined, "t1", [{ title: "a" }, { title: "b" }]);
  await moveTask(b.scope, "main", "t2", { kind: "start" });
});
afterEach(async () => b.close());

type Refusal = [string, (b: Bench) => Promise<unknown>, RegExp, ((b: Bench) => Promise<unknown>)?];
const refusals: Refusal[] = [
  ["an empty title", (b) => addTask(b.scope, undefined, { title: "   " }), /title must not be empty/],
  ["an unknown level", (b) => addTask(b.scope, undefined, { title: "x", level: "saga" }), /level/],
  [
    "a negative estimate",
    (b) => addTask(b.scope, undefined, { title: "x", estimateMinutes: -5 }),
    /at least 1/,
  ],
  ["an unknown parent", (b) => addTask(b.scope, undefined, { title: "x", parent: "t99" }), /no task t99/],
  ["a taken id", (b) => addTask(b.scope, undefined, { title: "x", id: "t2" }), /t2 is taken/],
  ["a bad board id", (b) => addTask(b.scope, "Not A Board", { title: "x" }), /board ids are/],
  ["completing a PENDING task", (b) => completeTaskById(b.scope, "main", "t3"), /start it first/],
  [
    "blocking without a reason",
    (b) => moveTask(b.scope, "main", "t3", { kind: "block", reason: " " }),
    /reason/,
  ],
  [
    "decomposing a COMPLETE task",
    (b) => decomposeTask(b.scope, undefined, "t2", [{ title: "late" }]),
    /t2 is COMPLETE/,
    (b) => completeTaskById(b.scope, "main", "t2"),
  ],
  [
    "a half-valid batch of subtasks",
    (b) => decomposeTask(b.scope, undefined, "t3", [{ title: "ok" }, { title: "" }]),
    /task 2: title/,
  ],
  [
    "an import with an invalid task",
    (b) =>
      importTasks(
        b.scope,
        "other",
        JSON.stringify({
          tasks: [
            { id: "x", title: "ok" },
            { id: "y", title: "bad", status: "DONE" },
          ],
        }),
      ),
    /1 task\(s\) do not validate — #2 \(y\): status/,
  ],
  [
    "an import into a board that has tasks",
    (b) => importTasks(b.scope, "main", JSON.stringify({ tasks: [{ id: "q", title: "q" }] })),
    /already has 3 tasks; pass --replace/,
  ],
  [
    "an import whose ids another board uses",
    (b) => importTasks(b.scope, "other", JSON.stringify({ tasks: [{ id: "t2", title: "x" }] })),
    /already used by other boards: t2 \(main\)/,
  ],
  [
    "an import with a cycle",
    (b) =>
      importTasks(
        b.scope,
        "other",
        JSON.stringify({
          tasks: [
            { id: "x", title: "x", dependencies: ["y"] },
            { id: "y", title: "y", dependencies: ["x"] },
          ],
        }),
      ),
    /cycle: x → y → x/,
  ],
];

describe("invalid writes", () => {
  for (const [what, write, message, setup] of refusals)
    it(`refuses ${what}: clear error, logged as ERROR, task state unchanged`, async () => {
      await setup?.(b);
      const before = taskState(b.store);
      const errorsBefore = await b.scope.tasks.countEvents({ project: "p1", types: ["ERROR"] });
      const err = await write(b).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(CairnError);
      expect((err as CairnError).code).toMatch(/INVALID_INPUT|NOT_FOUND/);
      expect((err as Error).message).toMatch(message);
      expect(taskState(b.store)).toEqual(before);
      const [logged] = await b.scope.tasks.listEvents({
        project: "p1",
        types: ["ERROR"],
        order: "newest",
        limit: 1,
      });
      expect(await b.scope.tasks.countEvents({ project: "p1", types: ["ERROR"] })).toBe(errorsBefore + 1);
      expect(logged?.detail).toContain("refused");
      expect(logged?.detail).toMatch(message);
    });

  it("refuses, at the engine, a task row that breaks the schema even when the caller skips validation", async () => {
    const t2 = await b.scope.tasks.getTask("p1", "t2");
    const before = taskState(b.store);
    await expect(
      b.scope.tasks.updateTasks([{ ...(t2 as NonNullable<typeof t2>), status: "COMPLETE" }]),
    ).rejects.toMatchObject({ code: "STORE", message: expect.stringMatching(/CHECK constraint/) });
    expect(taskState(b.store)).toEqual(before);
  });
});
