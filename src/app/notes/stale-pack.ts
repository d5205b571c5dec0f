/**
 * The context pack with stale memories marked: staleness is checked only for the memories the pack
 * actually shows (a few dozen stats instead of every candidate), then the pack is rebuilt with their
 * marks; if the longer lines change what fits, the newly shown memories are checked too, so nothing
 * stale is ever shown as current.
 */
import { buildContextPack, type ContextPack, type PackInput } from "../../core/context/context-pack.js";
import type { Memory } from "../../core/memories/memory.js";
import { memoryStaleness } from "./memory-staleness.js";

export function packWithStaleness(
  input: PackInput,
  candidates: readonly Memory[],
  root: string | undefined,
): ContextPack {
  if (!root) return buildContextPack(input);
  const byId = new Map(candidates.map((m) => [m.id, m]));
  const checked = new Set<string>();
  const stale = new Set<string>();
  let pack = buildContextPack(input);
  for (let round = 0; round < 4; round++) {
    const fresh = pack.items
      .map((i) => byId.get(i.id))
      .filter((m): m is Memory => m !== undefined && !checked.has(m.id));
    if (fresh.length === 0) return pack;
    for (const m of fresh) checked.add(m.id);
    for (const id of memoryStaleness(fresh, root).keys()) stale.add(id);
    pack = buildContextPack({ ...input, stale });
  }
  // still shifting: check everything once
  for (const id of memoryStaleness(candidates, root).keys()) stale.add(id);
  return buildContextPack({ ...input, stale });
}
