/**
 * Plain file I/O for the notes (no parsing, so the PreToolUse backup path stays small): where the notes
 * folder, a note and INDEX.md are, reading text, and atomic writes inside the project (env/safe-write:
 * exclusive temp file, then rename, so a reader never sees half a file; never through a symlink).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { INDEX_FILE, NOTES_DIR } from "../../core/notes/note-path.js";
import { projectScope, writeFileSafe } from "../env/safe-write.js";

export const notesDir = (root: string) => join(root, NOTES_DIR);
export const notePath = (root: string, topic: string) => join(notesDir(root), `${topic}.md`);
export const indexPath = (root: string) => join(notesDir(root), INDEX_FILE);

/** The file's text, or null when it does not exist or cannot be read. */
export function readText(path: string): string | null {
  try {
    return readFileSync(path, "utf8");
  } catch {
    // absent or unreadable: null, as documented
    return null;
  }
}

/**
 * Writes `path` (below `root`: the project root, or the git dir for info/exclude) atomically, creating
 * folders; returns false when the content was already `text`. The text is redacted first (INDEX.md
 * and backups never hold a secret); `verbatim` is for the user's own files that Cairn stamps, restores
 * or edits a marked block of (notes, CLAUDE.md, .git/info/exclude). Throws CairnError "UNSAFE_PATH" /
 * "FOREIGN_OWNER" (env/safe-write.ts) with nothing written.
 */
export function writeText(
  root: string,
  path: string,
  text: string,
  opts: { verbatim?: boolean } = {},
): boolean {
  if (readText(path) === text) return false;
  writeFileSafe(projectScope(root), path, text, opts);
  return true;
}
