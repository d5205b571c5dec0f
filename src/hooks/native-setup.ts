/**
 * A plugin installed from a git marketplace carries the SQLite addon of the machine that built it. On
 * another platform or Node ABI no addon fits: the first hook that needs the store starts, detached and
 * once, `npm install better-sqlite3@<version>` into `<CLAUDE_PLUGIN_DATA>/native-build` and copies the
 * addon to `<CLAUDE_PLUGIN_DATA>/native/<platform>-<arch>-<abi>/` (where native-binding.ts looks).
 * Until it is there, hooks that need the store do nothing: one line on stderr, once per data dir
 * until the addon is ready. POSIX `sh`; the install log is `<CLAUDE_PLUGIN_DATA>/native-build/install.log`.
 */
import { spawn } from "node:child_process";
import { closeSync, existsSync, mkdirSync, openSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { currentTarget, dataDirBinding, readTarget } from "../app/env/native-binding.js";

/** A lock older than this is a crashed install: start again. */
const STALE_MS = 15 * 60_000;

const quote = (s: string) => `'${s.replaceAll("'", "'\\''")}'`;

function claim(path: string): boolean {
  try {
    if (existsSync(path) && Date.now() - statSync(path).mtimeMs < STALE_MS) return false;
    closeSync(openSync(path, "w"));
    return true;
  } catch {
    // the home is not writable: another run (or none) does the setup
    return false;
  }
}

/**
 * Starts the install when it is not running yet; returns the line to print, or null when it was
 * already printed for this install.
 */
export function startNativeSetup(distDir: string, dataDir: string): string | null {
  const build = join(dataDir, "native-build");
  mkdirSync(build, { recursive: true });
  const version = readTarget(join(distDir, "native"))?.betterSqlite3 ?? "latest";
  const target = dataDirBinding(dataDir, currentTarget());
  if (claim(join(build, "install.lock"))) {
    const script = [
      `npm install --no-save --no-audit --no-fund --prefix ${quote(build)} better-sqlite3@${quote(version)}`,
      `mkdir -p ${quote(dirname(target))}`,
      `cp ${quote(join(build, "node_modules", "better-sqlite3", "build", "Release", "better_sqlite3.node"))} ${quote(`${target}.tmp`)}`,
      `mv ${quote(`${target}.tmp`)} ${quote(target)}`,
    ].join(" && ");
    const log = openSync(join(build, "install.log"), "a");
    const child = spawn("sh", ["-c", `${script}; rm -f ${quote(join(build, "install.lock"))}`], {
      detached: true,
      stdio: ["ignore", log, log],
      cwd: build,
    });
    child.unref();
    closeSync(log);
  }
  const shown = join(build, "notice-shown");
  if (existsSync(shown)) return null;
  closeSync(openSync(shown, "w"));
  return `cairn: installing SQLite for Node ${process.version} (${process.platform}-${process.arch}) into ${build}; memory starts once it is ready (log: ${join(build, "install.log")})`;
}
