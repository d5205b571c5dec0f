/**
 * Current code beats memory, for the pack's memory lines: a memory is left out of the pack when the
 * current working tree shows it untrue. Reading only: a `stat` per named path (a directory's once per
 * check), `package.json` read once per directory.
 * - A verified command whose script is gone: `<interpreter> <path>` (node, python, bash, …) or a
 *   relative program path (`./run.sh`, `scripts/x.sh`) naming a file that does not exist, or
 *   `<npm|pnpm|yarn|bun> run <name>` where the `package.json` there has no such script. A leading
 *   `cd DIR &&` is followed; a path outside the project is not checked.
 * - Any other memory whose title names a project path that no longer exists: a path whose first
 *   segment is a directory at the root (so it is rooted there), the rest missing — unless the title
 *   says the path was deleted, removed, renamed or moved.
 */
import { readFileSync, statSync } from "node:fs";
import { isAbsolute, join, normalize } from "node:path";
import type { Memory } from "../../core/memories/memory.js";

const INTERPRETERS = new Set([
  "node",
  "python",
  "python3",
  "py",
  "bash",
  "sh",
  "zsh",
  "ruby",
  "perl",
  "php",
  "deno",
  "bun",
  "tsx",
  "ts-node",
  "pwsh",
  "powershell",
]);
const RUNNERS = new Set(["npm", "pnpm", "yarn", "bun"]);
/** A file name with an extension, or a path with a slash. */
const PATH_LIKE = /^[\w.@~-]*[\w-]\.[A-Za-z]\w{0,7}$|^[\w.@~-]+(?:\/[\w.@~-]+)+\/?$/;
/** Words by which a line says a path is gone on purpose. */
const GONE_ON_PURPOSE = /\b(delet|remov|renam|mov(e|ed|ing)\b|no longer|gone)/i;

const exists = (p: string) => statSync(p, { throwIfNoEntry: false }) !== undefined;
const isDir = (p: string) => statSync(p, { throwIfNoEntry: false })?.isDirectory() === true;

/** What one check has read of the tree: each directory's `package.json` scripts, whether a path is a directory. */
export interface TreeReads {
  scripts: Map<string, Set<string> | null>;
  dirs: Map<string, boolean>;
}

const newReads = (): TreeReads => ({ scripts: new Map(), dirs: new Map() });

/** isDir, read once per path for one check. */
function isDirRead(p: string, reads: TreeReads): boolean {
  const known = reads.dirs.get(p);
  if (known !== undefined) return known;
  const dir = isDir(p);
  reads.dirs.set(p, dir);
  return dir;
}
/** A path under `root` that the check may judge: relative, no `..`, no home or variable. */
const judgeable = (p: string) =>
  !isAbsolute(p) && !/^[~$%]|^[A-Za-z]:/.test(p) && !normalize(p).startsWith("..");

/** The scripts of `dir/package.json`, or null when it cannot be read. */
function scriptsOf(dir: string, cache: Map<string, Set<string> | null>): Set<string> | null {
  if (!cache.has(dir)) {
    try {
      const pkg = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as { scripts?: object };
      cache.set(dir, new Set(Object.keys(pkg.scripts ?? {})));
    } catch {
      cache.set(dir, null); // no readable package.json: nothing to judge by
    }
  }
  return cache.get(dir) ?? null;
}

/** Whether the command's script or package script is gone from the tree under `root`. */
export function commandGone(command: string, root: string, reads = newReads()): boolean {
  let dir = root;
  let rest = command.trim();
  for (
    let m = /^cd\s+("[^"]+"|'[^']+'|\S+)\s*&&\s*/.exec(rest);
    m;
    m = /^cd\s+("[^"]+"|'[^']+'|\S+)\s*&&\s*/.exec(rest)
  ) {
    const target = (m[1] ?? "").replace(/^["']|["']$/g, "");
    if (!judgeable(target)) return false;
    dir = join(dir, target);
    rest = rest.slice(m[0].length);
  }
  if (!isDirRead(dir, reads)) return false;
  const words = (rest.split(/\s*(?:&&|\|\||;|\|)\s*/)[0] ?? "")
    .split(/\s+/)
    .filter((w) => w !== "" && !/^[A-Z_][A-Z0-9_]*=/.test(w));
  const [program = "", ...args] = words;
  const script = INTERPRETERS.has(program) ? args.find((a) => !a.startsWith("-")) : undefined;
  if (script !== undefined) return PATH_LIKE.test(script) && judgeable(script) && !exists(join(dir, script));
  if (program.includes("/") && judgeable(program)) return !exists(join(dir, program));
  if (RUNNERS.has(program) && args[0] === "run" && args[1] && !args[1].startsWith("-")) {
    const scripts = scriptsOf(dir, reads.scripts);
    return scripts !== null && !scripts.has(args[1]);
  }
  return false;
}

/** Project paths the text names whose first segment is a directory at `root` but which do not exist. */
export function missingPaths(text: string, root: string, reads = newReads()): string[] {
  const words = text.match(/[\w.@~-]+(?:\/[\w.@~-]+)+/g) ?? [];
  return words.filter((w) => {
    const first = w.split("/")[0] ?? "";
    return judgeable(w) && first !== "." && isDirRead(join(root, first), reads) && !exists(join(root, w));
  });
}

/**
 * Whether the tree at `root` shows a memory untrue (see the module comment), as one function sharing its
 * reads (`package.json` once per directory, a directory's existence once); null when `root` is not a
 * directory (nothing can be judged).
 */
export function treeCheck(root: string | undefined): ((m: Memory) => boolean) | null {
  if (!root || !isDir(root)) return null;
  const reads = newReads();
  return (m) =>
    m.type === "verified_command"
      ? commandGone(m.title, root, reads)
      : m.type !== "task_summary" &&
        !GONE_ON_PURPOSE.test(m.title) &&
        missingPaths(m.title, root, reads).length > 0;
}

/** Ids of the memories the tree at `root` shows untrue; empty when `root` is not a directory. */
export function untrueOfTree(memories: readonly Memory[], root: string | undefined): Set<string> {
  const untrue = treeCheck(root);
  return new Set(untrue ? memories.filter(untrue).map((m) => m.id) : []);
}
