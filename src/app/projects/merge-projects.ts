/**
 * `cairn projects merge FROM INTO`: both named as find-project.ts reads them, then one
 * `ProjectAdmin.merge` (one transaction; an alias left so later imports and hooks of FROM's identity
 * land in INTO). Idempotent: FROM given again by id or path after a merge answers "merged already".
 */
import type { MergeResult } from "../../store/project-admin.js";
import type { Stores } from "../../store/stores.js";
import { findProject } from "./find-project.js";

export async function mergeProjects(
  stores: Stores,
  req: { from: string; into: string; cwd: string; now: Date },
): Promise<MergeResult> {
  const from = await findProject(stores.store, req.from, req.cwd);
  const into = await findProject(stores.store, req.into, req.cwd);
  return (await stores.projects()).merge(from.id, into.project.id, req.now.toISOString());
}
