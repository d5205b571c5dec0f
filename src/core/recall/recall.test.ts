import { describe, expect, it } from "vitest";
import {
  buildRecallPrompt,
  checkModelAnswer,
  countWords,
  detectRecallTopic,
  extractiveAnswer,
  type RecallItem,
  sourcesLine,
  toSource,
} from "./recall.js";

describe("detectRecallTopic", () => {
  it.each([
    ["Where are we on the billing export?", "the billing export"],
    ["where did we leave off on payment retries", "payment retries"],
    ["What did we decide about the cache layer? Then fix it.", "the cache layer"],
    ["ok, what's the status of the migration to postgres", "the migration to postgres"],
    ["Remind me what we decided about auth tokens.", "auth tokens"],
    ["how far did we get with the CSV importer?", "the CSV importer"],
    ["Catch me up on the search ranking", "the search ranking"],
  ])("%s → %s", (prompt, topic) => {
    expect(detectRecallTopic(prompt)).toBe(topic);
  });

  it.each([
    "Add a greet helper and run the tests",
    "Where is the config file?",
    "what did you change?",
    "Continue where we left off",
  ])("not a status question: %s", (prompt) => {
    expect(detectRecallTopic(prompt)).toBeNull();
  });
});

const item = (over: Partial<RecallItem>): RecallItem => ({
  id: "m_1",
  kind: "memory",
  type: "decision",
  title: "Use integer cents",
  body: "Floats lose money",
  date: "2026-01-10T10:00:00.000Z",
  sessionId: null,
  severity: null,
  ...over,
});

describe("extractiveAnswer", () => {
  const items = [
    item({ id: "m_dec" }),
    item({ id: "m_con", type: "constraint", title: "Never use floats for money", severity: "high" }),
    item({ id: "m_fail", type: "failed_attempt", title: "toFixed rounding", body: "broke totals" }),
    item({ id: "m_todo", type: "todo", title: "Format prices for display", body: "" }),
    item({
      id: "m_s1",
      kind: "session",
      type: "task_summary",
      title: "Session 2026-01-09",
      date: "2026-01-09T09:00:00.000Z",
      body: "Intent: Fix the cart total\nChanged: cart.js\nCommands: ✓ npm test\nNext: add qty test",
      sessionId: "s1",
    }),
  ];

  it("groups by kind with ids and dates, sessions newest first", () => {
    const text = extractiveAnswer("cart totals", items);
    expect(text.split("\n")[0]).toBe(
      'Where things stand on "cart totals" (Cairn, from 1 session and 4 memories; current code wins if they disagree):',
    );
    for (const id of ["m_dec", "m_con", "m_fail", "m_todo", "m_s1"]) expect(text).toContain(id);
    expect(text).toContain("[high] Never use floats for money");
    expect(text).toContain(
      "- 2026-01-09 session [m_s1]: Intent: Fix the cart total · Changed: cart.js · Next: add qty test",
    );
    expect(text.indexOf("Decided:")).toBeLessThan(text.indexOf("Sessions:"));
  });

  it("stays within the word and character limits", () => {
    const many = Array.from({ length: 60 }, (_, i) =>
      item({ id: `m_${i}`, title: `decision number ${i} about the cart`, body: "word ".repeat(40) }),
    );
    const text = extractiveAnswer("cart", many, { maxWords: 300 });
    expect(countWords(text)).toBeLessThanOrEqual(300);
    expect(extractiveAnswer("cart", many, { maxChars: 500 }).length).toBeLessThanOrEqual(500);
  });

  it("says so when nothing was found", () => {
    expect(extractiveAnswer("nothing", [])).toBe('Cairn has nothing recorded about "nothing".');
  });
});

describe("model answers", () => {
  it("the prompt carries every record id and the task", () => {
    const p = buildRecallPrompt("cart", [
      item({ id: "m_a" }),
      item({ id: "m_b", kind: "session", type: "task_summary" }),
    ]);
    expect(p).toContain("[m_a] decision 2026-01-10");
    expect(p).toContain("[m_b] session");
    expect(p).toMatch(/200-300 words/);
  });

  it("checkModelAnswer needs a cited id and a bounded length, cutting at a sentence", () => {
    expect(checkModelAnswer("We chose cents [m_a].", ["m_a"])).toEqual({
      ok: true,
      text: "We chose cents [m_a].",
    });
    expect(checkModelAnswer("We chose cents.", ["m_a"]).ok).toBe(false);
    expect(checkModelAnswer("   ", ["m_a"]).ok).toBe(false);
    expect(checkModelAnswer(`${"word ".repeat(600)}[m_a]`, ["m_a"]).ok).toBe(false);
    const long = `${"Cents everywhere [m_a]. ".repeat(40)}`;
    const r = checkModelAnswer(long, ["m_a"], 100);
    expect(r.ok).toBe(true);
    if (r.ok) expect(countWords(r.text)).toBeLessThanOrEqual(100);
  });

  it("sourcesLine lists ids with dates", () => {
    expect(sourcesLine([toSource(item({ id: "m_a" }))])).toBe("Sources: m_a (2026-01-10)");
    expect(sourcesLine([])).toBe("");
  });
});
