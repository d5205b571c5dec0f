/**
 * The secret-shaped word near a credential word in prose (prose.ts `redactProse`): among the next eight
 * (or previous six) words on the same line, the first that is password- or key-shaped and is not an id
 * (an id format, after an id role word or a verb on an object), a placeholder, or an id-long value that
 * no copula, colon, flag or quote introduces. Pure: no I/O.
 */
import { idFormat, idRoleWord, idVerb, unnamedCredential } from "./id-values.js";
import { strongPassword, wordPassword } from "./positional.js";
import { randomWord, wordiness } from "./token-shape.js";
import { labelledId } from "./value-context.js";
import { isPlaceholder } from "./values.js";

/** A word of prose that may be a secret: no code punctuation, not a member path like `core.$Key`. */
const PROSE_VALUE_RE = /^[^()[\]{}<>$`'"=;,|&\\]+$/;

/**
 * Words that introduce a value: a copula (the COPULA_RE and FOREIGN_COPULA_RE ones), "to", "as",
 * "now", articles and possessives before a value named earlier ("the token is now X", "it's X").
 */
const INTRODUCING_WORDS = new Set(
  (
    "is are was were be been now currently to as it's it’s the a an my your our new set changed reset " +
    "updated use ist sind lautet lauten war est c'est sont était es son era fue é são foi è sono är je это " +
    "er on là adalah " +
    "ialah este és είναι היא הוא है 是 为 為 は 는 은 คือ"
  ).split(" "),
);

/**
 * Whether `word` introduces the value after it (see INTRODUCING_WORDS): a copula or article, a word
 * ending in `:`, `=` or an arrow, a dash, a flag (`-n`, `--data`), or the value itself is quoted.
 */
function introduced(word: string, value: string): boolean {
  const bare = word.replace(/^[(["'`]+|[.,;!?)\]"'`]+$/g, "").toLowerCase();
  return (
    INTRODUCING_WORDS.has(bare) ||
    /['’]s$/.test(bare) ||
    /[:：=>→]$|^[-—–]+$|^-{1,2}[A-Za-z]/.test(word) ||
    /^["'`「“(]/.test(value)
  );
}

/** The first secret-shaped word (start, end) among the next words from `at` in direction `dir`. */
export function nearWords(text: string, at: number, dir: 1 | -1, slot: boolean): [number, number][] {
  // the same line only, within 160 characters after or 120 before
  const raw = dir === 1 ? text.slice(at, at + 160) : text.slice(Math.max(0, at - 120), at);
  const nl = dir === 1 ? raw.indexOf("\n") : raw.lastIndexOf("\n");
  const span = nl < 0 ? raw : dir === 1 ? raw.slice(0, nl) : raw.slice(nl + 1);
  // every value wordPassword accepts holds a digit
  if (!/\d/.test(span)) return [];
  const base = dir === 1 ? at : at - span.length;
  const words = [...span.matchAll(/\S+/g)];
  const near = dir === 1 ? words.slice(0, 8) : words.slice(-6).reverse();
  for (const [i, w] of near.entries()) {
    // a word the window cut is judged whole (a long ciphertext or token is one word)
    const cut = dir === 1 && nl < 0 && (w.index ?? 0) + w[0].length === raw.length;
    const word = cut ? (/^\S+/.exec(text.slice(base + (w.index ?? 0)))?.[0] ?? w[0]) : w[0];
    // without quotes, brackets, trailing punctuation and markdown emphasis (`**bold**`, `_it_`)
    const core = /^[("'`<[*_]*(.*?)[)"'`>\].,;:!?*_]*$/.exec(word)?.[1] ?? word;
    if (/^(?:sha\d*|md5)[:.-]/i.test(core)) continue; // SHA256:… is a fingerprint
    // `admin:p4ss` and `admin/p4ss` credentials: the part after the separator
    const cred = /^[\w.@-]{1,64}[:/](.+)$/.exec(core)?.[1];
    const value = cred ?? core;
    // (a word holding a mark was judged already: `…%3A[REDACTED:password]%40host`)
    if (word.includes("[REDACTED:") || !PROSE_VALUE_RE.test(value) || isPlaceholder(value)) continue;
    // an id: in an id format, after a word that names an object or an action on one (`uid X`,
    // `-accessor X`, `delete X`), or short for a credential after a slot word (`key: <nanoid>`)
    const at = words.indexOf(w);
    const prev = words[at - 1]?.[0] ?? "";
    // (`token lookup <token>`: a verb on a token may take the token itself)
    const verb = idVerb(prev) && !/^tokens?$/i.test(words[at - 2]?.[0] ?? "");
    // (a slot word's labelled id: a CI cache key `gradle-<sha256>`)
    const slotId = slot && (!unnamedCredential(value) || labelledId(value));
    if (idFormat(value) || idRoleWord(prev) || verb || slotId) continue;
    // an id-long value (20 to 31 characters) past the next word must be introduced (`token for prod is X`, `-n X`, `key: X`,
    // quoted): after a noun it names that noun's object (`il token dell'utente X`, `用户 X 的令牌`)
    if (
      i > 0 &&
      value.length >= 20 &&
      !unnamedCredential(value) &&
      !introduced(dir === 1 ? prev : (near[i - 1]?.[0] ?? ""), w[0])
    )
      continue;
    // right after the secret word ("password Xy7…"), a password of three character classes suffices
    const adjacent =
      dir === 1 &&
      i === 0 &&
      strongPassword(value) &&
      /\d/.test(value) &&
      /[a-z]/.test(value) &&
      wordiness(value) < 0.5;
    // a short random word (`cX9zA1sD`) counts only within three words after the secret word, not near an id
    const random = dir === 1 && i <= 2 && randomWord(value) && !/\b(?:id|ID|Id|ids|IDs)\b/.test(span);
    if (!adjacent && !random && !wordPassword(value, false)) continue;
    const start = base + (w.index ?? 0) + word.indexOf(value);
    return [[start, start + value.length]];
  }
  return [];
}
