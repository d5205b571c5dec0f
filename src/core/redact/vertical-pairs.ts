/**
 * A key/value pair printed vertically: a credential label alone on its line and the value alone on the
 * next (past one rule line) — redis-cli's `1) "requirepass"` / `2) "…"`, psql's column header, `---`
 * and cell. The label and value are judged by the generic rule (generic-credential.ts). Linear: one
 * line-anchored regex of bounded classes. Pure: no I/O.
 */
import { credentialLabel, opaqueCredential } from "./generic-credential.js";
import { slotLabel, unnamedCredential } from "./id-values.js";

type Mark = (kind: string) => string;
type IsPlaceholder = (value: string) => boolean;

/**
 * A label alone on its line and the value alone on the next (past one rule line): a key/value pair
 * printed vertically — redis-cli's `1) "requirepass"` / `2) "…"`, psql's column header, `---` and
 * cell. Groups: (1) label, (2) value.
 */
const VERTICAL_PAIR_RE =
  /^[ \t]*(?:\d{1,3}\)[ \t]*)?["']?([A-Za-z_][\w.-]{0,59})["']?:?[ \t]*\r?\n(?:[ \t]*[-+=─━|]{3,}[ \t]*\r?\n)?[ \t]*(?:\d{1,3}\)[ \t]*)?["']?([A-Za-z0-9+/_~.=-]{16,1024})["']?[ \t]*$/gm;

/** Redacts the value of a vertically printed pair under a credential label (see VERTICAL_PAIR_RE). */
export function redactVerticalPairs(text: string, mark: Mark, isPlaceholder: IsPlaceholder): string {
  if (!text.includes("\n")) return text;
  return text.replace(VERTICAL_PAIR_RE, (m, label: string, value: string) => {
    const strength = credentialLabel(label);
    if (strength === null || isPlaceholder(value) || !opaqueCredential(value, strength === "strong"))
      return m;
    if (slotLabel(label) && !unnamedCredential(value)) return m; // `key` / `<object id>`
    return `${m.slice(0, m.lastIndexOf(value))}${mark("secret")}${m.slice(m.lastIndexOf(value) + value.length)}`;
  });
}
