/**
 * The notes' line in `cairn doctor`: how many notes the project has and which have broken frontmatter
 * (reported, never dropped), plus whether `.cairn/` is kept out of git. Reads files only (no store).
 * Shaped like app/doctor.ts's Check: `checks.push(notesCheck(projectRoot))`.
 */
import { findGitRoot } from "../env/project.js";
import { readExcludeState } from "./git-exclude.js";
import { readNoteFiles } from "./note-files.js";

export function notesCheck(root: string): { name: string; status: "ok" | "warn" | "fail"; detail: string } {
  const { exists, files } = readNoteFiles(root);
  if (!exists) return { name: "notes", status: "ok", detail: "no .cairn/notes/ in this project" };
  const broken = files.filter((f) => !f.parsed.ok);
  const exclude = readExcludeState(findGitRoot(root)?.gitDir ?? null);
  const git =
    exclude.file === null
      ? "not a git repository"
      : !exclude.present
        ? `not yet excluded from git (${exclude.file}; the next session fixes it)`
        : exclude.shared
          ? "shared in git"
          : "git-excluded";
  if (broken.length > 0)
    return {
      name: "notes",
      status: "warn",
      detail: `${broken.length} of ${files.length} note(s) with broken frontmatter: ${broken
        .map((f) => `${f.name} (${f.parsed.ok ? "" : f.parsed.error})`)
        .join("; ")}; ${git}`,
    };
  return {
    name: "notes",
    status: exclude.file !== null && !exclude.present ? "warn" : "ok",
    detail: `${files.length} note(s), ${git}`,
  };
}
