/**
 * What was said in a session, as searchable excerpts: a typed prompt or an assistant message split into
 * paragraph groups of about MIN_WORDS–MAX_WORDS words, never cut inside a word. Pure; does not redact
 * (callers do, per excerpt).
 *
 * Length is counted in words: a whitespace-separated token is one word, and a Han, kana or Hangul
 * character counts as half of one (Chinese averages about 1.5–2 characters per word), so a Chinese
 * message splits at about the same amount of meaning as an English one.
 */

/** Who said it: the user's typed prompt or Claude's text. */
export type SaidRole = "user" | "assistant";

/** One message as the capture read it: its role, time (ISO-8601 UTC) and text. */
export interface SaidText {
  role: SaidRole;
  ts: string;
  text: string;
}

/** A group is closed once it holds at least this many words and the next paragraph would overflow it. */
export const MIN_WORDS = 100;
/** No excerpt holds more words than this (a longer paragraph is split at sentences, then at words). */
export const MAX_WORDS = 300;
/** Messages shorter than this many words ("yes", "go on") say nothing a search could use. */
export const MIN_MESSAGE_WORDS = 3;

const WIDE_ONE = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]$/u;
const SPACE_ONE = /^\s$/u;

const WORD = 1;
const WIDE_CHAR = 2;
const SPACE = 3;
/** The kind of each UTF-16 unit seen so far (WORD, WIDE_CHAR, SPACE; 0 = not looked at yet). */
const unitKind = new Uint8Array(0x10000);
/** The kind of each code point above U+FFFF seen so far. */
const astralKind = new Map<number, number>();

function kindOf(ch: string): number {
  return WIDE_ONE.test(ch) ? WIDE_CHAR : SPACE_ONE.test(ch) ? SPACE : WORD;
}

/**
 * Words in `text` as this module counts them (see the module comment): runs of characters that are
 * neither white space (`\s`) nor of a wide script, plus half of the wide characters. One pass over the
 * text; each character's kind is read from WIDE_ONE and SPACE_ONE the first time it is seen.
 */
export function wordCount(text: string): number {
  let narrow = 0;
  let wide = 0;
  let inWord = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    let kind: number;
    const low = c >= 0xd800 && c <= 0xdbff ? text.charCodeAt(i + 1) : 0;
    if (low >= 0xdc00 && low <= 0xdfff) {
      const cp = (c - 0xd800) * 0x400 + (low - 0xdc00) + 0x10000;
      i++;
      kind = astralKind.get(cp) ?? 0;
      if (kind === 0) {
        kind = kindOf(String.fromCodePoint(cp));
        astralKind.set(cp, kind);
      }
    } else {
      kind = unitKind[c] as number;
      if (kind === 0) {
        kind = kindOf(String.fromCharCode(c));
        unitKind[c] = kind;
      }
    }
    if (kind === WORD) {
      if (!inWord) narrow++;
      inWord = true;
    } else {
      if (kind === WIDE_CHAR) wide++;
      inWord = false;
    }
  }
  return narrow + wide / 2;
}

/**
 * The excerpts of one message: paragraphs (blank-line separated) grouped in order until a group holds
 * MIN_WORDS words or the next paragraph would push it past MAX_WORDS; a paragraph longer than
 * MAX_WORDS is split at sentence ends, and a sentence longer than that between words (a run of Han or
 * kana text, which has no spaces, between characters). [] for a message under MIN_MESSAGE_WORDS.
 */
export function splitExcerpts(text: string): string[] {
  const trimmed = text.trim();
  if (wordCount(trimmed) < MIN_MESSAGE_WORDS) return [];
  const pieces = trimmed
    .split(/\n[ \t]*\n/)
    .map((p) => p.trim())
    .filter((p) => p !== "")
    .flatMap((p) => (wordCount(p) > MAX_WORDS ? splitLong(p) : [p]));
  const out: string[] = [];
  let group: string[] = [];
  let words = 0;
  for (const piece of pieces) {
    const n = wordCount(piece);
    if (group.length > 0 && (words >= MIN_WORDS || words + n > MAX_WORDS)) {
      out.push(group.join("\n\n"));
      group = [];
      words = 0;
    }
    group.push(piece);
    words += n;
  }
  if (group.length > 0) {
    const last = group.join("\n\n");
    // a short tail joins the excerpt before it when both fit
    const prev = out.at(-1);
    if (prev !== undefined && words < MIN_WORDS / 4 && wordCount(prev) + words <= MAX_WORDS)
      out[out.length - 1] = `${prev}\n\n${last}`;
    else out.push(last);
  }
  return out;
}

/** A paragraph over MAX_WORDS as pieces of at most MAX_WORDS: sentences, then words or characters. */
function splitLong(paragraph: string): string[] {
  const sentences = paragraph.split(/(?<=[.!?。！？])\s*(?=\S)/u);
  const units = sentences.flatMap((s) => (wordCount(s) > MAX_WORDS ? splitWords(s) : [s]));
  const out: string[] = [];
  let cur = "";
  for (const u of units) {
    if (cur !== "" && wordCount(cur) + wordCount(u) > MAX_WORDS) {
      out.push(cur.trim());
      cur = "";
    }
    cur = cur === "" ? u : `${cur}${/\s$/.test(cur) || isWide(u[0]) ? "" : " "}${u}`;
  }
  if (cur.trim() !== "") out.push(cur.trim());
  return out;
}

function isWide(ch: string | undefined): boolean {
  return (
    ch !== undefined && /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(ch)
  );
}

/** Tokens of a sentence with no usable sentence end: words, and each wide character on its own. */
function splitWords(sentence: string): string[] {
  return (
    sentence.match(
      /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|[^\s\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+\s*/gu,
    ) ?? []
  );
}
