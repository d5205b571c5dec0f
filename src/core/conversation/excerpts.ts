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

const WIDE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;

/** A character at or above U+1100, where the first of WIDE's scripts (Hangul Jamo) starts: below it WIDE matches nothing. */
const MAYBE_WIDE = /[\u1100-\uffff]/;

/** Words in `text` as this module counts them (see the module comment). */
export function wordCount(text: string): number {
  if (!MAYBE_WIDE.test(text)) return text.match(/\S+/g)?.length ?? 0;
  const wide = text.match(WIDE)?.length ?? 0;
  const narrow = text.replace(WIDE, " ").match(/\S+/g)?.length ?? 0;
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
