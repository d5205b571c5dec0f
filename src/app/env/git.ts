/** Reads the HEAD commit of a git dir with fs only (loose ref, then packed-refs). Null when unknown. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { commonDir } from "./project.js";

export function headCommit(gitDir: string | null): string | null {
  if (!gitDir) return null;
  try {
    const head = readFileSync(join(gitDir, "HEAD"), "utf8").trim();
    const ref = head.match(/^ref:\s*(.+)$/)?.[1];
    if (!ref) return /^[0-9a-f]{40,64}$/.test(head) ? head : null;
    const common = commonDir(gitDir);
    for (const base of [gitDir, common]) {
      try {
        const sha = readFileSync(join(base, ref), "utf8").trim();
        if (/^[0-9a-f]{40,64}$/.test(sha)) return sha;
      } catch {
        // not a loose ref here
      }
    }
    const packed = readFileSync(join(common, "packed-refs"), "utf8");
    for (const line of packed.split("\n")) {
      const [sha, name] = line.split(" ");
      if (name === ref && sha && /^[0-9a-f]{40,64}$/.test(sha)) return sha;
    }
  } catch {
    // unborn branch or unreadable repository
  }
  return null;
}

/** Current branch name, or null when detached or outside git. */
export function currentBranch(gitDir: string | null): string | null {
  if (!gitDir) return null;
  try {
    return readFileSync(join(gitDir, "HEAD"), "utf8").match(/^ref:\s*refs\/heads\/(.+?)\s*$/)?.[1] ?? null;
  } catch {
    // no HEAD file (not a checkout, or removed): no branch
    return null;
  }
}
