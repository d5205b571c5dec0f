/** Full-text search over the indexed notes (BM25 over topic, summary, prose, covers), beside memories. */
import { toSearchTerms } from "../../core/recall/search-terms.js";
import { type NoteHit, noteStoreFor } from "../../store/note-store.js";
import type { Store } from "../../store/store.js";
import { type NotesProject, syncNotes } from "./sync-notes.js";

export async function searchNotes(
  store: Store,
  req: { query: string; project?: string; root?: string; limit?: number },
): Promise<NoteHit[]> {
  const terms = toSearchTerms(req.query);
  if (terms.length === 0) return [];
  return noteStoreFor(store).searchNotes({
    terms,
    project: req.project,
    root: req.root,
    limit: Math.min(Math.max(req.limit ?? 10, 1), 200),
  });
}

/** Syncs the project's notes (so the index matches the files), then searches them. */
export async function findNotes(
  store: Store,
  req: { query: string; project?: NotesProject; limit?: number; now: Date },
): Promise<NoteHit[]> {
  if (req.project) await syncNotes(store, req.project, req.now);
  return searchNotes(store, {
    query: req.query,
    project: req.project?.id,
    root: req.project?.root,
    limit: req.limit,
  });
}
