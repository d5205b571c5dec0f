/**
 * The worktrees a recorded shell command created: `git worktree add <path>` (git-worktree(1)), its path
 * resolved against the directory the command ran in — after any `cd <dir>` step before it and any
 * `git -C <dir>`. Words are split by shell-quote (POSIX quoting); a path holding a variable, a glob or
 * `~` cannot be resolved here and is left out. Pure.
 */
import { parse } from "shell-quote";
import { isWindowsStyle, pathParts, resolveAgainst } from "./paths.js";

/** `git worktree add` options that take a value (git-worktree(1)). */
const VALUED = new Set(["-b", "-B", "--reason"]);

/** Absolute paths of the worktrees `command`, run in `cwd`, adds (usually zero or one). */
export function worktreesAdded(command: string, cwd: string | null): string[] {
  if (!command.includes("worktree")) return [];
  let words: ReturnType<typeof parse>;
  try {
    // a variable stays unresolved (an object, so the word is skipped), never expanded to ""
    words = parse(command, (key) => ({ op: "glob" as const, pattern: `$${key}` }));
  } catch {
    // a command shell-quote cannot parse names no worktree
    return [];
  }
  const out: string[] = [];
  let dir = cwd;
  let step: string[] = [];
  let unresolved = false;
  const flush = () => {
    const found = unresolved ? null : stepTarget(step, dir);
    if (found?.kind === "cd") dir = found.path;
    else if (found?.kind === "add") out.push(found.path);
    step = [];
    unresolved = false;
  };
  for (const w of words) {
    if (typeof w === "string") step.push(w);
    else if ("op" in w && w.op !== "glob") flush();
    else unresolved = true;
  }
  flush();
  return out;
}

function absolute(dir: string | null, target: string): string | null {
  if (target.startsWith("~")) return null;
  if (pathParts(target).root !== "") return resolveAgainst(target, ".");
  if (dir === null || pathParts(dir).root === "") return null;
  // a relative path is read the way the directory it is relative to is written
  return resolveAgainst(dir, isWindowsStyle(dir) ? target.replaceAll("/", "\\") : target);
}

function stepTarget(words: string[], dir: string | null): { kind: "cd" | "add"; path: string } | null {
  if (words[0] === "cd" && words.length === 2) {
    const path = absolute(dir, words[1] as string);
    return path === null ? null : { kind: "cd", path };
  }
  if (words[0] !== "git") return null;
  let i = 1;
  let base = dir;
  while (i < words.length && words[i]?.startsWith("-")) {
    if (words[i] === "-C" && words[i + 1] !== undefined) {
      base = absolute(base, words[i + 1] as string);
      i += 2;
    } else i += words[i] === "-c" ? 2 : 1;
  }
  if (words[i] !== "worktree" || words[i + 1] !== "add") return null;
  for (i += 2; i < words.length; i++) {
    const w = words[i] as string;
    if (VALUED.has(w)) i++;
    else if (!w.startsWith("-")) {
      const path = absolute(base, w);
      return path === null ? null : { kind: "add", path };
    }
  }
  return null;
}
