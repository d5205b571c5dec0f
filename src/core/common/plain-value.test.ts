import { describe, expect, it } from "vitest";
import { isPlainObject, mapStrings } from "./plain-value.js";

describe("JSON-like values", () => {
  it("tells plain objects from arrays, dates, buffers and class instances", () => {
    expect(isPlainObject({ a: 1 })).toBe(true);
    expect(isPlainObject(Object.create(null))).toBe(true);
    for (const v of [[1], new Date(0), Buffer.from("x"), new (class A {})(), null, "s", 1])
      expect(isPlainObject(v)).toBe(false);
  });

  it("maps every nested string, keeps keys and opaque values, and does not mutate the input", () => {
    const date = new Date(0);
    const buf = Buffer.from("secret");
    const input = { k: "a", list: ["b", 1, null, { deep: "c" }], date, buf, n: 2n };
    const out = mapStrings(input, (s) => s.toUpperCase()) as typeof input;
    expect(out).toEqual({ k: "A", list: ["B", 1, null, { deep: "C" }], date, buf, n: 2n });
    expect(out.date).toBe(date);
    expect(out.buf).toBe(buf);
    expect(input.list[3]).toEqual({ deep: "c" });
  });
});
