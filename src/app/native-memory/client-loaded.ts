/**
 * No double injection: Claude Code loads the first 200 lines / 25,000 units of its `MEMORY.md` into every
 * session, one pointer line per memory file. A native memory whose line is in that loaded part is already
 * announced to the model, so the pack leaves it out — unless it is stale (files it names changed since it was
 * written): then the pack shows it marked "possibly stale", which Claude's own index cannot say. Memories
 * the index cut off, pinned ones, and Cairn's own are untouched.
 */
import type { Memory } from "../../core/memories/memory.js";
import { memoryStaleness } from "../staleness/memory-staleness.js";

export function withoutClientLoaded(
  memories: Memory[],
  loaded: ReadonlySet<string> | undefined,
  root: string | undefined,
): Memory[] {
  if (!loaded || loaded.size === 0) return memories;
  // a pinned memory is shown whatever the index says: the user asked for it
  const inIndex = memories.filter((m) => !m.pinned && m.dedupeKey !== null && loaded.has(m.dedupeKey));
  if (inIndex.length === 0) return memories;
  const stale = root ? memoryStaleness(inIndex, root) : new Map();
  const hidden = new Set(inIndex.filter((m) => !stale.has(m.id)).map((m) => m.id));
  return memories.filter((m) => !hidden.has(m.id));
}
