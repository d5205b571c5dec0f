/**
 * Reads for the sessions timeline the Store port does not offer: the newest events of a project and a
 * cheap change marker for the live feed (max event id, newest session update, max memory rowid — each an
 * index or rowid lookup, so polling it every second costs microseconds).
 */

import type { ActivityEvent } from "../core/capture/events.js";
import { type EventRow, toEvent } from "../store/sqlite/rows.js";
import type { SqliteStore } from "../store/sqlite/sqlite-store.js";
import { stmt } from "../store/sqlite/statements.js";

export function latestEvents(store: SqliteStore, project: string, limit = 30): ActivityEvent[] {
  const rows = stmt(store.db, "SELECT * FROM events WHERE project = ? ORDER BY id DESC LIMIT ?").all(
    project,
    limit,
  ) as EventRow[];
  return rows.map(toEvent);
}

/** A string that changes whenever a hook writes an event, a session or a memory. */
export function changeMarker(store: SqliteStore): string {
  const r = stmt(
    store.db,
    `SELECT (SELECT max(id) FROM events) AS e, (SELECT max(rowid) FROM memories) AS m,
            (SELECT max(updated_at) FROM sessions) AS s`,
  ).get() as { e: number | null; m: number | null; s: string | null };
  return `${r.e ?? 0}:${r.m ?? 0}:${r.s ?? ""}`;
}
