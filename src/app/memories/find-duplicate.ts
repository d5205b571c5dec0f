/**
 * Duplicates on save: the live memory of the same project, type and scope whose statement (title) has
 * the same meaning (core/memories/same-meaning.ts) — or, for a bug note, names the same problem, one of
 * the two more narrowly (core/memories/same-problem.ts) — and how a new sighting merges into it. Candidates
 * come from the store's keyword search over the title's words (app/memories/candidates.ts), so the
 * check costs one bounded query. Session summaries never merge (each is its own session's); verified commands merge
 * only when exactly equal (one flag more is another command — core/memories/supersede.ts decides
 * whether it replaces the older one).
 */

import { isObservationKey } from "../../core/memories/dedupe-key.js";
import type {
  Memory,
  MemoryPatch,
  MemoryType,
  ParsedNewMemory,
  Severity,
} from "../../core/memories/memory.js";
import { compareMeaning, meaningOf } from "../../core/memories/same-meaning.js";
import { PROBLEM_TYPES, sameProblem } from "../../core/memories/same-problem.js";
import type { Candidates } from "./candidates.js";

const NEVER_MERGED = new Set<MemoryType>(["task_summary"]);
const EXACT_ONLY = new Set<MemoryType>(["verified_command"]);
const SEVERITY_RANK: Record<Severity, number> = { critical: 4, high: 3, medium: 2, low: 1 };

type Saved = ParsedNewMemory & { confidence: number };

/** The live memory `m` duplicates (exact first, then the most similar, then the oldest), or null. */
export async function findDuplicate(m: Saved, candidates: Candidates): Promise<Memory | null> {
  if (NEVER_MERGED.has(m.type)) return null;
  const me = meaningOf(m.title);
  const same: { memory: Memory; exact: boolean; similarity: number }[] = [];
  for (const memory of await candidates(m.title, { files: m.files })) {
    if (memory.scope !== m.scope || memory.deletedAt !== null || memory.supersededBy !== null) continue;
    // a mirror of an observations file line lives and dies with its line: nothing merges into it
    if (isObservationKey(memory.dedupeKey)) continue;
    const c = compareMeaning(me, meaningOf(memory.title));
    if (c.same && (c.exact || !EXACT_ONLY.has(m.type))) same.push({ memory, ...c });
    else if (PROBLEM_TYPES.has(m.type) && sameProblem(m.title, memory.title)) same.push({ memory, ...c });
  }
  same.sort(
    (a, b) =>
      Number(b.exact) - Number(a.exact) ||
      b.similarity - a.similarity ||
      a.memory.createdAt.localeCompare(b.memory.createdAt),
  );
  return same[0]?.memory ?? null;
}

const union = (a: readonly string[], b: readonly string[]) => [...new Set([...a, ...b])];

/**
 * The patch that merges sighting `m` (seen at `at`) into `existing`, or null when nothing changes:
 * the title becomes the one that says more (its words include all of the other's), the body the newest
 * non-empty one, files and tags the union, confidence and severity the higher, pinned if either is.
 * Older evidence (seen before the memory was last updated) changes no text.
 */
export function mergePatch(existing: Memory, m: Saved, at: string): MemoryPatch | null {
  const newer = at >= existing.updatedAt;
  const mine = meaningOf(existing.title);
  const theirs = meaningOf(m.title);
  const saysMore =
    theirs.tokens.length > mine.tokens.length && mine.tokens.every((t) => theirs.features.has(t));
  const patch: MemoryPatch = {};
  if (saysMore) patch.title = m.title;
  if (newer && m.body !== "" && m.body !== existing.body) patch.body = m.body;
  const files = union(existing.files, m.files);
  if (files.length !== existing.files.length) patch.files = files.slice(0, 256);
  const tags = union(existing.tags, m.tags);
  if (tags.length !== existing.tags.length) patch.tags = tags.slice(0, 32);
  if (m.confidence > existing.confidence) patch.confidence = m.confidence;
  if (m.pinned && !existing.pinned) patch.pinned = true;
  if (m.severity && existing.severity && SEVERITY_RANK[m.severity] > SEVERITY_RANK[existing.severity])
    patch.severity = m.severity;
  if (newer && m.gitCommit && m.gitCommit !== existing.gitCommit) patch.gitCommit = m.gitCommit;
  return Object.keys(patch).length > 0 ? patch : null;
}
