/**
 * A project named on the command line: its id (or a unique id prefix of at least 4 characters), a path
 * (a folder of the project, its main checkout, or the recorded folder of a removed one; a merged
 * project's path or id answers the project it became), or a name no other project has.
 * Throws CairnError("NOT_FOUND") when nothing matches, ("INVALID_INPUT") when a name or prefix is ambiguous.
 */
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { CairnError } from "../../core/common/errors.js";
import { normalizePath } from "../../core/projects/paths.js";
import { projectPath } from "../../core/projects/worktree-evidence.js";
import type { ProjectRecord, Store } from "../../store/store.js";
import { isForeignWindowsPath, resolveProject } from "../env/project.js";

export interface FoundProject {
  /** The id the reference resolved to (a merged project's own id, when it named one). */
  id: string;
  /** The project that id is now (the merged-into project for a merged id). */
  project: ProjectRecord;
}

const describe = (p: ProjectRecord) => `${p.name} (${projectPath(p)}, id ${p.id})`;

export async function findProject(store: Store, ref: string, cwd: string): Promise<FoundProject> {
  const all = await store.listProjects();
  const byId = await store.getProject(ref);
  if (byId) return { id: ref, project: byId };
  const looksLikePath = /[\\/]/.test(ref) || ref === "." || ref === "..";
  if (looksLikePath) {
    const abs = isForeignWindowsPath(ref) ? ref : resolve(cwd, ref);
    const direct = all.find((p) => normalizePath(projectPath(p)) === normalizePath(abs) || p.root === abs);
    if (direct) return { id: direct.id, project: direct };
    if (existsSync(abs) || isForeignWindowsPath(abs) || abs.startsWith("/")) {
      const id = resolveProject(abs, { shared: store.identity === "shared" }).id;
      const hit = await store.getProject(id);
      if (hit) return { id, project: hit };
    }
    throw new CairnError("NOT_FOUND", `no project recorded at ${abs}; \`cairn projects\` lists them`);
  }
  const prefixed = ref.length >= 4 ? all.filter((p) => p.id.startsWith(ref)) : [];
  if (prefixed.length === 1 && prefixed[0]) return { id: prefixed[0].id, project: prefixed[0] };
  const named = all.filter((p) => p.name === ref);
  if (named.length === 1 && named[0]) return { id: named[0].id, project: named[0] };
  const many = named.length > 1 ? named : prefixed;
  if (many.length > 1)
    throw new CairnError(
      "INVALID_INPUT",
      `"${ref}" names ${many.length} projects: ${many.map(describe).join("; ")}; give a path or an id`,
    );
  throw new CairnError(
    "NOT_FOUND",
    `no project "${ref}" (by id, name or path); \`cairn projects\` lists them`,
  );
}
