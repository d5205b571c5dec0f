/**
 * Loads the sqlite-vec extension (https://github.com/asg017/sqlite-vec, `vec0` virtual tables) into a
 * better-sqlite3 connection, once. Looked up, in order: an explicit path; `vec0.<so|dylib|dll>` beside
 * better-sqlite3's native binding (the bundle copies it to plugin/dist/native); the platform package
 * `sqlite-vec-<os>-<arch>` that the `sqlite-vec` npm package installs, resolved from the running script.
 */
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type Database from "better-sqlite3";
import { CairnError } from "../../core/common/errors.js";

const loaded = new WeakSet<Database.Database>();

/** File name of the loadable extension on this platform. */
export function vecFileName(platform: NodeJS.Platform = process.platform): string {
  const ext = platform === "win32" ? "dll" : platform === "darwin" ? "dylib" : "so";
  return `vec0.${ext}`;
}

/** Where the extension is, or null when it is nowhere to be found. */
export function findVecExtension(o: { path?: string; nativeBinding?: string } = {}): string | null {
  if (o.path) return existsSync(o.path) ? o.path : null;
  if (o.nativeBinding) {
    const beside = join(dirname(o.nativeBinding), vecFileName());
    if (existsSync(beside)) return beside;
  }
  const os = process.platform === "win32" ? "windows" : process.platform;
  // resolved from the running script (an npm install of Cairn); never from the working directory
  const base = process.argv[1] ? dirname(process.argv[1]) : null;
  if (base) {
    try {
      return createRequire(join(base, "noop.js")).resolve(
        `sqlite-vec-${os}-${process.arch}/${vecFileName()}`,
      );
    } catch {
      // not installed
    }
  }
  return null;
}

/** Loads sqlite-vec into `db` (idempotent). Throws CairnError("UNSUPPORTED") with one line when it cannot. */
export function loadVecExtension(
  db: Database.Database,
  o: { path?: string; nativeBinding?: string } = {},
): void {
  if (loaded.has(db)) return;
  const path = findVecExtension(o);
  if (!path)
    throw new CairnError(
      "UNSUPPORTED",
      `sqlite-vec not found for ${process.platform}-${process.arch} (install the sqlite-vec package); vector search is off`,
    );
  try {
    db.loadExtension(path);
  } catch (err) {
    throw new CairnError("UNSUPPORTED", `cannot load sqlite-vec from ${path}: ${(err as Error).message}`, {
      cause: err,
    });
  }
  loaded.add(db);
}
