/**
 * Which repository a removed worktree's project belongs to, from evidence that needs the other
 * projects Cairn knows (the evidence a path alone gives is applied when the project is resolved:
 * app/env/project.ts). A candidate is a project recorded by a path that no longer exists. It joins
 * a known project when, in this order:
 *
 * 1. a session of that project ran `git worktree add` creating the candidate's folder (or a folder
 *    it lies in): the repository's own record of making the worktree;
 * 2. its sessions ran in a git checkout (a recorded branch), its path lies in a layout that names
 *    the main checkout (worktree-layout.ts) and a known project is that checkout;
 * 3. its sessions ran in a git checkout, its path lies in `<home>/.claude-worktrees/<repo>/<name>` and
 *    exactly one known project named `<repo>` lives under `<home>` (same machine, unambiguous).
 *
 * Nothing else counts: a shared folder name, a session that `cd`s into another repository, or a
 * branch name seen in both are not evidence (unrelated repositories share all of these). Pure.
 */
import { isWithin, normalizePath } from "./paths.js";
import { worktreeLayout } from "./worktree-layout.js";

export interface KnownProject {
  id: string;
  name: string;
  /** The project's path: its main checkout, or the folder it was recorded by (projectPath). */
  path: string;
}

/** A worktree a project's session created (`git worktree add`), resolved to an absolute path. */
export interface AddedWorktree {
  project: string;
  path: string;
}

export interface Adoption {
  into: string;
  /** The evidence, as a user reads it. */
  evidence: string;
}

/** The main checkout path of a project: the folder holding a `.git` common dir, else its identity or root. */
export function projectPath(p: { identity: string; root: string }): string {
  const m = /^(.*[\\/])\.git[\\/]?$/.exec(p.identity);
  if (m?.[1]) return normalizePath(m[1]);
  return /^(?:\/|[A-Za-z]:[\\/]|\\\\)/.test(p.identity) ? normalizePath(p.identity) : p.root;
}

export function adoptionFor(
  candidate: KnownProject & { inGit: boolean },
  known: readonly KnownProject[],
  added: readonly AddedWorktree[],
): Adoption | null {
  const others = known.filter((k) => k.id !== candidate.id);
  const makers = new Set(
    added.filter((a) => a.project !== candidate.id && isWithin(candidate.path, a.path)).map((a) => a.project),
  );
  const maker = makers.size === 1 ? others.find((k) => makers.has(k.id)) : undefined;
  if (maker)
    return {
      into: maker.id,
      evidence: `\`git worktree add\` in a session of ${maker.name} created ${candidate.path}`,
    };
  const layout = candidate.inGit ? worktreeLayout(candidate.path) : null;
  if (layout?.kind === "checkout") {
    const main = normalizePath(layout.main);
    const hit = others.find((k) => normalizePath(k.path) === main);
    if (hit)
      return {
        into: hit.id,
        evidence: `${candidate.path} is a worktree folder of ${main} (${layout.layout})`,
      };
  }
  if (layout?.kind === "repo-name") {
    const named = others.filter(
      (k) => k.name === layout.repo && isWithin(k.path, layout.home) && !worktreeLayout(k.path),
    );
    if (named.length === 1 && named[0])
      return {
        into: named[0].id,
        evidence: `${candidate.path} is a worktree folder of ${layout.repo} (${layout.layout}), and ${named[0].path} is the only ${layout.repo} under ${layout.home}`,
      };
  }
  return null;
}
