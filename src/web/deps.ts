/** What every dashboard route receives: the opened stores, Cairn's home, the clock and the CSRF token. */
import type { SemanticSearch } from "../app/search/search-memories.js";
import type { Config } from "../core/setup/config.js";
import type { DashboardReader } from "../store/dashboard-reader.js";
import type { Store } from "../store/store.js";
import type { Stores } from "../store/stores.js";

export interface WebDeps {
  /** The stores built by the dashboard's composition root (src/web/main.ts). */
  stores: Stores;
  /** `stores.store`: projects, sessions, memories through the Store port. */
  store: Store;
  /** The list, count and chart reads the Store port does not offer, on the same database. */
  reader: DashboardReader;
  /** $CAIRN_HOME (config.json lives there). */
  home: string;
  env: NodeJS.ProcessEnv;
  /** The settings as they are now (read again on each call: the Settings page changes them while it runs). */
  config(): Config;
  now(): Date;
  /**
   * Project id shown when the URL names none: the project of the directory `cairn ui` ran in, else
   * (started outside any project) the one with the newest activity; null when there is no project.
   */
  defaultProject: string | null;
  /**
   * Aborted when the server starts stopping (SIGINT/SIGTERM), before the stores close: long-lived
   * responses (the live feed) end without touching the store again.
   */
  stopping?: AbortSignal;
  /** Said beside the default project when `cairn ui` ran outside any project (why this one), else null. */
  opened?: string | null;
  csrf: string;
  /** Embedding provider and vector index for the memory search (as `cairn search`); absent or null: keyword-only. */
  semantic?(): Promise<SemanticSearch | null>;
}
