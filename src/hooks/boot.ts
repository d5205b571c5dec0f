/**
 * The file Claude Code runs, `node …/dist/hook.js <EventName>` (bundled from here): it requires the
 * hook entry bundle, dist/hook-main.cjs (hooks/entry.ts), through V8's code cache in the Cairn home
 * (code-cache.ts), and writes that cache once the event was handled in a usable home. Imports only
 * Node built-ins and the home's path: Node compiles this file on every hook run.
 */
import { realpathSync } from "node:fs";
import { dirname, join } from "node:path";
import { cairnHome } from "../app/env/paths.js";
import { codeCacheDir, requireWithCodeCache } from "./code-cache.js";

interface Entry {
  /** Settles when the event is handled: true when it was handled in a usable home. */
  done: Promise<boolean>;
  writeCodeCache: (home: string) => (path: string, data: Buffer) => void;
}

const home = cairnHome();
const entry = requireWithCodeCache<Entry>(
  join(dirname(realpathSync(process.argv[1] ?? ".")), "hook-main.cjs"),
  codeCacheDir(home, process.argv[2]),
);
if (!entry.fromCache)
  void entry.exports.done.then((ok) => {
    if (ok) entry.save(entry.exports.writeCodeCache(home));
  });
