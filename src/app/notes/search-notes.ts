/** Full-text search over the indexed notes (BM25 over topic, summary, prose, covers), beside memories. */
import { toSearchTerms } from "../../core/recall/search-terms.js";
import type { NoteHit } from "../../store/note-store.js";
import type { Stores } from "../../store/stores.js";
import { type NotesProject, syncNotes } from "./sync-notes.js";

export async function searchNotes(
  stores: Pick<Stores, "notes">,
  req: { query: string; project?: string; root?: string; limit?: number },
): Promise<NoteHit[]> {
  const terms = toSearchTerms(req.query);
  if (terms.length === 0) return [];
  return stores.notes.searchNotes({
    terms,
    project: req.project,
    root: req.root,
    limit: Math.min(Math.max(req.limit ?? 10, 1), 200),
  });
}

/** Syncs the project's notes (so the index matches the files), then searches them. */
export async function findNotes(
  stores: Pick<Stores, "notes">,
  req: { query: string; project?: NotesProject; limit?: number; now: Date },
): Promise<NoteHit[]> {
  if (req.project) await syncNotes(stores, req.project, req.now);
  return searchNotes(stores, {
    query: req.query,
    project: req.project?.id,
    root: req.project?.root,
    limit: req.limit,
  });
}
