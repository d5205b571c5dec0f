/**
 * A token written as the hex of its text (`Buffer.from(token).toString("hex")`, `xxd -p`, a hex
 * constant in code): 32 or more hex digits, an even count, whose bytes are printable ASCII without
 * blanks and read, decoded, as a token format (`redactText` turns the decoded text into one
 * vendor's redaction mark: `sk_live_…`, `ghp_…`; a generic secret kind does not count). A commit,
 * a digest or an id decodes to bytes outside printable ASCII and stays. Linear: one pass over hex
 * runs, each decoded once. Pure: no I/O.
 */

type Mark = (kind: string) => string;

/** An even-length run of 32–1024 hex digits, not part of a longer word. */
const HEX_RUN_RE = /(?<![0-9A-Za-z])(?:[0-9a-fA-F]{2}){16,512}(?![0-9A-Za-z])/g;
/** The generic kinds: a decoded value must be a token format's, not a value judged by shape alone. */
const GENERIC_KIND_RE = /^\[REDACTED:(?:secret|password|encoded_secret|private_key|credential)\]$/;

/** The text `hex` encodes when every byte is printable ASCII without blanks, else null. */
function printableText(hex: string): string | null {
  let out = "";
  for (let i = 0; i < hex.length; i += 2) {
    const b = Number.parseInt(hex.slice(i, i + 2), 16);
    if (b < 0x21 || b > 0x7e) return null;
    out += String.fromCharCode(b);
  }
  return out;
}

const isHex = (c: number): boolean => (c >= 48 && c <= 57) || ((c | 32) >= 97 && (c | 32) <= 102);

/**
 * Whether `text` holds 32 hex digits in a row (`/[0-9a-fA-F]{32}/`): such a run covers one of every
 * 32 positions, so only those are probed, and the run around a hex probe measured.
 */
function hasHexRun(text: string): boolean {
  for (let i = 31; i < text.length; i += 32) {
    if (!isHex(text.charCodeAt(i))) continue;
    let start = i;
    while (start > 0 && isHex(text.charCodeAt(start - 1))) start--;
    let end = i + 1;
    while (end < text.length && isHex(text.charCodeAt(end))) end++;
    if (end - start >= 32) return true;
  }
  return false;
}

/** `text` with each hex-encoded token replaced by a redaction mark (see the module comment). */
export function redactHexTokens(text: string, mark: Mark, redactText: (text: string) => string): string {
  if (!hasHexRun(text)) return text;
  return text.replace(HEX_RUN_RE, (m) => {
    const decoded = printableText(m);
    if (decoded === null) return m;
    const out = redactText(decoded);
    return /^\[REDACTED:[a-z_]+\]$/.test(out) && !GENERIC_KIND_RE.test(out) ? mark("encoded_secret") : m;
  });
}
