/**
 * `cairn notes share`: opt the project in to committing its notes — `.cairn/notes/` is no longer
 * git-excluded (backups and the rest of `.cairn/` still are) and the protocol block moves from
 * CLAUDE.local.md to CLAUDE.md so teammates' sessions follow it; `--undo` reverses both. `.gitignore`
 * is never touched. Errors: CairnError("UNSUPPORTED") outside git.
 */

import { CairnError } from "../../core/common/errors.js";
import type { Stores } from "../../store/stores.js";
import { ensureDirSafe, projectScope } from "../env/safe-write.js";
import { notesDir } from "./files.js";
import { ensureExcluded } from "./git-exclude.js";
import { syncProtocol } from "./protocol-file.js";
import { type NotesProject, syncNotes } from "./sync-notes.js";

export interface ShareResult {
  shared: boolean;
  excludeFile: string;
  protocolFile: string;
  changed: boolean;
}

export async function shareNotes(
  stores: Stores,
  project: NotesProject,
  shared: boolean,
  now: Date,
): Promise<ShareResult> {
  if (!project.gitDir)
    throw new CairnError(
      "UNSUPPORTED",
      `${project.root} is not in a git repository: there is nothing to share with`,
    );
  ensureDirSafe(projectScope(project.root), notesDir(project.root));
  const exclude = ensureExcluded(project.gitDir, shared);
  const protocol = syncProtocol(project.root, shared);
  await syncNotes(stores, project, now);
  return {
    shared,
    excludeFile: exclude.file as string,
    protocolFile: protocol.file,
    changed: exclude.changed || protocol.changed,
  };
}
