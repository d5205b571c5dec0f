/**
 * Project identity. A project is its git common dir (so every worktree of one repository shares
 * memory), else the real path of the folder. Never the folder's basename: two unrelated `api/`
 * folders are two projects. Resolved with plain fs reads (no `git` subprocess) because hooks call
 * this on the hot path. Git layout per gitrepository-layout(5): `.git` is a dir, or a file
 * `gitdir: <path>` (worktrees, submodules) whose target may hold a `commondir` file.
 *
 * A store shared by several machines (`{ shared: true }`) needs an identity every machine computes
 * alike: an explicit `id` in the project's committed `.cairn/project.json`, else the normalised URL of
 * the `origin` remote (core/setup/remote-url.ts); only a folder with neither falls back to its path.
 * The embedded store keeps the path identity, so existing project ids never change.
 */

import { existsSync, readFileSync, realpathSync, statSync } from "node:fs";
import { basename, dirname, isAbsolute, join, resolve, win32 } from "node:path";
import { worktreeLayout } from "../../core/projects/worktree-layout.js";
import { normalizeRemoteUrl, remoteUrlFromConfig } from "../../core/setup/remote-url.js";
import { sha256Hex } from "./hash.js";

export interface ProjectIdentity {
  id: string;
  /** Git common dir or real folder path. */
  identity: string;
  /** Working-tree root (or the folder itself). */
  root: string;
  name: string;
  /** The worktree's own git dir (differs from the common dir in linked worktrees), if any. */
  gitDir: string | null;
}

export function projectId(identity: string): string {
  return sha256Hex(identity, 16);
}

function safeRealpath(p: string): string {
  try {
    return realpathSync(p);
  } catch {
    // a path that does not exist (any more) keeps its resolved form as identity
    return resolve(p);
  }
}

/**
 * Finds the enclosing working tree of `start`: its root and git dir, or null outside git. A `.git`
 * directory counts only when it holds `HEAD`, as git requires of a git directory (an empty `.git`
 * folder, such as a sandbox's mount point, is not a repository and git walks past it too).
 */
export function findGitRoot(start: string): { root: string; gitDir: string } | null {
  let dir = safeRealpath(start);
  for (;;) {
    const dotGit = join(dir, ".git");
    try {
      const st = statSync(dotGit);
      if (st.isDirectory()) {
        if (existsSync(join(dotGit, "HEAD"))) return { root: dir, gitDir: dotGit };
      } else {
        const m = readFileSync(dotGit, "utf8").match(/^gitdir:\s*(.+?)\s*$/m);
        if (m?.[1]) return { root: dir, gitDir: safeRealpath(isAbsolute(m[1]) ? m[1] : join(dir, m[1])) };
      }
    } catch {
      // no .git here: keep walking up
    }
    const parent = dirname(dir);
    if (parent === dir) return null;
    dir = parent;
  }
}

export function commonDir(gitDir: string): string {
  try {
    const rel = readFileSync(join(gitDir, "commondir"), "utf8").trim();
    return safeRealpath(isAbsolute(rel) ? rel : join(gitDir, rel));
  } catch {
    // no commondir file: a main checkout is its own common dir
    return gitDir;
  }
}

/** The id a project's committed `.cairn/project.json` declares (`{"id": "…"}`), if any. */
export function declaredProjectId(root: string): string | null {
  try {
    const parsed = JSON.parse(readFileSync(join(root, ".cairn", "project.json"), "utf8")) as { id?: unknown };
    return typeof parsed.id === "string" && parsed.id.trim() !== "" ? parsed.id.trim() : null;
  } catch {
    // no project.json, or not JSON: the project declares no id
    return null;
  }
}

/** The machine-independent identity of a working tree: `project:<declared id>` or the normalised origin URL. */
export function sharedIdentity(root: string, common: string | null): string | null {
  const declared = declaredProjectId(root);
  if (declared) return `project:${declared}`;
  if (common === null) return null;
  try {
    const url = remoteUrlFromConfig(readFileSync(join(common, "config"), "utf8"));
    return url === null ? null : normalizeRemoteUrl(url);
  } catch {
    // no git config, or unreadable: no remote to name the project by
    return null;
  }
}

export interface ResolveOptions {
  /** The identity machines share (a server store): declared id or remote URL before the local path. */
  shared?: boolean;
  /**
   * Read a `cwd` that no longer exists by its worktree layout (core/projects/worktree-layout.ts): in
   * one that names the main checkout it is that checkout's project — the repository when it is here,
   * else the checkout's recorded path; in one naming only the repository
   * (`.claude-worktrees/<repo>/<name>`) it keeps its own identity, named after the repository
   * (app/projects/adopt-worktrees.ts may join it to one later). Import sets it when the transcript
   * recorded a git branch at `cwd` (it ran in a git checkout).
   */
  worktreeLayouts?: boolean;
}

/**
 * A Windows path (`C:\\work\\app`, `\\\\server\\share`) read on another system, as imported transcripts
 * from Windows machines record: absolute there, but relative here, where resolving it would land in
 * the current folder. On Windows itself every path is native, so nothing is foreign.
 */
export function isForeignWindowsPath(path: string): boolean {
  return process.platform !== "win32" && !isAbsolute(path) && win32.isAbsolute(path);
}

/** The identity of a recorded path that does not exist here: the path itself, normalised ("/a/b/" = "/a/b"). */
function recordedProject(cwd: string): ProjectIdentity {
  const windows = isForeignWindowsPath(cwd);
  const recorded = windows ? win32.normalize(cwd).replace(/(?<=[^:\\])\\+$/, "") : resolve(cwd);
  const name = windows ? win32.basename(recorded) : basename(recorded);
  return {
    id: projectId(recorded),
    identity: recorded,
    root: recorded,
    name: name || recorded,
    gitDir: null,
  };
}

/** The project of a removed worktree, by the layout of its path (see ResolveOptions.worktreeLayouts), or null. */
function removedWorktree(cwd: string, o: ResolveOptions): ProjectIdentity | null {
  if (!o.worktreeLayouts) return null;
  const layout = worktreeLayout(cwd);
  if (layout === null) return null;
  if (layout.kind === "repo-name") return { ...recordedProject(layout.worktree), name: layout.repo };
  // the session's files are relative to the worktree it ran in
  const root = recordedProject(layout.worktree).root;
  if (isForeignWindowsPath(layout.main) || !existsSync(layout.main))
    return { ...recordedProject(layout.main), root };
  // the main checkout is on this machine: its repository, when it is one
  return findGitRoot(layout.main)
    ? { ...resolveProject(layout.main, { shared: o.shared }), root, gitDir: null }
    : null;
}

export function resolveProject(cwd: string, o: ResolveOptions = {}): ProjectIdentity {
  if (isForeignWindowsPath(cwd)) return removedWorktree(cwd, o) ?? recordedProject(cwd);
  const git = findGitRoot(cwd);
  if (git) {
    const common = commonDir(git.gitDir);
    // name: the main checkout's folder (parent of the common dir), shared by every worktree
    const name = basename(common) === ".git" ? basename(dirname(common)) : basename(common, ".git");
    const identity = (o.shared ? sharedIdentity(git.root, common) : null) ?? common;
    return { id: projectId(identity), identity, root: git.root, name, gitDir: git.gitDir };
  }
  // an imported transcript whose folder no longer exists keeps its recorded path as identity
  if (!existsSync(cwd)) return removedWorktree(cwd, o) ?? recordedProject(cwd);
  const real = safeRealpath(cwd);
  const identity = (o.shared ? sharedIdentity(real, null) : null) ?? real;
  return { id: projectId(identity), identity, root: real, name: basename(real), gitDir: null };
}
