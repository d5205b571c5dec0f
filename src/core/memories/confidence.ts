/**
 * Baseline confidence (0–1) of a memory by its source and type, used when the caller gives none.
 *
 * Rationale: what a person states deliberately (CLI, MCP) is trusted most; what the hooks observe
 * directly (a command that exited 0) is near-certain as a fact but says little about intent; what is
 * inferred (a failure followed by a different approach that passed) is a candidate; imports of old
 * transcripts are older evidence and rank a step lower than the same capture made live.
 *
 * | source  | base | notes                                                        |
 * |---------|------|--------------------------------------------------------------|
 * | cli     | 0.90 | stated by the user or by Claude on purpose                   |
 * | mcp     | 0.90 | same                                                         |
 * | hook    | 0.70 | observed during a live session                               |
 * | import  | 0.60 | recovered from an old transcript                             |
 *
 * Type adjustments (added, then clamped to [0.05, 1]): verified_command +0.2 (it ran and passed),
 * failed_attempt −0.2 (inferred candidate), task_summary −0.1 (heuristic, no model).
 */
import type { MemoryType, SourceKind } from "./memory.js";

const BASE: Record<SourceKind, number> = { cli: 0.9, mcp: 0.9, hook: 0.7, import: 0.6 };
const ADJUST: Partial<Record<MemoryType, number>> = {
  verified_command: 0.2,
  failed_attempt: -0.2,
  task_summary: -0.1,
};

export function baselineConfidence(source: SourceKind, type: MemoryType): number {
  const value = BASE[source] + (ADJUST[type] ?? 0);
  return Math.round(Math.min(1, Math.max(0.05, value)) * 100) / 100;
}
