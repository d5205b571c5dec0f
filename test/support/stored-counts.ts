/**
 * What a Cairn home holds of one session, counted: its events by kind (tool events also by tool use id,
 * so a call stored twice shows), and every memory of the store (deleted and superseded ones included),
 * to compare before and after a second path (import after live capture) records the same session.
 */
import { join } from "node:path";
import { openSqliteStore } from "../../src/store/sqlite/sqlite-store.js";

export interface StoredCounts {
  events: Record<string, number>;
  memories: number;
  lastAssistantMessage: string | null;
}

export async function storedCounts(cairnHome: string, sessionId: string): Promise<StoredCounts> {
  const store = openSqliteStore({ path: join(cairnHome, "cairn.db") });
  try {
    const events: Record<string, number> = {};
    for (const e of await store.listEvents({ sessionId })) events[e.kind] = (events[e.kind] ?? 0) + 1;
    const memories = await store.countMemories({ includeDeleted: true, includeSuperseded: true });
    const session = await store.getSession(sessionId);
    return { events, memories, lastAssistantMessage: session?.lastAssistantMessage ?? null };
  } finally {
    await store.close();
  }
}
