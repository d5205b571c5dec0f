// Opens every PostgreSQL store on a fresh database of the test file's cluster (migrated), plus the raw
// pool for what tests do behind the ports' back.

import type { NoteStore } from "../../src/store/note-store.js";
import type { PgDatabase } from "../../src/store/postgres/connection.js";
import type { PostgresStore } from "../../src/store/postgres/postgres-store.js";
import { openPostgresStores } from "../../src/store/postgres/stores.js";
import { PostgresTaskStore } from "../../src/store/postgres/task-store.js";
import { freshDatabase } from "../support/pg-server.js";

export interface PgTestStores {
  url: string;
  db: PgDatabase;
  store: PostgresStore;
  notes: NoteStore;
  tasks: PostgresTaskStore;
}

export async function openPgTestStores(url = freshDatabase()): Promise<PgTestStores> {
  const s = await openPostgresStores({ url, now: "2026-01-01T00:00:00.000Z" });
  return { url, db: s.store.db, store: s.store, notes: s.notes, tasks: new PostgresTaskStore(s.store.db) };
}
