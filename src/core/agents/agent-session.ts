/**
 * A transcript file of an agent that keeps one session a file (Codex rollouts, Copilot `events.jsonl`)
 * as the activity events transcript import records, and the JSON-lines reading both share (line by
 * line, from any async source of lines). Pure.
 */
import type { ActivityEvent } from "../capture/events.js";

/** One session read from an agent's transcript file. */
export interface AgentSession {
  sessionId: string;
  cwd: string | null;
  startedAt: string | null;
  events: ActivityEvent[];
  lastAssistantMessage: string | null;
  lastAssistantAt: string | null;
}

/**
 * Each record of JSON lines (https://jsonlines.org), one line at a time: each non-blank line through
 * `parse`, the record to `onRecord`; `onBadLine` is called for each line `parse` rejects (null), which is
 * left out. Holds no more than one line.
 */
export async function eachJsonLineRecord<T>(
  lines: AsyncIterable<string>,
  parse: (line: string) => T | null,
  onRecord: (record: T) => void,
  onBadLine: () => void,
): Promise<void> {
  for await (const line of lines) {
    if (line.trim() === "") continue;
    const r = parse(line);
    if (r) onRecord(r);
    else onBadLine();
  }
}
