/**
 * The notes' context provider (registered in app/context/context-providers.ts, placed "lead": a map of what is
 * already understood belongs before the memories). Cheap when a project has no notes folder — one stat
 * (and dropping index rows of a removed folder) — so SessionStart does not load the YAML parser and glob
 * matcher for it; such a project, once it has memories, gets one line (at the end of the pack) saying
 * where notes go. With notes, notes-section.ts builds the section.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import type { PackSection } from "../../core/context/context-pack.js";
import { NOTES_DIR } from "../../core/notes/note-path.js";
import type { ProviderInput } from "../extension/provider-input.js";

export { NOTES_CAP } from "./notes-section.js";

export async function notesProvider(input: ProviderInput): Promise<PackSection | null> {
  const { stores, project } = input;
  const store = stores.store;
  const root = project.root;
  if (!root) return null;
  if (existsSync(join(root, NOTES_DIR)))
    return (await import("./notes-section.js")).notesSection({ ...input, project: { ...project, root } });
  const index = stores.notes;
  if (!input.readOnly && (await index.listNotes({ project: project.id, root })).length > 0)
    await index.replaceNotes(project.id, root, []);
  if (!input.hasMemories && (await store.listMemories({ project: project.id, limit: 1 })).length === 0)
    return null;
  // a pointer, not knowledge: after the memories, only when the budget leaves room
  return {
    title: "Topic notes",
    placement: "tail",
    items: [
      {
        id: "notes:none",
        type: "note",
        title: "no topic notes yet",
        // one short line: a hint where notes go, not memory (the notes protocol says how to write one)
        line: `- None yet: keep what you learn in \`${NOTES_DIR}/<topic>.md\`.`,
      },
    ],
  };
}
