/** One memory by id, deleted or not (provenance included). Errors: NOT_FOUND. */
import { CairnError } from "../../core/common/errors.js";
import type { Memory } from "../../core/memories/memory.js";
import type { Store } from "../../store/store.js";

export async function getMemory(store: Store, id: string): Promise<Memory> {
  const m = await store.getMemory(id);
  if (!m) throw new CairnError("NOT_FOUND", `no memory with id ${id}`);
  return m;
}
