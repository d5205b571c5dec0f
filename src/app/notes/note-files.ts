/**
 * The note files on disk: `<root>/.cairn/notes/<topic>.md`, read and parsed (dot-files, INDEX.md and
 * anything that is not a `.md` file are not notes). Plain I/O helpers live in files.ts.
 */
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { type ParsedNote, parseNote } from "../../core/notes/frontmatter.js";
import { INDEX_FILE } from "../../core/notes/note-path.js";
import { notesDir, readText } from "./files.js";

export { indexPath, notePath, notesDir, readText, writeText } from "./files.js";

export interface NoteFile {
  topic: string;
  /** File name in the notes folder, e.g. `auth.md`. */
  name: string;
  /** Absolute path. */
  path: string;
  text: string;
  mtimeMs: number;
  parsed: ParsedNote;
}

/** Every note of the project, sorted by topic; `exists` is false when there is no notes folder. */
export function readNoteFiles(root: string): { exists: boolean; files: NoteFile[] } {
  const dir = notesDir(root);
  if (!existsSync(dir)) return { exists: false, files: [] };
  const files: NoteFile[] = [];
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (!e.isFile() || !e.name.endsWith(".md") || e.name.startsWith(".") || e.name === INDEX_FILE) continue;
    const path = join(dir, e.name);
    const text = readText(path);
    if (text === null) continue;
    let mtimeMs = 0;
    try {
      mtimeMs = statSync(path).mtimeMs;
    } catch {
      // a note removed since it was listed is skipped
      continue;
    }
    files.push({ topic: e.name.slice(0, -3), name: e.name, path, text, mtimeMs, parsed: parseNote(text) });
  }
  return { exists: true, files: files.sort((a, b) => (a.topic < b.topic ? -1 : a.topic > b.topic ? 1 : 0)) };
}
