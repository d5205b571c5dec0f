/**
 * A folder's exact state for "reading writes nothing" tests: every entry below it (`.git/` included),
 * by relative path, as "dir", "link:<target>" or "file:<sha256>:<mode>" — so a new, removed, rewritten
 * or re-moded file, folder or link shows up in {@link treeChanges}.
 */
import { createHash } from "node:crypto";
import { lstatSync, readdirSync, readFileSync, readlinkSync } from "node:fs";
import { join } from "node:path";

export type TreeSnapshot = Map<string, string>;

export function snapshotTree(root: string): TreeSnapshot {
  const out: TreeSnapshot = new Map();
  const walk = (dir: string, rel: string) => {
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      const r = rel ? `${rel}/${name}` : name;
      const st = lstatSync(path);
      if (st.isSymbolicLink()) out.set(r, `link:${readlinkSync(path)}`);
      else if (st.isDirectory()) {
        out.set(r, `dir:${(st.mode & 0o7777).toString(8)}`);
        walk(path, r);
      } else {
        const sha = createHash("sha256").update(readFileSync(path)).digest("hex");
        out.set(r, `file:${sha}:${(st.mode & 0o7777).toString(8)}`);
      }
    }
  };
  walk(root, "");
  return out;
}

/** What differs between two snapshots: "+ path" (new), "- path" (gone), "~ path" (changed), sorted. */
export function treeChanges(before: TreeSnapshot, after: TreeSnapshot): string[] {
  const out: string[] = [];
  for (const [p, v] of after) {
    const was = before.get(p);
    if (was === undefined) out.push(`+ ${p}`);
    else if (was !== v) out.push(`~ ${p}`);
  }
  for (const p of before.keys()) if (!after.has(p)) out.push(`- ${p}`);
  return out.sort();
}
