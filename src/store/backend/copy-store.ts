/**
 * Copies what one `Store` holds into another through the Store port only (any pair of backends):
 * projects, memories (with their sightings), sessions, their events and injections, and conversation excerpts. Idempotent and resumable: memories keep
 * their ids (one already in the target is skipped), a memory whose live dedupe key the target already
 * has updates that memory instead of adding a second one (also when another process inserted it
 * meanwhile: a server's unique key answers CONFLICT), a session the target already has is merged with
 * it (core/capture/session-merge.ts: earliest start, both turns) rather than overwritten, and events
 * are de-duplicated by the target's own event key, excerpts by the target's own excerpt key (session,
 * role and text), so an excerpt copied twice is stored once. "Superseded" links are set again on every run for
 * every copied memory, so a run stopped before its linking step loses none. A second run therefore
 * copies nothing new.
 *
 * Not copied: import marks (absolute paths on one machine), vectors (rebuilt by `cairn index`), notes
 * (indexed again from the project's `.cairn/notes/` files) and task boards (a port of their own:
 * copy-tasks.ts).
 */

import type { SessionRecord } from "../../core/capture/session.js";
import { mergeSessionRecords } from "../../core/capture/session-merge.js";
import { CairnError } from "../../core/common/errors.js";
import type { Memory } from "../../core/memories/memory.js";
import { contentOf, newMemoryRowOf } from "../memory-columns.js";
import type { ProjectRecord, Store } from "../store.js";

export interface CopyCounts {
  projects: number;
  /** Memories added to the target. */
  memories: number;
  /** Memories that updated the target's memory with the same dedupe key. */
  merged: number;
  /** Memories the target already had (same id). */
  skipped: number;
  sessions: number;
  /** Events added (duplicates the target already had are not counted). */
  events: number;
  /** Conversation excerpts added (ones the target already had are not counted). */
  excerpts: number;
}

export interface CopyOptions {
  /** Which memories to copy (default: all, deleted and superseded included). */
  memories?: (m: Memory) => boolean;
  /** The project a source project becomes in the target (default: the same record). */
  project?: (p: ProjectRecord) => ProjectRecord;
  /** Called after each memory with (done, total). */
  onProgress?: (done: number, total: number) => void;
  /** Called after each memory is in the target (for a move: the caller deletes it at the source). */
  onMemoryCopied?: (m: Memory) => Promise<void>;
  /** Recorded as the author of copied memories that name none (`user@host` of the machine they come from). */
  defaultAuthor?: string | null;
  /** Copy sessions, events, injections and conversation excerpts too (default true). */
  activity?: boolean;
  /** Events and excerpts read per page. */
  pageSize?: number;
}

export function emptyCounts(): CopyCounts {
  return { projects: 0, memories: 0, merged: 0, skipped: 0, sessions: 0, events: 0, excerpts: 0 };
}

const ALL = { includeDeleted: true, includeSuperseded: true, order: "oldest" } as const;

/** Copies `from` into `to`; returns what was added. Errors from either store propagate (nothing is rolled back: run it again). */
export async function copyStore(from: Store, to: Store, o: CopyOptions = {}): Promise<CopyCounts> {
  const counts = emptyCounts();
  const ids = new Map<string, string>();
  for (const p of await from.listProjects()) {
    const target = o.project ? o.project(p) : p;
    ids.set(p.id, target.id);
    await to.upsertProject(target, p.lastSeenAt);
    counts.projects += 1;
  }
  const projectOf = (id: string) => ids.get(id) ?? id;

  const wanted = (await from.listMemories(ALL)).filter((m) => o.memories?.(m) ?? true);
  const placed: Placed[] = [];
  let done = 0;
  for (const m of wanted) {
    const capturedBy = m.capturedBy ?? o.defaultAuthor ?? null;
    const r = await copyMemory(to, { ...m, project: projectOf(m.project), capturedBy });
    counts[r.outcome] += 1;
    // every sighting goes with it (to the twin it merged into); one already there is skipped by its key
    for (const s of await from.listSightings(m.id)) await to.addSighting(r.id, s);
    placed.push({ memory: m, ...r });
    await o.onMemoryCopied?.(m);
    o.onProgress?.(++done, wanted.length);
  }
  await relinkSuperseded(to, placed);

  if (o.activity === false) return counts;
  for (const projectId of ids.keys()) {
    const sessions = await from.listSessions({ project: projectId, limit: Number.MAX_SAFE_INTEGER });
    for (const s of sessions) {
      await putSession(to, { ...s, project: projectOf(s.project) });
      counts.sessions += 1;
      const injected = await from.listInjected(s.id);
      if (injected.size > 0) await to.recordInjections(s.id, [...injected], s.updatedAt);
    }
    counts.events += await copyEvents(from, to, projectId, projectOf(projectId), o.pageSize ?? 500);
    counts.excerpts += await copyExcerpts(from, to, projectId, projectOf(projectId), o.pageSize ?? 500);
  }
  return counts;
}

/** A memory of the source and where it went: its id in the target and which count it added to. */
export interface Placed {
  memory: Memory;
  outcome: "memories" | "merged" | "skipped";
  id: string;
}

/**
 * Sets `supersededBy` in the target for every placed memory that kept its id and is superseded at the
 * source, to the memory it names there (mapped through the placements); runs on every copy, so links a
 * stopped run did not set yet are set by the next one. A link whose memory the target lacks waits.
 */
export async function relinkSuperseded(to: Store, placed: readonly Placed[]): Promise<number> {
  const targetOf = new Map(placed.map((p) => [p.memory.id, p.id]));
  let linked = 0;
  for (const p of placed) {
    const by = p.memory.supersededBy;
    if (by === null || p.outcome === "merged") continue;
    const link = targetOf.get(by) ?? by;
    const there = await to.getMemory(p.id);
    if (!there || there.supersededBy === link || !(await to.getMemory(link))) continue;
    await to.updateMemory(
      p.id,
      {
        supersededBy: link,
        supersededAt: p.memory.supersededAt ?? null,
        supersededReason: p.memory.supersededReason ?? null,
      },
      p.memory.updatedAt,
    );
    linked += 1;
  }
  return linked;
}

/** Upserts a session, merged with the target's record of it when there is one. */
export async function putSession(to: Store, s: SessionRecord): Promise<void> {
  const there = await to.getSession(s.id);
  await to.upsertSession(there ? mergeSessionRecords(there, s) : s);
}

async function copyEvents(from: Store, to: Store, project: string, target: string, page: number) {
  let added = 0;
  for (let offset = 0; ; offset += page) {
    const events = await from.listEvents({ project, offset, limit: page });
    if (events.length > 0) added += await to.insertEvents(target, events);
    if (events.length < page) return added;
  }
}

/** Copies one project's excerpts in id pages under the target's project id; returns the rows added. */
export async function copyExcerpts(from: Store, to: Store, project: string, target: string, page: number) {
  let added = 0;
  for (let afterId: string | undefined; ; ) {
    const rows = await from.listExcerpts({ project, limit: page, ...(afterId ? { afterId } : {}) });
    if (rows.length > 0)
      added += await to.insertExcerpts(rows.map(({ id: _, ...e }) => ({ ...e, project: target })));
    if (rows.length < page) return added;
    afterId = rows[rows.length - 1]?.id;
  }
}

/**
 * Puts one memory into `to` keeping its id, timestamps, deletion and authorship. Returns which count
 * it adds to — "skipped" (the id is there), "merged" (a live memory with its dedupe key is there and
 * was updated), or "memories" (inserted) — and the id it has in `to`.
 */
export async function copyMemory(to: Store, m: Memory): Promise<Omit<Placed, "memory">> {
  if (await to.getMemory(m.id)) return { outcome: "skipped", id: m.id };
  const twin = await mergeIntoTwin(to, m);
  if (twin) return { outcome: "merged", id: twin };
  const row = newMemoryRowOf(m);
  try {
    await to.insertMemory(row, m.createdAt);
  } catch (err) {
    // another process delivering the same memory, or saving the same dedupe key, got there first
    if (await to.getMemory(m.id)) return { outcome: "skipped", id: m.id };
    const raced = err instanceof CairnError && err.code === "CONFLICT" ? await mergeIntoTwin(to, m) : null;
    if (raced) return { outcome: "merged", id: raced };
    throw err;
  }
  if (m.deletedAt !== null) await to.softDeleteMemory(m.id, m.deletedAt);
  if (m.updatedAt !== m.createdAt && m.deletedAt === null) await to.updateMemory(m.id, {}, m.updatedAt); // keeps the source's last-change time
  return { outcome: "memories", id: m.id };
}

/** Updates the target's live memory with `m`'s dedupe key (when `m` is newer); returns its id, or null. */
async function mergeIntoTwin(to: Store, m: Memory): Promise<string | null> {
  if (m.dedupeKey === null || m.deletedAt !== null) return null;
  const twin = await to.findByDedupeKey(m.project, m.dedupeKey);
  if (!twin) return null;
  if (twin.updatedAt < m.updatedAt) await to.updateMemory(twin.id, contentOf(m), m.updatedAt);
  return twin.id;
}
