/**
 * Saves a memory: validates (zod), redacts secrets from every text field, fills the baseline
 * confidence, and — when a dedupeKey is given and a live memory already has it — updates that
 * memory instead of adding a second one. Errors: CairnError("INVALID_INPUT") naming each bad field;
 * nothing is written then.
 */

import { parseOrThrow } from "../../core/common/validate.js";
import { baselineConfidence } from "../../core/memories/confidence.js";
import { type Memory, newMemorySchema } from "../../core/memories/memory.js";
import { redact } from "../../core/redact/redact.js";
import type { Store } from "../../store/store.js";

export interface SaveResult {
  memory: Memory;
  created: boolean;
}

export async function saveMemory(store: Store, input: unknown, now: Date = new Date()): Promise<SaveResult> {
  const m = await parseOrThrow(newMemorySchema, input);
  const clean = {
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
    if (existing) {
      const unchanged =
        existing.title === clean.title &&
        existing.body === clean.body &&
        existing.files.join("\n") === clean.files.join("\n") &&
        clean.tags.every((t) => existing.tags.includes(t)) &&
        existing.confidence >= clean.confidence;
      if (unchanged) return { memory: existing, created: false };
      const memory = await store.updateMemory(
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
      return { memory, created: false };
    }
  }
  return { memory: await store.insertMemory(clean, iso), created: true };
}
