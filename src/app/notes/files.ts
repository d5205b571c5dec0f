/**
 * Plain file I/O for the notes (no parsing, so the PreToolUse backup path stays small): where the notes
 * folder, a note and INDEX.md are, reading text, and atomic writes (write-file-atomic: temp file, then
 * rename, so a reader never sees half a file).
 */
import { mkdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import writeFileAtomic from "write-file-atomic";
import { INDEX_FILE, NOTES_DIR } from "../../core/notes/note-path.js";
import { redactStoredText } from "../../core/redact/stored-text.js";

export const notesDir = (root: string) => join(root, NOTES_DIR);
export const notePath = (root: string, topic: string) => join(notesDir(root), `${topic}.md`);
export const indexPath = (root: string) => join(notesDir(root), INDEX_FILE);

/** The file's text, or null when it does not exist or cannot be read. */
export function readText(path: string): string | null {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return null;
  }
}

/**
 * Writes atomically, creating the folder; returns false when the content was already `text`. The
 * text is redacted first (INDEX.md and backups never hold a secret); `verbatim` is for the user's own
 * files that Cairn stamps, restores or edits a marked block of (notes, CLAUDE.md, .git/info/exclude).
 */
export function writeText(path: string, text: string, opts: { verbatim?: boolean } = {}): boolean {
  const out = opts.verbatim === true ? text : redactStoredText(text);
  if (readText(path) === out) return false;
  mkdirSync(dirname(path), { recursive: true });
  writeFileAtomic.sync(path, out);
  return true;
}
