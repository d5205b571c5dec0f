/**
 * The backup ring: before a note file is overwritten (Claude's Write/Edit/MultiEdit, seen at
 * PreToolUse, or a restore) its current content is copied to `.cairn/notes/.backups/<topic>/`, keeping
 * the newest five. A copy identical to the newest one except for Cairn's `updated` stamp is skipped, so
 * the ring holds distinct versions. Notes are git-excluded by default: this is their only history.
 */
import { join } from "node:path";
import { CairnError } from "../../core/common/errors.js";
import { BACKUPS_DIR } from "../../core/notes/note-path.js";
import { contentKey } from "../../core/notes/stamp.js";
import { addToRing, listRing } from "../env/backup-ring.js";
import { projectScope } from "../env/safe-write.js";
import { notePath, notesDir, readText, writeText } from "./files.js";

export const BACKUPS_KEPT = 5;

export interface Backup {
  /** 1 = newest. */
  n: number;
  name: string;
  path: string;
  /** When the backup was taken (ISO, from its name). */
  at: string;
  bytes: number;
}

export const backupDir = (root: string, topic: string) => join(notesDir(root), BACKUPS_DIR, topic);

/** The ring of `topic`, newest first. */
export function listBackups(root: string, topic: string): Backup[] {
  return listRing(backupDir(root, topic)).map((e, i) => ({ n: i + 1, ...e }));
}

/**
 * Copies the note's current content into its ring (unless it has none, or the newest backup already
 * holds it) and prunes the ring to BACKUPS_KEPT. Returns the backup's path, or null when none was needed.
 */
export function backupNote(root: string, topic: string, now: Date): string | null {
  const current = readText(notePath(root, topic));
  if (current === null) return null;
  const ring = listBackups(root, topic);
  const newest = ring[0] ? readText(ring[0].path) : null;
  if (newest !== null && contentKey(newest) === contentKey(current)) return null;
  return addToRing(projectScope(root), { dir: backupDir(root, topic), keep: BACKUPS_KEPT }, current, now);
}

/**
 * Puts backup `n` (1 = newest) back as the note, after backing up what is there now (so a restore can
 * itself be undone). Throws CairnError("NOT_FOUND") when there is no such backup.
 */
export function restoreNote(
  root: string,
  topic: string,
  n: number,
  now: Date,
): { restored: Backup; backup: string | null } {
  const ring = listBackups(root, topic);
  const chosen = ring[n - 1];
  if (!chosen)
    throw new CairnError(
      "NOT_FOUND",
      ring.length === 0
        ? `no backups of note "${topic}"`
        : `note "${topic}" has ${ring.length} backup(s); choose N from 1 (newest) to ${ring.length}`,
    );
  const text = readText(chosen.path);
  if (text === null) throw new CairnError("NOT_FOUND", `backup ${chosen.name} of "${topic}" cannot be read`);
  const backup = backupNote(root, topic, now);
  writeText(root, notePath(root, topic), text, { verbatim: true }); // the note is the user's file
  return { restored: chosen, backup };
}
