/**
 * Full-text search over the indexed notes (BM25 over topic, summary, prose, covers), beside memories.
 * A read: the index is searched as the last sync left it, and each hit is checked against its file —
 * a note deleted since is dropped, a note edited since is returned with its frontmatter as it is now
 * (summary, covers, `updated`). A note added since the last sync is found after the next one (hooks,
 * a note write, `cairn notes sync`).
 */
import { createHash } from "node:crypto";
import { contentKey, parseNote } from "../../core/notes/frontmatter.js";
import { toSearchTerms } from "../../core/recall/search-terms.js";
import { redact } from "../../core/redact/redact.js";
import type { NoteHit } from "../../store/note-store.js";
import type { Stores } from "../../store/stores.js";
import { readText } from "./files.js";
import type { NotesProject } from "./sync-notes.js";

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

/** The hit as its file is now: null when the file is gone; its frontmatter re-read when it changed. */
function asItIs(hit: NoteHit): NoteHit | null {
  const text = readText(hit.note.path);
  if (text === null) return null;
  if (hit.note.error !== null) return hit;
  if (createHash("sha1").update(contentKey(text)).digest("hex") === hit.note.contentHash) return hit;
  const parsed = parseNote(text);
  if (!parsed.ok) return { ...hit, note: { ...hit.note, error: parsed.error } };
  const { summary, covers, updated } = parsed.meta;
  return { ...hit, note: { ...hit.note, summary: redact(summary), covers, updated } };
}

/** Searches the project's notes (every project's when `project` is absent) without writing anything. */
export async function findNotes(
  stores: Pick<Stores, "notes">,
  req: { query: string; project?: NotesProject; limit?: number; now: Date },
): Promise<NoteHit[]> {
  const hits = await searchNotes(stores, {
    query: req.query,
    project: req.project?.id,
    root: req.project?.root,
    limit: req.limit,
  });
  return hits.map(asItIs).filter((h): h is NoteHit => h !== null);
}
