/**
 * The file Claude Code runs, `node …/dist/hook.js <EventName>` (bundled from here): it requires the
 * hook entry bundle, dist/hook-main.cjs (hooks/entry.ts), through V8's code cache in the Cairn home
 * (code-cache.ts), and writes that cache once the event was handled in a usable home. The process
 * ends with `process.exit` once everything it started is done (every callback, timer and `beforeExit`
 * listener), without the environment teardown in which better-sqlite3 would close the store the run
 * left open (runtime/close-at-exit.ts: no WAL checkpoint and deletion per run). Imports only Node
 * built-ins, the home's path and that switch: Node compiles this file on every hook run.
 */
import { realpathSync } from "node:fs";
import { dirname, join } from "node:path";
import { cairnHome } from "../app/env/paths.js";
import { leaveStoresOpenUntilExit } from "../runtime/close-at-exit.js";
import { codeCacheDir, requireWithCodeCache } from "./code-cache.js";

interface Entry {
  /** Settles when the event is handled: true when it was handled in a usable home. */
  done: Promise<boolean>;
  writeCodeCache: (home: string) => (path: string, data: Buffer) => void;
}

const home = cairnHome();
leaveStoresOpenUntilExit();
const entry = requireWithCodeCache<Entry>(
  join(dirname(realpathSync(process.argv[1] ?? ".")), "hook-main.cjs"),
  codeCacheDir(home, process.argv[2]),
);
if (!entry.fromCache)
  void entry.exports.done.then((ok) => {
    if (ok) entry.save(entry.exports.writeCodeCache(home));
  });
// on the loop's next turn after beforeExit: after the other beforeExit listeners, whenever they were added
void entry.exports.done.finally(() => process.once("beforeExit", () => setImmediate(() => process.exit())));
