/**
 * The stores `cairn migrate` copies between (app/setup/migrate-store.ts): the server named by `url` on
 * its own (without this machine's local side), the embedded file, and this machine's file beside the
 * server; with the task boards of both ends. Opened here, since only the runtime opens stores.
 */
import { machineAuthor } from "../app/env/machine-author.js";
import type { CairnPaths } from "../app/env/paths.js";
import { CairnError } from "../core/common/errors.js";
import { maskUrlIn } from "../core/setup/store-url.js";
import { openSqliteStore, type SqliteStore } from "../store/sqlite/sqlite-store.js";
import { sqliteTaskStore } from "../store/sqlite/task-store.js";
import type { Store } from "../store/store.js";
import type { TaskStore } from "../store/task-store.js";
import { localStorePath } from "./store-backend.js";

export interface MigrationStores {
  server: Store;
  embedded: SqliteStore;
  /** This machine's own file beside the server (local-scope memories). */
  local: SqliteStore;
  boards: { embedded: TaskStore; server: TaskStore };
  /** Closes all three. */
  close(): Promise<void>;
}

/** Throws CairnError STORE (the URL's password masked) when the server cannot be opened. */
export async function openMigrationStores(
  rt: { paths: CairnPaths; nativeBinding: string | undefined },
  url: string,
  connectTimeoutMs: number,
): Promise<MigrationStores> {
  const { openServerStores } = await import("../store/backend/postgres-entry.js");
  let shared: Awaited<ReturnType<typeof openServerStores>>;
  try {
    shared = await openServerStores(url, connectTimeoutMs);
  } catch (err) {
    throw new CairnError("STORE", maskUrlIn((err as Error).message, url));
  }
  const embedded = openSqliteStore({ path: rt.paths.db, nativeBinding: rt.nativeBinding });
  const local = openSqliteStore({
    path: localStorePath(rt.paths.home),
    nativeBinding: rt.nativeBinding,
    capturedBy: machineAuthor(),
  });
  const server = shared.store;
  const close = async () => {
    await Promise.allSettled([server.close(), embedded.close(), local.close()]);
  };
  try {
    return {
      server,
      embedded,
      local,
      boards: { embedded: sqliteTaskStore(embedded), server: await shared.tasks() },
      close,
    };
  } catch (err) {
    await close();
    throw new CairnError("STORE", maskUrlIn((err as Error).message, url), { cause: err });
  }
}
