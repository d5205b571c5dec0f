/**
 * `cairn migrate`: copies this machine's embedded store into a server (`toServer`) or a server back
 * into the embedded store (`toEmbedded`), through the Store port (store/backend/copy-store.ts: ids
 * kept, so a run that stopped half-way is resumed by running it again and a second run copies nothing
 * new). Local-scope memories never go to the server: they are copied into this machine's own file
 * beside it. Project ids are re-derived for the destination: the identity machines share (declared id
 * or remote URL) on a server, the path identity in the embedded store, for every project whose folder
 * exists here; others keep their id.
 */
import { existsSync } from "node:fs";
import { type CopyCounts, copyStore } from "../../store/backend/copy-store.js";
import type { ProjectRecord, Store } from "../../store/store.js";
import { resolveProject } from "../env/project.js";
import { machineAuthor } from "./store-backend.js";

export interface MigrateResult {
  /** Into the destination proper (the server, or the embedded file). */
  main: CopyCounts;
  /** Local-scope memories into this machine's own file (toServer), or from it (toEmbedded). */
  local: CopyCounts;
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
  onProgress?: (done: number, total: number) => void,
): Promise<MigrateResult> {
  const project = (p: ProjectRecord) => reidentify(p, true);
  // memories of the embedded store were all captured on this machine
  const main = await copyStore(embedded, server, {
    memories: (m) => m.scope !== "local",
    project,
    onProgress,
    defaultAuthor: machineAuthor(),
  });
  const mine = await copyStore(embedded, local, {
    memories: (m) => m.scope === "local",
    project,
    activity: false,
  });
  return { main, local: mine };
}

export async function toEmbedded(
  server: Store,
  local: Store,
  embedded: Store,
  onProgress?: (done: number, total: number) => void,
): Promise<MigrateResult> {
  const project = (p: ProjectRecord) => reidentify(p, false);
  const main = await copyStore(server, embedded, { project, onProgress });
  const mine = await copyStore(local, embedded, {
    memories: (m) => m.scope === "local",
    project,
    activity: false,
  });
  return { main, local: mine };
}
