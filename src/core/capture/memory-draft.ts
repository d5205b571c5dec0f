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
  /** Set when the evidence is weaker than the baseline assumes (0–1). */
  confidence?: number;
}
