/**
 * The context pack with stale memories marked: mark first, then write once. Every candidate the pack
 * may show is checked (a `stat` per file; git only for the files whose mtime moved, see
 * changed-since.ts), in the pack's own order so the git budget goes to the likeliest shown first; then
 * the pack is written with the marks. Nothing stale is ever shown as current, whatever the marks'
 * longer lines change about what fits.
 */
import {
  buildContextPack,
  type ContextPack,
  type PackInput,
  packOrder,
} from "../../core/context/context-pack.js";
import type { Memory } from "../../core/memories/memory.js";
import { memoryStaleness } from "./memory-staleness.js";

/** `candidates`: every memory the pack may show (the last session's included); `root`: the working tree. */
export function packWithStaleness(
  input: PackInput,
  candidates: readonly Memory[],
  root: string | undefined,
): ContextPack {
  if (!root) return buildContextPack(input);
  const stale = new Set(memoryStaleness(packOrder(candidates, input.now), root).keys());
  return buildContextPack({ ...input, stale });
}
