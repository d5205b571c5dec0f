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
 * - **Across sessions and live batches** (olderSaidAgain, at search time): among the excerpts a search
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

/** The terms of `text` (see the module comment). */
export function subjectTerms(text: string): Set<string> {
  const lower = text.toLowerCase();
  const out = new Set<string>();
  for (const m of lower.replace(WIDE_RUN, " ").matchAll(/[\p{L}\p{N}_][\p{L}\p{N}_-]{3,}/gu))
    if (!/^[\d_-]+$/.test(m[0])) out.add(m[0].slice(0, 6));
  for (const m of lower.matchAll(WIDE_RUN)) {
    const run = [...m[0]];
    for (let i = 0; i + 1 < run.length; i++) out.add(`${run[i]}${run[i + 1]}`);
  }
  return out;
}

/** A message: the excerpts said at one time by one role, and the union of their terms. */
interface Message {
  role: SaidRole;
  ts: string;
  turn: number;
  terms: Set<string>;
  parts: SaidExcerpt[];
}

function messagesOf(excerpts: readonly SaidExcerpt[]): Message[] {
  const byKey = new Map<string, Message>();
  for (const e of excerpts) {
    const key = `${e.role}\u0000${e.ts}`;
    let m = byKey.get(key);
    if (!m) {
      m = { role: e.role, ts: e.ts, turn: e.turn, terms: new Set(), parts: [] };
      byKey.set(key, m);
    }
    m.parts.push(e);
    for (const t of subjectTerms(e.text)) m.terms.add(t);
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
  const idf = idfOf(claude);
  const gone = new Set<SaidExcerpt>();
  for (const m of claude) {
    const later = claude.filter((x) => x.ts > m.ts && x.turn > m.turn);
    for (const e of m.parts) if (supersededByLater(e, later, idf)) gone.add(e);
  }
  const cut = takenUpByReply(messages, commonTerms(claude));
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

/** Terms in more than half of `messages` (at least two): words of the session's every message ("this", "with"). */
function commonTerms(messages: readonly Message[]): Set<string> {
  const df = new Map<string, number>();
  for (const m of messages) for (const t of m.terms) df.set(t, (df.get(t) ?? 0) + 1);
  const half = Math.max(1, messages.length / 2);
  return new Set([...df].filter(([, n]) => n > half).map(([t]) => t));
}

/** Term → BM25 inverse document frequency over `messages`. */
function idfOf(messages: readonly Message[]): (t: string) => number {
  const df = new Map<string, number>();
  for (const m of messages) for (const t of m.terms) df.set(t, (df.get(t) ?? 0) + 1);
  const n = messages.length;
  return (t) => Math.log((n + 1) / ((df.get(t) ?? 0) + 0.5));
}

/** True when one of the `later` messages covers SUPERSEDED_AT of the excerpt's weighted terms. */
function supersededByLater(e: SaidExcerpt, later: readonly Message[], idf: (t: string) => number): boolean {
  if (later.length === 0) return false;
  const terms = [...subjectTerms(e.text)];
  const whole = terms.reduce((s, t) => s + idf(t), 0);
  if (whole <= 0) return false;
  return later.some(
    (m) => terms.reduce((s, t) => s + (m.terms.has(t) ? idf(t) : 0), 0) / whole >= SUPERSEDED_AT,
  );
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

/** An excerpt a search found: its session, when it was said, its text; who said it and in which turn, when known. */
export interface FoundExcerpt {
  sessionId: string;
  ts: string;
  text: string;
  role?: SaidRole;
  turn?: number;
}

/** True when `newer` may stand for `older` (see the module comment): another session, or a later turn of Claude's. */
function mayStandFor(newer: FoundExcerpt, older: FoundExcerpt): boolean {
  if (newer.ts <= older.ts) return false;
  if (newer.sessionId !== older.sessionId) return true;
  return (
    older.role === "assistant" &&
    newer.role === "assistant" &&
    older.turn !== undefined &&
    newer.turn !== undefined &&
    newer.turn > older.turn
  );
}

/**
 * `found` without the excerpts a newer session or a later turn of Claude's says again (see the module comment);
 * `of` reads the excerpt of an item. Order is kept.
 */
export function olderSaidAgain<T>(found: readonly T[], of: (x: T) => FoundExcerpt): T[] {
  if (found.length < 2) return [...found];
  const items = found.map((x) => ({ x, e: of(x), terms: subjectTerms(of(x).text) }));
  const df = new Map<string, number>();
  for (const i of items) for (const t of i.terms) df.set(t, (df.get(t) ?? 0) + 1);
  const idf = (t: string) => Math.log((items.length + 1) / ((df.get(t) ?? 0) + 0.5));
  return items
    .filter((i) => {
      const whole = [...i.terms].reduce((s, t) => s + idf(t), 0);
      if (whole <= 0) return true;
      return !items.some(
        (n) =>
          mayStandFor(n.e, i.e) &&
          [...i.terms].reduce((s, t) => s + (n.terms.has(t) ? idf(t) : 0), 0) / whole >= SUPERSEDED_AT,
      );
    })
    .map((i) => i.x);
}
