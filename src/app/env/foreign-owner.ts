/**
 * Git's safe.directory rule, applied to Cairn's writes: a repository whose root folder is owned by
 * another user (uid differs from the process's) gets nothing written, because its files are not ours
 * to change and its content may be hostile (https://git-scm.com/docs/git-config#Documentation/git-config.txt-safedirectory).
 * Allowed with the setting `safety.allowForeignOwner` (env CAIRN_ALLOW_FOREIGN_OWNER=1). Cached per
 * root for the life of the process; costs one stat per root. No-op where there are no uids (Windows).
 */
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { CairnError } from "../../core/common/errors.js";
import { resolveConfig } from "../../core/setup/config.js";
import { cairnHome } from "./paths.js";

const checked = new Map<string, number>();

function allowed(env: NodeJS.ProcessEnv): boolean {
  let stored: Record<string, unknown> = {};
  try {
    const v: unknown = JSON.parse(readFileSync(join(cairnHome(env), "config.json"), "utf8"));
    if (typeof v === "object" && v !== null && !Array.isArray(v)) stored = v as Record<string, unknown>;
  } catch {
    // no config: defaults
  }
  return resolveConfig(stored, env)["safety.allowForeignOwner"];
}

/** The uid owning `root` when it is not the process's, else null. */
export function foreignOwner(root: string): number | null {
  if (typeof process.getuid !== "function") return null;
  let uid = checked.get(root);
  if (uid === undefined) {
    try {
      uid = statSync(root).uid;
    } catch {
      return null; // missing root: nothing of anyone's to protect
    }
    checked.set(root, uid);
  }
  return uid === process.getuid() ? null : uid;
}

/** Throws CairnError("FOREIGN_OWNER") when `root` belongs to another user and that is not allowed. */
export function assertOwnRepository(root: string, env: NodeJS.ProcessEnv = process.env): void {
  const owner = foreignOwner(root);
  if (owner === null || allowed(env)) return;
  throw new CairnError(
    "FOREIGN_OWNER",
    `refusing to write in ${root}: owned by uid ${owner}, not by you (uid ${process.getuid?.()}); set safety.allowForeignOwner to allow`,
  );
}
