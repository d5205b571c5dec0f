/**
 * A credential's code name written inside Chinese, Japanese or Korean text, with no space or word
 * boundary on either side: `Okta的client_secret是<value>`, `生产环境的DB_PASSWORD：<value>`,
 * `新しいaccess_tokenは<value>です`. The name (a secret-holding identifier: secret-names.ts) is
 * followed by a copula or colon of those languages (是, 为/為, は, 는/은, ：, :) and the value, which
 * ends at a blank or at the next CJK character or punctuation (`，别外传`, `です`). The value must
 * look like a credential, generated or a password (an id or a word after `client_id是` stays).
 * The name may also stand at the start of a line or after a blank. Pure: no I/O.
 */
import { rewriteLines } from "./line-scan.js";
import { strongPassword } from "./positional.js";
import { isSecretName, looksLikeCredential } from "./secret-patterns.js";
import { looksRandomToken } from "./token-shape.js";
import { isPlaceholder } from "./values.js";

type Mark = (kind: string) => string;

/** Han, kana and Hangul, and the full-width punctuation of those languages (U+3000–U+303F, U+FF00–U+FFEF). */
const CJK = String.raw`\u3000-\u303f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uff00-\uffef`;
/**
 * An identifier right after CJK text, its copula or colon, the value: (1) the name, (2) the head up to
 * the value, (3) the value (ASCII, up to a blank or CJK).
 */
const GLUED_NAME_RE = new RegExp(
  String.raw`(?<=[${CJK}\s(]|^)([A-Za-z][A-Za-z0-9_.-]{1,60})([ \t]*(?:是|为|為|は|는|은|：|:)[ \t]*)([!-~]{6,256}?)(?=[\s${CJK}]|$)`,
  "g",
);
/** What a line needs for GLUED_NAME_RE to match there: a CJK character. */
const STEM_RE = new RegExp(`[${CJK}]`, "g");

/** Redacts the value after a credential name glued to CJK text (see the module comment). */
export function redactCjkNames(text: string, mark: Mark): string {
  return rewriteLines(text, STEM_RE, (line) =>
    line.replace(GLUED_NAME_RE, (m, name: string, head: string, value: string) => {
      const bare = value.replace(/^["'「『]|["'」』]$/g, "");
      if (!isSecretName(name) || isPlaceholder(bare)) return m;
      const shaped = looksRandomToken(bare, 16) || looksLikeCredential(bare) || strongPassword(bare);
      return shaped ? `${name}${head}${mark("secret")}` : m;
    }),
  );
}
