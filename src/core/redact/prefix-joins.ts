/**
 * A token whose vendor prefix is a literal of its own, joined to the rest later: held in another
 * variable (`PREFIX = "sk-ant-api03-"` … `f"{PREFIX}{BODY}"`), an array element (`["sk_live_", "…",
 * "…"].join("")`) or a builder's first append (`.append("glpat-").append("…")`). A bare prefix
 * (letters and digits ending in `-` or `_`) is followed by the next quoted runs of token characters
 * in the text, each of letters and digits mixed (not words); the longest run of up to four of them
 * that makes a token format with the prefix (judged by every rule, `redactText`, alone: a vendor's
 * kind, not a generic secret) is redacted part by part. Linear: one test, one pass over the quoted
 * prefixes, a bounded window after each. Pure: no I/O.
 */

import { wordiness } from "./token-shape.js";

type Mark = (kind: string) => string;

/** A quoted bare prefix: `"sk_live_"`, `'glpat-'`, `"sk-ant-api03-"`. Groups: (1) quote, (2) prefix. */
const PREFIX_RE = /(["'`])([A-Za-z][A-Za-z0-9]{0,11}(?:[-_.][A-Za-z0-9]{1,12}){0,3}[-_])\1/g;
/** A quoted run of token characters after it. Group 2: the part. */
const PART_RE = /(["'`])([A-Za-z0-9+/_.=~-]{6,512})\1/g;
/** How far after a prefix its parts are looked for. */
const WINDOW = 600;
/** At most this many prefixes judged in one text (a source file may hold many `"name_"` literals). */
const MAX_PREFIXES = 16;
/** What a joined value redacted alone must become: a token format's kind, not a generic one. */
const VENDOR_MARK_RE = /^\[REDACTED:(?!secret\]|password\]|encoded_secret\]|credential\])[a-z_]+\]$/;

interface Part {
  start: number;
  value: string;
}

/** The quoted parts after `from`, up to four, within WINDOW characters. */
function partsAfter(text: string, from: number): Part[] {
  const window = text.slice(from, from + WINDOW);
  const parts: Part[] = [];
  for (const m of window.matchAll(PART_RE)) {
    if (parts.length === 4) break;
    const value = m[2] ?? "";
    // a generated part: letters and digits mixed, not words (`"slack-webhook"` is an id)
    if (!/\d/.test(value) || !/[A-Za-z]/.test(value) || wordiness(value) > 0.5) break;
    parts.push({ start: from + (m.index ?? 0) + 1, value });
  }
  return parts;
}

/** Redacts the parts that, joined after a bare prefix literal, make a token format. */
export function redactPrefixJoins(text: string, mark: Mark, redactText: (text: string) => string): string {
  if (!/[-_]["'`]/.test(text)) return text;
  const hits: Part[] = [];
  let probes = 0;
  for (const m of text.matchAll(PREFIX_RE)) {
    if (++probes > MAX_PREFIXES) break;
    const prefix = m[2] ?? "";
    const parts = partsAfter(text, (m.index ?? 0) + m[0].length);
    let joined = prefix;
    let take = 0;
    for (let i = 0; i < parts.length; i++) {
      joined += parts[i]?.value ?? "";
      if (joined.length >= 16 && VENDOR_MARK_RE.test(redactText(joined))) take = i + 1;
    }
    hits.push(...parts.slice(0, take));
  }
  if (hits.length === 0) return text;
  let out = "";
  let copied = 0;
  for (const h of hits.sort((a, b) => a.start - b.start)) {
    if (h.start < copied) continue;
    out += text.slice(copied, h.start) + mark("secret");
    copied = h.start + h.value.length;
  }
  return out + text.slice(copied);
}
