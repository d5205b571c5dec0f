/**
 * Which version of a program is installed, as the program printed it: `uv --version` → "uv 0.4.18",
 * `node -v` → "v22.13.0", `ffmpeg -version` → "ffmpeg version 8.0-full_build…", `go version`,
 * `python3 -V`. The note is kept on the query's event (`version: <program> <version>`) and becomes a
 * project fact only when the session then ran that program and the run passed
 * (core/capture/capture-located). Pure; does not redact (callers do).
 */

export const VERSION_MARK = "version: ";

/**
 * A version query: one program (group 1) asked only for its version — `--version`, `-version`, `-V`,
 * `-v`, or a `version` subcommand — with nothing after it but a redirect of stderr or a fallback.
 */
const QUERY =
  /^\s*([\w][\w.+-]*)\s+(?:--version|-version|-V|-v|version)\s*(?:$|\|\||2>&1\s*(?:$|\|\|)|2>\/dev\/null\s*(?:$|\|\|))/;
/** A version: digits with at least one dot, and the build suffix that follows it (`8.0-full_build`, `1.79.0`). */
const VERSION = /(?<![\d.])(\d+\.\d+(?:\.\d+)*(?:[-+][\w.]+)*)/;
/** `-v` means verbose to many programs: its answer counts only as one short line. */
const SHORT_ANSWER = 60;

/**
 * `version: <program> <version>` for a version query whose output's first non-empty line holds a
 * version (see QUERY, VERSION), else null. The command may start with `cd <dir> &&`.
 */
export function versionNote(command: string, output: string): string | null {
  const step = command.replace(/^\s*cd\s+(?:"[^"]*"|'[^']*'|\S+)\s*&&\s*/, "");
  const m = QUERY.exec(step);
  const program = m?.[1];
  if (!program) return null;
  const lines = output.split("\n").filter((l) => l.trim() !== "");
  const first = (lines[0] ?? "").trim();
  if (first === "" || first.length > 200) return null;
  if (/\s-v\b/.test(step) && (lines.length > 1 || first.length > SHORT_ANSWER)) return null;
  const version = VERSION.exec(first)?.[1];
  return version ? `${VERSION_MARK}${program} ${version}` : null;
}

/** The program and version of a `version:` note, or null. */
export function parseVersion(detail: string | null): { program: string; version: string } | null {
  if (!detail?.startsWith(VERSION_MARK)) return null;
  const m = /^(\S+) (\S+)$/.exec(detail.slice(VERSION_MARK.length));
  return m ? { program: m[1] as string, version: m[2] as string } : null;
}
