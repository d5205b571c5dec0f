/**
 * What a later part of the same session says anew, left out of what was said before: the older word
 * on a subject is not kept beside the newer. Read from the order of the session's messages and the
 * words they share — never from which words they are, so it holds for any language. Pure.
 *
 * - **Said again later** (supersededByLater): an excerpt of Claude's whose subject a message of a
 *   later turn covers again — at least SUPERSEDED_AT of the excerpt's terms, each weighted by its
 *   inverse document frequency over the session's messages of Claude (a term every message uses
 *   weighs almost nothing) — is a first version: a revised report, a plan the next turn carried out
 *   and reported, a score a later audit replaced. The later message is kept.
 * - **Taken up by the user's reply** (takenUpByReply): the lines (a list item with its indented lines
 *   as one) of the message that ends a turn which share a term with the user's next prompt, when
 *   that prompt is short (at most REPLY_WORDS words: a redirect, a rejection, "do X"): the next turn acted on or contradicted what those lines said
 *   ("ready to commit" → "complete the commit, always run the hooks"), so what follows is the newer
 *   word on it.
 *
 * - **Across sessions and live batches** (said-again-found.ts `olderSaidAgain`, at search time): among the excerpts a search
 *   found, one that an excerpt of a newer session covers the same way (SUPERSEDED_AT of its weighted
 *   terms, IDF over the excerpts found) is left out: the newer session's word on the subject stands.
 *   So is an excerpt of Claude's that one of Claude's from a later turn of the same session covers: a
 *   live hook records each turn's Stop apart and can compare a turn only with its own batch, so a later
 *   Stop's word reaches the earlier Stop's excerpts here.
 *
 * Terms: Unicode words of at least 4 letters or digits, lowercased and cut to their first 6
 * characters (a stem that needs no language's rules), and each pair of adjacent Han or kana
 * characters (Chinese and Japanese write without spaces). IDF is the BM25 form, ln((N+1)/(df+0.5))
 * (Robertson and Zaragoza, "The Probabilistic Relevance Framework: BM25 and Beyond", 2009).
 */
import { type SaidRole, wordCount } from "./excerpts.js";

/** Weighted share of an excerpt's terms a later turn's message must cover for the excerpt to go. */
export const SUPERSEDED_AT = 0.6;
/** A reply of at most this many words answers the message before it (see the module comment). */
export const REPLY_WORDS = 30;

/** One excerpt as stored: who said it, when (ISO-8601), in which turn, its text. */
export interface SaidExcerpt {
  role: SaidRole;
  ts: string;
  turn: number;
  text: string;
}

const WIDE_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+/gu;
const WORD = /[\p{L}\p{N}_][\p{L}\p{N}_-]{3,}/gu;
const DIGITS = /^[\d_-]+$/;
/** A UTF-16 unit at or above U+2E80, where the first of WIDE_RUN's characters is: below it WIDE_RUN matches nothing. */
const MAYBE_WIDE = /[\u2e80-\uffff]/;

/** The terms of `text` (see the module comment). */
export function subjectTerms(text: string): Set<string> {
  const lower = text.toLowerCase();
  const out = new Set<string>();
  const wide = MAYBE_WIDE.test(lower);
  for (const w of (wide ? lower.replace(WIDE_RUN, " ") : lower).match(WORD) ?? [])
    if (!DIGITS.test(w)) out.add(w.slice(0, 6));
  if (!wide) return out;
  for (const m of lower.matchAll(WIDE_RUN)) {
    const run = [...m[0]];
    for (let i = 0; i + 1 < run.length; i++) out.add(`${run[i]}${run[i + 1]}`);
  }
  return out;
}

/**
 * A message: the excerpts said at one time by one role, the terms of each (in `parts`' order) and
 * the union of their terms.
 */
interface Message {
  role: SaidRole;
  ts: string;
  turn: number;
  terms: Set<string>;
  parts: SaidExcerpt[];
  partTerms: string[][];
}

/** The messages of `excerpts` in time order (one per role and time: a role's times are distinct). */
function messagesOf(excerpts: readonly SaidExcerpt[]): Message[] {
  const byKey = new Map<string, Message>();
  for (const e of excerpts) {
    const key = `${e.role}\u0000${e.ts}`;
    let m = byKey.get(key);
    if (!m) {
      m = { role: e.role, ts: e.ts, turn: e.turn, terms: new Set(), parts: [], partTerms: [] };
      byKey.set(key, m);
    }
    const terms = [...subjectTerms(e.text)];
    m.parts.push(e);
    m.partTerms.push(terms);
    for (const t of terms) m.terms.add(t);
  }
  return [...byKey.values()].sort((a, b) => (a.ts < b.ts ? -1 : a.ts > b.ts ? 1 : 0));
}

/**
 * `excerpts` of one session without what later messages superseded (see the module comment): an
 * excerpt said again later is left out; a line a short reply took up is cut from its excerpt, and an
 * excerpt left with no words goes. Typed prompts are kept as typed. Order is kept.
 */
export function withoutSuperseded<T extends SaidExcerpt>(excerpts: readonly T[]): T[] {
  if (!excerpts.some((e) => e.role === "assistant")) return [...excerpts];
  const messages = messagesOf(excerpts);
  const claude = messages.filter((m) => m.role === "assistant");
  const df = documentFrequencies(claude);
  const gone = saidAgainLater(claude, df);
  const cut = takenUpByReply(messages, commonTerms(df, claude.length));
  const out: T[] = [];
  for (const e of excerpts) {
    if (gone.has(e)) continue;
    const lines = cut.get(e);
    if (!lines) {
      out.push(e);
      continue;
    }
    const text = e.text
      .split("\n")
      .filter((l) => !lines.has(l))
      .join("\n");
    if (wordCount(text) > 0) out.push({ ...e, text });
  }
  return out;
}

/** Term → in how many of `messages` it is. */
function documentFrequencies(messages: readonly Message[]): Map<string, number> {
  const df = new Map<string, number>();
  for (const m of messages) for (const t of m.terms) df.set(t, (df.get(t) ?? 0) + 1);
  return df;
}

/** Terms in more than half of `n` messages (at least two): words of the session's every message ("this", "with"). */
function commonTerms(df: ReadonlyMap<string, number>, n: number): Set<string> {
  const half = Math.max(1, n / 2);
  return new Set([...df].filter(([, k]) => k > half).map(([t]) => t));
}

/**
 * The excerpts of `claude` (its messages in time order) that a message of a later turn covers
 * SUPERSEDED_AT of, by terms weighted with the BM25 IDF over `claude` (see the module comment).
 * Only the messages that share a term with an excerpt are looked at (an index of term → messages);
 * each one's covered weight is summed over the excerpt's terms in their order, as a scan of every
 * later message would, so the result is the same to the last bit.
 */
function saidAgainLater(claude: readonly Message[], df: ReadonlyMap<string, number>): Set<SaidExcerpt> {
  const n = claude.length;
  const idf = (t: string) => Math.log((n + 1) / ((df.get(t) ?? 0) + 0.5));
  const postings = new Map<string, number[]>();
  claude.forEach((m, i) => {
    for (const t of m.terms) {
      const list = postings.get(t);
      if (list) list.push(i);
      else postings.set(t, [i]);
    }
  });
  const covered = new Float64Array(n);
  const gone = new Set<SaidExcerpt>();
  claude.forEach((m, i) => {
    m.parts.forEach((e, k) => {
      if (coveredLater(m.partTerms[k] as string[], i, claude, postings, idf, covered)) gone.add(e);
    });
  });
  return gone;
}

/**
 * True when a message after `claude[i]` (a later time: the messages are in time order, one per time)
 * of a later turn holds SUPERSEDED_AT of `terms`' IDF weight. `covered` is all zeros before and after.
 */
function coveredLater(
  terms: readonly string[],
  i: number,
  claude: readonly Message[],
  postings: ReadonlyMap<string, readonly number[]>,
  idf: (t: string) => number,
  covered: Float64Array,
): boolean {
  if (i + 1 >= claude.length) return false;
  const whole = terms.reduce((s, t) => s + idf(t), 0);
  if (whole <= 0) return false;
  const touched: number[] = [];
  for (const t of terms) {
    const list = postings.get(t) as readonly number[];
    const w = idf(t);
    for (let p = firstAfter(list, i); p < list.length; p++) {
      const j = list[p] as number;
      if (covered[j] === 0) touched.push(j);
      covered[j] = (covered[j] as number) + w;
    }
  }
  const turn = (claude[i] as Message).turn;
  let found = false;
  for (const j of touched) {
    if (!found && (claude[j] as Message).turn > turn && (covered[j] as number) / whole >= SUPERSEDED_AT)
      found = true;
    covered[j] = 0;
  }
  return found;
}

/** The index of the first entry of the ascending `list` greater than `i` (binary search). */
function firstAfter(list: readonly number[], i: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((list[mid] as number) <= i) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * Per excerpt of a message that ends a turn (no message of Claude's between it and the user's next
 * prompt), the lines that share a term with that prompt when it has at most REPLY_WORDS words — a
 * list item with the lines indented under it as one: a term of the reply is shared when one of the
 * two terms begins the other ("scan" and "scanning"), and a term `common` holds (in most of the
 * session's messages) is not one the reply shares.
 */
function takenUpByReply(messages: readonly Message[], common: Set<string>): Map<SaidExcerpt, Set<string>> {
  const out = new Map<SaidExcerpt, Set<string>>();
  for (let i = 0; i + 1 < messages.length; i++) {
    const m = messages[i] as Message;
    const reply = messages[i + 1] as Message;
    if (m.role !== "assistant" || reply.role !== "user") continue;
    const text = reply.parts.map((p) => p.text).join("\n");
    if (wordCount(text) > REPLY_WORDS) continue;
    const said = [...reply.terms].filter((t) => !common.has(t));
    if (said.length === 0) continue;
    const shares = (line: string) =>
      [...subjectTerms(line)].some((t) => said.some((r) => t.startsWith(r) || r.startsWith(t)));
    for (const e of m.parts) {
      const lines = listUnits(e.text)
        .filter((unit) => unit.some(shares))
        .flat();
      if (lines.length > 0) out.set(e, new Set(lines));
    }
  }
  return out;
}

const ITEM = /^(\s*)(?:[-*+•]|\d+[.)])\s/;

/** The lines of `text` as units: a list item with the non-blank lines indented under it, else one line. */
export function listUnits(text: string): string[][] {
  const units: string[][] = [];
  let item: { indent: number; lines: string[] } | null = null;
  for (const line of text.split("\n")) {
    const indent = /^\s*/.exec(line)?.[0].length ?? 0;
    if (item && line.trim() !== "" && indent > item.indent) {
      item.lines.push(line);
      continue;
    }
    const m = ITEM.exec(line);
    item = m ? { indent: (m[1] as string).length, lines: [line] } : null;
    units.push(item ? item.lines : [line]);
  }
  return units;
}
