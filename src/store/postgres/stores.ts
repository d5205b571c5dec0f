/**
 * The PostgreSQL `Stores`: the NoteStore and TaskStore on an opened PostgresStore's pool, so one
 * transaction (`store.inTransaction`, routed through the pool's AsyncLocalStorage) covers memories,
 * notes and tasks. Composition roots call `postgresStores` (or `openPostgresStores`) once per run; the
 * task code is loaded only when a use case asks for tasks.
 */
import { loadOnce } from "../../core/common/memo.js";
import type { Stores } from "../stores.js";
import type { TaskStore } from "../task-store.js";
import { PostgresNoteStore } from "./note-store.js";
import { openPostgresStore, type PostgresStore, type PostgresStoreOptions } from "./postgres-store.js";

export interface PostgresStores extends Stores {
  store: PostgresStore;
}

export function postgresStores(store: PostgresStore): PostgresStores {
  return {
    store,
    notes: new PostgresNoteStore(store.db),
    tasks: loadOnce(() =>
      import("./task-store.js").then((m): TaskStore => new m.PostgresTaskStore(store.db)),
    ),
    // one indexed lookup, with nothing of the task code loaded
    hasTaskBoards: async (project) =>
      (await store.db.one("SELECT 1 AS x FROM task_boards WHERE project = $1 LIMIT 1", [project])) !==
      undefined,
    projects: () => import("./project-admin.js").then((m) => m.postgresProjectAdmin(store)),
  };
}

/**
 * Connects to the server at `o.url` (migrating it) and builds its Stores. Throws as
 * `openPostgresStore` does: CairnError("STORE") unreachable, ("SCHEMA_NEWER"), ("MIGRATION").
 */
export async function openPostgresStores(o: PostgresStoreOptions): Promise<PostgresStores> {
  return postgresStores(await openPostgresStore(o));
}
