/**
 * Which `better_sqlite3.node` the bundle loads. A compiled addon only runs on the platform, CPU
 * architecture and Node ABI (`process.versions.modules`) it was built for, so the copy bundled into
 * `plugin/dist/native/` carries a `target.json` ({platform, arch, modules}) written by the build.
 * Order: the bundled copy when its target matches this Node; else a copy installed for this Node in
 * `<dataDir>/native/<tag>/` (a plugin's persistent data dir); else the one npm installed with the
 * `better-sqlite3` package next to the bundle (the npm package's optional dependency); else the
 * bundled copy anyway, so the error names a real file. `undefined` when there is none at all
 * (running from sources: better-sqlite3 finds its own build).
 */
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";

export const BINDING_FILE = "better_sqlite3.node";

export interface NativeTarget {
  platform: string;
  arch: string;
  /** `process.versions.modules`, the Node ABI version. */
  modules: string;
  /** The better-sqlite3 version the addon was built from (in target.json; absent from currentTarget()). */
  betterSqlite3?: string;
}

export function currentTarget(): NativeTarget {
  return { platform: process.platform, arch: process.arch, modules: process.versions.modules };
}

/** `linux-x64-115`: the directory name of a binding built for `t`. */
export const targetTag = (t: NativeTarget): string => `${t.platform}-${t.arch}-${t.modules}`;

/** The target recorded beside a bundled binding; null when the file is absent or unreadable. */
export function readTarget(nativeDir: string): NativeTarget | null {
  try {
    const t = JSON.parse(readFileSync(join(nativeDir, "target.json"), "utf8")) as Partial<NativeTarget>;
    if (typeof t.platform === "string" && typeof t.arch === "string" && typeof t.modules === "string")
      return {
        platform: t.platform,
        arch: t.arch,
        modules: t.modules,
        ...(typeof t.betterSqlite3 === "string" ? { betterSqlite3: t.betterSqlite3 } : {}),
      };
  } catch {
    // no record: a build older than the record; treated as matching
  }
  return null;
}

/** Where a binding for this Node is installed under a persistent data dir (see the module header). */
export const dataDirBinding = (dataDir: string, t: NativeTarget = currentTarget()): string =>
  join(dataDir, "native", targetTag(t), BINDING_FILE);

export interface ResolveBindingOptions {
  /** The bundle's directory (plugin/dist). */
  distDir: string;
  /** A persistent data dir that may hold `native/<tag>/better_sqlite3.node` (`$CLAUDE_PLUGIN_DATA`). */
  dataDir?: string;
  target?: NativeTarget;
}

/**
 * A binding built for this Node, or null when the bundle has only an addon for another platform or
 * Node ABI (e.g. a plugin installed from a git marketplace on another machine): then the data dir
 * must get one first (src/hooks/native-setup.ts). `undefined` when there is no bundled addon at all.
 */
export function usableNativeBinding(o: ResolveBindingOptions): string | null | undefined {
  const found = findBinding(o);
  return found === undefined ? undefined : found.usable ? found.path : null;
}

export function resolveNativeBinding(o: ResolveBindingOptions): string | undefined {
  return findBinding(o)?.path;
}

/**
 * The binding `resolveNativeBinding` names, with whether it was built for `target` (false only for the
 * bundled copy returned as the last resort). Reads target.json once.
 */
function findBinding(o: ResolveBindingOptions): { path: string; usable: boolean } | undefined {
  const target = o.target ?? currentTarget();
  const nativeDir = join(o.distDir, "native");
  const bundled = join(nativeDir, BINDING_FILE);
  const hasBundled = existsSync(bundled);
  if (hasBundled) {
    const built = readTarget(nativeDir);
    if (built === null || targetTag(built) === targetTag(target)) return { path: bundled, usable: true };
  }
  if (o.dataDir) {
    const installed = dataDirBinding(o.dataDir, target);
    if (existsSync(installed)) return { path: installed, usable: true };
  }
  try {
    const pkg = createRequire(join(o.distDir, "noop.js")).resolve("better-sqlite3/package.json");
    const fromNpm = join(pkg, "..", "build", "Release", BINDING_FILE);
    if (existsSync(fromNpm)) return { path: fromNpm, usable: true };
  } catch {
    // better-sqlite3 is not installed beside the bundle
  }
  return hasBundled ? { path: bundled, usable: false } : undefined;
}
