/**
 * Opens the stores for a hook run: the hook handlers' composition root. Without `store.url` this is
 * the embedded SQLite file exactly as before (nothing of the PostgreSQL code is read). With a server,
 * the stores are usable at once and connect in the background with a short timeout; an unreachable
 * server leaves the run on this machine's outbox (store/backend/open-backend.ts), never failing it.
 */
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { cairnPaths } from "../app/env/paths.js";
import { securePrivateHome } from "../app/env/private-home.js";
import { homeScope, writeFileSafe } from "../app/env/safe-write.js";
import { backendOptions, openConfiguredBackend, storeUrl } from "../app/setup/store-backend.js";
import { deferredStores } from "../store/backend/deferred-stores.js";
import { type OpenShared, openLocalOnly } from "../store/backend/open-backend.js";
import { openSqliteStores } from "../store/sqlite/stores.js";
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
  const home = dirname(dbPath);
  securePrivateHome(home); // $CAIRN_HOME made private first: app/env/private-home.ts
  const url = storeUrl(home, process.env);
  if (url === "") return openSqliteStores({ path: dbPath, nativeBinding });
  const paths = { ...cairnPaths({ ...process.env, CAIRN_HOME: home }), db: dbPath };
  if (o.connect === false)
    return openLocalOnly(
      backendOptions(paths, process.env, {
        nativeBinding,
        connectTimeoutMs: 0,
        offline: "outbox",
        loadShared: () => loadShared(home),
      }),
    );
  const opening = openConfiguredBackend(paths, process.env, {
    nativeBinding,
    connectTimeoutMs: HOOK_CONNECT_TIMEOUT_MS,
    offline: "outbox",
    loadShared: () => loadShared(home),
    retryAfterMs: HOOK_RETRY_AFTER_MS,
  }).then((b) => b.stores);
  return deferredStores(opening, "postgres");
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
  const spec = "../store/backend/postgres-entry.js"; // not a literal: the bundler must not inline it
  return ((await import(spec)) as { openShared: OpenShared }).openShared;
}
