/** Opens the default SQLite stores for a hook run: the hook handlers' composition root. */
import { dirname } from "node:path";
import { securePrivateHome } from "../app/env/private-home.js";
import { openSqliteStores, type SqliteStores } from "../store/sqlite/stores.js";

export function openDefaultStores(dbPath: string, nativeBinding: string | undefined): SqliteStores {
  securePrivateHome(dirname(dbPath)); // $CAIRN_HOME made private first: app/env/private-home.ts
  return openSqliteStores({ path: dbPath, nativeBinding });
}
