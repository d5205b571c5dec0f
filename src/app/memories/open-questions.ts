/** A project's open questions (and, on request, its todos): live, pinned first, newest first. */
import type { Memory, MemoryType } from "../../core/memories/memory.js";
import type { Store } from "../../store/store.js";

export async function listOpenQuestions(
  store: Store,
  req: { project: string; includeTodos?: boolean; limit?: number },
): Promise<Memory[]> {
  const types: MemoryType[] = req.includeTodos ? ["open_question", "todo"] : ["open_question"];
  const limit = Math.min(Math.max(req.limit ?? 20, 1), 200);
  const list = await store.listMemories({ project: req.project, types, limit });
  return [...list].sort((a, b) => Number(b.pinned) - Number(a.pinned));
}
