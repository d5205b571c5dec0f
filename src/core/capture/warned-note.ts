/**
 * The warnings a passing shell command printed that quote a name (`[!] Section @defaults[0]
 * specifies unknown option 'log'`, `npm warn Unknown user config "strict-ssl"`): kept on the event as
 * `warned: <line> | <line>` so that capture can tell when a setting the session wrote is one the
 * program does not honour (core/capture/capture-unhonoured). With `anyLine`, warning lines that quote
 * nothing are kept too (`** WARNING: connection is not using a post-quantum key exchange algorithm.`),
 * so that a warning printed run after run can be told (core/capture/repeated-warning). A warning line
 * starts with a warning marker, maybe after emphasis (`**`, `!`) and the program's name: `[!]`, `W:`,
 * `WRN`, or "warn"/"warning" in a few languages.
 * Pure; does not redact (callers do).
 */
import { clip } from "../common/text.js";

export const WARNED_MARK = "warned: ";

const WARNING =
  /^\s*(?:[*!#>]{1,3}\s*)?(?:[\w.:-]+\s+)?(?:\[!\]|W:|WRN\b|warn(?:ing)?\b|warnung\b|avertissement\b|advertencia\b|aviso\b|警告|предупреждение)/i;
/** A quoted name in a warning: 'log', "strict-ssl", `core.x`. */
const QUOTED = /['"`‘“]([\w.@[\]-]{2,80})['"`’”]/;
/** Lines of output read, warnings kept. */
const MAX_LINES = 400;
const MAX_WARNINGS = 8;
/** Characters of output read. */
const MAX_CHARS = 32_000;

/**
 * `warned: …` for an output with warning lines that quote a name (with `anyLine`, any warning lines),
 * else null (≤ 600 chars).
 */
export function warnedNote(output: string, anyLine = false): string | null {
  // warnings come early in what a tool shows; the head is read, not a whole log dump
  const head = output.length > MAX_CHARS ? output.slice(0, MAX_CHARS) : output;
  if (!/warn|WRN|\[!\]|W:|警告|aviso|предупр|avertis|advert/i.test(head)) return null;
  const kept: string[] = [];
  for (const line of head.split("\n").slice(0, MAX_LINES)) {
    if (!WARNING.test(line) || (!anyLine && !QUOTED.test(line))) continue;
    const shown = clip(line.trim(), 160);
    if (!kept.includes(shown)) kept.push(shown);
    if (kept.length === MAX_WARNINGS) break;
  }
  return kept.length > 0 ? clip(`${WARNED_MARK}${kept.join(" | ")}`, 600) : null;
}

/** True when `line` starts with a warning marker (see the module comment). */
export const isWarningLine = (line: string): boolean => WARNING.test(line);

/** The warning lines of a `warned:` note. */
export function warnedLines(detail: string | null): string[] {
  return detail?.startsWith(WARNED_MARK) ? detail.slice(WARNED_MARK.length).split(" | ") : [];
}

/** The names a warning line quotes. */
export function quotedNames(line: string): string[] {
  return [...line.matchAll(new RegExp(QUOTED.source, "g"))].map((m) => m[1] as string);
}
