/**
 * Whether two memory statements (titles: every save asks for "the X, one line") of one type say the
 * same thing — the test that merges duplicates on save. Pure.
 *
 * 1. **Normal form** (`normalText`): Unicode NFKC, lower case, typographic quotes and dashes folded,
 *    markdown code and emphasis marks (`` ` ``, `**`) removed, "e.g."/"i.e." dropped, white space
 *    collapsed, trailing punctuation removed. Equal normal forms are an **exact** duplicate.
 *    A leading **label** (`leadingLabel`: one or two words of letters in any script, ≤ 20
 *    characters, then an ASCII or full-width colon and a space or a non-ASCII letter — "Note: ",
 *    "Hinweis: ", "注意：") is framing, not content: it is set apart before the rest is read, and
 *    two statements compare without it unless both carry labels that differ ("Windows: …" vs
 *    "macOS: …" stay two).
 * 2. **Tokens** (`meaningOf`): white-space chunks; a chunk that names something — a path or file
 *    (`/`, `\`, or `.` between word characters), an identifier (`_`, camelCase, `::`, `@`, `#`, `=`), a
 *    flag (`--force`), anything with a digit — is one token kept whole and is also an **anchor**; other
 *    chunks split into words, English stop words dropped, each word Porter-stemmed (`stemmer`, M. F.
 *    Porter 1980, https://tartarus.org/martin/PorterStemmer/). Runs of Han, Hiragana, Katakana and
 *    Hangul, written without spaces, become overlapping character pairs (for similarity, so
 *    character order counts) and are compared by their characters for step 4's nesting. Negations (not, no, never,
 *    without, n't, …) are kept as tokens and make the anchor `¬`; the restrictors only, except and
 *    unless are kept and are anchors of their own.
 * 3. **Similarity**: Jaccard similarity |A ∩ B| / |A ∪ B| of the two token sets, each token set
 *    extended with the pairs of adjacent tokens (so word order counts: "prefer X over Y" is not
 *    "prefer Y over X").
 * 4. **Near duplicate**: both have the same set of anchors (the same things named, the same numbers,
 *    the same polarity), the words of one are all words of the other (nothing replaced: "Redis" for
 *    "Postgres" is another statement, however long the rest), and a similarity of at least
 *    {@link NEAR_DUPLICATE_MIN}.
 *
 * The threshold was measured on labelled pairs — memories imported from real Claude Code transcripts
 * and hand-made pairs that must not merge (two verified commands, decisions on different subjects,
 * contradicting statements): `same-meaning.pairs.ts` holds them, `same-meaning.test.ts` keeps the
 * floors (no must-not-merge pair merges).
 */
import { stemmer } from "stemmer";
import { memoized } from "../common/memo.js";

/** Least similarity (0–1) of two statements with the same anchors that counts as the same meaning. */
export const NEAR_DUPLICATE_MIN = 0.55;

/** Function words that carry no meaning of their own (negations are not among them). */
const STOP = new Set(
  (
    "a an and are as at be been being but by can could did do does for from had has have how i if in into is " +
    "it its me my of on or our please should so that the their them then there these this those to us was " +
    "we were what when where which who why will with would you your let lets just also about up out now " +
    "get got make made use used using need needs needed want like some any all more most very too here " +
    "it's that's there's we're we'll i'll i'm i've you're they they're he she his her one because since " +
    "while although though"
  ).split(" "),
);
/**
 * Words that turn a statement into its opposite: English, German, Dutch, French, Spanish, Portuguese,
 * Italian and Russian ones; in Chinese, Japanese and Korean text the negating characters below.
 */
const NEGATIONS = new Set(
  (
    "not no never without nor cannot none nothing " +
    "nicht kein keine keinen keinem keiner keines nie niemals ohne niet geen nooit zonder " +
    "ne pas jamais sans aucun aucune nunca sin jamás ningún ninguna não nao sem nenhum non senza " +
    "не нет никогда без"
  ).split(" "),
);
const UNSPACED_NEGATION = /[不没別别勿无無未非]|ない|ません|않|못/u;
export const NEGATION_ANCHOR = "¬";
/** Words that narrow a statement to part of its cases: each is an anchor of its own. */
export const RESTRICTORS: ReadonlySet<string> = new Set(["only", "except", "unless"]);

/** A chunk that names something: path, identifier, flag, number, a path alias (`@/*`, `~/`). */
const NAMED =
  /[\p{L}\p{N}][./\\:@#=][\p{L}\p{N}*]|^[./\\@#~$*]+[\p{L}\p{N}]|^[@~$]\/\*{0,2}$|[\p{L}\p{N}]_|_[\p{L}\p{N}]|\p{Ll}\p{Lu}|\p{N}|^--?\p{L}/u;
/** Scripts written without spaces between words. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const UNSPACED_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu;

export interface Meaning {
  /** The normal form (see the module comment). */
  normal: string;
  /** Content tokens in reading order. */
  readonly tokens: readonly string[];
  /** Anchors: what the statement names, its numbers, and `¬` when it is negated. */
  readonly anchors: ReadonlySet<string>;
  /** Tokens and adjacent token pairs: what similarity compares. */
  readonly features: ReadonlySet<string>;
  /** Tokens with each character pair of an unspaced script split into its characters: what nesting compares. */
  readonly units: ReadonlySet<string>;
  /** The leading label set apart from the statement (normal form, no colon), or null. */
  readonly label: string | null;
}

/**
 * A leading label: one or two words of letters (any script), then `:` (a full-width `：` is `:`
 * after NFKC) and a space, the end, or a non-ASCII letter (`注意:构建…`). Not a drive (`C:\`), a
 * URL scheme (`https://`), a time (`10:30`) or a `key:value` in ASCII.
 */
const LABEL = /^(\p{L}{1,20}(?: \p{L}{1,20})?):(?:\s+|$|(?=[^\p{ASCII}]))/u;

/** The statement's leading label (see LABEL), lower-cased, or null. */
export function leadingLabel(text: string): string | null {
  const m = LABEL.exec(text.normalize("NFKC").replace(/[`*]/g, "").trim());
  return m?.[1] && m[1].length <= 20 ? m[1].toLowerCase() : null;
}

/** The normal form of a statement: equal normal forms are exact duplicates. */
export function normalText(text: string): string {
  return text
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[‘’‛`´]/g, (c) => (c === "`" ? "" : "'"))
    .replace(/[“”„]/g, '"')
    .replace(/[‐‑‒–—]/g, "-")
    .replace(/\*\*|__(?=\S)|(?<=\S)__/g, "")
    .replace(/\b(?:e\.g|i\.e)\.?(?=\s|,|$)/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[\s.!?;:,…]+$/u, "");
}

const EDGE_START = /^["'([{<]+/;
const EDGE_END = /["')\]}>,;:!?.…]+$/u;

function* words(chunk: string): Generator<string> {
  for (const part of chunk.split(/[^\p{L}\p{N}'’]+/u)) {
    const w = part.replace(/^'+|'+$/g, "");
    if (w === "") continue;
    if (UNSPACED.test(w)) {
      if (UNSPACED_NEGATION.test(w)) yield "not";
      yield* unspaced(w);
      continue;
    }
    const neg = /^(.+)n't$/.exec(w);
    if (neg?.[1]) {
      yield neg[1] === "wo" ? "will" : neg[1] === "ca" ? "can" : neg[1];
      yield "not";
      continue;
    }
    yield w;
  }
}

/** Character pairs of the runs of unspaced scripts (one character alone stays itself); other letters as words. */
function* unspaced(w: string): Generator<string> {
  let last = 0;
  for (const m of w.matchAll(UNSPACED_RUN)) {
    if (m.index > last) yield w.slice(last, m.index);
    const run = [...m[0]];
    if (run.length === 1) yield m[0];
    for (let i = 0; i + 1 < run.length; i++) yield `${run[i]}${run[i + 1]}`;
    last = m.index + m[0].length;
  }
  if (last < w.length) yield w.slice(last);
}

/**
 * Tokens, anchors and features of a statement (see the module comment). Memoised: a save compares
 * its title with each candidate's, and the same titles come back save after save; the value
 * returned is shared, so it is read-only.
 */
export const meaningOf: (text: string) => Meaning = memoized(readMeaning);

function readMeaning(full: string): Meaning {
  const label = leadingLabel(full);
  const text = label === null ? full : full.normalize("NFKC").replace(/[`*]/g, "").trim().replace(LABEL, "");
  const normal = normalText(text);
  const tokens: string[] = [];
  const anchors = new Set<string>();
  // camelCase is read before lower-casing; chunk boundaries are the same in both
  const original = text.normalize("NFKC").replace(/[`*]/g, "").split(/\s+/);
  const lowered = new Map<string, boolean>();
  for (const chunk of original) {
    const bare = chunk.replace(EDGE_START, "").replace(EDGE_END, "");
    if (bare) lowered.set(bare.toLowerCase(), /\p{Ll}\p{Lu}/u.test(bare));
  }
  for (const raw of normal.split(" ")) {
    const chunk = raw.replace(EDGE_START, "").replace(EDGE_END, "");
    if (chunk === "") continue;
    if (NAMED.test(chunk) || lowered.get(chunk) === true) {
      tokens.push(chunk);
      anchors.add(chunk);
      continue;
    }
    for (const w of words(chunk)) {
      if (NEGATIONS.has(w)) {
        tokens.push(w);
        anchors.add(NEGATION_ANCHOR);
      } else if (RESTRICTORS.has(w)) {
        tokens.push(w);
        anchors.add(w);
      } else if (!STOP.has(w)) tokens.push(UNSPACED.test(w) ? w : stemmer(w));
    }
  }
  const features = new Set(tokens);
  for (let i = 0; i + 1 < tokens.length; i++) features.add(`${tokens[i]} ${tokens[i + 1]}`);
  const units = new Set(tokens.flatMap((t) => (UNSPACED.test(t) ? [...t] : [t])));
  return { normal, tokens, anchors, features, units, label };
}

/** Jaccard similarity of two feature sets (0 when both are empty). */
export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 0;
  let shared = 0;
  for (const x of a) if (b.has(x)) shared++;
  return shared / (a.size + b.size - shared);
}

function sameSet(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  if (a.size !== b.size) return false;
  for (const x of a) if (!b.has(x)) return false;
  return true;
}

export interface Comparison {
  /** Same meaning: exact, or a near duplicate. */
  same: boolean;
  /** Equal normal forms. */
  exact: boolean;
  /** Similarity of the features (0–1). */
  similarity: number;
  /** Both name the same things (equal anchor sets). */
  sameAnchors: boolean;
  /** The tokens of one are all tokens of the other (nothing replaced). */
  nested: boolean;
}

function subset(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  for (const t of a) if (!b.has(t)) return false;
  return true;
}

/** Compares two statements (or their {@link meaningOf}); see the module comment for the rule. */
export function compareMeaning(a: string | Meaning, b: string | Meaning): Comparison {
  const x = typeof a === "string" ? meaningOf(a) : a;
  const y = typeof b === "string" ? meaningOf(b) : b;
  if (x.label !== null && y.label !== null && x.label !== y.label) {
    // two different labels: each is part of what its statement says
    return compareMeaning(`${x.label} ${x.normal}`, `${y.label} ${y.normal}`);
  }
  const exact = x.normal !== "" && x.normal === y.normal;
  const similarity = exact ? 1 : jaccard(x.features, y.features);
  const sameAnchors = sameSet(x.anchors, y.anchors);
  const nested = subset(x.units, y.units) || subset(y.units, x.units);
  const near = sameAnchors && nested && similarity >= NEAR_DUPLICATE_MIN;
  return { same: exact || near, exact, similarity, sameAnchors, nested };
}

/** True when `a` and `b` state the same thing (exact or near duplicate). */
export function sameMeaning(a: string | Meaning, b: string | Meaning): boolean {
  return compareMeaning(a, b).same;
}
