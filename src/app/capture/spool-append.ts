/**
 * The hot half of the hook spool (see spool.ts): append one event line. Imports no schema library,
 * because PostToolUse runs it on every tool call.
 */
import { dirname, join } from "node:path";
import type { ActivityEventInput } from "../../core/capture/events.js";
import { appendFileSafe, homeScope } from "../env/safe-write.js";

/** File-name-safe form of a session id. */
export const spoolName = (sessionId: string) => sessionId.replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 128);

export function appendSpool(spoolDir: string, event: ActivityEventInput): void {
  const file = join(spoolDir, `${spoolName(event.sessionId)}.jsonl`);
  appendFileSafe(homeScope(dirname(spoolDir)), file, `${JSON.stringify(event)}\n`);
}
