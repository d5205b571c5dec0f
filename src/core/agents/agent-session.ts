/**
 * A transcript file of an agent that keeps one session a file (Codex rollouts, Copilot `events.jsonl`)
 * as the activity events transcript import records, and the JSON-lines reading both share. Pure.
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
 * The records of a JSON-lines text (https://jsonlines.org): each non-blank line through `parse`;
 * `onBadLine` is called for each line `parse` rejects (null), which is left out.
 */
export function jsonLineRecords<T>(
  text: string,
  parse: (line: string) => T | null,
  onBadLine: () => void,
): T[] {
  const records: T[] = [];
  for (const line of text.split("\n")) {
    if (line.trim() === "") continue;
    const r = parse(line);
    if (r) records.push(r);
    else onBadLine();
  }
  return records;
}
