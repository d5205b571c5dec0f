/**
 * Phrases around a credential word that make it about an id, a hash or a public value ("the key for
 * idempotency is", "cache key", "token id", "key fingerprint"), judged by the generic rule's labels
 * (generic-credential.ts `credentialLabel`). Used by the prose and name-value rules. Pure: no I/O.
 */
import { builtOnUse } from "./built-on-use.js";
import { credentialLabel, labelWords } from "./generic-credential.js";

/** Words (and their forms in other languages: `idempotencia`, `Hashwert`) that make a phrase about an id, hash or public value. */
const ID_PHRASE_RE = builtOnUse(
  () =>
    /^(?:ids?|uuid|guid|ulid|hash\p{L}*|sha\d*|digest\p{L}*|checksum\p{L}*|etag|commit|revision|nonce|fingerprint\p{L}*|public|cache|idempot\p{L}*|cursor|request|trace|correlation\p{L}*|example|sample|fake|mock|dummy|placeholder)$/u,
);

/** True when a phrase ("the key for idempotency is", "la clave de idempotencia es") names an id, hash or public value. */
export function phraseNamesId(phrase: string): boolean {
  return labelWords(phrase).some((w) => ID_PHRASE_RE.test(w));
}

/**
 * True when the word right before or after a credential word at `at` in `text` makes the phrase an id,
 * hash or public value ("cache key", "idempotency key", "public key", "token id", "key fingerprint":
 * credentialLabel is null).
 */
export function describedAway(text: string, at: number, word: string): boolean {
  const before = /(\p{L}{2,20})[ \t_-]+$/u.exec(text.slice(Math.max(0, at - 24), at))?.[1];
  const end = at + word.length;
  const after = /^[ \t_-]+(\p{L}{2,20})(?![\p{L}\p{N}])/u.exec(text.slice(end, end + 24))?.[1];
  if (before === undefined && after === undefined) return false;
  return (
    credentialLabel(word) !== null &&
    ((before !== undefined && credentialLabel(`${before} ${word}`) === null) ||
      (after !== undefined && credentialLabel(`${word} ${after}`) === null))
  );
}
