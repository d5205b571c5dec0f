/**
 * Search over observations only (memories tagged `observation`): this project's and the global ones,
 * or every registered project's with `all`. BM25 as in Store.searchMemories.
 */
import type { Memory } from "../../core/memories/memory.js";
import type { Store } from "../../store/store.js";
import { projectId } from "../env/project.js";
import { searchMemories } from "../search/search-memories.js";
import { GLOBAL_IDENTITY, OBSERVATION_TAG } from "./index-store.js";

export interface ObservationHit {
  memory: Memory;
  score: number;
  project: string;
}

export async function searchObservations(
  store: Store,
  req: { query: string; project: string; all?: boolean; limit?: number },
): Promise<ObservationHit[]> {
  const limit = req.limit ?? 10;
  const scopes = req.all ? [undefined] : [req.project, projectId(GLOBAL_IDENTITY)];
  const hits: ObservationHit[] = [];
  const names = new Map<string, string>();
  for (const project of scopes) {
    for (const h of await searchMemories(store, { query: req.query, project, limit: 200 })) {
      if (!h.memory.tags.includes(OBSERVATION_TAG)) continue;
      if (!names.has(h.memory.project))
        names.set(h.memory.project, (await store.getProject(h.memory.project))?.name ?? h.memory.project);
      hits.push({ ...h, project: names.get(h.memory.project) ?? h.memory.project });
    }
  }
  return hits.sort((a, b) => b.score - a.score).slice(0, limit);
}
