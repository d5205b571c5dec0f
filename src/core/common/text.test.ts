import { describe, expect, it } from "vitest";
import { clip, clipLine, isJsonText, oneLine } from "./text.js";

describe("text helpers", () => {
  it("clip keeps text that fits and cuts the rest to max code units ending in …", () => {
    expect(clip("abc", 3)).toBe("abc");
    expect(clip("abcd", 3)).toBe("ab…");
    expect(clip("abcd", 3)).toHaveLength(3);
    expect(clip("", 0)).toBe("");
    expect(clip("abc", 1)).toBe("…");
    expect(clip("abc", 0)).toBe("…");
  });

  it("oneLine folds white space runs, newlines included, and trims", () => {
    expect(oneLine("  a\n\n b\t c  ")).toBe("a b c");
    expect(oneLine("")).toBe("");
  });

  it("clipLine folds first, so white space does not count against the limit", () => {
    expect(clipLine("a\n\n\n\nb", 3)).toBe("a b");
    expect(clipLine("one  two three", 8)).toBe("one two…");
  });
});

describe("isJsonText", () => {
  it("is true for any JSON value and false for anything else", () => {
    expect(["{}", "[1]", '"x"', "null", " 3 "].map(isJsonText)).toEqual([true, true, true, true, true]);
    expect(["", "{", "x", "{'a':1}"].map(isJsonText)).toEqual([false, false, false, false]);
  });
});
