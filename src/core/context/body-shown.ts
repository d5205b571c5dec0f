/**
 * What of a memory's body its one pack line shows: the body's sentences less those that say nothing
 * the pack does not already say — a sentence written to the same template in several memories of the
 * project (the same words once digits are set aside: how a memory was captured, e.g. "said during a
 * session (<date>)", which every line's id and age already stand for) and a sentence whose words are
 * nearly all in the memory's own title (a failed attempt's "Tried X … Then Y passed" under "X failed;
 * Y worked instead"). Decided by repetition across memories and overlap with the title only, never by
 * a project's words. Pure.
 */
import { oneLine } from "../common/text.js";
import type { Memory } from "../memories/memory.js";

/** Distinct memories a sentence must open or appear in (within their first BODY_HEAD units) to be a template. */
export const TEMPLATE_MIN = 2;
/** Units of each body read for templates (what a pack line could show, with margin). */
const BODY_HEAD = 240;
/** Units of a body read for its pack line (the line shows at most 200 of what is left). */
const BODY_READ = 1200;
/** Shortest sentence key (in units) that may count as a template. */
const TEMPLATE_KEY_MIN = 12;
/** Share of a sentence's words found in the title at which the sentence repeats it. */
const TITLE_SHARE = 0.6;

/** Sentence ends: `.`, `!`, `?` (or CJK forms) after a non-digit, followed by a space. */
const SENTENCE_SPLIT = /(?<=[^\d\s.][.!?]|[。！？])\s+/;

/** Lower-case words, every run of digits as "0": sentences of one template share one key. */
export function sentenceKey(sentence: string): string {
  return sentence
    .toLowerCase()
    .replace(/\d+/g, "0")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

function sentences(body: string): string[] {
  return oneLine(body)
    .split(SENTENCE_SPLIT)
    .filter((s) => s !== "");
}

/** Memories read for templates: the first of the pack's order (the ones its lines can show). */
export const TEMPLATE_SCAN = 120;

/**
 * Keys of the sentences found in at least {@link TEMPLATE_MIN} distinct bodies among the first
 * {@link TEMPLATE_SCAN} of `memories` (give them in pack order).
 */
export function templateSentences(memories: readonly Memory[]): ReadonlySet<string> {
  const count = new Map<string, number>();
  for (const m of memories.slice(0, TEMPLATE_SCAN)) {
    if (!m.body) continue;
    const keys = new Set(sentences(m.body.slice(0, BODY_HEAD)).map(sentenceKey));
    for (const k of keys) if (k.length >= TEMPLATE_KEY_MIN) count.set(k, (count.get(k) ?? 0) + 1);
  }
  const out = new Set<string>();
  for (const [k, n] of count) if (n >= TEMPLATE_MIN) out.add(k);
  return out;
}

/** Whether nearly every word of `sentence` (three words or more) is a word of `title`. */
function repeatsTitle(sentence: string, titleWords: ReadonlySet<string>): boolean {
  const words = sentenceKey(sentence)
    .split(" ")
    .filter((w) => w !== "");
  if (words.length < 3) return false;
  const inTitle = words.filter((w) => titleWords.has(w)).length;
  return inTitle / words.length >= TITLE_SHARE;
}

/** `m`'s body on one line less its template sentences and the sentences that repeat its title; "" when none is left. */
export function shownBody(m: Memory, templates: ReadonlySet<string>): string {
  if (!m.body) return "";
  const titleWords = new Set(sentenceKey(m.title).split(" "));
  return sentences(m.body.slice(0, BODY_READ))
    .filter((s) => !templates.has(sentenceKey(s)) && !repeatsTitle(s, titleWords))
    .join(" ");
}
