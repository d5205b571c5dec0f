/**
 * Loads a hook handler bundle (one self-contained CommonJS file) through V8's code cache, kept under
 * `<cacheDir>` (in `$CAIRN_HOME`). Compiling a handler and the functions its run calls was a third of a
 * store-opening hook's start-up; with the cache V8 deserialises them instead. Node 22's
 * `module.enableCompileCache` does the same for every module; Node 20 has only `vm.Script`'s
 * `cachedData` / `createCachedData()` (https://nodejs.org/api/vm.html#scriptcreatecacheddata).
 *
 * The cache file is named after the bundle's path and the process's options (a hash of them: each
 * install, and each set of V8 flags, keeps its own files) and
 * keyed by the bundle's size, inode and ctime (which every write or copy of the file changes, unlike
 * mtime), the Node version and the architecture, so a rebuilt or upgraded plugin never meets an old
 * cache — V8 itself checks only the source's length; it refuses data made by another V8 version or with
 * other flags (`cachedDataRejected`), and then the bundle is compiled as usual. Files are written once
 * (after the first run, so lazily compiled functions are included) by the caller's writer (the hooks
 * pass writeFileSafe: temp file, then rename, 0600); then the cache files of the same path's earlier
 * builds are removed, and those of other paths unused for `STALE_AFTER_MS` (an install that is gone;
 * one still in use compiles once and writes its file again). Two installs sharing a home (the plugin
 * and `cairn install`'s settings hooks) thus keep one cache each instead of deleting each other's on
 * every run. Any failure falls back to a plain compile: the cache only saves time. This module imports
 * only Node built-ins, so the hook's first file (hooks/boot.ts) stays small.
 */

import { isAscii } from "node:buffer";
import {
  closeSync,
  constants,
  fstatSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from "node:fs";
import { createRequire } from "node:module";
import { basename, dirname, join } from "node:path";
import { Script } from "node:vm";

export interface CachedModule<T> {
  exports: T;
  /** Whether V8 used the cache file (false: none yet, or rejected). */
  fromCache: boolean;
  /** Writes the cache file with `write` when it was missing or rejected (call after the run); never throws. */
  save(write: (path: string, data: Buffer) => void): void;
}

/** Node's CommonJS wrapper (https://nodejs.org/api/modules.html#the-module-wrapper). */
export const WRAPPER_HEAD = "(function (exports, require, module, __filename, __dirname) { ";
/**
 * The source to compile: a file that starts with the wrapper (the hook bundles are built so) as it
 * is, else wrapped here. Wrapping copies the whole source, and a hook's young heap is small: the copy
 * of a bundle of 100+ KB was what made V8 collect garbage during the run.
 */
const wrap = (source: string) => (source.startsWith(WRAPPER_HEAD) ? source : `${WRAPPER_HEAD}${source}\n});`);

/**
 * Where the hooks' V8 code cache lives: `<home>/cache/v8`, or `<home>/cache/v8/<event>` for one hook
 * event's files. The cache holds the functions the first run compiled, so each event keeps its own:
 * a bundle's cache made by SessionStart (the first hook of a session) would leave PostToolUse's
 * functions out, and compiled on every tool call. An event name that is not a plain word shares "other".
 */
export const codeCacheDir = (home: string, event?: string): string =>
  event === undefined
    ? join(home, "cache", "v8")
    : join(home, "cache", "v8", /^[A-Za-z]{1,40}$/.test(event) ? event : "other");

/**
 * What a bundle's cache files start with: the bundle's name and a 32-bit FNV-1a hash
 * (http://www.isthe.com/chongo/tech/comp/fnv/) of its path and of the options this process was
 * started with (`process.execArgv`, `NODE_OPTIONS`), so installs at different paths never share a key,
 * nor do runs with other V8 flags (the plugin's hooks pass some: core/setup/hook-events.ts): V8
 * refuses a cache made with other flags, and two such runs would otherwise rewrite one file in turn.
 */
function stem(file: string): string {
  const id = `${file}\0${process.execArgv.join(" ")}\0${process.env.NODE_OPTIONS ?? ""}`;
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193);
  return `${basename(file).replace(/\.c?js$/, "")}-${(h >>> 0).toString(16).padStart(8, "0")}-`;
}

/** The cache file for `file` (a bundle): named after its path, keyed by its size, inode, ctime, the Node version and architecture. */
export function cachePath(file: string, cacheDir: string): string {
  const st = statSync(file, { bigint: true });
  const key = `${st.size}-${st.ino}-${st.ctimeNs}-${process.version}-${process.arch}`;
  return join(cacheDir, `${stem(file)}${key}.bin`);
}

/** How long a cache file of another path's bundle is kept unchanged before it counts as an install that is gone. */
export const STALE_AFTER_MS = 14 * 24 * 3600 * 1000;

/**
 * Removes from `cacheDir` the cache files of `file`'s earlier builds (same path, other keys) and those
 * of the same bundle name at other paths that were not written for STALE_AFTER_MS.
 */
function pruneOld(file: string, keep: string, cacheDir: string): void {
  const own = stem(file);
  const name = `${basename(file).replace(/\.c?js$/, "")}-`;
  for (const entry of readdirSync(cacheDir)) {
    const path = join(cacheDir, entry);
    if (!entry.startsWith(name) || !entry.endsWith(".bin") || path === keep) continue;
    // [path hash-]size-inode-ctime-v…: not another bundle whose name extends this one's (earlier
    // versions named the file without the path hash: those count as another path's)
    if (!/^(?:[0-9a-f]{8}-)?\d+-\d+-\d+-v/.test(entry.slice(name.length))) continue;
    if (entry.startsWith(own) || Date.now() - statSync(path).mtimeMs > STALE_AFTER_MS)
      rmSync(path, { force: true });
  }
}

/** The cache file's bytes, or undefined when absent, not a regular file, or unreadable. */
function readCache(path: string): Buffer | undefined {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | constants.O_NOFOLLOW);
  } catch {
    // no cache yet (or a link): compile without it
    return undefined;
  }
  try {
    return fstatSync(fd).isFile() ? readFileSync(fd) : undefined;
  } catch {
    // an unreadable cache file: compile without it
    return undefined;
  } finally {
    closeSync(fd);
  }
}

/** Node's CommonJS module class (https://nodejs.org/api/modules.html#the-module-object). */
interface ModuleClass {
  createRequire(path: string): NodeJS.Require;
}

/**
 * A `require` relative to `file`: `Module.createRequire` of the CommonJS loader that started this
 * process (the main module's class), which is node:module's `createRequire` without importing
 * node:module: its first import loads Node's ESM loader and source-map support, which a hook never
 * uses (the hook bundles get node:module through a getter shim, scripts/build.mjs LAZY_BUILTINS).
 * Falls back to node:module's when the main module is not CommonJS (`cairn hook`, tests).
 */
function requireFor(file: string): NodeJS.Require {
  const main = typeof require === "function" ? require.main : undefined;
  const loader = main?.constructor as Partial<ModuleClass> | undefined;
  return typeof loader?.createRequire === "function" ? loader.createRequire(file) : createRequire(file);
}

/**
 * The text of `file`: decoded as Latin-1 when every byte is ASCII (the hook bundles are: esbuild
 * escapes non-ASCII characters by default, https://esbuild.github.io/api/#charset), where both
 * decodings give the same string; else as UTF-8. Latin-1 is a copy of the bytes; UTF-8 decoding of a
 * handler bundle (200–620 KB) was 2–3% of a hook run's instructions. `isAscii` is simdutf's check
 * (https://nodejs.org/api/buffer.html#bufferisasciiinput).
 */
function readSource(file: string): string {
  const bytes = readFileSync(file);
  return bytes.toString(isAscii(bytes) ? "latin1" : "utf8");
}

/**
 * Requires the CommonJS file `file` as Node would (same wrapper, `require` relative to it), compiled
 * with the cache from `cacheDir`. Throws what the module throws.
 */
export function requireWithCodeCache<T>(file: string, cacheDir: string): CachedModule<T> {
  const source = readSource(file);
  let path: string | null = null;
  let cached: Buffer | undefined;
  try {
    path = cachePath(file, cacheDir);
    cached = readCache(path);
  } catch {
    // no writable cache folder: run without a code cache
    path = null;
  }
  const script = new Script(wrap(source), { filename: file, cachedData: cached });
  const fromCache = cached !== undefined && !script.cachedDataRejected;
  const mod = { exports: {} as T };
  const fn = script.runInThisContext() as (...args: unknown[]) => void;
  fn.call(mod.exports, mod.exports, requireFor(file), mod, file, dirname(file));
  return {
    exports: mod.exports,
    fromCache,
    save(write) {
      if (fromCache || path === null) return;
      try {
        write(path, script.createCachedData());
        pruneOld(file, path, cacheDir);
      } catch {
        // best effort: the next run compiles again
      }
    },
  };
}
