/** Opens the default SQLite store for a hook or CLI run (composition-root helper). */
import { dirname } from "node:path";
import { securePrivateHome } from "../app/env/private-home.js";
import { openSqliteStore, type SqliteStore } from "../store/sqlite/sqlite-store.js";

/** Opens the store at `dbPath` (in $CAIRN_HOME, made private first: app/env/private-home.ts). */
export function openDefaultStore(dbPath: string, nativeBinding: string | undefined): SqliteStore {
  securePrivateHome(dirname(dbPath));
  return openSqliteStore({ path: dbPath, nativeBinding });
}
