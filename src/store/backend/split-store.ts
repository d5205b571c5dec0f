/**
 * A `Store` over two stores: a shared one (a PostgreSQL server several machines write to) and this
 * machine's own SQLite file. Local-scope memories (`scope: "local"`, "this checkout only, never
 * shared") are written to and read from the local store only, so they never leave the machine; every
 * other memory, and projects, sessions, events, conversation excerpts, injections and vectors, live in
 * the shared store. Import marks (paths of this machine's transcript files) stay local. Projects are recorded in both (the local
 * memories reference them).
 *
 * Reads merge both: lists by `updatedAt` (then id) with offset/limit applied to the merged order, counts
 * summed, search hits by score (each store's BM25 over its own rows; local memories are few). A memory
 * is updated, deleted or restored where it lives; a patch that moves a memory into or out of local
 * scope is refused (CairnError "INVALID_INPUT"): save it again in the scope wanted.
 */
import { CairnError } from "../../core/common/errors.js";
import type { Memory, MemoryPatch } from "../../core/memories/memory.js";
import type { MemoryFilter, MemoryStatement, NewMemoryRow, SearchHit, SearchQuery, Store } from "../store.js";

export class SplitStore implements Store {
  readonly identity = "shared" as const;
  constructor(
    readonly shared: Store,
    readonly local: Store,
    /** Author recorded on new memories that name none (`user@machine`). */
    readonly capturedBy: string | null,
  ) {}

  async close(): Promise<void> {
    try {
      await this.shared.close();
    } finally {
      await this.local.close();
    }
  }

  /**
   * `fn` in one transaction of the shared store. This machine's file is not held for it: its writes
   * inside (`upsertProject`, local-scope memories, import marks) commit one by one. Holding the file's
   * write lock across the server's round trips would make every other hook of this home wait on it
   * (SQLite's busy timeout, then "database is locked") whenever the server is slow or gone, and two
   * databases cannot commit together anyway.
   */
  inTransaction<T>(fn: () => Promise<T>): Promise<T> {
    return this.shared.inTransaction(fn);
  }

  async upsertProject(p: Parameters<Store["upsertProject"]>[0], now: string) {
    const seen = await this.shared.upsertProject(p, now);
    // the local file records the project the server answered (a merged identity's is another one)
    const { id, identity, root, name } = seen.id === p.id ? p : seen;
    await this.local.upsertProject({ id, identity, root, name }, now);
    return seen;
  }
  getProject(id: string) {
    return this.shared.getProject(id);
  }
  listProjects() {
    return this.shared.listProjects();
  }

  insertMemory(m: NewMemoryRow, now: string): Promise<Memory> {
    const row = { ...m, capturedBy: m.capturedBy ?? this.capturedBy };
    return m.scope === "local" ? this.local.insertMemory(row, now) : this.shared.insertMemory(row, now);
  }
  async getMemory(id: string) {
    return (await this.shared.getMemory(id)) ?? this.local.getMemory(id);
  }
  async findByDedupeKey(project: string, key: string) {
    return (await this.shared.findByDedupeKey(project, key)) ?? this.local.findByDedupeKey(project, key);
  }
  async addSighting(memoryId: string, s: Parameters<Store["addSighting"]>[1]) {
    const { store } = await this.owner(memoryId);
    return store.addSighting(memoryId, { ...s, capturedBy: s.capturedBy ?? this.capturedBy });
  }
  async listSightings(memoryId: string, limit?: number) {
    const shared = await this.shared.listSightings(memoryId, limit);
    return shared.length > 0 ? shared : this.local.listSightings(memoryId, limit);
  }
  /** The store holding memory `id` (NOT_FOUND when neither does). */
  private async owner(id: string): Promise<{ store: Store; memory: Memory }> {
    const shared = await this.shared.getMemory(id);
    if (shared) return { store: this.shared, memory: shared };
    const local = await this.local.getMemory(id);
    if (local) return { store: this.local, memory: local };
    throw new CairnError("NOT_FOUND", `no memory with id ${id}`);
  }
  async updateMemory(id: string, patch: MemoryPatch, now: string) {
    const { store, memory } = await this.owner(id);
    if (patch.scope !== undefined && (patch.scope === "local") !== (memory.scope === "local"))
      throw new CairnError(
        "INVALID_INPUT",
        `memory ${id} cannot move ${patch.scope === "local" ? "into" : "out of"} local scope on a shared store; save it again with --scope ${patch.scope}`,
      );
    return store.updateMemory(id, patch, now);
  }
  async listMemories(filter: MemoryFilter): Promise<Memory[]> {
    return (await this.listMemoriesBatch([filter]))[0] ?? [];
  }
  /** Each filter's rows from both stores (one batch each), merged as `listMemories` documents. */
  async listMemoriesBatch(filters: readonly MemoryFilter[]): Promise<Memory[][]> {
    const parts = filters.map((f) => ({
      ...f,
      offset: 0,
      limit: f.limit === undefined ? undefined : f.limit + (f.offset ?? 0),
    }));
    const [shared, local] = await Promise.all([
      this.shared.listMemoriesBatch(parts),
      this.local.listMemoriesBatch(parts),
    ]);
    return filters.map((f, i) => mergeLists(f, shared[i] ?? [], local[i] ?? []));
  }
  /** From the merged `listMemories` (both stores' rows in its order). */
  async listStatements(filter: MemoryFilter): Promise<MemoryStatement[]> {
    return (await this.listMemories(filter)).map(({ id, type, title, files }) => ({
      id,
      type,
      title,
      files,
    }));
  }
  async countMemories(filter: MemoryFilter) {
    const [a, b] = await Promise.all([this.shared.countMemories(filter), this.local.countMemories(filter)]);
    return a + b;
  }
  async searchMemories(q: SearchQuery): Promise<SearchHit[]> {
    const [a, b] = await Promise.all([this.shared.searchMemories(q), this.local.searchMemories(q)]);
    if (b.length === 0) return a;
    return [...a, ...b].sort((x, y) => y.score - x.score).slice(0, q.limit ?? a.length + b.length);
  }
  async softDeleteMemory(id: string, now: string) {
    return (await this.owner(id)).store.softDeleteMemory(id, now);
  }
  async restoreMemory(id: string, now: string) {
    return (await this.owner(id)).store.restoreMemory(id, now);
  }
  async hardDeleteMemory(id: string) {
    return (await this.shared.hardDeleteMemory(id)) || this.local.hardDeleteMemory(id);
  }

  upsertSession(...a: Parameters<Store["upsertSession"]>) {
    return this.shared.upsertSession(...a);
  }
  getSession(id: string) {
    return this.shared.getSession(id);
  }
  listSessions(...a: Parameters<Store["listSessions"]>) {
    return this.shared.listSessions(...a);
  }
  insertEvents(...a: Parameters<Store["insertEvents"]>) {
    return this.shared.insertEvents(...a);
  }
  listEvents(...a: Parameters<Store["listEvents"]>) {
    return this.shared.listEvents(...a);
  }
  countEvents(id: string) {
    return this.shared.countEvents(id);
  }
  insertExcerpts(...a: Parameters<Store["insertExcerpts"]>) {
    return this.shared.insertExcerpts(...a);
  }
  searchExcerpts(...a: Parameters<Store["searchExcerpts"]>) {
    return this.shared.searchExcerpts(...a);
  }
  listExcerpts(...a: Parameters<Store["listExcerpts"]>) {
    return this.shared.listExcerpts(...a);
  }
  recordInjections(...a: Parameters<Store["recordInjections"]>) {
    return this.shared.recordInjections(...a);
  }
  listInjected(id: string) {
    return this.shared.listInjected(id);
  }
  // import marks name transcript files on this machine: they stay with it
  getImportMark(path: string) {
    return this.local.getImportMark(path);
  }
  setImportMark(...a: Parameters<Store["setImportMark"]>) {
    return this.local.setImportMark(...a);
  }
  async stats(project?: string) {
    const [s, l] = await Promise.all([this.shared.stats(project), this.local.stats(project)]);
    const byType = { ...s.byType };
    for (const [t, n] of Object.entries(l.byType) as [keyof typeof byType, number][])
      byType[t] = (byType[t] ?? 0) + n;
    return {
      ...s,
      memories: s.memories + l.memories,
      deleted: s.deleted + l.deleted,
      superseded: s.superseded + l.superseded,
      byType,
    };
  }
  openVectors() {
    if (!this.shared.openVectors)
      return Promise.reject(new CairnError("UNSUPPORTED", "this store keeps no vectors"));
    return this.shared.openVectors();
  }
}

/** One filter's rows of the shared (`a`) and local (`b`) store in one order, offset and limit applied. */
function mergeLists(filter: MemoryFilter, a: Memory[], b: Memory[]): Memory[] {
  const offset = filter.offset ?? 0;
  const wanted = filter.limit === undefined ? undefined : filter.limit + offset;
  if (b.length === 0) return offset === 0 ? a : a.slice(offset);
  const sign = filter.order === "oldest" ? 1 : -1;
  const merged = [...a, ...b].sort(
    (x, y) => sign * (x.updatedAt.localeCompare(y.updatedAt) || x.id.localeCompare(y.id)),
  );
  return merged.slice(offset, wanted);
}
