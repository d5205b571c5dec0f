/**
 * After a tool call wrote topic notes (PostToolUse): stamp the written notes, regenerate INDEX.md and
 * re-index the project's notes (sync-notes.ts). Notes outside their project's root (a `.cairn/notes/`
 * folder deeper in the tree) are not Cairn's and are left alone.
 */
import type { Stores } from "../../store/stores.js";
import { ensureProject } from "../projects/ensure-project.js";
import type { NamedNote } from "./before-notes-write.js";
import { syncNotes } from "./sync-notes.js";

export async function afterNotesWrite(stores: Stores, named: readonly NamedNote[], now: Date): Promise<void> {
  for (const root of new Set(named.map((n) => n.root))) {
    const project = await ensureProject(stores.store, root, now);
    if (project.root !== root) continue;
    const written = new Set(named.filter((n) => n.root === root).map((n) => n.topic));
    await syncNotes(stores, { id: project.id, root, gitDir: project.gitDir }, now, { written });
  }
}
