/**
 * BIP-39 mnemonic seed phrases (github.com/bitcoin/bips, bip-0039.mediawiki): 12, 15, 18, 21 or 24
 * words of a 2,048-word list (English words are 3–8 lowercase letters), the whole wallet's private
 * keys. Redacted when given to a name that says so (`MNEMONIC=`, `SEED_PHRASE=`, `mnemonic:`,
 * `recoveryPhrase =`), quoted or not, keeping the name. A phrase of few distinct words (Hardhat's
 * public `test test … junk`) is a well-known development default and is kept. Pure, linear.
 */

const NAME = `(?:MNEMONIC|[Mm]nemonic|(?:SEED|RECOVERY|SECRET)_?(?:PHRASE|WORDS)|(?:[Ss]eed|[Rr]ecovery|[Ss]ecret)[_ -]?(?:[Pp]hrase|[Ww]ords))`;
const PHRASE_RE = new RegExp(
  `(${NAME}["']?[ \\t]*[:=][ \\t]*["']?)((?:[a-z]{3,8}[ \\t]+){11,23}[a-z]{3,8})(?![A-Za-z0-9_])`,
  "g",
);

/** True when `phrase` has a BIP-39 length and varies like a generated one. */
function seedPhrase(phrase: string): boolean {
  const words = phrase.split(/[ \t]+/);
  return words.length % 3 === 0 && new Set(words).size * 2 >= words.length;
}

/** Redacts named BIP-39 seed phrases in `text` (see the module comment). */
export function redactSeedPhrases(text: string, mark: (kind: string) => string): string {
  if (!/nemonic|NEMONIC|hrase|HRASE|(?:eed|EED|ecret|ECRET|ecovery|ECOVERY)[_ -]?(?:W|w)ords/.test(text))
    return text;
  return text.replace(PHRASE_RE, (m, head: string, phrase: string) =>
    seedPhrase(phrase) ? `${head}${mark("seed_phrase")}` : m,
  );
}
