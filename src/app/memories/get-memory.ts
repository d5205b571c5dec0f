/** One memory by id, deleted or not (provenance included), and its detail. Errors: NOT_FOUND. */
import { CairnError } from "../../core/common/errors.js";
import type { Memory } from "../../core/memories/memory.js";
import type { Sighting } from "../../core/memories/sighting.js";
import type { Store } from "../../store/store.js";
import { supersedeChain } from "./supersede-memory.js";

export async function getMemory(store: Store, id: string): Promise<Memory> {
  const m = await store.getMemory(id);
  if (!m) throw new CairnError("NOT_FOUND", `no memory with id ${id}`);
  return m;
}

/** Sightings shown with a memory (the oldest ones). */
export const SIGHTINGS_SHOWN = 100;

export interface MemoryDetail {
  memory: Memory;
  /** Every save that landed on it, oldest first (at most SIGHTINGS_SHOWN). */
  sightings: Sighting[];
  /** What replaced it: the memory it is superseded by, then what replaced that one, … */
  replacedBy: Memory[];
  /** The memories it replaced (superseded by it). */
  replaces: Memory[];
}

/** A memory with its sightings and its place in a supersede chain. Errors: NOT_FOUND. */
export async function getMemoryDetail(store: Store, id: string): Promise<MemoryDetail> {
  const memory = await getMemory(store, id);
  const sightings = await store.listSightings(id, SIGHTINGS_SHOWN);
  return { memory, sightings, ...(await supersedeChain(store, memory)) };
}
