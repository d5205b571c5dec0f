/**
 * `cairn migrate`: copies this machine's embedded store into a server (`toServer`) or a server back
 * into the embedded store (`toEmbedded`), through the Store port (store/backend/copy-store.ts: ids
 * kept, so a run that stopped half-way is resumed by running it again and a second run copies nothing
 * new). Local-scope memories never go to the server: they are copied into this machine's own file
 * beside it. Project ids are re-derived for the destination: the identity machines share (declared id
 * or remote URL) on a server, the path identity in the embedded store, for every project whose folder
 * exists here; others keep their id. Task boards (store/backend/copy-tasks.ts) go with the shared
 * store both ways, their progress log under its own sequence numbers.
 *
 * Not copied: vectors (the target's embeddings are made again by `cairn index`) and the topic-note
 * index (re-made from the `.cairn/notes/` files on the next run that reads them).
 */
import { existsSync } from "node:fs";
import { type CopyCounts, copyStore } from "../../store/backend/copy-store.js";
import { copyTasks, emptyTaskCounts, type TaskCopyCounts } from "../../store/backend/copy-tasks.js";
import type { ProjectRecord, Store } from "../../store/store.js";
import type { TaskStore } from "../../store/task-store.js";
import { machineAuthor } from "../env/machine-author.js";
import { resolveProject } from "../env/project.js";

export interface MigrateResult {
  /** Into the destination proper (the server, or the embedded file). */
  main: CopyCounts;
  /** Local-scope memories into this machine's own file (toServer), or from it (toEmbedded). */
  local: CopyCounts;
  /** Task boards, into the destination proper. */
  tasks: TaskCopyCounts;
}

/** What is being copied when progress is reported: memories first, then the task boards' log. */
export type MigrateProgress = (done: number, total: number, unit: "memories" | "task events") => void;

/** The TaskStores on the two sides (absent: boards are not copied). */
export interface MigrateTasks {
  from: TaskStore;
  to: TaskStore;
}

/** Each source project's id in the destination. */
async function projectIds(from: Store, project: (p: ProjectRecord) => ProjectRecord) {
  return new Map((await from.listProjects()).map((p) => [p.id, project(p).id]));
}

async function boards(
  from: Store,
  t: MigrateTasks | undefined,
  project: (p: ProjectRecord) => ProjectRecord,
  onProgress?: MigrateProgress,
) {
  if (!t) return emptyTaskCounts();
  return copyTasks(t.from, t.to, {
    projects: await projectIds(from, project),
    onProgress: (done, total) => onProgress?.(done, total, "task events"),
  });
}

/** The project record under the identity the destination uses. */
export function reidentify(p: ProjectRecord, shared: boolean): ProjectRecord {
  if (!existsSync(p.root)) return p;
  const r = resolveProject(p.root, { shared });
  return { ...p, id: r.id, identity: r.identity, name: r.name };
}

export async function toServer(
  embedded: Store,
  server: Store,
  local: Store,
  onProgress?: MigrateProgress,
  tasks?: MigrateTasks,
): Promise<MigrateResult> {
  const project = (p: ProjectRecord) => reidentify(p, true);
  // memories of the embedded store were all captured on this machine
  const main = await copyStore(embedded, server, {
    memories: (m) => m.scope !== "local",
    project,
    onProgress: (done, total) => onProgress?.(done, total, "memories"),
    defaultAuthor: machineAuthor(),
  });
  const mine = await copyStore(embedded, local, {
    memories: (m) => m.scope === "local",
    project,
    activity: false,
  });
  return { main, local: mine, tasks: await boards(embedded, tasks, project, onProgress) };
}

export async function toEmbedded(
  server: Store,
  local: Store,
  embedded: Store,
  onProgress?: MigrateProgress,
  tasks?: MigrateTasks,
): Promise<MigrateResult> {
  const project = (p: ProjectRecord) => reidentify(p, false);
  const main = await copyStore(server, embedded, {
    project,
    onProgress: (done, total) => onProgress?.(done, total, "memories"),
  });
  const mine = await copyStore(local, embedded, {
    memories: (m) => m.scope === "local",
    project,
    activity: false,
  });
  return { main, local: mine, tasks: await boards(server, tasks, project, onProgress) };
}
