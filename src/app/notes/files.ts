/**
 * Plain file I/O for the notes (no parsing, so the PreToolUse backup path stays small): where the notes
 * folder, a note and INDEX.md are, reading text, and atomic writes (write-file-atomic: temp file, then
 * rename, so a reader never sees half a file).
 */
import { mkdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import writeFileAtomic from "write-file-atomic";
import { INDEX_FILE, NOTES_DIR } from "../../core/notes/note-path.js";

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

/** Writes atomically, creating the folder; returns false when the content was already `text`. */
export function writeText(path: string, text: string): boolean {
  if (readText(path) === text) return false;
  mkdirSync(dirname(path), { recursive: true });
  writeFileAtomic.sync(path, text);
  return true;
}
