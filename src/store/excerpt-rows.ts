/**
 * What both backends share for conversation excerpts (Store.insertExcerpts / searchExcerpts): the row
 * an excerpt is stored as — its dedupe `key` (sha256 of role and text: the same words said again in a
 * session are one excerpt) and `index_text` (core/conversation/cjk-bigrams.ts) — the terms a search
 * runs, and a row read back as an Excerpt.
 */
import { createHash } from "node:crypto";
import { cjkIndexText, cjkSearchTerms } from "../core/conversation/cjk-bigrams.js";
import type { Excerpt, NewExcerpt } from "./store.js";

export interface ExcerptRow {
  project: string;
  session_id: string;
  turn: number;
  role: string;
  ts: string;
  text: string;
  index_text: string | null;
  key: string;
}

export function excerptToRow(e: NewExcerpt): ExcerptRow {
  return {
    project: e.project,
    session_id: e.sessionId,
    turn: e.turn,
    role: e.role,
    ts: e.ts,
    text: e.text,
    index_text: cjkIndexText(e.text),
    key: createHash("sha256").update(`${e.role}\0${e.text}`).digest("hex").slice(0, 32),
  };
}

export function rowToExcerpt(r: ExcerptRow & { id: number | string }): Excerpt {
  return {
    id: String(r.id),
    project: r.project,
    sessionId: r.session_id,
    turn: Number(r.turn),
    role: r.role === "user" ? "user" : "assistant",
    ts: r.ts,
    text: r.text,
  };
}

/** The query's terms as the excerpts index holds words (Han/kana words as bigram phrases). */
export const excerptTerms = (terms: readonly string[]): string[] => cjkSearchTerms(terms);
