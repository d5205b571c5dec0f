/**
 * Where topic notes live and which tool calls touch them. Imports nothing: the hook entry (the
 * PostToolUse hot path) uses `mentionsNotes` to decide, with a few string operations, whether a tool
 * call wrote a note at all.
 */

/** Cairn's folder at the project root (git-excluded by default). */
export const CAIRN_DIR = ".cairn";
/** Project-relative folder of the notes: one markdown file per topic. */
export const NOTES_DIR = ".cairn/notes";
/** Generated index of every note's frontmatter; never hand-edited. */
export const INDEX_FILE = "INDEX.md";
/** Ring of prior note versions, `<NOTES_DIR>/.backups/<topic>/`. */
export const BACKUPS_DIR = ".backups";

const slashes = (p: string) => p.replaceAll("\\", "/");

/**
 * The topic of a project-relative path when it names a note: `.cairn/notes/<topic>.md` directly in
 * the notes folder, `<topic>` not starting with a dot, not `INDEX`. Otherwise null.
 */
export function noteTopic(relPath: string): string | null {
  const p = slashes(relPath).replace(/^(\.\/)+/, "");
  if (!p.startsWith(`${NOTES_DIR}/`)) return null;
  const name = p.slice(NOTES_DIR.length + 1);
  if (name.includes("/") || !name.endsWith(".md") || name.startsWith(".")) return null;
  const topic = name.slice(0, -3);
  return topic === "" || topic === "INDEX" ? null : topic;
}

/** True when `relPath` is inside Cairn's own folder (notes, index, backups): never "code". */
export function isCairnPath(relPath: string): boolean {
  const p = slashes(relPath).replace(/^(\.\/)+/, "");
  return p === CAIRN_DIR || p.startsWith(`${CAIRN_DIR}/`);
}

/**
 * Splits an absolute path of a file in some project's notes folder into the project root and the
 * file name (`<root>/.cairn/notes/<name>`); null when the path is not directly in a notes folder.
 */
export function splitNotePath(absPath: string): { root: string; name: string } | null {
  const p = slashes(absPath);
  const at = p.lastIndexOf(`/${NOTES_DIR}/`);
  if (at < 0) return null;
  const name = p.slice(at + NOTES_DIR.length + 2);
  if (name === "" || name.includes("/")) return null;
  return { root: p.slice(0, at) || "/", name };
}

/** Cheap test for the hook entry: does any of these paths point into a notes folder? */
export function mentionsNotes(paths: readonly unknown[]): boolean {
  return paths.some((p) => typeof p === "string" && slashes(p).includes(`${NOTES_DIR}/`));
}
