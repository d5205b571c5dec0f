/**
 * Staleness of notes, for `cairn verify` and `cairn notes status`: a note is stale when a file its
 * covers match changed since its `updated` stamp (against the commit Cairn recorded when the content
 * last changed). Covered files are enumerated with one `git ls-files` (tracked and untracked, ignored
 * files left out) plus, per note commit, the files `git diff` reports (so deletions count); outside git
 * the folder is walked (dot-folders and node_modules skipped, at most 50,000 entries).
 */
import { type Dirent, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { coversMatcher } from "../../core/notes/covers.js";
import { git, nulList } from "../env/git-run.js";
import { findGitRoot } from "../env/project.js";
import { changedSince } from "./changed-since.js";

/** What the check reads of a note (app/notes' NoteView has this shape). */
export interface CoveringNote {
  topic: string;
  meta: { covers: readonly string[]; updated: string | null };
  /** HEAD when the note's content last changed, or null. */
  gitCommit: string | null;
}

const WALK_LIMIT = 50_000;

function walk(root: string): string[] {
  const out: string[] = [];
  const stack = [root];
  while (stack.length > 0 && out.length < WALK_LIMIT) {
    const dir = stack.pop() as string;
    let entries: Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      continue; // a folder that vanished or cannot be read holds no files to check: skip it
    }
    for (const e of entries) {
      const p = join(dir, e.name);
      if (e.isDirectory()) {
        if (!e.name.startsWith(".") && e.name !== "node_modules") stack.push(p);
      } else out.push(relative(root, p).replaceAll("\\", "/"));
    }
  }
  return out;
}

/** Every file of the working tree Cairn can see (project-relative). */
export function projectFiles(root: string): string[] {
  if (!findGitRoot(root)) return walk(root);
  const r = git(root, ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], 20_000);
  return r.ok ? [...new Set(nulList(r.stdout))] : walk(root);
}

/** topic → changed covered files, for the stale notes among `notes`. */
export function noteStaleness(
  root: string,
  notes: readonly CoveringNote[],
  opts: { maxGitCalls?: number } = {},
): Map<string, string[]> {
  const withCovers = notes.filter((n) => n.meta.covers.length > 0);
  if (withCovers.length === 0) return new Map();
  const files = projectFiles(root);
  const inGit = findGitRoot(root) !== null;
  const deleted = new Map<string, string[]>();
  if (inGit)
    for (const c of new Set(withCovers.map((n) => n.gitCommit).filter((c): c is string => c !== null))) {
      const r = git(root, ["diff", "--name-only", "-z", "--no-renames", "--diff-filter=D", c]);
      deleted.set(c, r.ok ? nulList(r.stdout) : []);
    }
  const queries = withCovers.map((n) => {
    const match = coversMatcher(n.meta.covers);
    const gone = n.gitCommit ? (deleted.get(n.gitCommit) ?? []) : [];
    const paths = [...new Set([...files, ...gone])].filter((f) => match(f));
    return { id: n.topic, since: n.meta.updated ?? "", commit: n.gitCommit, paths };
  });
  return changedSince(root, queries, { maxGitCalls: opts.maxGitCalls ?? 64 });
}
