/**
 * The dashboard's reader (store/dashboard-reader.ts) on the databases a runtime opened: the embedded
 * SQLite file's, or with a server the server's merged with this machine's local-scope memories
 * (store/backend/split-dashboard-reader.ts). The PostgreSQL reader is imported only with a server, so
 * a SQLite run never reads `pg`. A module of its own: the hook bundles never need it.
 */
import { CairnError } from "../core/common/errors.js";
import type { Backend } from "../store/backend/open-backend.js";
import { SplitDashboardReader } from "../store/backend/split-dashboard-reader.js";
import { SplitStore } from "../store/backend/split-store.js";
import type { DashboardReader } from "../store/dashboard-reader.js";
import { sqliteDashboardReader } from "../store/sqlite/dashboard-reader.js";
import { SqliteStore } from "../store/sqlite/sqlite-store.js";

/** Throws CairnError UNSUPPORTED for a server store opened offline (the dashboard shows the server or nothing). */
export async function openDashboardReader(backend: Backend): Promise<DashboardReader> {
  const store = backend.stores.store;
  if (backend.mode === "sqlite" && store instanceof SqliteStore) return sqliteDashboardReader(store);
  if (backend.mode === "shared" && store instanceof SplitStore && backend.local) {
    const pg = await import("../store/postgres/dashboard-reader.js");
    return new SplitDashboardReader(pg.dashboardReaderOf(store.shared), sqliteDashboardReader(backend.local));
  }
  throw new CairnError("UNSUPPORTED", `the dashboard cannot read a store opened in mode ${backend.mode}`);
}
