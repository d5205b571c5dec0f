/**
 * Text a terminal colours: ANSI SGR escape sequences (ECMA-48 section 8.3.117, "Select Graphic
 * Rendition": ESC `[` parameters `m`) between a name and its value (`\x1b[1;32mVAULT_TOKEN\x1b[0m=`
 * `\x1b[33mhvs.…\x1b[0m`, as `env`, `printenv` or a colouring pager print them) hide both the
 * assignment and the token's word boundary from every rule. When the text without them holds a
 * secret, the redacted plain text is returned (the colours are dropped); otherwise null and the
 * text goes on as it was. Linear: one replace, and the rules run again only on a text with an
 * escape. Pure: no I/O.
 */

const ESC = String.fromCharCode(27);
/** An SGR sequence: ESC `[`, up to 32 parameter characters, `m`. */
const SGR_RE = new RegExp(`${ESC}\\[[0-9;:]{0,32}m`, "g");

/** The redacted text without its colours when they hid a secret, else null. */
export function redactColoredText(text: string, redactText: (text: string) => string): string | null {
  if (!text.includes(`${ESC}[`)) return null;
  const plain = text.replace(SGR_RE, "");
  if (plain === text) return null;
  const out = redactText(plain);
  return out === plain ? null : out;
}
