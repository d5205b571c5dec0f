/** A memory a capture rule implies, before the app layer saves it idempotently by `dedupeKey`. */
import type { MemoryType } from "../memories/memory.js";

export interface MemoryDraft {
  type: MemoryType;
  title: string;
  body: string;
  files: string[];
  tags: string[];
  dedupeKey: string;
  sessionId: string;
  toolUseId: string | null;
  event: string;
  /**
   * When the evidence was written (ISO-8601 UTC), for drafts whose event is not a tool call: items of
   * one compaction summary a millisecond apart in the order it lists them, so their order is kept.
   * Import dates a draft by it; without it, by its tool call's first event.
   */
  at?: string;
  /** Set when the evidence is weaker than the baseline assumes (0–1). */
  confidence?: number;
}
