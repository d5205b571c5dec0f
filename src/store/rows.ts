/** Row mapping both store implementations share (SQLite and PostgreSQL). */
import type { ActivityEvent } from "../core/capture/events.js";

/**
 * Identity of an event for idempotent inserts: a tool call by its tool_use_id (so a live capture
 * and a later import of the same session do not double up), a prompt by its text, others by time.
 */
export function eventDedupe(e: ActivityEvent): string {
  if (e.kind === "tool" && e.toolUseId) return `t:${e.toolUseId}`;
  if (e.kind === "prompt" && e.detail) return `p:${e.detail.slice(0, 500)}`;
  // Claude Code writes its compaction summary with the compact_boundary's timestamp
  // (the same record reaches the store from SessionStart and from import: one key for both)
  if (e.kind === "compact" && e.detail?.startsWith("Compaction summary")) return `compact-summary:${e.ts}`;
  // a finding is read from the transcript by import and by the live Stop hook: one key for both
  if (e.kind === "assistant" && e.detail) return `finding:${e.ts}:${e.detail.slice(0, 200)}`;
  return `${e.event}:${e.ts}`;
}
