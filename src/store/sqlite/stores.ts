/**
 * The SQLite `Stores`: the NoteStore and TaskStore on an opened SqliteStore's connection, so one
 * transaction can cover memories, notes and tasks. Composition roots call `sqliteStores` (or
 * `openSqliteStores`) once per run; the task code is required only when a use case asks for tasks.
 */
import { loadOnce } from "../../core/common/memo.js";
import type { Stores } from "../stores.js";
import type { TaskStore } from "../task-store.js";
import { SqliteNoteStore } from "./note-store.js";
import { openSqliteStore, type SqliteStore, type SqliteStoreOptions } from "./sqlite-store.js";
import { hasTaskBoards } from "./task-presence.js";

export interface SqliteStores extends Stores {
  store: SqliteStore;
}

export function sqliteStores(store: SqliteStore): SqliteStores {
  return {
    store,
    notes: new SqliteNoteStore(store.db),
    tasks: loadOnce(() => import("./task-store.js").then((m): TaskStore => m.sqliteTaskStore(store))),
    hasTaskBoards: async (project) => hasTaskBoards(store, project),
    projects: () => import("./project-admin.js").then((m) => m.sqliteProjectAdmin(store)),
  };
}

/** Opens the SQLite database at `path` (migrating it) and builds its Stores. */
export function openSqliteStores(o: SqliteStoreOptions): SqliteStores {
  return sqliteStores(openSqliteStore(o));
}
