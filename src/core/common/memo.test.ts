import { describe, expect, it } from "vitest";
import { loadOnce, memoized } from "./memo.js";

describe("memoized", () => {
  it("computes each text once and returns the same result after", () => {
    const calls: string[] = [];
    const length = memoized((t) => {
      calls.push(t);
      return t.length;
    });
    expect([length("ab"), length("abc"), length("ab")]).toEqual([2, 3, 2]);
    expect(calls).toEqual(["ab", "abc"]);
  });

  it("remembers an undefined result too", () => {
    let calls = 0;
    const none = memoized((): undefined => {
      calls++;
      return undefined;
    });
    none("a");
    none("a");
    expect(calls).toBe(1);
  });

  it("starts over when full, and still answers", () => {
    const calls: string[] = [];
    const upper = memoized((t) => {
      calls.push(t);
      return t.toUpperCase();
    }, 2);
    expect([upper("a"), upper("b"), upper("c"), upper("a")]).toEqual(["A", "B", "C", "A"]);
    expect(calls).toEqual(["a", "b", "c", "a"]);
  });
});

describe("loadOnce", () => {
  it("shares one load between callers and tries again after a load that failed", async () => {
    let calls = 0;
    const load = loadOnce(async () => {
      calls++;
      if (calls === 1) throw new Error("not installed");
      return calls;
    });
    await expect(load()).rejects.toThrow("not installed");
    const [a, b] = await Promise.all([load(), load()]);
    expect([a, b, await load()]).toEqual([2, 2, 2]);
    expect(calls).toBe(2);
  });
});
