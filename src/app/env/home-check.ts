/**
 * Is Cairn's data directory usable? Checked by the CLI, the hooks and the MCP server before anything
 * writes there, so a bad `CAIRN_HOME` gives one line with a remedy instead of a stack trace. Creates
 * the missing directories one level at a time: Node's `mkdirSync(…, {recursive: true})` never returns
 * for a path under a directory that refuses new entries with ENOENT (e.g. `/proc/x` on Linux). Every
 * directory it creates is 0700 whatever the umask (chmod after mkdir), as the XDG Base Directory
 * specification asks of a data directory it has to create.
 */
import { accessSync, chmodSync, constants, mkdirSync, readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";

/** null when `home` is (now) a writable directory; else one line saying what is wrong and what to do. */
export function homeProblem(home: string): string | null {
  const missing: string[] = [];
  let dir = home;
  for (;;) {
    try {
      if (!statSync(dir).isDirectory())
        return `${dir} is not a directory: set CAIRN_HOME to a directory (or unset it for ~/.local/share/cairn)`;
      break;
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code !== "ENOENT") return `cannot use ${home} (${code}): set CAIRN_HOME to a writable directory`;
      const parent = dirname(dir);
      if (parent === dir) break;
      missing.push(dir);
      dir = parent;
    }
  }
  for (const d of missing.reverse()) {
    try {
      mkdirSync(d, 0o700);
      chmodSync(d, 0o700);
    } catch (e) {
      const code = (e as NodeJS.ErrnoException).code;
      if (code !== "EEXIST") return `cannot create ${d} (${code}): set CAIRN_HOME to a writable directory`;
    }
  }
  try {
    accessSync(home, constants.W_OK);
  } catch {
    // not writable: the message names the fix
    return `${home} is not writable: fix its permissions or set CAIRN_HOME to a writable directory`;
  }
  return null;
}

/** The newest database backup in `<home>/backups` (taken before each migration), or null. */
export function latestBackup(home: string): string | null {
  const dir = join(home, "backups");
  try {
    const files = readdirSync(dir)
      .filter((f) => f.endsWith(".db"))
      .map((f) => ({ path: join(dir, f), mtime: statSync(join(dir, f)).mtimeMs }))
      .sort((a, b) => b.mtime - a.mtime);
    return files[0]?.path ?? null;
  } catch {
    // no folder or a file gone while listing: no database found
    return null;
  }
}

/**
 * One line for a database that cannot be opened: SQLite's reason, and the remedy (the newest backup
 * when there is one).
 */
export function databaseProblem(dbPath: string, home: string, reason: string): string {
  const backup = latestBackup(home);
  const remedy = backup
    ? `move it aside and restore the latest backup: mv "${dbPath}" "${dbPath}.damaged" && cp "${backup}" "${dbPath}"`
    : `move it aside (mv "${dbPath}" "${dbPath}.damaged") and Cairn starts a new one; no backup in ${join(home, "backups")}`;
  return `${dbPath}: ${reason}; ${remedy}`;
}
