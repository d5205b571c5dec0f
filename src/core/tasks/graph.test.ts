import { describe, expect, it } from "vitest";
import { findCycle, treeOrder } from "./graph.js";

const n = (id: string, parentId: string | null = null, dependencies: string[] = []) => ({
  id,
  parentId,
  dependencies,
});

describe("task graph", () => {
  it("finds dependency cycles, including through a parent waiting for its children", () => {
    expect(findCycle([n("a"), n("b", null, ["a"]), n("c", null, ["b"])])).toBeNull();
    expect(findCycle([n("a", null, ["c"]), n("b", null, ["a"]), n("c", null, ["b"])])).toEqual([
      "a",
      "c",
      "b",
      "a",
    ]);
    // a child that depends on its own parent can never start: the parent waits for it
    expect(findCycle([n("p"), n("c", "p", ["p"])])).toEqual(["p", "c", "p"]);
    // a parent depending on its child is redundant but finishes
    expect(findCycle([n("p", null, ["c"]), n("c", "p")])).toBeNull();
    // a task depending on a sibling's parent… which waits for the task itself
    expect(findCycle([n("e"), n("s", "e"), n("x", "e", ["e"])])).not.toBeNull();
  });

  it("walks 10,000 chained tasks without overflowing", () => {
    const chain = Array.from({ length: 10_000 }, (_, i) => n(`t${i}`, null, i > 0 ? [`t${i - 1}`] : []));
    expect(findCycle(chain)).toBeNull();
    chain[0] = n("t0", null, ["t9999"]);
    expect(findCycle(chain)?.length).toBe(10_001);
  });

  it("orders a forest depth-first with guides, surviving a damaged parent loop", () => {
    const order = treeOrder([n("e"), n("a", "e"), n("b", "e"), n("x", "a"), n("z")]);
    expect(order.map((o) => [o.task.id, o.depth, o.last])).toEqual([
      ["e", 0, false],
      ["a", 1, false],
      ["x", 2, true],
      ["b", 1, true],
      ["z", 0, true],
    ]);
    expect(treeOrder([n("a", "b"), n("b", "a")]).length).toBe(0); // neither is a root
  });
});
