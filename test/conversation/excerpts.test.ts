/**
 * The conversation index's pure parts: how a message is split into excerpts (sizes, never inside a
 * word, Chinese text), how Han/kana text is indexed and searched (bigrams, ICU words), and how search
 * mixes excerpts with memories (a strong memory never pushed out, a better excerpt beats a weak
 * memory, a newer memory on the same subject beats an older excerpt, no match stays no match).
 */
import { describe, expect, it } from "vitest";
import { cjkIndexText, cjkSearchTerms } from "../../src/core/conversation/cjk-bigrams.js";
import { MAX_WORDS, splitExcerpts, wordCount } from "../../src/core/conversation/excerpts.js";
import { coveredTerms, type MixItem, mixKinds } from "../../src/core/conversation/mix.js";

describe("splitExcerpts", () => {
  it("groups paragraphs into excerpts of at most MAX_WORDS words and never cuts a word", () => {
    const paragraphs = Array.from(
      { length: 30 },
      (_, i) => `Paragraph ${i} says ${"something useful ".repeat(20)}end.`,
    );
    const text = paragraphs.join("\n\n");
    const parts = splitExcerpts(text);
    expect(parts.length).toBeGreaterThan(3);
    for (const p of parts) expect(wordCount(p)).toBeLessThanOrEqual(MAX_WORDS);
    // every word of the message is in exactly one excerpt, whole
    expect(parts.join("\n\n").split(/\s+/)).toEqual(text.split(/\s+/));
  });

  it("splits one long paragraph at sentences, then between words", () => {
    const sentence = `${"word ".repeat(40)}stop.`;
    const parts = splitExcerpts(Array.from({ length: 20 }, () => sentence).join(" "));
    expect(parts.length).toBeGreaterThan(2);
    for (const p of parts) expect(p.endsWith("stop.")).toBe(true);
    const run = splitExcerpts("alpha ".repeat(700).trim());
    for (const p of run) expect(p.split(" ").every((w) => w === "alpha")).toBe(true);
  });

  it("counts Chinese by characters and splits it at sentence ends", () => {
    const zh = "数据库连接失败是因为端口配置错误。".repeat(80);
    const parts = splitExcerpts(zh);
    expect(parts.length).toBeGreaterThan(1);
    for (const p of parts) {
      expect(wordCount(p)).toBeLessThanOrEqual(MAX_WORDS);
      expect(p.endsWith("。")).toBe(true);
    }
  });

  it("counts words the same on its fast path (no character at or above U+1100) as by its scripts", () => {
    // the fast path skips the Han/kana/Hangul pass: none of those scripts has a code point below U+1100
    const wide = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
    const below: string[] = [];
    for (let c = 0; c < 0x1100; c++) {
      const ch = String.fromCodePoint(c);
      expect(wide.test(ch), `U+${c.toString(16)}`).toBe(false);
      below.push(ch);
    }
    const byScripts = (t: string) =>
      (t.match(new RegExp(wide.source, "gu"))?.length ?? 0) / 2 +
      (t.replace(new RegExp(wide.source, "gu"), " ").match(/\S+/g)?.length ?? 0);
    for (const text of [
      below.join(""),
      below.join(" "),
      "fix the\u00a0bug\u2003now",
      "修复 the bug 已完成",
      "한국어 text",
    ])
      expect(wordCount(text)).toBe(byScripts(text));
  });

  it("leaves out messages too short to search for", () => {
    expect(splitExcerpts("yes")).toEqual([]);
    expect(splitExcerpts("go on")).toEqual([]);
    expect(splitExcerpts("run the tests again")).toEqual(["run the tests again"]);
  });
});

describe("Han and kana text in the keyword index", () => {
  it("indexes runs as bigrams and searches a query's words as bigram phrases", () => {
    expect(cjkIndexText("plain English")).toBeNull();
    expect(cjkIndexText("修好了 pg_hba.conf")?.trim().split(/\s+/)).toEqual(["修好", "好了", "pg_hba.conf"]);
    expect(cjkSearchTerms(["数据库连接失败", "postgres"])).toEqual(
      expect.arrayContaining(["连接", "失败", "postgres"]),
    );
    // a one-character word (a particle) is no search term
    expect(cjkSearchTerms(["的"])).toEqual([]);
  });

  it("counts a Chinese query term as covered when one of its words is in the text", () => {
    expect(coveredTerms(["数据库连接失败", "端口"], "我们发现数据库连接失败")).toEqual(["数据库连接失败"]);
    expect(coveredTerms(["tests", "fixture"], "the test fixtures run in UTC")).toEqual(["tests", "fixture"]);
  });
});

describe("mixKinds", () => {
  const terms = ["upload", "retry", "backoff"];
  const mem = (id: string, covered: string[], at = "2026-01-10T00:00:00Z"): MixItem<string> => ({
    item: id,
    kind: "memory",
    covered,
    at,
  });
  const said = (id: string, covered: string[], at = "2026-01-09T00:00:00Z"): MixItem<string> => ({
    item: id,
    kind: "excerpt",
    covered,
    at,
  });
  const ids = (xs: MixItem<string>[]) => xs.map((x) => x.item);

  it("never lets an excerpt push a strong memory match out", () => {
    const memories = [mem("m1", ["upload", "retry"]), mem("m2", ["retry", "backoff"])];
    expect(ids(mixKinds(terms, memories, [said("e1", terms)], 2))).toEqual(["m1", "m2"]);
  });

  it("puts an excerpt that answers better than a weak memory in its place", () => {
    const memories = [mem("m1", ["upload", "retry"]), mem("weak", ["upload"])];
    expect(ids(mixKinds(terms, memories, [said("e1", terms, "2026-01-11T00:00:00Z")], 2))).toEqual([
      "m1",
      "e1",
    ]);
  });

  it("keeps excerpts that match the query only weakly out: no match stays possible", () => {
    expect(ids(mixKinds(terms, [], [said("e1", ["upload"])], 5))).toEqual([]);
  });

  it("ranks an excerpt below a memory on the same subject, older or newer", () => {
    const memories = [mem("m1", ["upload", "retry"], "2026-01-10T00:00:00Z"), mem("weak", ["backoff"])];
    const older = said("old", ["upload", "retry"], "2026-01-09T00:00:00Z");
    const newer = said("new", ["upload", "retry"], "2026-01-11T00:00:00Z");
    expect(ids(mixKinds(terms, memories, [newer, older], 5))).toEqual(["m1", "new", "old", "weak"]);
  });
});
