import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runNoteStoreContract } from "../../src/store/note-store.contract.js";
import { noteStoreFor } from "../../src/store/note-store.js";
import { openSqliteStore } from "../../src/store/sqlite/sqlite-store.js";
import { tempDir } from "../support/temp.js";

runNoteStoreContract("sqlite (file)", async () => {
  const dir = tempDir();
  const store = openSqliteStore({ path: join(dir.path, "cairn.db") });
  return { store, notes: noteStoreFor(store), cleanup: async () => dir.cleanup() };
});

describe("noteStoreFor", () => {
  it("returns one NoteStore per store, on the same connection, after migration 3", async () => {
    const dir = tempDir();
    const store = openSqliteStore({ path: join(dir.path, "cairn.db") });
    expect(noteStoreFor(store)).toBe(noteStoreFor(store));
    const rows = store.db.prepare("SELECT version, name FROM schema_migrations ORDER BY version").all();
    expect(rows).toContainEqual({ version: 3, name: "notes" });
    await store.close();
    dir.cleanup();
  });

  it("refuses a store kind without a notes index", () => {
    const fake = { kind: "postgres" } as unknown as Parameters<typeof noteStoreFor>[0];
    expect(() => noteStoreFor(fake)).toThrow(/does not index notes/);
  });
});
