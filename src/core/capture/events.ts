/**
 * Compact activity events: what a session did, never raw tool output. One row per prompt, tool
 * call or lifecycle event. Produced by hooks (via the spool) and by transcript import.
 */
import * as z from "zod/mini";
import { INTERRUPTED } from "./interrupted.js";

/** `assistant`: a finding Claude stated in a message (core/capture/finding), its words as the detail. */
export const EVENT_KINDS = [
  "prompt",
  "tool",
  "stop",
  "compact",
  "session_start",
  "session_end",
  "assistant",
] as const;
export type EventKind = (typeof EVENT_KINDS)[number];

export { INTERRUPTED };

/** True for a tool event the user stopped (see INTERRUPTED). */
export function isInterrupted(e: { error: string | null }): boolean {
  return e.error === INTERRUPTED;
}

const str = (max: number) => z.string().check(z.maxLength(max));
const nullableStr = (max: number) => z._default(z.nullable(str(max)), null);

export const activityEventSchema = z.object({
  sessionId: z.string().check(z.minLength(1), z.maxLength(128)),
  /** ISO-8601 UTC. */
  ts: z.string().check(z.minLength(1)),
  kind: z.enum(EVENT_KINDS),
  /** Claude Code hook event name, or "import". */
  event: str(64),
  tool: nullableStr(128),
  toolUseId: nullableStr(128),
  /** Absolute paths as Claude Code reported them (redacted); made project-relative at ingest. */
  files: z._default(z.array(str(1024)).check(z.maxLength(64)), []),
  /** Bash command (redacted, ≤ 2,000 chars). */
  command: nullableStr(2000),
  /** true = succeeded, false = failed, null = not applicable. */
  ok: z._default(z.nullable(z.boolean()), null),
  exitCode: z._default(z.nullable(z.int()), null),
  /** First meaningful error line (redacted, ≤ 500 chars). */
  error: nullableStr(500),
  /** Prompt text, last assistant message or other short detail (redacted, ≤ 4,000 chars). */
  detail: nullableStr(4000),
  cwd: nullableStr(4096),
  agentId: nullableStr(128),
});
export type ActivityEvent = z.output<typeof activityEventSchema>;
export type ActivityEventInput = z.input<typeof activityEventSchema>;

/** An event with every optional field at its default (null / []); the four identifying fields are required. */
export function activityEvent(
  e: Pick<ActivityEvent, "sessionId" | "ts" | "kind" | "event"> & Partial<ActivityEvent>,
): ActivityEvent {
  return {
    tool: null,
    toolUseId: null,
    files: [],
    command: null,
    ok: null,
    exitCode: null,
    error: null,
    detail: null,
    cwd: null,
    agentId: null,
    ...e,
  };
}
