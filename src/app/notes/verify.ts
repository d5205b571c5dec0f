/**
 * `cairn verify`: every live memory of the project whose files changed since it was captured, and
 * every note whose covered files changed since its `updated` stamp (plus broken notes) — the items the
 * context pack and search show as "possibly stale"; a note edited since its stamp and not synced yet
 * counts too. A read: nothing is written. Errors: CairnError("NOT_FOUND") when the project's folder
 * is gone (there is nothing to check the memories against).
 */
import { existsSync } from "node:fs";
import { CairnError } from "../../core/common/errors.js";
import type { OnProgress } from "../../core/common/progress.js";
import type { MemoryType } from "../../core/memories/memory.js";
import type { Stores } from "../../store/stores.js";
import { memoryStaleness } from "../staleness/memory-staleness.js";
import { noteStaleness } from "../staleness/note-staleness.js";
import { type NotesProject, readNotes } from "./sync-notes.js";

export interface VerifyReport {
  root: string;
  checked: { memories: number; notes: number };
  memories: {
    id: string;
    type: MemoryType;
    title: string;
    since: string;
    gitCommit: string | null;
    changed: string[];
  }[];
  /** `edited`: the note's text changed since its `updated` stamp and no sync stamped it yet. */
  notes: { topic: string; path: string; updated: string | null; changed: string[]; edited: boolean }[];
  broken: { topic: string; path: string; error: string }[];
}

/** `onProgress`: the memories' file checks as they go (changed-since.ts), before the notes. */
export async function verifyProject(
  stores: Stores,
  project: NotesProject,
  now: Date,
  onProgress?: OnProgress,
): Promise<VerifyReport> {
  if (!existsSync(project.root))
    throw new CairnError(
      "NOT_FOUND",
      `${project.root} does not exist: there are no files to verify its memories and notes against`,
    );
  const all = await stores.store.listMemories({ project: project.id });
  const withFiles = all.filter((m) => m.files.length > 0);
  const stale = memoryStaleness(withFiles, project.root, {
    maxGitCalls: 256,
    ...(onProgress ? { onProgress } : {}),
  });
  const snap = await readNotes(stores, project, now);
  const notes = noteStaleness(project.root, snap.notes);
  return {
    root: project.root,
    checked: { memories: withFiles.length, notes: snap.notes.length + snap.broken.length },
    memories: withFiles
      .filter((m) => stale.has(m.id))
      .map((m) => ({
        id: m.id,
        type: m.type,
        title: m.title,
        since: m.updatedAt,
        gitCommit: m.gitCommit,
        changed: stale.get(m.id)?.changed ?? [],
      })),
    notes: snap.notes
      .filter((n) => notes.has(n.topic) || n.edited)
      .map((n) => ({
        topic: n.topic,
        path: n.path,
        updated: n.meta.updated,
        changed: notes.get(n.topic) ?? [],
        edited: n.edited,
      })),
    broken: snap.broken.map((b) => ({ topic: b.topic, path: b.path, error: b.error })),
  };
}
