/**
 * `cairn projects merge FROM INTO`: both named as find-project.ts reads them, then one
 * `ProjectAdmin.merge` (one transaction; an alias left so later imports and hooks of FROM's identity
 * land in INTO). Idempotent: FROM given again by id or path after a merge answers "merged already".
 */
import { CairnError } from "../../core/common/errors.js";
import type { MergeResult } from "../../store/project-admin.js";
import type { Stores } from "../../store/stores.js";
import { findProject } from "./find-project.js";

export async function mergeProjects(
  stores: Stores,
  req: { from: string; into: string; cwd: string; now: Date },
): Promise<MergeResult> {
  const from = await findProject(stores.store, req.from, req.cwd);
  const into = await findProject(stores.store, req.into, req.cwd);
  for (const p of [from.project, into.project])
    if (p.identity.startsWith("cairn:"))
      throw new CairnError(
        "INVALID_INPUT",
        `${p.name} holds Cairn's own records (${p.identity}), kept apart from every project: it cannot be merged`,
      );
  return (await stores.projects()).merge(from.id, into.project.id, req.now.toISOString());
}
