// Fitting injected text to the client's cap (UTF-16 units): whole lines dropped by priority, never cut
// mid-line, a note when items were left out; the pack at any budget from 500 to 20,000 tokens.
import { describe, expect, it } from "vitest";
import { contextLimitFor } from "../agents/agents.js";
import { mem, NOW, sessionRecord } from "./context-pack.fixtures.js";
import { buildContextPack } from "./context-pack.js";
import { budgetAdvice, cutUnits, fitText, LEFT_OUT_RESERVE, leftOutNote } from "./fit-output.js";

const CAP = contextLimitFor("claude-code").units;

/** `n` item lines of `width` code points of `unit` repeated (pairs kept whole), then the line's number. */
const items = (n: number, unit: string, width: number) =>
  Array.from({ length: n }, (_, i) => `- ${[...unit.repeat(width)].slice(0, width).join("")} ${i}`);

const isLoneSurrogate = (s: string) =>
  /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(s);

describe("fitText", () => {
  it("keeps a text of exactly the limit as it is, in units whatever its bytes or code points", () => {
    for (const unit of ["a", "é", "😀", "漢"]) {
      const body = unit.repeat(CAP).slice(0, CAP - 1);
      const text = `${body}${isLoneSurrogate(body) ? "" : "x"}`.slice(0, CAP);
      expect(text.length).toBeLessThanOrEqual(CAP);
      expect(fitText(text, CAP)).toEqual({ text, dropped: 0 });
    }
  });

  it("one unit over the limit: drops whole lines from the end and says how many items", () => {
    const head = ["# Cairn memory: demo", "", "## Decisions"];
    const base = [...head, ...items(200, "é", 40)].join("\n");
    const lines = base.split("\n");
    // grow the last line so the whole text is exactly CAP + 1 units
    const over = CAP + 1 - base.length;
    const text = [...lines.slice(0, -1), `${lines.at(-1)}${"x".repeat(Math.max(0, over))}`].join("\n");
    const cut = text.length > CAP ? text : `${text}\n- y${"z".repeat(CAP - text.length)}`;
    expect(cut.length).toBe(CAP + 1);
    const fitted = fitText(cut, CAP);
    expect(fitted.text.length).toBeLessThanOrEqual(CAP);
    expect(fitted.dropped).toBeGreaterThan(0);
    const out = fitted.text.split("\n");
    expect(out.at(-1)).toBe(leftOutNote(fitted.dropped));
    // every other line is a whole line of the input, in order
    const kept = out.slice(0, -2);
    expect(kept).toEqual(cut.split("\n").slice(0, kept.length));
  });

  it("never splits a surrogate pair and never ends on a heading, for emoji text at many limits", () => {
    const text = [
      "# T",
      "",
      "## Emoji",
      ...items(400, "😀", 31),
      "",
      "## Tail",
      ...items(50, "🧪é", 17),
    ].join("\n");
    for (let limit = 300; limit <= 12_000; limit += 997) {
      const { text: out, dropped } = fitText(text, limit);
      expect(out.length).toBeLessThanOrEqual(limit);
      expect(isLoneSurrogate(out)).toBe(false);
      const lines = out.split("\n");
      const body = dropped > 0 ? lines.slice(0, -2) : lines;
      expect(body.at(-1)).not.toMatch(/^#|^$/);
      for (const l of body) expect(text.split("\n")).toContain(l);
    }
  });

  it("counts items the caller already left out in the note", () => {
    const text = items(100, "a", 100).join("\n");
    const { text: out, dropped } = fitText(text, 2000, 7);
    expect(out).toContain(leftOutNote(dropped + 7));
  });

  it("cuts only a single line longer than the limit, at a code-point boundary", () => {
    expect(cutUnits("😀".repeat(10), 6)).toBe("😀😀…");
    expect(cutUnits("😀".repeat(10), 5)).toBe("😀😀…");
    expect(fitText("a".repeat(50), 10).text).toBe(`${"a".repeat(9)}…`);
  });
});

describe("the pack fits the client's cap at any budget", () => {
  const memories = [
    ...Array.from({ length: 40 }, (_, i) =>
      mem({ type: "decision", title: `Décision ${i} — utiliser 😀 partout ${"é".repeat(60)}` }),
    ),
    ...Array.from({ length: 40 }, (_, i) =>
      mem({ type: "project_fact", title: `事実 ${i} ${"漢字".repeat(50)}` }),
    ),
    ...Array.from({ length: 20 }, (_, i) => mem({ type: "todo", title: `Todo ${i} 🧪 ${"x".repeat(120)}` })),
  ];
  const lastSession = { record: sessionRecord(`Worked on ${"ü".repeat(900)}\nNext: a; b`), memoryId: null };

  for (const budget of [500, 1500, 2500, 2501, 5000, 10_000, 20_000]) {
    for (const framing of [0, 140]) {
      it(`budget ${budget} tokens, ${framing} units of framing: within the cap, whole items, a note`, () => {
        const maxChars = CAP - framing;
        const p = buildContextPack({
          projectName: "démo 😀",
          now: NOW,
          lastSession,
          memories,
          budgetTokens: budget,
          maxChars,
        });
        expect(p.text.length).toBeLessThanOrEqual(Math.min(maxChars, budget * 4));
        expect(isLoneSurrogate(p.text)).toBe(false);
        expect(p.omitted).toBeGreaterThan(0);
        expect(p.text.split("\n").at(-1)).toBe(leftOutNote(p.omitted));
        // every memory shown is shown whole: its full line is in the text
        for (const m of memories.filter((x) => p.items.some((i) => i.id === x.id)))
          expect(p.text).toContain(m.title);
      });
    }
  }

  it("leaves room for the note: the items stop LEFT_OUT_RESERVE units before the cap", () => {
    const p = buildContextPack({
      projectName: "d",
      now: NOW,
      lastSession: null,
      memories,
      budgetTokens: 20_000,
      maxChars: CAP,
    });
    const note = leftOutNote(p.omitted);
    expect(p.text.length - note.length - 2).toBeLessThanOrEqual(CAP - LEFT_OUT_RESERVE);
  });
});

describe("budgetAdvice", () => {
  it("says nothing at or under the cap and names the fitting budget above it", () => {
    const limit = { units: 10_000, measured: true };
    expect(budgetAdvice("context.budget", 2500, "Claude Code", limit)).toBeNull();
    const over = budgetAdvice("context.budget", 2501, "Claude Code", limit);
    expect(over).toContain("context.budget 2501 tokens");
    expect(over).toContain("10,000 UTF-16 units");
    expect(over).toContain("2500 or less");
    expect(budgetAdvice("prompt.budget", 2100, "Codex CLI", { units: 8000, measured: false })).toContain(
      "not measured",
    );
  });
});
