/**
 * The fast paths of core/conversation/said-supersede.ts give what its definition gives: terms of a
 * text with no character at or above U+2E80 skip the Han/kana pass, and "said again later" looks
 * only at the later messages that share a term with an excerpt (an inverted index) instead of
 * scanning every later message. Checked against the definition written out as a plain scan, on
 * seeded generated sessions.
 */
import { describe, expect, it } from "vitest";
import {
  type SaidExcerpt,
  SUPERSEDED_AT,
  subjectTerms,
  withoutSuperseded,
} from "../../src/core/conversation/said-supersede.js";

/** Every excerpt said again later, by the module comment's definition: each excerpt against every later message. */
function saidAgainByScan(excerpts: readonly SaidExcerpt[]): Set<SaidExcerpt> {
  const messages = new Map<string, { ts: string; turn: number; terms: Set<string> }>();
  for (const e of excerpts) {
    const m = messages.get(e.ts) ?? { ts: e.ts, turn: e.turn, terms: new Set<string>() };
    for (const t of subjectTerms(e.text)) m.terms.add(t);
    messages.set(e.ts, m);
  }
  const df = new Map<string, number>();
  for (const m of messages.values()) for (const t of m.terms) df.set(t, (df.get(t) ?? 0) + 1);
  const idf = (t: string) => Math.log((messages.size + 1) / ((df.get(t) ?? 0) + 0.5));
  const gone = new Set<SaidExcerpt>();
  for (const e of excerpts) {
    const own = messages.get(e.ts) as { ts: string; turn: number };
    const terms = [...subjectTerms(e.text)];
    const whole = terms.reduce((s, t) => s + idf(t), 0);
    if (whole <= 0) continue;
    for (const m of messages.values()) {
      if (m.ts <= own.ts || m.turn <= own.turn) continue;
      const covered = terms.reduce((s, t) => s + (m.terms.has(t) ? idf(t) : 0), 0);
      if (covered / whole >= SUPERSEDED_AT) gone.add(e);
    }
  }
  return gone;
}

/** A seeded linear congruential generator (glibc's constants), in [0, 1). */
function random(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

const WORDS = [
  "build",
  "passes",
  "migration",
  "database",
  "schema",
  "index",
  "release",
  "version",
  "failing",
  "report",
  "coverage",
  "deploy",
  "server",
  "config",
  "router",
  "handler",
  "cache",
  "token",
  "parser",
  "修复",
  "完成",
  "テスト",
  "確認",
  "数据库",
  "the",
  "with",
  "this",
  "that",
  "then",
  "2026-11-27",
  "12345",
];

/** A session of Claude's messages only (no reply cuts anything): 1–3 excerpts a message, turns rising. */
function session(rnd: () => number): SaidExcerpt[] {
  const out: SaidExcerpt[] = [];
  let turn = 0;
  for (let m = 0; m < 4 + Math.floor(rnd() * 30); m++) {
    if (rnd() < 0.6) turn++;
    const ts = `2026-11-27T00:${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}.000Z`;
    for (let p = 0; p < 1 + Math.floor(rnd() * 3); p++) {
      const words = Array.from(
        { length: 3 + Math.floor(rnd() * 12) },
        () => WORDS[Math.floor(rnd() * WORDS.length)],
      );
      out.push({ role: "assistant", ts, turn, text: words.join(rnd() < 0.8 ? " " : "") });
    }
  }
  return out;
}

describe("said-supersede fast paths", () => {
  it("finds the terms of a text without Han or kana the same on its fast path as by its scripts", () => {
    const wideRun = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
    const below: string[] = [];
    for (let c = 0; c < 0x2e80; c++) {
      const ch = String.fromCodePoint(c);
      expect(wideRun.test(ch), `U+${c.toString(16)}`).toBe(false);
      below.push(ch);
    }
    expect([...subjectTerms(`${below.join("")} Straße ÉCOLE build-step 2026`)]).toContain("straße");
    // one wide character switches to the full pass: the same words plus the Han/kana pairs
    const text = `${below.join(" ")} deploy the router`;
    expect([...subjectTerms(`${text} 修复完成`)]).toEqual([...subjectTerms(text), "修复", "复完", "完成"]);
  });

  it("leaves out the same excerpts as a scan of every later message", () => {
    const rnd = random(21);
    let gone = 0;
    for (let k = 0; k < 300; k++) {
      const excerpts = session(rnd);
      const said = saidAgainByScan(excerpts);
      const expected = excerpts.filter((e) => !said.has(e));
      expect(withoutSuperseded(excerpts)).toEqual(expected);
      gone += excerpts.length - expected.length;
    }
    // the generated sessions do supersede: the comparison is not one of unchanged lists
    expect(gone).toBeGreaterThan(100);
  });
});
