/**
 * `cairn notes status` (and the dashboard's notes): each note fresh, stale (covered files changed since
 * its stamp, with the files, or the note itself edited since its stamp and not synced yet), unstamped or
 * broken; the last session's edits that no note covers (listed, never blocked); and how the notes are
 * kept out of git (local or shared). A read: nothing is stamped or written (sync-notes.ts readNotes).
 */
import { classifyEdits } from "../../core/notes/covers.js";
import { isCairnPath } from "../../core/notes/note-path.js";
import type { Stores } from "../../store/stores.js";
import { noteStaleness } from "../staleness/note-staleness.js";
import { listBackups } from "./backups.js";
import { readExcludeState } from "./git-exclude.js";
import { type NotesProject, readNotes } from "./sync-notes.js";

export interface NoteStatus {
  topic: string;
  path: string;
  state: "fresh" | "stale" | "unstamped" | "broken";
  summary: string;
  covers: string[];
  updated: string | null;
  /** Covered files changed since `updated` (stale notes). */
  changed: string[];
  /** The note's text changed since its `updated` stamp and no sync stamped it yet (stale). */
  edited: boolean;
  error: string | null;
  backups: number;
}

export interface NotesStatusReport {
  root: string;
  exists: boolean;
  /** "local" (git-excluded), "shared" (`cairn notes share`) or "no-git". */
  mode: "local" | "shared" | "no-git";
  excludeFile: string | null;
  notes: NoteStatus[];
  /** Files the last session changed that no note covers. */
  uncovered: { sessionId: string | null; files: string[] };
}

export async function notesStatus(
  stores: Stores,
  project: NotesProject,
  now: Date,
): Promise<NotesStatusReport> {
  const snap = await readNotes(stores, project, now);
  const exclude = readExcludeState(project.gitDir);
  const changed = noteStaleness(project.root, snap.notes);
  const notes: NoteStatus[] = [
    ...snap.notes.map((n) => {
      const files = changed.get(n.topic) ?? [];
      return {
        topic: n.topic,
        path: n.path,
        state: files.length > 0 || n.edited ? "stale" : n.meta.updated ? "fresh" : "unstamped",
        summary: n.meta.summary,
        covers: n.meta.covers,
        updated: n.meta.updated,
        changed: files,
        edited: n.edited,
        error: null,
        backups: listBackups(project.root, n.topic).length,
      } satisfies NoteStatus;
    }),
    ...snap.broken.map(
      (b): NoteStatus => ({
        topic: b.topic,
        path: b.path,
        state: "broken",
        summary: "",
        covers: [],
        updated: null,
        changed: [],
        edited: false,
        error: b.error,
        backups: listBackups(project.root, b.topic).length,
      }),
    ),
  ].sort((a, b) => (a.topic < b.topic ? -1 : a.topic > b.topic ? 1 : 0));
  const [last] = await stores.store.listSessions({ project: project.id, limit: 1 });
  const { uncovered } = classifyEdits(
    (last?.filesChanged ?? []).filter((f) => !isCairnPath(f)),
    snap.notes.map((n) => ({ topic: n.topic, covers: n.meta.covers })),
    project.root,
  );
  return {
    root: project.root,
    exists: snap.exists,
    mode: exclude.file === null ? "no-git" : exclude.shared ? "shared" : "local",
    excludeFile: exclude.file,
    notes,
    uncovered: { sessionId: last?.id ?? null, files: uncovered },
  };
}
