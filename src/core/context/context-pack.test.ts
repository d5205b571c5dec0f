// The context pack: section order, ranking inside a section, the token budget and the 10,000-character
// cap as hard limits, ids and ages on every item, the omitted count and note, determinism.
import { describe, expect, it } from "vitest";
import type { MemoryType } from "../memories/memory.js";
import { daysAgo, lineIndex, mem, NOW, oneOfEach, pack, sessionRecord } from "./context-pack.fixtures.js";
import { buildContextPack, MAX_PACK_CHARS, type PackInput, WIDER_CAPS } from "./context-pack.js";

describe("sections", () => {
  it("come in the documented order", () => {
    const { text } = pack({
      lastSession: { record: sessionRecord("Intent: fix login"), memoryId: "sum1" },
      memories: oneOfEach(),
    });
    const order = [
      "## Last session",
      "## Continuity",
      "## Constraints",
      "## Decisions",
      "## Failed attempts",
      "## Verified commands",
      "## Open todos and questions",
      "## Pinned",
      "## Facts, preferences and bug notes",
    ].map((h) => lineIndex(text, h));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // items sit under their own section
    const under = (id: string) => {
      const at = lineIndex(text, `(${id},`);
      return text
        .split("\n")
        .slice(0, at)
        .reverse()
        .find((l) => l.startsWith("## "));
    };
    expect(under("constraint")).toBe("## Constraints");
    expect(under("decision")).toBe("## Decisions");
    expect(under("failed")).toMatch(/^## Failed attempts/);
    expect(under("cmd")).toBe("## Verified commands");
    expect(under("todo")).toBe("## Continuity"); // open todos join the one "what is next" section
    expect(under("question")).toBe("## Open todos and questions");
    expect(under("pinned-fact")).toBe("## Pinned");
    for (const id of ["fact", "pref", "bug"]) expect(under(id)).toBe("## Facts, preferences and bug notes");
  });

  it("starts with the project name and the code-is-authoritative rule", () => {
    const { text } = pack({ memories: oneOfEach() });
    expect(text.split("\n")[0]).toBe("# Cairn memory: demo");
    expect(text).toContain("trust the code");
  });

  it("lists pinned items first within a section, whatever their confidence or age", () => {
    const memories = [
      mem({ type: "decision", id: "fresh-sure", confidence: 1, updatedAt: daysAgo(0) }),
      mem({ type: "decision", id: "old-pinned", confidence: 0.3, updatedAt: daysAgo(300), pinned: true }),
      mem({ type: "decision", id: "mid", confidence: 0.7, updatedAt: daysAgo(10) }),
    ];
    const p = pack({ memories });
    expect(p.items.map((i) => i.id)).toEqual(["old-pinned", "fresh-sure", "mid"]);
    expect(lineIndex(p.text, "old-pinned")).toBeLessThan(lineIndex(p.text, "fresh-sure"));
  });

  it("ranks unpinned items by confidence decayed over time", () => {
    const memories = [
      mem({ type: "project_fact", id: "stale", confidence: 0.9, updatedAt: daysAgo(120) }),
      mem({ type: "project_fact", id: "recent", confidence: 0.6, updatedAt: daysAgo(1) }),
    ];
    expect(pack({ memories }).items.map((i) => i.id)).toEqual(["recent", "stale"]);
  });

  it("orders constraints by severity before anything else but pinning", () => {
    const memories = [
      mem({ type: "constraint", id: "low", severity: "low", confidence: 1, updatedAt: daysAgo(0) }),
      mem({ type: "constraint", id: "none", severity: null, confidence: 1, updatedAt: daysAgo(0) }),
      mem({
        type: "constraint",
        id: "critical",
        severity: "critical",
        confidence: 0.2,
        updatedAt: daysAgo(200),
      }),
      mem({ type: "constraint", id: "medium", severity: "medium", confidence: 0.9 }),
      mem({ type: "constraint", id: "high", severity: "high", confidence: 0.5 }),
    ];
    const p = pack({ memories });
    expect(p.items.map((i) => i.id)).toEqual(["critical", "high", "medium", "low", "none"]);
    expect(p.text).toContain("- [critical] ");
  });

  it("caps each section (wider when room is left) and counts the rest as omitted", () => {
    const memories = Array.from({ length: 34 }, () => mem({ type: "constraint", title: "c" }));
    const p = pack({ memories, budgetTokens: 100_000 });
    expect(p.items).toHaveLength(10 * WIDER_CAPS);
    expect(p.omitted).toBe(34 - 10 * WIDER_CAPS);
    expect(p.text).toContain(`(${34 - 10 * WIDER_CAPS} more not shown`);
  });
});

describe("limits", () => {
  function lots(): PackInput {
    const types: MemoryType[] = [
      "constraint",
      "decision",
      "failed_attempt",
      "verified_command",
      "todo",
      "open_question",
      "project_fact",
      "preference",
      "bug_note",
    ];
    const memories = types.flatMap((type, t) =>
      Array.from({ length: 15 }, (_, i) =>
        mem({
          type,
          title: `${type} ${i} ${"long title words ".repeat(17)}`.slice(0, 300),
          body: "body text ".repeat(2000),
          severity: type === "constraint" ? "high" : null,
          pinned: i === 0 && t % 2 === 0,
          updatedAt: daysAgo(i + t),
        }),
      ),
    );
    return {
      projectName: "demo",
      now: NOW,
      lastSession: { record: sessionRecord(`Intent: ${"long summary ".repeat(300)}`), memoryId: "sum" },
      memories,
    };
  }

  it.each([0, 1, 3, 10, 40, 43, 60, 100, 250, 700, 1500, 3000])(
    "respects a budget of %i tokens: ceil(chars/4) of the whole text",
    (budget) => {
      const p = buildContextPack({ ...lots(), budgetTokens: budget });
      expect(Math.ceil(p.text.length / 4)).toBeLessThanOrEqual(budget);
      expect(p.tokens).toBe(Math.ceil(p.text.length / 4));
      expect(p.budget).toBe(budget);
    },
  );

  it("never exceeds 10,000 characters, even with a huge budget or a larger maxChars", () => {
    for (const extra of [{}, { maxChars: 50_000 }]) {
      const p = buildContextPack({ ...lots(), budgetTokens: 1_000_000, ...extra });
      expect(p.text.length).toBeLessThanOrEqual(MAX_PACK_CHARS);
      expect(p.text.length).toBeGreaterThan(MAX_PACK_CHARS / 2); // filled, not emptied
      expect(p.omitted).toBeGreaterThan(0);
    }
  });

  it("clips a huge project name rather than breaking the cap", () => {
    const p = pack({ projectName: "x".repeat(20_000), budgetTokens: 1_000_000 });
    expect(p.text.length).toBeLessThanOrEqual(MAX_PACK_CHARS);
  });

  it("honours a smaller maxChars", () => {
    const p = buildContextPack({ ...lots(), budgetTokens: 1_000_000, maxChars: 2000 });
    expect(p.text.length).toBeLessThanOrEqual(2000);
  });
});

describe("items", () => {
  it("every item line carries its id and age", () => {
    const memories = [
      mem({ type: "decision", id: "d1", updatedAt: daysAgo(3) }),
      mem({ type: "verified_command", id: "v1", title: "npm test", updatedAt: daysAgo(21) }),
      mem({
        type: "todo",
        id: "t1",
        title: "multi\nline\ttitle",
        updatedAt: new Date(NOW.getTime() - 5 * 3_600_000).toISOString(),
      }),
      mem({ type: "project_fact", id: "f1", body: "a body\nover lines", updatedAt: daysAgo(400) }),
    ];
    const p = pack({ memories });
    const itemLines = p.text.split("\n").filter((l) => l.startsWith("- "));
    expect(itemLines).toHaveLength(4);
    for (const line of itemLines) expect(line).toMatch(/\([\w-]+, (just now|\d+[mhdwy] ago)\)$/);
    expect(p.text).toContain("(d1, 3d ago)");
    expect(p.text).toContain("(v1, 3w ago)");
    expect(p.text).toContain("(t1, 5h ago)");
    expect(p.text).toContain("(f1, 1y ago)");
    expect(p.text).toContain("`npm test`");
    // the todo leads: it is part of the Continuity section right after the (absent) last session
    expect(p.items.map((i) => i.age)).toEqual(["5h ago", "3d ago", "3w ago", "1y ago"]);
  });

  it("shows the last session block with its memory id and age, and lists that memory only once", () => {
    const summary = mem({ type: "task_summary", id: "sum1" });
    const p = pack({
      lastSession: { record: sessionRecord("Intent: fix login\nChanged: src/a.ts"), memoryId: "sum1" },
      memories: [summary, mem({ type: "decision", id: "d1" })],
    });
    expect(p.text).toContain("## Last session (24h ago, sum1)");
    expect(p.text).toContain("Changed: src/a.ts");
    expect(p.items[0]).toMatchObject({ id: "sum1", section: "Last session", type: "task_summary" });
    expect(p.items.filter((i) => i.id === "sum1")).toHaveLength(1);
  });

  it("never lists task_summary memories as items, pinned or not, besides the last-session block", () => {
    const memories = [
      mem({ type: "task_summary", id: "old-sum" }),
      mem({ type: "task_summary", id: "pinned-sum", pinned: true }),
      mem({ type: "decision", id: "d1" }),
    ];
    for (const lastSession of [null, { record: sessionRecord("Intent: x"), memoryId: null }]) {
      const p = pack({ memories, lastSession });
      const summaries = p.items.filter((i) => i.type === "task_summary");
      expect(summaries.every((i) => i.section === "Last session")).toBe(true);
      expect(p.text).not.toContain("old-sum");
      expect(p.text).not.toContain("pinned-sum");
      expect(p.omitted).toBe(0);
    }
  });
});
