/**
 * A session whose first typed request pastes a failure (core/capture/reported-failure) reports the
 * opposite of what the project's previous session ended on: that session's task summary stops quoting
 * Claude's last message and says what the user reported instead (its body and its session record), and
 * the account of what its last turn built (a `work-summary` project fact) is marked superseded by this
 * session's summary. Only the one session whose summary was dated last before the request is touched.
 */
import type { ActivityEvent } from "../../core/capture/events.js";
import { pastedErrorLine, withReportedFailure } from "../../core/capture/reported-failure.js";
import { isTypedRequest } from "../../core/capture/session-turns.js";
import type { Memory } from "../../core/memories/memory.js";
import type { Store } from "../../store/store.js";
import { markSuperseded } from "./supersede-memory.js";

/** How many of the project's newest task summaries and facts are read to find the previous session's. */
const RECENT = 50;

/** Rewrites the previous session's claims the user's first request of this session reported failing; returns the ids changed. */
export async function withdrawReportedClaims(
  store: Store,
  summary: Memory,
  events: readonly ActivityEvent[],
): Promise<string[]> {
  const first = events.find((e) => isTypedRequest(e));
  const line = first && isTypedRequest(first) ? pastedErrorLine(first.detail) : null;
  if (!first || line === null) return [];
  const summaries = await store.listMemories({
    project: summary.project,
    types: ["task_summary"],
    limit: RECENT,
  });
  const previous = summaries
    .filter((m) => m.source.sessionId !== summary.source.sessionId && m.createdAt <= first.ts)
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1))[0];
  if (!previous?.source.sessionId) return [];
  const changed: string[] = [];
  const body = withReportedFailure(previous.body, line);
  if (body !== previous.body) {
    await store.updateMemory(previous.id, { body }, first.ts);
    changed.push(previous.id);
    const record = await store.getSession(previous.source.sessionId);
    if (record) await store.upsertSession({ ...record, summary: withReportedFailure(record.summary, line) });
  }
  const facts = await store.listMemories({
    project: summary.project,
    types: ["project_fact"],
    limit: RECENT,
  });
  const built = facts
    .filter((m) => m.source.sessionId === previous.source.sessionId && m.tags.includes("work-summary"))
    .sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1))[0];
  if (built) {
    await markSuperseded(
      store,
      built,
      summary,
      `the user reported after it: “${line.slice(0, 200)}”`,
      first.ts,
    );
    changed.push(built.id);
  }
  return changed;
}
