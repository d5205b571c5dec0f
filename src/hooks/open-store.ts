/** Opens the default SQLite store for a hook or CLI run (composition-root helper). */
import { openSqliteStore, type SqliteStore } from "../store/sqlite/sqlite-store.js";

export function openDefaultStore(dbPath: string, nativeBinding: string | undefined): SqliteStore {
  return openSqliteStore({ path: dbPath, nativeBinding });
}
