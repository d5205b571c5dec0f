/** Restores a soft-deleted memory. Errors: NOT_FOUND (unknown or hard-deleted id). */
import type { Memory } from "../../core/memories/memory.js";
import type { Store } from "../../store/store.js";

export async function restoreMemory(store: Store, id: string, now: Date = new Date()): Promise<Memory> {
  return store.restoreMemory(id, now.toISOString());
}
