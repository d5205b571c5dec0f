/**
 * The files a Codex `apply_patch` call changes, read from its patch text. Format (openai/codex
 * `codex-rs/apply-patch/apply_patch_tool_instructions.md`): `*** Begin Patch`, then per file one of
 * `*** Add File: <path>`, `*** Update File: <path>` (optionally followed by `*** Move to: <path>`),
 * `*** Delete File: <path>`, then `*** End Patch`. Paths are relative to the session's cwd (or absolute).
 * Pure.
 */

export type PatchChange = "add" | "update" | "delete" | "move";

export interface PatchFile {
  path: string;
  change: PatchChange;
}

const HEADER = /^\*\*\* (Add File|Update File|Delete File|Move to): (.+)$/;
const CHANGE: Readonly<Record<string, PatchChange>> = {
  "Add File": "add",
  "Update File": "update",
  "Delete File": "delete",
  "Move to": "move",
};

/** Every file header of the patch, in order (a moved file appears as its update and its `move` target). */
export function patchFiles(patch: string): PatchFile[] {
  const out: PatchFile[] = [];
  for (const line of patch.split(/\r?\n/)) {
    const m = HEADER.exec(line);
    const path = m?.[2]?.trim();
    if (m?.[1] && path) out.push({ path, change: CHANGE[m[1]] ?? "update" });
  }
  return out;
}

/** `path` made absolute against `cwd` (POSIX or Windows absolute paths are kept; `./` dropped). */
export function resolveAgainst(cwd: string, path: string): string {
  if (path.startsWith("/") || /^[A-Za-z]:[\\/]/.test(path)) return path;
  return `${cwd.replace(/[\\/]+$/, "")}/${path.replace(/^\.\//, "")}`;
}
