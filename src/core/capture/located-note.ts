/**
 * Where an installed program lives, as a lookup printed it: `where ffmpeg` (Windows `where.exe`),
 * `which uv`, `command -v node`, `type -p cargo`, `whereis python3`. The note is kept on the lookup's
 * event (`located: <program> at <path>`) and becomes a project fact only when the session then ran
 * that program (core/capture/capture-located). Pure; does not redact (callers do).
 */

export const LOCATED_MARK = "located: ";

/** A lookup step: group 1 is the program looked up (one name, no options after it). */
const LOOKUP = /^\s*(?:where(?:\.exe)?|which|command -v|type -p|whereis)\s+([\w][\w.+-]*)\s*(?:$|[|;&]|\d?>)/;
/** An absolute path on a line of its own: POSIX, a drive letter, or a Git Bash / MSYS drive (`/c/…`). */
const ABSOLUTE = /^(?:[A-Za-z]:[\\/]|\/)\S(?:.*\S)?$/;

/** The program a path runs: its last part without a Windows executable extension. */
const baseName = (path: string) =>
  (path.split(/[\\/]/).at(-1) ?? "").replace(/\.(?:exe|cmd|bat|com|ps1)$/i, "").toLowerCase();

/**
 * `located: <program> at <path>` for a lookup command whose output names the program's first
 * path (the one the shell runs: where(1) and which(1) list in PATH order), else null. The command
 * may start with `cd <dir> &&` and end with a fallback (`|| echo "not found"`); `whereis` output
 * (`name: /usr/bin/name …`) counts by its first path.
 */
export function locatedNote(command: string, output: string): string | null {
  const step = command.replace(/^\s*cd\s+(?:"[^"]*"|'[^']*'|\S+)\s*&&\s*/, "");
  const program = LOOKUP.exec(step)?.[1];
  if (!program) return null;
  const wanted = program.replace(/\.(?:exe|cmd|bat|com)$/i, "").toLowerCase();
  for (const raw of output.split("\n").slice(0, 20)) {
    const line = raw.trim().replace(/^[\w.+-]+:\s+(?=\/)/, "");
    const path = line.split(/\s+(?=\/)/)[0] ?? "";
    if (ABSOLUTE.test(path) && baseName(path) === wanted) return `${LOCATED_MARK}${program} at ${path}`;
  }
  return null;
}

/** The program and path of a `located:` note, or null. */
export function parseLocated(detail: string | null): { program: string; path: string } | null {
  if (!detail?.startsWith(LOCATED_MARK)) return null;
  const m = /^(\S+) at (.+)$/.exec(detail.slice(LOCATED_MARK.length));
  return m ? { program: m[1] as string, path: m[2] as string } : null;
}
