/**
 * Compact activity events: what a session did, never raw tool output. One row per prompt, tool
 * call or lifecycle event. Produced by hooks (via the spool) and by transcript import.
 */
import { z } from "zod";

export const EVENT_KINDS = ["prompt", "tool", "stop", "compact", "session_start", "session_end"] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export const activityEventSchema = z.object({
  sessionId: z.string().min(1).max(128),
  /** ISO-8601 UTC. */
  ts: z.string().min(1),
  kind: z.enum(EVENT_KINDS),
  /** Claude Code hook event name, or "import". */
  event: z.string().max(64),
  tool: z.string().max(128).nullable().default(null),
  toolUseId: z.string().max(128).nullable().default(null),
  /** Absolute paths as Claude Code reported them (redacted); made project-relative at ingest. */
  files: z.array(z.string().max(1024)).max(64).default([]),
  /** Bash command (redacted, ≤ 2,000 chars). */
  command: z.string().max(2000).nullable().default(null),
  /** true = succeeded, false = failed, null = not applicable. */
  ok: z.boolean().nullable().default(null),
  exitCode: z.number().int().nullable().default(null),
  /** First meaningful error line (redacted, ≤ 500 chars). */
  error: z.string().max(500).nullable().default(null),
  /** Prompt text, last assistant message or other short detail (redacted, ≤ 4,000 chars). */
  detail: z.string().max(4000).nullable().default(null),
  cwd: z.string().max(4096).nullable().default(null),
  agentId: z.string().max(128).nullable().default(null),
});
export type ActivityEvent = z.output<typeof activityEventSchema>;
export type ActivityEventInput = z.input<typeof activityEventSchema>;
