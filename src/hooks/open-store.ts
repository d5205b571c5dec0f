/**
 * The hook handlers' policy for opening the stores (src/runtime/open-runtime.ts does the opening).
 * Without `store.url` this is the embedded SQLite file (nothing of the PostgreSQL code is read). With a
 * server, the stores are usable at once and connect in the background with a short timeout; an
 * unreachable server leaves the run on this machine's outbox, never failing it.
 */
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { homeScope, writeFileSafe } from "../app/env/safe-write.js";
import { openRuntime, type Runtime } from "../runtime/open-runtime.js";
import { importPostgresFromSource } from "../runtime/postgres-from-source.js";
import type { OpenShared } from "../store/backend/open-backend.js";
import type { Stores } from "../store/stores.js";
import { codeCacheDir, requireWithCodeCache } from "./code-cache.js";

/** Milliseconds a hook waits for the server before working offline. */
export const HOOK_CONNECT_TIMEOUT_MS = 1_500;
/** After a failed try, hooks work offline without trying again for this long (the CLI always tries). */
export const HOOK_RETRY_AFTER_MS = 30_000;

/**
 * `connect: false` (PostToolUse) never contacts a server: the run works on this machine's local file,
 * whose content later runs deliver.
 */
export function openDefaultStores(
  dbPath: string,
  nativeBinding: string | undefined,
  o: { connect?: boolean } = {},
): Stores {
  return openHookRuntime(dbPath, nativeBinding, o).stores();
}

/** The hook's runtime (its settings included); the stores open on `stores()`. */
export function openHookRuntime(
  dbPath: string,
  nativeBinding: string | undefined,
  o: { connect?: boolean } = {},
): Runtime {
  const home = dirname(dbPath);
  return openRuntime({
    env: { ...process.env, CAIRN_HOME: home },
    dbPath,
    ...(nativeBinding ? { nativeBinding } : {}),
    policy: {
      connectTimeoutMs: HOOK_CONNECT_TIMEOUT_MS,
      offline: "outbox",
      retryAfterMs: HOOK_RETRY_AFTER_MS,
      loadShared: () => loadShared(home),
      ...(o.connect === false ? { connect: false } : {}),
    },
  });
}

/**
 * The PostgreSQL backend. In plugin/dist it is a file of its own beside the handler bundles
 * (scripts/build.mjs), so the SQLite path never parses `pg`; it is compiled through V8's code cache in
 * `<home>/cache/v8` like the handlers (code-cache.ts), the cache file written when the process is about
 * to exit (so the functions the run compiled lazily are in it). From source, the module itself.
 */
async function loadShared(home: string): Promise<OpenShared> {
  const bundled = typeof __dirname === "string" ? join(__dirname, "postgres-backend.cjs") : null;
  if (bundled !== null && existsSync(bundled)) {
    const m = requireWithCodeCache<{ openShared: OpenShared }>(bundled, codeCacheDir(home));
    if (!m.fromCache)
      process.once("beforeExit", () => m.save((path, data) => writeFileSafe(homeScope(home), path, data)));
    return m.exports.openShared;
  }
  return importPostgresFromSource();
}
