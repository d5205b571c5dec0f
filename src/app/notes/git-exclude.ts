/**
 * Git invisibility without touching `.gitignore`: Cairn's local content is listed in the repository's
 * `info/exclude` (in the common git dir, so plain repositories, linked worktrees whose `.git` is a file,
 * and submodules all work; outside git there is nothing to do). One managed block, rewritten in place:
 *
 *     local (default)           shared (`cairn notes share`)
 *     /.cairn/                  /.cairn/*
 *     /CLAUDE.local.md          !/.cairn/notes/
 *                               /.cairn/notes/.backups/
 *                               /CLAUDE.local.md
 *
 * Sharing un-excludes `.cairn/notes/` only (git cannot re-include below an excluded folder, hence
 * `/.cairn/*`); backups and everything else under `.cairn/` stay local.
 */
import { join } from "node:path";
import { commonDir } from "../env/project.js";
import { readText, writeText } from "./files.js";

export const EXCLUDE_BEGIN =
  "# >>> cairn: local memory, not committed (managed by cairn; see `cairn notes share`)";
export const EXCLUDE_END = "# <<< cairn";

const LOCAL = ["/.cairn/", "/CLAUDE.local.md"];
const SHARED = ["/.cairn/*", "!/.cairn/notes/", "/.cairn/notes/.backups/", "/CLAUDE.local.md"];

export interface ExcludeState {
  /** The exclude file, or null outside git. */
  file: string | null;
  /** Whether the managed block is there. */
  present: boolean;
  shared: boolean;
}

export function excludeFile(gitDir: string | null): string | null {
  return gitDir ? join(commonDir(gitDir), "info", "exclude") : null;
}

function block(text: string): { start: number; end: number } | null {
  const start = text.indexOf(EXCLUDE_BEGIN);
  if (start < 0) return null;
  const close = text.indexOf(EXCLUDE_END, start);
  return close < 0 ? null : { start, end: close + EXCLUDE_END.length };
}

export function readExcludeState(gitDir: string | null): ExcludeState {
  const file = excludeFile(gitDir);
  if (!file) return { file: null, present: false, shared: false };
  const text = readText(file) ?? "";
  const at = block(text);
  return {
    file,
    present: at !== null,
    shared: at !== null && text.slice(at.start, at.end).includes("!/.cairn/notes/"),
  };
}

/**
 * Makes sure the managed block is present, in the requested mode (default: keep the current one).
 * Returns the state afterwards and whether the file was written. A no-op outside git.
 */
export function ensureExcluded(gitDir: string | null, shared?: boolean): ExcludeState & { changed: boolean } {
  const state = readExcludeState(gitDir);
  if (!state.file) return { ...state, changed: false };
  const mode = shared ?? state.shared;
  const text = readText(state.file) ?? "";
  const eol = text.includes("\r\n") ? "\r\n" : "\n";
  const wanted = [EXCLUDE_BEGIN, ...(mode ? SHARED : LOCAL), EXCLUDE_END].join(eol);
  const at = block(text);
  let next: string;
  if (at) next = text.slice(0, at.start) + wanted + text.slice(at.end);
  else next = `${text}${text === "" || text.endsWith("\n") ? "" : eol}${wanted}${eol}`;
  if (next === text) return { ...state, shared: mode, present: true, changed: false };
  writeText(commonDir(gitDir as string), state.file, next, { verbatim: true });
  return { file: state.file, present: true, shared: mode, changed: true };
}
