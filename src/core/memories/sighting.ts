/**
 * A sighting: one time a memory was saved — by a hook, an import, the CLI or an MCP tool — with its
 * own provenance. A duplicate merged into an existing memory (core/memories/same-meaning.ts) becomes a
 * sighting of it, so nothing about where a fact was seen is lost. Pure.
 */
import type { Source } from "./memory.js";

export interface Sighting {
  /** Identity of the sighting ({@link sightingKey}): saving it again adds nothing. */
  key: string;
  /** When it was seen (ISO-8601 UTC): the event's time on import, the save's time otherwise. */
  at: string;
  source: Source;
  /** Who captured it (`user@machine`), when known. */
  capturedBy: string | null;
  /** The dedupe key it came with: the memory is found by it as by its own. */
  dedupeKey: string | null;
  /** Its own words (the title it was saved with), which may differ from the memory's. */
  title: string;
}

/**
 * The key of a sighting. A save with a dedupe key is machine-made and re-derived many times (every
 * Stop, a later import of the same transcript, each run of the same command): it is one sighting per
 * session and key — `k:<session>:<dedupe key>`. A save without one is a deliberate act (the CLI, an
 * MCP tool): each is its own sighting — `at:<source kind>:<session>:<tool_use_id>:<time>`. Store
 * migrations (SQLite 8, PostgreSQL 12) key the existing memories with the same formula.
 */
export function sightingKey(source: Source, dedupeKey: string | null, at: string): string {
  if (dedupeKey !== null) return `k:${source.sessionId ?? ""}:${dedupeKey}`;
  return `at:${source.kind}:${source.sessionId ?? ""}:${source.toolUseId ?? ""}:${at}`;
}
