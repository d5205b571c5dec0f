import { describe, expect, it } from "vitest";
import { wordCount } from "../../src/core/conversation/excerpts.js";

/** The count by its definition: wide characters (Han, kana, Hangul) halved, plus the runs of `\S` left between them. */
const WIDE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;
const byDefinition = (t: string) =>
  (t.match(WIDE)?.length ?? 0) / 2 + (t.replace(WIDE, " ").match(/\S+/g)?.length ?? 0);

/** mulberry32 (Tommy Ettinger's 32-bit PRNG): the same sequence on every run. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe("wordCount, one pass over the text", () => {
  it("counts every UTF-16 unit as the definition does, alone and between words", () => {
    for (let c = 0; c < 0x10000; c++) {
      const ch = String.fromCharCode(c);
      for (const text of [ch, `a${ch}b`, `${ch}${ch} x`]) {
        const want = byDefinition(text);
        if (wordCount(text) !== want)
          expect(wordCount(text), `U+${c.toString(16)} in ${JSON.stringify(text)}`).toBe(want);
      }
    }
  });

  it("counts astral characters (emoji, Han extensions, kana supplements) and broken surrogate pairs as the definition does", () => {
    const samples = [0x1f389, 0x1f200, 0x1b001, 0x20000, 0x2a700, 0x1f600, 0x10000, 0x10ffff, 0x1d400];
    for (const cp of samples) {
      const ch = String.fromCodePoint(cp);
      for (const text of [
        ch,
        `a${ch}b`,
        `${ch} ${ch}`,
        `x${ch.charAt(0)}`,
        `${ch.charAt(1)}y`,
        `修复${ch}了`,
      ])
        expect(wordCount(text), `U+${cp.toString(16)} in ${JSON.stringify(text)}`).toBe(byDefinition(text));
    }
  });

  it("counts 3,000 seeded random texts mixing ASCII, spaces, CJK, Hangul, emoji and lone surrogates as the definition does", () => {
    const rand = mulberry32(21);
    const pools = [
      "abc XYZ 123 _-./",
      " \t\n\r\u00a0\u2003\u3000\ufeff\u2028",
      "修复已完成测试通过ひらがなカタカナ",
      "한국어텍스트",
      "—→✅’“”…•",
      "🎉🚀😀🈀𠀀",
      "\ud800\udc00\udfff\udbff",
    ];
    for (let n = 0; n < 3000; n++) {
      let text = "";
      const len = Math.floor(rand() * 40);
      for (let i = 0; i < len; i++) {
        const pool = pools[Math.floor(rand() * pools.length)] as string;
        text += pool.charAt(Math.floor(rand() * pool.length));
      }
      expect(wordCount(text), JSON.stringify(text)).toBe(byDefinition(text));
    }
  });
});
