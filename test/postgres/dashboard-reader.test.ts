// The DashboardReader contract (dashboard-reader.contract.ts) against a real PostgreSQL server: a new
// database per test, migrated on open; skipped with the reason when the server binaries are absent.
import { describe } from "vitest";
import { runDashboardReaderContract } from "../../src/store/dashboard-reader.contract.js";
import { postgresDashboardReader } from "../../src/store/postgres/dashboard-reader.js";
import { openPostgresStore } from "../../src/store/postgres/postgres-store.js";
import { freshDatabase, pgSkipReason, usePgServer } from "../support/pg-server.js";

describe.skipIf(pgSkipReason !== null)("postgres dashboard reader", () => {
  usePgServer();
  runDashboardReaderContract("postgres", async () => {
    const store = await openPostgresStore({ url: freshDatabase() });
    return { store, reader: postgresDashboardReader(store), cleanup: async () => {} };
  });
});
