/**
 * Before a tool call writes topic notes (PreToolUse): keep `.cairn/` git-excluded and copy each note's
 * current content into its backup ring (a brand-new note has nothing to save). No store: the PreToolUse
 * handler stays light.
 */
import { findGitRoot } from "../env/project.js";
import { backupNote } from "./backups.js";
import { ensureExcluded } from "./git-exclude.js";

export interface NamedNote {
  /** The project root the note lives under (real path). */
  root: string;
  topic: string;
}

export function beforeNotesWrite(named: readonly NamedNote[], now: Date): void {
  for (const { root, topic } of named) {
    ensureExcluded(findGitRoot(root)?.gitDir ?? null);
    backupNote(root, topic, now);
  }
}
