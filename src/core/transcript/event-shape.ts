/**
 * An imported event in activityEventSchema's output shape (absent fields at their defaults, texts
 * clipped to its limits; callers redact them), built without a zod parse per event: only what the
 * transcript controls is checked — a timestamp and an integer exit code — and an event without them is
 * null. `test/transcript/real-transcripts.test.ts` checks every event against the schema. Pure.
 */
import type { ActivityEvent } from "../capture/events.js";
import { clip } from "./text.js";

const cut = (v: string | null | undefined, max: number) => (v == null ? null : clip(v, max));

export function importEvent(
  sessionId: string,
  ts: string | undefined,
  cwd: string | null,
  fields: Partial<ActivityEvent> & Pick<ActivityEvent, "kind">,
  agentId: string | null,
): ActivityEvent | null {
  const exitCode = fields.exitCode ?? null;
  if (typeof ts !== "string" || ts.length === 0 || (exitCode !== null && !Number.isSafeInteger(exitCode)))
    return null;
  return {
    sessionId: clip(sessionId, 128),
    ts,
    kind: fields.kind,
    event: "import",
    tool: cut(fields.tool, 128),
    toolUseId: cut(fields.toolUseId, 128),
    files: (fields.files ?? []).slice(0, 64).map((f) => clip(f, 1024)),
    command: cut(fields.command, 2000),
    ok: fields.ok ?? null,
    exitCode,
    error: cut(fields.error, 500),
    detail: cut(fields.detail, 4000),
    cwd,
    agentId: cut(agentId, 128),
  };
}
