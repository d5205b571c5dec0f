/**
 * Saves a memory — one memory per fact: validates (zod), redacts secrets from every text field, fills
 * the baseline confidence, then
 * 1. a live memory with the same dedupeKey (its own, or one merged into it) is updated instead of
 *    adding a second one — also when another process inserted it between the lookup and the insert
 *    (a server store refuses the second live memory of a key with CairnError "CONFLICT", its insert
 *    being ON CONFLICT DO NOTHING, so the transaction goes on);
 * 2. otherwise a live memory of the same project, type and scope with the same meaning
 *    (app/memories/find-duplicate.ts) takes the save as a merge;
 * 3. otherwise a new memory is inserted.
 * Every save records its sighting (core/memories/sighting.ts: provenance, time, its own words and key)
 * on the memory it landed on — once per sighting key, so re-deriving the same event adds nothing. Then
 * the memories named in `supersedes` are marked superseded by it, and the supersede rules run
 * (app/memories/auto-supersede.ts). All of it is one transaction.
 *
 * Errors: CairnError("INVALID_INPUT") naming each bad field, NOT_FOUND / INVALID_INPUT for a
 * `supersedes` id that does not exist or belongs to another project; nothing is written then.
 */

import { CairnError } from "../../core/common/errors.js";
import { parseOrThrow } from "../../core/common/validate.js";
import { baselineConfidence } from "../../core/memories/confidence.js";
import { type Memory, newMemorySchema, type ParsedNewMemory } from "../../core/memories/memory.js";
import { sightingKey } from "../../core/memories/sighting.js";
import { manualReason } from "../../core/memories/supersede.js";
import { redactOnce } from "../../core/redact/redacted-texts.js";
import type { Store } from "../../store/store.js";
import { applySupersedeRules } from "./auto-supersede.js";
import { type Candidates, candidateSearch } from "./candidates.js";
import { findDuplicate, mergePatch } from "./find-duplicate.js";
import { markSuperseded, supersedeTargets } from "./supersede-memory.js";

/** How a save landed: a new memory, an update of the one with its key, the same again, or a merge. */
export type SaveOutcome = "created" | "updated" | "unchanged" | "merged";

export interface SaveResult {
  memory: Memory;
  created: boolean;
  outcome: SaveOutcome;
  /** Whether this save added a sighting (false: the same sighting was recorded before). */
  sighted: boolean;
  /** Ids of the memories this save marked superseded (by `supersedes` or by a rule). */
  superseded: string[];
}

export interface SaveOptions {
  /**
   * Merge into a memory with the same meaning (default true). False for mirrors of a file that owns
   * its lines (observations), whose memories must stay one per line.
   */
  merge?: boolean;
  /** Ids of memories this one replaces (same project); they are marked superseded by it. */
  supersedes?: readonly string[];
  /** Who marks `supersedes` (cli, mcp, dashboard); default the source kind. */
  via?: string;
}

type Clean = ParsedNewMemory & { confidence: number };

export async function saveMemory(
  store: Store,
  input: unknown,
  now: Date = new Date(),
  opts: SaveOptions = {},
): Promise<SaveResult> {
  const m = await parseOrThrow(newMemorySchema, input);
  const clean: Clean = {
    ...m,
    title: redactOnce(m.title),
    body: redactOnce(m.body),
    tags: m.tags.map(redactOnce),
    files: m.files.map(redactOnce),
    dedupeKey: m.dedupeKey ? redactOnce(m.dedupeKey) : m.dedupeKey,
    confidence: m.confidence ?? baselineConfidence(m.source.kind, m.type),
  };
  const at = now.toISOString();
  return store.inTransaction(async () => {
    const targets = await supersedeTargets(store, clean.project, opts.supersedes ?? []);
    const candidates = candidateSearch(store, clean.project, clean.type);
    const { memory, outcome } = await place(store, clean, at, opts.merge !== false, candidates);
    const sighted = await store.addSighting(memory.id, {
      key: sightingKey(clean.source, clean.dedupeKey, at),
      at,
      source: clean.source,
      capturedBy: clean.capturedBy ?? null,
      dedupeKey: clean.dedupeKey,
      title: clean.title,
    });
    const superseded: string[] = [];
    const reason = manualReason(opts.via ?? clean.source.kind);
    for (const t of targets) {
      if (t.id === memory.id) continue;
      await markSuperseded(store, t, memory, reason, at);
      superseded.push(t.id);
    }
    // the same evidence again (a re-derivation) changes nothing the rules could look at
    if (sighted || outcome !== "unchanged")
      superseded.push(...(await applySupersedeRules(store, memory, at, sighted, candidates)));
    const latest = superseded.length > 0 ? ((await store.getMemory(memory.id)) ?? memory) : memory;
    return { memory: latest, created: outcome === "created", outcome, sighted, superseded };
  });
}

async function place(
  store: Store,
  m: Clean,
  at: string,
  merge: boolean,
  candidates: Candidates,
): Promise<{ memory: Memory; outcome: SaveOutcome }> {
  if (m.dedupeKey) {
    const existing = await store.findByDedupeKey(m.project, m.dedupeKey);
    // a key of a duplicate merged earlier: the memory keeps its own words
    if (existing && existing.dedupeKey !== m.dedupeKey) return mergeInto(store, existing, m, at);
    if (existing) return updateKeyed(store, existing, m, at);
  }
  if (merge) {
    const twin = await findDuplicate(m, candidates);
    if (twin) return mergeInto(store, twin, m, at);
  }
  try {
    return { memory: await store.insertMemory(m, at), outcome: "created" };
  } catch (err) {
    // a server store's unique key: another process saved this dedupe key since the lookup above
    if (!(err instanceof CairnError && err.code === "CONFLICT") || !m.dedupeKey) throw err;
    const twin = await store.findByDedupeKey(m.project, m.dedupeKey);
    if (!twin) throw err;
    return updateKeyed(store, twin, m, at);
  }
}

/** The memory with the same key, brought up to this save's content unless that is older evidence. */
async function updateKeyed(store: Store, existing: Memory, m: Clean, at: string) {
  const unchanged =
    existing.title === m.title &&
    existing.body === m.body &&
    existing.files.join("\n") === m.files.join("\n") &&
    m.tags.every((t) => existing.tags.includes(t)) &&
    existing.confidence >= m.confidence;
  if (unchanged || at < existing.updatedAt) return { memory: existing, outcome: "unchanged" as const };
  const memory = await store.updateMemory(
    existing.id,
    {
      title: m.title,
      body: m.body,
      files: m.files,
      tags: [...new Set([...existing.tags, ...m.tags])],
      confidence: Math.max(existing.confidence, m.confidence),
      gitCommit: m.gitCommit ?? existing.gitCommit,
    },
    at,
  );
  return { memory, outcome: "updated" as const };
}

async function mergeInto(store: Store, existing: Memory, m: Clean, at: string) {
  const patch = mergePatch(existing, m, at);
  if (patch === null) return { memory: existing, outcome: "merged" as const };
  const when = at > existing.updatedAt ? at : existing.updatedAt;
  return { memory: await store.updateMemory(existing.id, patch, when), outcome: "merged" as const };
}
