/**
 * Saves a memory: validates (zod), redacts secrets from every text field, fills the baseline
 * confidence, and — when a dedupeKey is given and a live memory already has it — updates that
 * memory instead of adding a second one — also when another process inserted it between the lookup and
 * the insert (a server store refuses the second live memory of a key with CairnError "CONFLICT").
 * Errors: CairnError("INVALID_INPUT") naming each bad field; nothing is written then.
 */

import { CairnError } from "../../core/common/errors.js";
import { parseOrThrow } from "../../core/common/validate.js";
import { baselineConfidence } from "../../core/memories/confidence.js";
import { type Memory, newMemorySchema } from "../../core/memories/memory.js";
import { redact } from "../../core/redact/redact.js";
import type { NewMemoryRow, Store } from "../../store/store.js";

export interface SaveResult {
  memory: Memory;
  created: boolean;
}

type Clean = NewMemoryRow;

export async function saveMemory(store: Store, input: unknown, now: Date = new Date()): Promise<SaveResult> {
  const m = await parseOrThrow(newMemorySchema, input);
  const clean: Clean = {
    ...m,
    title: redact(m.title),
    body: redact(m.body),
    tags: m.tags.map(redact),
    files: m.files.map(redact),
    dedupeKey: m.dedupeKey ? redact(m.dedupeKey) : m.dedupeKey,
    confidence: m.confidence ?? baselineConfidence(m.source.kind, m.type),
  };
  const iso = now.toISOString();
  if (clean.dedupeKey) {
    const existing = await store.findByDedupeKey(clean.project, clean.dedupeKey);
    if (existing) return { memory: await mergeInto(store, existing, clean, iso), created: false };
  }
  try {
    return { memory: await store.insertMemory(clean, iso), created: true };
  } catch (err) {
    // a server store's unique key: another process saved this dedupe key since the lookup above
    if (!(err instanceof CairnError && err.code === "CONFLICT") || !clean.dedupeKey) throw err;
    const twin = await store.findByDedupeKey(clean.project, clean.dedupeKey);
    if (!twin) throw err;
    return { memory: await mergeInto(store, twin, clean, iso), created: false };
  }
}

/** Updates the live memory holding the same dedupe key with `clean` (nothing when it says nothing new). */
async function mergeInto(store: Store, existing: Memory, clean: Clean, iso: string): Promise<Memory> {
  const unchanged =
    existing.title === clean.title &&
    existing.body === clean.body &&
    existing.files.join("\n") === clean.files.join("\n") &&
    clean.tags.every((t) => existing.tags.includes(t)) &&
    existing.confidence >= clean.confidence;
  if (unchanged) return existing;
  return store.updateMemory(
    existing.id,
    {
      title: clean.title,
      body: clean.body,
      files: clean.files,
      tags: [...new Set([...existing.tags, ...clean.tags])],
      confidence: Math.max(existing.confidence, clean.confidence),
      gitCommit: clean.gitCommit ?? existing.gitCommit,
    },
    iso,
  );
}
