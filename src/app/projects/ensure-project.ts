/**
 * Resolves the project for a working directory and records it in the store (last seen, root). A
 * server store (kind "postgres") gets the identity machines share (env/project.ts).
 */
import type { Store } from "../../store/store.js";
import { type ProjectIdentity, resolveProject } from "../env/project.js";

export async function ensureProject(
  store: Store,
  cwd: string,
  now: Date = new Date(),
): Promise<ProjectIdentity> {
  const p = resolveProject(cwd, { shared: store.kind === "postgres" });
  await store.upsertProject(
    { id: p.id, identity: p.identity, root: p.root, name: p.name },
    now.toISOString(),
  );
  return p;
}
