/** observations_search: full-text search over the project's and the global observations (app/observations/search). */
import * as z from "zod/mini";
import { searchObservations } from "../../app/observations/search.js";
import { clip } from "../../core/common/text.js";
import { READ } from "../annotations.js";
import { searchInput } from "../schemas.js";
import { defineTool } from "./tool.js";

export const observationsSearchTool = defineTool({
  name: "observations_search",
  title: "search observations",
  description: "Full-text search over the observations recorded for this project (and the global ones).",
  input: searchInput,
  output: z.object({
    results: z.array(
      z.object({
        id: z.string(),
        title: z.string(),
        body: z.string(),
        project: z.string(),
        score: z.number(),
      }),
    ),
  }),
  annotations: READ,
  async run(deps, a) {
    const p = await deps.project();
    const hits = await searchObservations(deps.stores.store, {
      query: a.query,
      project: p.id,
      limit: a.limit,
    });
    return {
      results: hits.map((h) => ({
        id: h.memory.id,
        title: h.memory.title,
        body: clip(h.memory.body, 500),
        project: h.project,
        score: h.score,
      })),
    };
  },
});
