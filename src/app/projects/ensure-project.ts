/**
 * Resolves the project for a working directory and records it in the store (last seen, root). A
 * store whose `identity` is "shared" (a server's) gets the identity machines share (env/project.ts).
 * When the identity belongs to a project merged into another (`cairn projects merge`), the store
 * answers that project: the result carries its id and name, with the root of this working directory.
 */
import type { Store } from "../../store/store.js";
import { type ProjectIdentity, resolveProject } from "../env/project.js";

export async function ensureProject(
  store: Store,
  cwd: string,
  now: Date = new Date(),
  o: { worktreeLayouts?: boolean } = {},
): Promise<ProjectIdentity> {
  const p = resolveProject(cwd, { shared: store.identity === "shared", worktreeLayouts: o.worktreeLayouts });
  const seen = await store.upsertProject(
    { id: p.id, identity: p.identity, root: p.root, name: p.name },
    now.toISOString(),
  );
  return seen.id === p.id ? p : { ...p, id: seen.id, identity: seen.identity, name: seen.name };
}
