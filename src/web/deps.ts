/** What every dashboard route receives: the opened store, Cairn's home, the clock and the CSRF token. */
import type { SqliteStore } from "../store/sqlite/sqlite-store.js";

export interface WebDeps {
  store: SqliteStore;
  /** $CAIRN_HOME (config.json lives there). */
  home: string;
  env: NodeJS.ProcessEnv;
  now(): Date;
  /** Project id shown when the URL names none (the directory `cairn ui` ran in), if recorded. */
  defaultProject: string | null;
  csrf: string;
}
