/**
 * Opens the stores for a hook run: the hook handlers' composition root. Without `store.url` this is
 * the embedded SQLite file exactly as before (nothing of the PostgreSQL code is read). With a server,
 * the stores are usable at once and connect in the background with a short timeout; an unreachable
 * server leaves the run on this machine's outbox (store/backend/open-backend.ts), never failing it.
 */
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { cairnPaths } from "../app/env/paths.js";
import { securePrivateHome } from "../app/env/private-home.js";
import { openConfiguredBackend, storeUrl } from "../app/setup/store-backend.js";
import { deferredStores } from "../store/backend/deferred-stores.js";
import type { OpenShared } from "../store/backend/open-backend.js";
import { openSqliteStores } from "../store/sqlite/stores.js";
import type { Stores } from "../store/stores.js";

/** Milliseconds a hook waits for the server before working offline. */
export const HOOK_CONNECT_TIMEOUT_MS = 1_500;

export function openDefaultStores(dbPath: string, nativeBinding: string | undefined): Stores {
  const home = dirname(dbPath);
  securePrivateHome(home); // $CAIRN_HOME made private first: app/env/private-home.ts
  const url = storeUrl(home, process.env);
  if (url === "") return openSqliteStores({ path: dbPath, nativeBinding });
  const paths = { ...cairnPaths({ ...process.env, CAIRN_HOME: home }), db: dbPath };
  const opening = openConfiguredBackend(paths, process.env, {
    nativeBinding,
    connectTimeoutMs: HOOK_CONNECT_TIMEOUT_MS,
    offline: "outbox",
    loadShared,
  }).then((b) => b.stores);
  return deferredStores(opening, "postgres");
}

/**
 * The PostgreSQL backend. In plugin/dist it is a file of its own beside the handler bundles
 * (scripts/build.mjs), so the SQLite path never parses `pg`; from source, the module itself.
 */
async function loadShared(): Promise<OpenShared> {
  const bundled = typeof __dirname === "string" ? join(__dirname, "postgres-backend.cjs") : null;
  if (bundled !== null && existsSync(bundled))
    return (createRequire(bundled)(bundled) as { openShared: OpenShared }).openShared;
  const spec = "../store/backend/postgres-entry.js"; // not a literal: the bundler must not inline it
  return ((await import(spec)) as { openShared: OpenShared }).openShared;
}
