/** What one `cairn import` run did, counted across every import loop (Claude Code, Codex, Copilot). */
import type { SkippedMemory } from "./record-activity.js";

export interface ImportSummary {
  /** Distinct sessions created or given new events. */
  sessions: number;
  /** Event rows added. */
  events: number;
  /** Memories created. */
  memories: number;
  /** Files unchanged since the last import, plus sessions with no usable cwd. */
  skipped: number;
  files: number;
  bytes: number;
  /** Record types this version does not know, with counts (skipped). */
  unknownTypes: Record<string, number>;
  parseErrors: number;
  /** Derived memories that did not validate and were left out (their sessions were imported). */
  memoriesSkipped: (SkippedMemory & { sessionId: string })[];
  /** Sessions that could not be recorded (rolled back, the rest of the import went on); their file is read again next time. */
  failed: { path: string; sessionId: string; reason: string }[];
  /** Ids of the projects the imported sessions were recorded in. */
  projects: string[];
}

/** An ImportSummary with nothing counted yet. */
export function emptySummary(): ImportSummary {
  return {
    sessions: 0,
    events: 0,
    memories: 0,
    skipped: 0,
    files: 0,
    bytes: 0,
    unknownTypes: {},
    parseErrors: 0,
    memoriesSkipped: [],
    failed: [],
    projects: [],
  };
}
