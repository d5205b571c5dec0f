import { describe, expect, it } from "vitest";
import { normalizeRelTags, resolveRelative, stripTags, tagDates } from "../../src/core/observations/dates.js";
import {
  addObservations,
  continuity,
  flatten,
  groups,
  incomingGroups,
  mergeDocuments,
  setContinuity,
} from "../../src/core/observations/document.js";
import { parseObservations, renderObservations } from "../../src/core/observations/format.js";

const SEED = `Date: 2026-02-11
- [P1] (14:30) User prefers TypeScript with strict mode
  - [P2] (14:30) Project uses Vite + React
  - [P3] (14:31) ESLint config extends @company/base
- [P1] (15:00) Decided to use PostgreSQL over SQLite for production
  - [P2] (15:00) Rationale: need concurrent writes from multiple services
- [P1] (15:30) API launch deadline is March 15th. {ref: 2026-03-15}
- [P2] (15:45) Sprint review moved to next Tuesday. {rel: 2026-02-18 from "next Tuesday"}

Current Task: Implementing database migration system
Suggested Next: Continue with migration CLI in src/cli/migrate.ts
`;

describe("observation format", () => {
  it("parses a full observations example: groups, nesting, priorities, times, three dates, continuity", () => {
    const doc = parseObservations(SEED);
    const [g] = groups(doc);
    expect(g?.date).toBe("2026-02-11");
    expect(g?.observations).toHaveLength(4);
    expect(g?.observations[0]?.children.map((c) => c.priority)).toEqual([2, 3]);
    const all = flatten(doc);
    expect(all).toHaveLength(7);
    expect(all[5]).toMatchObject({
      priority: 1,
      time: "15:30",
      date: "2026-02-11",
      referenced: ["2026-03-15"],
    });
    expect(all[6]?.relative).toEqual([{ date: "2026-02-18", expression: "next Tuesday" }]);
    expect(continuity(doc)).toEqual({
      task: "Implementing database migration system",
      next: "Continue with migration CLI in src/cli/migrate.ts",
    });
  });

  it("renders back byte for byte, including odd input", () => {
    const samples = [
      SEED,
      "",
      "\n",
      "\n\n",
      "no newline at end",
      "# Title\r\nDate: 2026-01-01\r\n- [P1] crlf line\r\n",
      "\t- [P1] tab indent\n* [P2] star bullet\n- [P4] bad priority\n- [P1]  two spaces\n- [P1] (9:05) single digit hour\n",
      "Date: 2026-13-99\nDate:2026-01-01\n  Current Task: indented\nCurrent Task: \nSuggested Next:x\n",
      "- [P2] (12:00)\n- [P3] (12:00) \n   - [P3] odd indent   \n",
    ];
    for (const s of samples) expect(renderObservations(parseObservations(s))).toBe(s);
  });

  it("round-trips random line soup losslessly", () => {
    const pieces = [
      "Date: 2026-02-11",
      "- [P1] (14:30) a",
      "  - [P2] b {ref: 2026-03-01}",
      "Current Task: t",
      "x",
      "",
      " ",
      "- [P3] c",
    ];
    let seed = 7;
    const rand = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let i = 0; i < 200; i++) {
      const n = Math.floor(rand() * 12);
      const text =
        Array.from({ length: n }, () => pieces[Math.floor(rand() * pieces.length)]).join("\n") +
        (rand() < 0.5 ? "\n" : "");
      expect(renderObservations(parseObservations(text))).toBe(text);
    }
  });
});

describe("dates", () => {
  it("resolves relative expressions against the observation date", () => {
    // 2026-02-11 is a Wednesday
    expect(resolveRelative("next Tuesday", "2026-02-11")).toBe("2026-02-17");
    expect(resolveRelative("next Wednesday", "2026-02-11")).toBe("2026-02-18");
    expect(resolveRelative("last Friday", "2026-02-11")).toBe("2026-02-06");
    expect(resolveRelative("this Friday", "2026-02-11")).toBe("2026-02-13");
    expect(resolveRelative("tomorrow", "2026-02-28")).toBe("2026-03-01");
    expect(resolveRelative("yesterday", "2026-03-01")).toBe("2026-02-28");
    expect(resolveRelative("in 3 days", "2026-02-11")).toBe("2026-02-14");
    expect(resolveRelative("two weeks ago", "2026-02-11")).toBe("2026-01-28");
    expect(resolveRelative("next month", "2026-01-31")).toBe("2026-02-28");
    expect(resolveRelative("end of month", "2026-02-11")).toBe("2026-02-28");
    expect(resolveRelative("some day", "2026-02-11")).toBeNull();
    expect(resolveRelative("tomorrow", "2026-02-30")).toBeNull();
  });

  it("fills and corrects rel tags, extracts ref tags, strips tags", () => {
    expect(normalizeRelTags('Review {rel: "next Tuesday"}', "2026-02-11")).toBe(
      'Review {rel: 2026-02-17 from "next Tuesday"}',
    );
    expect(normalizeRelTags('R {rel: 2026-02-20 from "tomorrow"}', "2026-02-11")).toBe(
      'R {rel: 2026-02-12 from "tomorrow"}',
    );
    expect(normalizeRelTags('R {rel: 2026-02-20 from "after the launch"}', "2026-02-11")).toBe(
      'R {rel: 2026-02-20 from "after the launch"}',
    );
    expect(tagDates("a {ref: 2026-03-15} b {ref: 2026-04-01}").referenced).toEqual([
      "2026-03-15",
      "2026-04-01",
    ]);
    expect(stripTags('Deadline {ref: 2026-03-15} moved {rel: 2026-02-17 from "next Tuesday"}')).toBe(
      "Deadline moved",
    );
  });
});

describe("document edits", () => {
  it("adds under an existing date, skips duplicates, keeps continuity last", () => {
    const doc = parseObservations(SEED);
    const r = addObservations(
      doc,
      incomingGroups(
        "Date: 2026-02-11\n- [P1] (16:00) New fact\n- [P1] (16:01) user prefers typescript with STRICT mode.\nDate: 2026-02-12\n- [P3] Later\n  - [P3] child",
        "2026-02-12",
      ),
    );
    expect(r.added).toBe(3);
    expect(r.skipped).toBe(1);
    const text = renderObservations(r.doc);
    expect(text.indexOf("New fact")).toBeLessThan(text.indexOf("Date: 2026-02-12"));
    expect(
      text.endsWith(
        "Current Task: Implementing database migration system\nSuggested Next: Continue with migration CLI in src/cli/migrate.ts\n",
      ),
    ).toBe(true);
    expect(groups(r.doc).map((g) => g.date)).toEqual(["2026-02-11", "2026-02-12"]);
    expect(flatten(r.doc).find((o) => o.text === "child")?.depth).toBe(1);
  });

  it("sets and replaces continuity; merging is idempotent", () => {
    let doc = setContinuity(parseObservations("Date: 2026-01-01\n- [P1] a\n"), "task one", null);
    doc = setContinuity(doc, null, "next one");
    expect(continuity(doc)).toEqual({ task: "task one", next: "next one" });
    doc = setContinuity(doc, "task two", null);
    expect(renderObservations(doc)).toBe(
      "Date: 2026-01-01\n- [P1] a\n\nCurrent Task: task two\nSuggested Next: next one\n",
    );
    const other = parseObservations("Date: 2026-01-02\n- [P2] b\n");
    const once = mergeDocuments(doc, other);
    const twice = mergeDocuments(once.doc, other);
    expect(once.added).toBe(1);
    expect(twice.added).toBe(0);
    expect(renderObservations(twice.doc)).toBe(renderObservations(once.doc));
  });
});
