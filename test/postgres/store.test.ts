// The Store contract (store.contract.ts, with its search part) against a real PostgreSQL server: a new
// database per test, migrated on open.
import { describe } from "vitest";
import { openPostgresStore } from "../../src/store/postgres/postgres-store.js";
import { runStoreContract } from "../../src/store/store.contract.js";
import { freshDatabase, pgSkipReason, usePgServer } from "../support/pg-server.js";

describe.skipIf(pgSkipReason !== null)("postgres store", () => {
  usePgServer();
  runStoreContract("postgres", async () => {
    const store = await openPostgresStore({ url: freshDatabase() });
    return { store, cleanup: async () => {} };
  });
});
