/**
 * Prompt recall must not present a stale memory as current: after recall-for-prompt picked its
 * memories, those whose files changed since capture get "possibly stale" before their age, in the very
 * line format recall renders (`(<id>, <age>)`), so Claude reads them as leads to check, not as facts.
 */
import type { Memory } from "../../core/memories/memory.js";
import { staleMark } from "../../core/staleness/stale-mark.js";
import type { Store } from "../../store/store.js";
import { memoryStaleness } from "./memory-staleness.js";

export async function markStaleRecall(
  store: Store,
  recall: { ids: readonly string[]; text: string },
  root: string,
): Promise<{ text: string; stale: string[] }> {
  if (recall.ids.length === 0) return { text: recall.text, stale: [] };
  const memories: Memory[] = [];
  for (const id of recall.ids) {
    const m = await store.getMemory(id);
    if (m) memories.push(m);
  }
  const stale = [...memoryStaleness(memories, root).keys()];
  let text = recall.text;
  for (const id of stale) text = text.replace(`(${id}, `, `(${id}, ${staleMark()}, `);
  return { text, stale };
}
