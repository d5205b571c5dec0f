import { describe, expect, it } from "vitest";
import { memoized } from "./memo.js";

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
