import { join } from "node:path";
import { runDashboardReaderContract } from "../../src/store/dashboard-reader.contract.js";
import { sqliteDashboardReader } from "../../src/store/sqlite/dashboard-reader.js";
import { openSqliteStore } from "../../src/store/sqlite/sqlite-store.js";
import { tempDir } from "../support/temp.js";

runDashboardReaderContract("sqlite (file)", async () => {
  const dir = tempDir();
  const store = openSqliteStore({ path: join(dir.path, "cairn.db") });
  return { store, reader: sqliteDashboardReader(store), cleanup: async () => dir.cleanup() };
});
