/** notes_search: full-text search over the project's topic notes (app/notes/search-notes). */
import * as z from "zod/mini";
import { findNotes } from "../../app/notes/search-notes.js";
import { clip } from "../../core/common/text.js";
import { READ } from "../annotations.js";
import { searchInput } from "../schemas.js";
import { defineTool } from "./tool.js";

export const notesSearchTool = defineTool({
  name: "notes_search",
  title: "search notes",
  description:
    "Full-text search over this project's topic notes (what was learned about an area of the code).",
  input: searchInput,
  output: z.object({
    results: z.array(
      z.object({
        topic: z.string(),
        path: z.string(),
        summary: z.string(),
        covers: z.array(z.string()),
        updated: z.nullable(z.string()),
        score: z.number(),
      }),
    ),
  }),
  annotations: READ,
  async run(deps, a) {
    const p = await deps.project();
    const hits = await findNotes(deps.stores, {
      query: a.query,
      project: { id: p.id, root: p.root, gitDir: p.gitDir },
      limit: a.limit,
      now: deps.now(),
    });
    return {
      results: hits.map((h) => ({
        topic: h.note.topic,
        path: h.note.path,
        summary: clip(h.note.summary, 500),
        covers: h.note.covers,
        updated: h.note.updated,
        score: h.score,
      })),
    };
  },
});
