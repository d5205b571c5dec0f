/**
 * The supersede rules (core/memories/supersede.ts) applied after a save: the saved memory is compared
 * with the live memories of its project, type and scope that share words with it
 * (app/memories/candidates.ts), and for each pair a rule matches, the one seen last (`updatedAt`: a save sets it to
 * the time of its evidence) replaces the other. A memory a rule superseded comes back when it is seen
 * again after the memory that replaced it (the older form of a command run again, passing).
 * Mirrors of observations file lines are left to their file (never compared).
 */
import { isObservationKey } from "../../core/memories/dedupe-key.js";
import type { Memory } from "../../core/memories/memory.js";
import { hasSupersedeRules, isReversibleReason, supersedeReason } from "../../core/memories/supersede.js";
import type { Store } from "../../store/store.js";
import type { Candidates } from "./candidates.js";
import { markSuperseded } from "./supersede-memory.js";

/**
 * Applies the rules to `m`, just saved with evidence from `at` (`sighted`: that save added a new
 * sighting). Returns the ids of the memories it marked superseded (`m` itself when an existing memory
 * is newer).
 */
export async function applySupersedeRules(
  store: Store,
  m: Memory,
  at: string,
  sighted: boolean,
  candidates: Candidates,
): Promise<string[]> {
  if (!hasSupersedeRules(m.type) || m.deletedAt !== null || isObservationKey(m.dedupeKey)) return [];
  let current = m;
  if (m.supersededBy !== null) {
    if (!sighted || !isReversibleReason(m.supersededReason)) return [];
    const by = await store.getMemory(m.supersededBy);
    if (by && by.updatedAt >= at) return [];
    current = await store.updateMemory(
      m.id,
      { supersededBy: null, supersededAt: null, supersededReason: null },
      at,
    );
  }
  const out: string[] = [];
  for (const other of await candidates(current.title, current)) {
    if (other.id === current.id || other.scope !== current.scope || other.supersededBy !== null) continue;
    if (isObservationKey(other.dedupeKey)) continue; // governed by its observations file
    const newerFirst = other.updatedAt > at;
    const reason = newerFirst ? supersedeReason(other, current) : supersedeReason(current, other);
    if (reason === null) continue;
    if (newerFirst) {
      await markSuperseded(store, current, other, reason, at);
      out.push(current.id);
      return out;
    }
    await markSuperseded(store, other, current, reason, at);
    out.push(other.id);
  }
  return out;
}
