/**
 * The outbox of a machine that uses a shared server: its own SQLite file (`cairn-local.db`) holds the
 * local-scope memories for good, and — while the server was unreachable — everything else the hooks
 * captured (memories of other scopes, sessions, events, injections). Anything in that file that is not
 * a local-scope memory is therefore waiting for delivery.
 *
 * `deliverOutbox` copies it to the server (copy-store.ts: ids kept, so a retry doubles nothing) and
 * removes it from the file, inside one local write transaction: a hook writing to the file meanwhile
 * waits (SQLite busy timeout) instead of adding a row the delete would miss, and a failure half-way
 * leaves the file as it was (the next delivery skips what already arrived).
 */
import type { SqliteStore } from "../sqlite/sqlite-store.js";
import type { Store } from "../store.js";
import { type CopyCounts, copyStore, emptyCounts } from "./copy-store.js";

export interface Pending {
  memories: number;
  sessions: number;
  events: number;
}

/** What the outbox holds (cheap: three counts). */
export function pendingDelivery(local: SqliteStore): Pending {
  const n = (sql: string) => (local.db.prepare(sql).get() as { n: number }).n;
  return {
    memories: n("SELECT COUNT(*) AS n FROM memories WHERE scope <> 'local'"),
    sessions: n("SELECT COUNT(*) AS n FROM sessions"),
    events: n("SELECT COUNT(*) AS n FROM events"),
  };
}

export function hasPending(p: Pending): boolean {
  return p.memories + p.sessions + p.events > 0;
}

/** Delivers the outbox to `shared` and empties it; returns what the server gained. */
export async function deliverOutbox(local: SqliteStore, shared: Store): Promise<CopyCounts> {
  if (!hasPending(pendingDelivery(local))) return emptyCounts();
  return local.inTransaction(async () => {
    const counts = await copyStore(local, shared, {
      memories: (m) => m.scope !== "local",
      onMemoryCopied: async (m) => {
        await local.hardDeleteMemory(m.id);
      },
    });
    local.db.exec("DELETE FROM injections; DELETE FROM events; DELETE FROM sessions;");
    return counts;
  });
}
