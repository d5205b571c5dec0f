/**
 * The file Claude Code runs, `node …/dist/hook.js <EventName>` (bundled from here): it requires the
 * hook entry bundle, dist/hook-main.cjs (hooks/entry.ts), through V8's code cache in the Cairn home
 * (code-cache.ts), and writes that cache once the event was handled in a usable home. The process
 * ends with `process.exit` once everything it started is done (every callback, timer and `beforeExit`
 * listener), without the environment teardown in which better-sqlite3 would close the store the run
 * left open (runtime/close-at-exit.ts: no WAL checkpoint and deletion per run). Imports only Node
 * built-ins, the home's path and that switch: Node compiles this file on every hook run.
 *
 * Before any of that, it turns V8's regular-expression tier-up off (`HOOK_V8_FLAGS`, below).
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

/**
 * V8 flags the hook sets for its own process at run time, not on the `node` command line, where a
 * flag a later Node drops makes `node` exit 9 before any hook code runs; here V8 only prints
 * "unrecognized flag" and the run goes on. `--no-regexp-tier-up` (V8's src/flags/flag-definitions.h
 * `regexp_tier_up`): a regular expression is compiled once, to machine code, at its first use,
 * instead of to bytecode first and again to machine code at its second use. A hook runs hundreds of
 * expressions (redaction of every text it writes, a prompt's terms against each candidate memory)
 * a few times each. The flag is read when an expression is compiled, so it holds for every
 * expression compiled after this line; it is set before the bundle is compiled, so each event's code
 * cache (code-cache.ts) is made and used under the same flags.
 *
 * The setter is V8's own, through `process.binding("v8")` (DEP0111: its deprecation warning is
 * silenced for this call), not node:v8's `setFlagsFromString`: importing node:v8 loads Node's
 * streams, which cost as many instructions as the flag saves. Measured with callgrind (instructions,
 * which load does not move): regular-expression compilation in a PostToolUse run 17.4M -> 8.8M;
 * node:v8's import 7.8M. Where Node no longer offers the binding, the hook runs with V8's defaults.
 */
const HOOK_V8_FLAGS = "--no-regexp-tier-up";
setV8Flags(HOOK_V8_FLAGS);

function setV8Flags(flags: string): void {
  const p = process as unknown as {
    noDeprecation?: boolean;
    binding?: (name: string) => { setFlagsFromString?: (flags: string) => void };
  };
  const quiet = p.noDeprecation;
  try {
    p.noDeprecation = true;
    p.binding?.("v8").setFlagsFromString?.(flags);
  } catch {
    // no such binding in this Node: V8's defaults
  } finally {
    p.noDeprecation = quiet;
  }
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
