/**
 * What `cairn doctor` asks of the stores without going through a use case: the embedded file's schema
 * and full-text indexes, and with a server the server itself (connection, schema, pgvector), when runs
 * last found it unreachable, and what waits in this machine's outbox. Opened and closed here, since
 * only the runtime opens stores.
 */
import { existsSync } from "node:fs";
import type { EmbeddedSchema, ServerState } from "../app/setup/doctor.js";
import { maskUrl, maskUrlIn } from "../core/setup/store-url.js";
import { pendingDelivery } from "../store/backend/outbox.js";
import { LATEST_VERSION } from "../store/sqlite/schema.js";
import { openSqliteStore, SqliteStore } from "../store/sqlite/sqlite-store.js";
import type { Runtime } from "./open-runtime.js";
import { localStorePath, readOfflineNote } from "./store-backend.js";

export const embeddedSchema: EmbeddedSchema = {
  latestVersion: LATEST_VERSION,
  checkIndex: (store) => {
    if (store instanceof SqliteStore) store.checkFts();
  },
};

/** The server named by `url` as doctor reports it; never throws (an error is reported in the state). */
export async function serverState(
  rt: Pick<Runtime, "paths" | "nativeBinding">,
  url: string,
  connectTimeoutMs: number,
): Promise<ServerState> {
  const state: ServerState = {
    label: maskUrl(url),
    probe: null,
    error: null,
    offlineSince: readOfflineNote(rt.paths.home)?.since ?? null,
    pending: null,
  };
  try {
    const { probeServer } = await import("../store/backend/postgres-entry.js");
    state.probe = await probeServer(url, connectTimeoutMs);
  } catch (err) {
    state.error = maskUrlIn((err as Error).message, url);
  }
  const local = localStorePath(rt.paths.home);
  if (existsSync(local)) {
    const store = openSqliteStore({ path: local, nativeBinding: rt.nativeBinding });
    try {
      state.pending = pendingDelivery(store);
    } finally {
      await store.close();
    }
  }
  return state;
}
