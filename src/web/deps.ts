/** What every dashboard route receives: the opened stores, Cairn's home, the clock and the CSRF token. */
import type { SqliteStore } from "../store/sqlite/sqlite-store.js";
import type { Stores } from "../store/stores.js";

export interface WebDeps {
  /** The stores built by the dashboard's composition root (src/web/main.ts). */
  stores: Stores;
  /** `stores.store`, the SQLite store (some filters read its tables directly). */
  store: SqliteStore;
  /** $CAIRN_HOME (config.json lives there). */
  home: string;
  env: NodeJS.ProcessEnv;
  now(): Date;
  /** Project id shown when the URL names none (the directory `cairn ui` ran in), if recorded. */
  defaultProject: string | null;
  csrf: string;
}
