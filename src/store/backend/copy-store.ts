/**
 * Copies what one `Store` holds into another through the Store port only (any pair of backends):
 * projects, memories (with their sightings), sessions, their events and injections. Idempotent and resumable: memories keep
 * their ids (one already in the target is skipped), a memory whose live dedupe key the target already
 * has updates that memory instead of adding a second one, sessions are upserted and events are
 * de-duplicated by the target's own event key. A second run therefore copies nothing new.
 *
 * Not copied: import marks (absolute paths on one machine), vectors (rebuilt by `cairn index`), notes
 * (indexed again from the project's `.cairn/notes/` files) and task boards (a port of their own:
 * copy-tasks.ts).
 */
import type { Memory } from "../../core/memories/memory.js";
import type { NewMemoryRow, ProjectRecord, Store } from "../store.js";

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
  /** Copy sessions, events and injections too (default true). */
  activity?: boolean;
  /** Events read per page. */
  pageSize?: number;
}

export function emptyCounts(): CopyCounts {
  return { projects: 0, memories: 0, merged: 0, skipped: 0, sessions: 0, events: 0 };
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
  const superseding: Memory[] = [];
  let done = 0;
  for (const m of wanted) {
    const capturedBy = m.capturedBy ?? o.defaultAuthor ?? null;
    const { outcome, id } = await copyMemory(to, { ...m, project: projectOf(m.project), capturedBy });
    counts[outcome] += 1;
    // every sighting goes with it (to the twin it merged into); one already there is skipped by its key
    for (const s of await from.listSightings(m.id)) await to.addSighting(id, s);
    if (m.supersededBy !== null && outcome === "memories") superseding.push(m);
    await o.onMemoryCopied?.(m);
    o.onProgress?.(++done, wanted.length);
  }
  // supersededBy names another memory: set once every memory is in (it may come later in the order)
  for (const m of superseding)
    if (await to.getMemory(m.supersededBy as string))
      await to.updateMemory(
        m.id,
        {
          supersededBy: m.supersededBy,
          supersededAt: m.supersededAt ?? null,
          supersededReason: m.supersededReason ?? null,
        },
        m.updatedAt,
      );

  if (o.activity === false) return counts;
  for (const projectId of ids.keys()) {
    const sessions = await from.listSessions({ project: projectId, limit: Number.MAX_SAFE_INTEGER });
    for (const s of sessions) {
      await to.upsertSession({ ...s, project: projectOf(s.project) });
      counts.sessions += 1;
      const injected = await from.listInjected(s.id);
      if (injected.size > 0) await to.recordInjections(s.id, [...injected], s.updatedAt);
    }
    counts.events += await copyEvents(from, to, projectId, projectOf(projectId), o.pageSize ?? 500);
  }
  return counts;
}

async function copyEvents(from: Store, to: Store, project: string, target: string, page: number) {
  let added = 0;
  for (let offset = 0; ; offset += page) {
    const events = await from.listEvents({ project, offset, limit: page });
    if (events.length > 0) added += await to.insertEvents(target, events);
    if (events.length < page) return added;
  }
}

/**
 * Puts one memory into `to` keeping its id, timestamps, deletion and authorship. Returns which count
 * it adds to — "skipped" (the id is there), "merged" (a live memory with its dedupe key is there and
 * was updated), or "memories" (inserted) — and the id it has in `to`.
 */
export async function copyMemory(
  to: Store,
  m: Memory,
): Promise<{ outcome: "memories" | "merged" | "skipped"; id: string }> {
  const skipped = { outcome: "skipped", id: m.id } as const;
  if (await to.getMemory(m.id)) return skipped;
  if (m.dedupeKey !== null && m.deletedAt === null) {
    const twin = await to.findByDedupeKey(m.project, m.dedupeKey);
    if (twin) {
      if (twin.updatedAt < m.updatedAt)
        await to.updateMemory(
          twin.id,
          {
            title: m.title,
            body: m.body,
            confidence: m.confidence,
            severity: m.severity,
            tags: m.tags,
            files: m.files,
            gitCommit: m.gitCommit,
            pinned: m.pinned,
          },
          m.updatedAt,
        );
      return { outcome: "merged", id: twin.id };
    }
  }
  const row: NewMemoryRow = {
    id: m.id,
    project: m.project,
    type: m.type,
    title: m.title,
    body: m.body,
    scope: m.scope,
    confidence: m.confidence,
    severity: m.severity,
    tags: m.tags,
    files: m.files,
    gitCommit: m.gitCommit,
    pinned: m.pinned,
    source: m.source,
    dedupeKey: m.dedupeKey,
    capturedBy: m.capturedBy ?? null,
  };
  try {
    await to.insertMemory(row, m.createdAt);
  } catch (err) {
    // another process delivering the same memory got there first
    if (await to.getMemory(m.id)) return skipped;
    throw err;
  }
  if (m.deletedAt !== null) await to.softDeleteMemory(m.id, m.deletedAt);
  if (m.updatedAt !== m.createdAt && m.deletedAt === null) await to.updateMemory(m.id, {}, m.updatedAt); // keeps the source's last-change time
  return { outcome: "memories", id: m.id };
}
