import { describe, expect, it } from "vitest";
import { sentenceKey, shownBody, templateSentences } from "./body-shown.js";
import { daysAgo, mem, NOW } from "./context-pack.fixtures.js";
import { buildContextPack, renderItem } from "./context-pack.js";

describe("what a memory's pack line shows of its body", () => {
  it("drops a sentence written to the same template in two memories, keeps what differs", () => {
    const a = mem({
      type: "constraint",
      title: "Never edit the generated file",
      body: "The user said this during a session (2026-05-26). In full: never edit gen/api.ts by hand.",
    });
    const b = mem({
      type: "preference",
      title: "Use tabs",
      body: "The user said this during a session (2026-06-02). In full: tabs in every Makefile.",
    });
    const templates = templateSentences([a, b]);
    expect(templates.has(sentenceKey("The user said this during a session (2026-01-01)."))).toBe(true);
    expect(shownBody(a, templates)).toBe("In full: never edit gen/api.ts by hand.");
    // one memory alone is no template
    expect(shownBody(a, templateSentences([a]))).toMatch(/^The user said this/);
  });

  it("drops a sentence that only repeats the memory's title", () => {
    const m = mem({
      type: "failed_attempt",
      title: "`make deploy` failed; `make deploy ENV=prod` worked instead",
      body: "Tried `make deploy` (build) and it failed. Error: missing ENV. Then `make deploy ENV=prod` passed.",
    });
    const shown = shownBody(m, new Set());
    expect(shown).toContain("Error: missing ENV.");
    expect(shown).not.toContain("Then `make deploy ENV=prod` passed.");
  });

  it("spends the room templates took on more memories", () => {
    const words = [
      "alpha",
      "bravo",
      "charlie",
      "delta",
      "echo",
      "foxtrot",
      "golf",
      "hotel",
      "india",
      "juliet",
      "kilo",
      "lima",
    ];
    const notes = (first: (i: number) => string) =>
      words.map((w, i) =>
        mem({
          type: "bug_note",
          title: `Bug ${w} in module ${w}`,
          body: `${first(i)} Fix: guard case ${w} in the parser.`,
        }),
      );
    const build = (memories: ReturnType<typeof notes>) =>
      buildContextPack({ projectName: "p", now: NOW, lastSession: null, memories, budgetTokens: 300 }).text;
    const lines = (text: string) => text.split("\n").filter((l) => l.startsWith("- Bug "));
    // the same opening sentence in every body (digits aside), against openings of the same length that differ
    const templated = build(notes((i) => `Found by Claude while working in a session (2026-05-${10 + i}).`));
    const distinct = build(notes((i) => `Found by ${words[i]} while working in a session (${words[i]}).`));
    for (const l of lines(templated)) expect(l).not.toContain("Found by Claude");
    expect(lines(templated)[0]).toContain("Fix: guard case alpha");
    expect(lines(templated).length).toBeGreaterThan(lines(distinct).length);
  });
});

describe("a memory's pack line and its own date", () => {
  it("leaves out the parenthesised date of the memory's own day, keeps any other date", () => {
    const m = mem({
      type: "project_fact",
      title: "Config as read",
      body: `Claude read config.json during a session (${daysAgo(3).slice(0, 10)}); it held port 8080. The port moved on (2020-02-02).`,
    });
    const line = renderItem(m, NOW);
    expect(line).toContain("during a session; it held port 8080.");
    expect(line).toContain("The port moved on (2020-02-02).");
  });
});
