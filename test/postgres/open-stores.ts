// Opens the note and task stores on a fresh database of the test file's cluster.
// INTERIM until PostgresStore lands: a projects table and an upsertProject-only Store.
import type { NoteStore } from "../../src/store/note-store.js";
import { openPgDatabase, type PgDatabase } from "../../src/store/postgres/connection.js";
import { migratePg } from "../../src/store/postgres/migrate.js";
import { PostgresNoteStore } from "../../src/store/postgres/note-store.js";
import { PG_MIGRATIONS } from "../../src/store/postgres/schema.js";
import { PostgresTaskStore } from "../../src/store/postgres/task-store.js";
import type { Store } from "../../src/store/store.js";
import { freshDatabase } from "../support/pg-server.js";

const projects = {
  version: 1,
  name: "projects",
  sql: "CREATE TABLE projects (id TEXT PRIMARY KEY, identity TEXT NOT NULL UNIQUE, root TEXT NOT NULL, name TEXT NOT NULL)",
};

export interface PgTestStores {
  url: string;
  db: PgDatabase;
  store: Store;
  notes: NoteStore;
  tasks: PostgresTaskStore;
}

export async function openPgTestStores(url = freshDatabase()): Promise<PgTestStores> {
  const db = openPgDatabase({ url });
  await migratePg(db, "2026-01-01T00:00:00.000Z", [projects, ...PG_MIGRATIONS]);
  const store = {
    upsertProject: async (p: { id: string; identity: string; root: string; name: string }) => {
      await db.query(
        "INSERT INTO projects (id, identity, root, name) VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO NOTHING",
        [p.id, p.identity, p.root, p.name],
      );
    },
    close: () => db.close(),
  } as unknown as Store;
  return { url, db, store, notes: new PostgresNoteStore(db), tasks: new PostgresTaskStore(db) };
}
