import { describe, expect, it } from "vitest";
import { contentKey, parseNote, stampTime, stampUpdated } from "./frontmatter.js";

const NOTE = `---
summary: How a request is authenticated and where sessions live.
covers: [src/auth/, middleware/session.ts]
updated: 2026-07-04T09:12:00Z # stamped automatically
---
Entry point: \`middleware/session.ts:20\`.
`;

describe("parseNote", () => {
  it("reads summary, inline covers, updated and the prose", () => {
    const r = parseNote(NOTE);
    expect(r).toEqual({
      ok: true,
      meta: {
        summary: "How a request is authenticated and where sessions live.",
        covers: ["src/auth/", "middleware/session.ts"],
        updated: "2026-07-04T09:12:00Z",
      },
      body: "Entry point: `middleware/session.ts:20`.\n",
    });
  });

  it("reads block lists, a BOM, CRLF and a missing updated", () => {
    const text =
      "\uFEFF---\r\nsummary: Build and test\r\ncovers:\r\n  - package.json\r\n  - scripts/\r\n---\r\nbody\r\n";
    const r = parseNote(text);
    expect(r).toMatchObject({
      ok: true,
      meta: { summary: "Build and test", covers: ["package.json", "scripts/"], updated: null },
    });
  });

  it("accepts a single string, numbers, nulls and no covers at all", () => {
    expect(parseNote("---\nsummary: a\ncovers: src/a/, src/b.ts\n---\n")).toMatchObject({
      meta: { covers: ["src/a/", "src/b.ts"] },
    });
    expect(parseNote("---\nsummary: 42\ncovers: [1, ~, x]\n---\n")).toMatchObject({
      meta: { summary: "42", covers: ["1", "x"] },
    });
    expect(parseNote("---\nsummary: a\n---\n")).toMatchObject({ ok: true, meta: { covers: [] } });
  });

  it("falls back to plain key: value lines when YAML refuses them", () => {
    const r = parseNote("---\nsummary: Auth: how it works\ncovers:\n  - src/auth/\n---\nx\n");
    expect(r).toMatchObject({ ok: true, meta: { summary: "Auth: how it works", covers: ["src/auth/"] } });
  });

  it("collapses a multi-line summary to one line and ignores an unparsable updated", () => {
    const r = parseNote("---\nsummary: >\n  two\n  lines\nupdated: yesterday\n---\n");
    expect(r).toMatchObject({ ok: true, meta: { summary: "two lines", updated: null } });
  });

  it("reports what is broken instead of dropping the note", () => {
    expect(parseNote("no frontmatter here\n")).toEqual({
      ok: false,
      error: "no frontmatter: the note must start with a `---` line",
    });
    expect(parseNote("---\nsummary: a\n")).toMatchObject({ ok: false, error: /not closed/ });
    expect(parseNote("---\ncovers: [a]\n---\n")).toMatchObject({ ok: false, error: /no `summary`/ });
    expect(parseNote("---\n- a\n- b\n---\n")).toMatchObject({ ok: false, error: /mapping/ });
    expect(parseNote("---\nsummary: a\ncovers: {x: 1}\n---\n")).toMatchObject({ ok: false, error: /list/ });
    expect(parseNote("---\nsummary: [\n---\n")).toMatchObject({ ok: false, error: /not valid YAML/ });
    expect(parseNote("---\nsummary: 'open\n---\n")).toMatchObject({ ok: false, error: /not valid YAML/ });
    expect(parseNote("---\nsummary: [unclosed\n  nope: : :\n---\n")).toMatchObject({
      ok: false,
      error: /not valid YAML/,
    });
  });
});

describe("stampUpdated", () => {
  it("replaces the updated line only, keeping its comment", () => {
    const out = stampUpdated(NOTE, "2026-08-01T00:00:00Z");
    expect(out).toBe(NOTE.replace("2026-07-04T09:12:00Z", "2026-08-01T00:00:00Z"));
  });

  it("inserts updated before the closing fence, preserving BOM and CRLF", () => {
    const text = "\uFEFF---\r\nsummary: x\r\ncovers: [a/]\r\n---\r\nbody\r\n";
    const out = stampUpdated(text, "2026-08-01T00:00:00Z");
    expect(out).toBe(
      "\uFEFF---\r\nsummary: x\r\ncovers: [a/]\r\nupdated: 2026-08-01T00:00:00Z\r\n---\r\nbody\r\n",
    );
    expect(stampUpdated(out, "2026-08-01T00:00:00Z")).toBe(out); // idempotent
  });

  it("drops indented continuation lines of a multi-line updated value", () => {
    const out = stampUpdated(
      "---\nsummary: x\nupdated:\n  2020-01-01\ncovers: []\n---\n",
      "2026-01-01T00:00:00Z",
    );
    expect(out).toBe("---\nsummary: x\nupdated: 2026-01-01T00:00:00Z\ncovers: []\n---\n");
  });

  it("leaves a broken note untouched", () => {
    expect(stampUpdated("just prose\n", "2026-01-01T00:00:00Z")).toBe("just prose\n");
  });
});

describe("contentKey and stampTime", () => {
  it("ignores the stamp and line endings, nothing else", () => {
    const a = stampUpdated(NOTE, "2026-01-01T00:00:00Z");
    expect(contentKey(a)).toBe(contentKey(NOTE));
    expect(contentKey(NOTE.replace(/updated:.*\n/, ""))).toBe(contentKey(NOTE));
    expect(contentKey(NOTE.replaceAll("\n", "\r\n"))).toBe(contentKey(NOTE));
    expect(contentKey(NOTE.replace("Entry", "entry"))).not.toBe(contentKey(NOTE));
  });

  it("formats whole UTC seconds", () => {
    expect(stampTime(Date.UTC(2026, 6, 4, 9, 12, 0, 999))).toBe("2026-07-04T09:12:00Z");
  });
});
