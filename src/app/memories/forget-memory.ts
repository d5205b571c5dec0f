/** Forgets a memory: soft delete (restorable with restoreMemory) or, with `hard`, permanent removal. */
import { CairnError } from "../../core/common/errors.js";
import type { Memory } from "../../core/memories/memory.js";
import type { Store } from "../../store/store.js";

export async function forgetMemory(
  store: Store,
  id: string,
  opts: { hard?: boolean; now?: Date } = {},
): Promise<{ id: string; hard: boolean; memory: Memory | null }> {
  if (opts.hard) {
    if (!(await store.hardDeleteMemory(id))) throw new CairnError("NOT_FOUND", `no memory with id ${id}`);
    return { id, hard: true, memory: null };
  }
  const memory = await store.softDeleteMemory(id, (opts.now ?? new Date()).toISOString());
  return { id, hard: false, memory };
}
