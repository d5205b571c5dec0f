/** Pins (or unpins) a memory: pinned memories always rank first in the context pack. */
import type { Memory } from "../../core/memories/memory.js";
import type { Store } from "../../store/store.js";

export async function pinMemory(
  store: Store,
  id: string,
  pinned: boolean,
  now: Date = new Date(),
): Promise<Memory> {
  return store.updateMemory(id, { pinned }, now.toISOString());
}
