/**
 * Redaction that remembers what it returned, so a text redacted where it was captured is not redacted
 * again where it is stored (the store's bind choke point, store/sqlite/statements.ts). `redact` is
 * idempotent — redact(redact(x)) === redact(x), asserted over the secret corpus in
 * test/reliability/secrets/detection.test.ts — so a text it returned redacts to itself, and
 * `redactOnce` returns such a text as is. `redact` itself stays uncached. Memory is bounded by
 * characters (the oldest texts are forgotten first). Pure as a function: same input, same output.
 */
import { redact } from "./redact.js";

/** Characters of remembered texts kept at most (about 8 MB of UTF-16). */
const MAX_CHARS = 4_000_000;
/** A longer text is not remembered (one would evict most of the others). */
const MAX_TEXT = 200_000;

const remembered = new Set<string>();
let chars = 0;

function remember(text: string): void {
  if (text.length > MAX_TEXT || remembered.has(text)) return;
  remembered.add(text);
  chars += text.length;
  for (const oldest of remembered) {
    if (chars <= MAX_CHARS) break;
    remembered.delete(oldest);
    chars -= oldest.length;
  }
}

/** `redact(text)`, without running the rules again on a text `redactOnce` returned before. */
export function redactOnce(text: string): string {
  if (remembered.has(text)) return text;
  const out = redact(text);
  remember(out);
  return out;
}
