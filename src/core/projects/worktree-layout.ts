/**
 * What a working directory's path says about the repository it is a worktree of. Only layouts that
 * tools create and name as worktree folders count:
 *
 * - `<repo>/.claude/worktrees/<name>`: Claude Code's `--worktree` (https://code.claude.com/docs/en/worktrees);
 * - `<repo>/.worktrees/<name>`: a hidden worktree folder inside the main checkout;
 * - `<parent>/<repo>-worktrees/<name>`: a sibling folder named after the repository;
 *   each names the main checkout's path;
 * - `<home>/.claude-worktrees/<repo>/<name>`: the Claude desktop app's, which names only the repository's
 *   folder name (the main checkout may be anywhere under `<home>`).
 *
 * A folder merely called `worktrees`, or `<repo>-<name>` next to the repository, is not taken as one:
 * nothing tells such folders from ordinary ones. Pure; POSIX and Windows paths alike (core/projects/paths.ts).
 */
import { joinParts, pathParts } from "./paths.js";

export type WorktreeLayout =
  /** The path names its main checkout. */
  | { kind: "checkout"; main: string; worktree: string; layout: string }
  /** The path names only the repository's folder name, under `home`. */
  | { kind: "repo-name"; repo: string; home: string; worktree: string; layout: string };

const SIBLING = /^(.+)-worktrees$/;

/** The worktree layout `path` (a worktree's root or a folder inside it) lies in, or null. */
export function worktreeLayout(path: string): WorktreeLayout | null {
  const p = pathParts(path);
  const s = p.segments;
  for (let i = 0; i < s.length; i++) {
    const seg = s[i] as string;
    if (seg === ".worktrees" && i >= 1 && i + 1 < s.length)
      return {
        kind: "checkout",
        main: joinParts(p, i),
        worktree: joinParts(p, i + 2),
        layout: "<repo>/.worktrees/<name>",
      };
    if (seg === ".claude" && s[i + 1] === "worktrees" && i >= 1 && i + 2 < s.length)
      return {
        kind: "checkout",
        main: joinParts(p, i),
        worktree: joinParts(p, i + 3),
        layout: "<repo>/.claude/worktrees/<name>",
      };
    if (seg === ".claude-worktrees" && i + 2 < s.length)
      return {
        kind: "repo-name",
        repo: s[i + 1] as string,
        home: joinParts(p, i),
        worktree: joinParts(p, i + 3),
        layout: "<home>/.claude-worktrees/<repo>/<name>",
      };
    const sibling = SIBLING.exec(seg);
    if (sibling?.[1] && seg !== ".claude-worktrees" && i + 1 < s.length)
      return {
        kind: "checkout",
        main: joinParts({ ...p, segments: [...s.slice(0, i), sibling[1]] }),
        worktree: joinParts(p, i + 2),
        layout: "<parent>/<repo>-worktrees/<name>",
      };
  }
  return null;
}
