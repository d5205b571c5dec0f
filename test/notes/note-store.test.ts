import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runNoteStoreContract } from "../../src/store/note-store.contract.js";
import { openSqliteStore } from "../../src/store/sqlite/sqlite-store.js";
import { sqliteStores } from "../../src/store/sqlite/stores.js";
import { tempDir } from "../support/temp.js";

runNoteStoreContract("sqlite (file)", async () => {
  const dir = tempDir();
  const store = openSqliteStore({ path: join(dir.path, "cairn.db") });
  return { store, notes: sqliteStores(store).notes, cleanup: async () => dir.cleanup() };
});

describe("sqliteStores", () => {
  it("builds the NoteStore and one TaskStore on the store's connection, after migration 3", async () => {
    const dir = tempDir();
    const store = openSqliteStore({ path: join(dir.path, "cairn.db") });
    const stores = sqliteStores(store);
    expect(stores.store).toBe(store);
    expect(await stores.tasks()).toBe(await stores.tasks());
    expect(await stores.hasTaskBoards("p1")).toBe(false);
    const rows = store.db.prepare("SELECT version, name FROM schema_migrations ORDER BY version").all();
    expect(rows).toContainEqual({ version: 3, name: "notes" });
    await store.close();
    dir.cleanup();
  });
});
