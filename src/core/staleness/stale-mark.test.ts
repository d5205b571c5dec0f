import { describe, expect, it } from "vitest";
import { STALE_MARK, staleMark } from "./stale-mark.js";

describe("staleMark: the one 'possibly stale' mark", () => {
  it("alone is the badge's words", () => {
    expect(staleMark()).toBe(STALE_MARK);
    expect(staleMark({ changed: [] })).toBe("possibly stale");
  });
  it("puts the age after the words", () => {
    expect(staleMark({ age: "9d ago" })).toBe("possibly stale, 9d ago");
  });
  it("names the changed files, counting those past maxFiles", () => {
    expect(staleMark({ age: "2d ago", changed: ["a.ts", "b.ts"] })).toBe(
      "possibly stale, 2d ago: a.ts, b.ts changed since",
    );
    expect(staleMark({ changed: ["a", "b", "c", "d"], maxFiles: 3 })).toBe(
      "possibly stale: a, b, c and 1 more changed since",
    );
  });
  it("with the capture time, the age follows it in parentheses", () => {
    expect(staleMark({ changed: ["a.ts"], since: "2026-01-01T00:00:00Z", age: "9d ago" })).toBe(
      "possibly stale: a.ts changed since 2026-01-01T00:00:00Z (9d ago)",
    );
  });
  it("says when the note itself was edited, after the files", () => {
    expect(staleMark({ edited: true })).toBe("possibly stale: the note was edited since that stamp");
    expect(staleMark({ changed: ["a.ts"], edited: true })).toBe(
      "possibly stale: a.ts changed since; the note was edited since that stamp",
    );
  });
});
