import { describe, expect, it } from "vitest";
import { confirmChanged, isCandidate, MTIME_SLACK_MS } from "./staleness.js";

const T = Date.UTC(2026, 0, 10);

describe("staleness stage 1: file system", () => {
  it("a file is a candidate only when modified after T (+ slack)", () => {
    expect(isCandidate({ kind: "file", mtimeMs: T - 5 }, T)).toBe(false);
    expect(isCandidate({ kind: "file", mtimeMs: T + MTIME_SLACK_MS }, T)).toBe(false);
    expect(isCandidate({ kind: "file", mtimeMs: T + MTIME_SLACK_MS + 1 }, T)).toBe(true);
  });
  it("a missing file is a candidate when its folder changed since, or nothing is known", () => {
    expect(isCandidate({ kind: "missing", ancestorMtimeMs: T - 1 }, T)).toBe(false);
    expect(isCandidate({ kind: "missing", ancestorMtimeMs: T + 60_000 }, T)).toBe(true);
    expect(isCandidate({ kind: "missing", ancestorMtimeMs: null }, T)).toBe(true);
  });
  it("a folder is always a candidate; an unparsable T makes everything one", () => {
    expect(isCandidate({ kind: "dir" }, T)).toBe(true);
    expect(isCandidate({ kind: "file", mtimeMs: 0 }, Number.NaN)).toBe(true);
  });
});

describe("staleness stage 2: git", () => {
  const git = {
    diff: new Set(["src/a.ts", "lib/x/y.ts"]),
    tracked: new Set(["src/a.ts", "src/b.ts", "lib/z.ts"]),
  };
  it("changed when git diff lists it (or anything under a folder)", () => {
    expect(confirmChanged("src/a.ts", git)).toBe(true);
    expect(confirmChanged("lib/x", git)).toBe(true);
  });
  it("unchanged when tracked and not in the diff (touched but identical)", () => {
    expect(confirmChanged("src/b.ts", git)).toBe(false);
    expect(confirmChanged("lib", { diff: new Set(), tracked: git.tracked })).toBe(false);
  });
  it("changed when git cannot vouch: untracked, or no git at all", () => {
    expect(confirmChanged("new.ts", git)).toBe(true);
    expect(confirmChanged("src/b.ts", null)).toBe(true);
  });
});
