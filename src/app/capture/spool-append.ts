/**
 * The hot half of the hook spool (see spool.ts): append one event line. Imports no schema library,
 * because PostToolUse runs it on every tool call.
 */
import { appendFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import type { ActivityEventInput } from "../../core/capture/events.js";
import { redactDeep } from "../../core/redact/redact.js";

/** File-name-safe form of a session id. */
export const spoolName = (sessionId: string) => sessionId.replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 128);

export function appendSpool(spoolDir: string, event: ActivityEventInput): void {
  mkdirSync(spoolDir, { recursive: true });
  appendFileSync(
    join(spoolDir, `${spoolName(event.sessionId)}.jsonl`),
    `${JSON.stringify(redactDeep(event))}\n`,
    {
      mode: 0o600,
    },
  );
}
