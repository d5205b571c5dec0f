/**
 * Changing a memory's type. The memory patch (core/memories/memory.ts) has no `type` field, so a
 * retype saves a copy with the new type through save-memory (same provenance, confidence, files and
 * capture commit) and marks the original superseded by it; the original stays reachable (status "all").
 * The copy has no dedupe key: a later re-derivation of the original does not overwrite the person's choice.
 */
import { saveMemory } from "../app/memories/save-memory.js";
import { updateMemory } from "../app/memories/update-memory.js";
import type { Memory, MemoryType } from "../core/memories/memory.js";
import type { Store } from "../store/store.js";

export async function retypeMemory(store: Store, m: Memory, type: MemoryType, now: Date): Promise<Memory> {
  if (m.type === type) return m;
  return store.inTransaction(async () => {
    const { memory } = await saveMemory(
      store,
      {
        project: m.project,
        type,
        title: m.title,
        body: m.body,
        scope: m.scope,
        confidence: m.confidence,
        severity: type === "constraint" ? m.severity : null,
        tags: m.tags,
        files: m.files,
        gitCommit: m.gitCommit,
        pinned: m.pinned,
        source: m.source,
      },
      now,
    );
    await updateMemory(store, m.id, { supersededBy: memory.id }, now);
    return memory;
  });
}
