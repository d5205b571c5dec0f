/** Opens the default SQLite stores for a hook run: the hook handlers' composition root. */
import { openSqliteStores, type SqliteStores } from "../store/sqlite/stores.js";

export function openDefaultStores(dbPath: string, nativeBinding: string | undefined): SqliteStores {
  return openSqliteStores({ path: dbPath, nativeBinding });
}
