/**
 * The outbox of a machine that uses a shared server: its own SQLite file (`cairn-local.db`) holds the
 * local-scope memories for good, and — while the server was unreachable — everything else the runs
 * captured (memories of other scopes, sessions, events, injections, conversation excerpts). Anything in that file that is not
 * a local-scope memory is therefore waiting for delivery.
 *
 * `deliverOutbox` copies it to the server item by item and removes each item from the file once the
 * server has it: memories (copy-store.ts `copyMemory`: ids kept, a live dedupe key merged), then each
 * session with its events and injections (a session the server already has is merged, not overwritten:
 * core/capture/session-merge.ts), then events whose session record never got written, then the
 * conversation excerpts (in id pages; the server ignores one it has by its session and key). A row is removed
 * only as it was read (a memory or session changed meanwhile by another run on this machine stays for
 * the next delivery; events and excerpts are removed by row id), so concurrent runs lose nothing, and a delivery
 * that stops half-way — the deadline, or the server going away — leaves the rest for the next run,
 * which doubles nothing (the server de-duplicates by id, dedupe key, event key and excerpt key).
 */
import { mergeSessionRecords } from "../../core/capture/session-merge.js";
import { type EventRow, toEvent } from "../sqlite/rows.js";
import type { SqliteStore } from "../sqlite/sqlite-store.js";
import type { Store } from "../store.js";
import { type CopyCounts, copyMemory, emptyCounts, type Placed, relinkSuperseded } from "./copy-store.js";

export interface Pending {
  memories: number;
  sessions: number;
  events: number;
  excerpts: number;
}

/** What the outbox holds (cheap: four counts). */
export function pendingDelivery(local: SqliteStore): Pending {
  const n = (sql: string) => (local.db.prepare(sql).get() as { n: number }).n;
  return {
    memories: n("SELECT COUNT(*) AS n FROM memories WHERE scope <> 'local'"),
    sessions: n("SELECT COUNT(*) AS n FROM sessions"),
    events: n("SELECT COUNT(*) AS n FROM events"),
    excerpts: n("SELECT COUNT(*) AS n FROM excerpts"),
  };
}

export function hasPending(p: Pending): boolean {
  return p.memories + p.sessions + p.events + p.excerpts > 0;
}

export interface DeliverOptions {
  /** Epoch ms after which no further item starts; what is left waits for the next run. */
  deadline?: number;
  /** Events (and excerpts) read and sent per batch (default 500). */
  pageSize?: number;
}

export interface Delivery extends CopyCounts {
  /** Sessions whose record or events reached the server in this run. */
  sessionIds: string[];
  /** False when the deadline left part of the outbox for a later run. */
  complete: boolean;
}

const ALL = { includeDeleted: true, includeSuperseded: true, order: "oldest" } as const;

/** Delivers the outbox to `shared`, removing what arrived; returns what the server gained. */
export async function deliverOutbox(
  local: SqliteStore,
  shared: Store,
  o: DeliverOptions = {},
): Promise<Delivery> {
  const out: Delivery = { ...emptyCounts(), sessionIds: [], complete: true };
  if (!hasPending(pendingDelivery(local))) return out;
  const late = () => {
    if (o.deadline !== undefined && Date.now() >= o.deadline) out.complete = false;
    return !out.complete;
  };
  for (const p of await local.listProjects()) {
    await shared.upsertProject(p, p.lastSeenAt);
    out.projects += 1;
  }
  const placed: Placed[] = [];
  for (const m of (await local.listMemories(ALL)).filter((x) => x.scope !== "local")) {
    if (late()) break;
    const r = await copyMemory(shared, m);
    out[r.outcome] += 1;
    // its sightings go with it (to the twin it merged into); one already there is skipped by its key
    for (const s of await local.listSightings(m.id)) await shared.addSighting(r.id, s);
    placed.push({ memory: m, ...r });
    local.db.prepare("DELETE FROM memories WHERE id = ? AND updated_at = ?").run(m.id, m.updatedAt);
  }
  await relinkSuperseded(shared, placed);
  const page = o.pageSize ?? 500;
  for (const s of await local.listSessions({ limit: Number.MAX_SAFE_INTEGER })) {
    if (late()) return out;
    const there = await shared.getSession(s.id);
    await shared.upsertSession(there ? mergeSessionRecords(there, s) : s);
    out.sessions += 1;
    out.sessionIds.push(s.id);
    const injected = [...(await local.listInjected(s.id))];
    if (injected.length > 0) await shared.recordInjections(s.id, injected, s.updatedAt);
    out.events += await deliverEvents(local, shared, s.id, page, late);
    if (!out.complete) return out;
    local.db.transaction(() => {
      local.db.prepare("DELETE FROM sessions WHERE id = ? AND updated_at = ?").run(s.id, s.updatedAt);
      const drop = local.db.prepare("DELETE FROM injections WHERE session_id = ? AND memory_id = ?");
      for (const id of injected) drop.run(s.id, id);
    })();
  }
  // events whose run stopped before writing its session record
  const orphans = local.db.prepare("SELECT DISTINCT session_id AS id FROM events").all() as { id: string }[];
  for (const { id } of orphans) {
    if (late()) return out;
    const added = await deliverEvents(local, shared, id, page, late);
    out.events += added;
    if (added > 0 && !out.sessionIds.includes(id)) out.sessionIds.push(id);
  }
  out.excerpts += await deliverExcerpts(local, shared, page, late);
  return out;
}

/** Sends the outbox's excerpts in pages of `page`, each page removed from the file once the server has it. */
async function deliverExcerpts(local: SqliteStore, shared: Store, page: number, late: () => boolean) {
  let added = 0;
  while (!late()) {
    const rows = await local.listExcerpts({ limit: page });
    if (rows.length === 0) break;
    added += await shared.insertExcerpts(rows.map(({ id: _, ...e }) => e));
    const drop = local.db.prepare("DELETE FROM excerpts WHERE id = ?");
    local.db.transaction(() => {
      for (const r of rows) drop.run(Number(r.id));
    })();
    if (rows.length < page) break;
  }
  return added;
}

/** Sends one session's events in pages, each page removed from the file once the server has it. */
async function deliverEvents(
  local: SqliteStore,
  shared: Store,
  sessionId: string,
  page: number,
  late: () => boolean,
): Promise<number> {
  let added = 0;
  for (let after = 0; !late(); ) {
    const rows = local.db
      .prepare("SELECT * FROM events WHERE session_id = ? AND id > ? ORDER BY id LIMIT ?")
      .all(sessionId, after, page) as (EventRow & { id: number; project: string })[];
    if (rows.length === 0) break;
    for (const project of new Set(rows.map((r) => r.project)))
      added += await shared.insertEvents(project, rows.filter((r) => r.project === project).map(toEvent));
    after = rows[rows.length - 1]?.id ?? after;
    const drop = local.db.prepare("DELETE FROM events WHERE id = ?");
    local.db.transaction(() => {
      for (const r of rows) drop.run(r.id);
    })();
    if (rows.length < page) break;
  }
  return added;
}
