/**
 * The stores a use case is given. A composition root (the hook handlers, the CLI, the MCP server; later
 * the web dashboard) builds one `Stores` per run from one implementation (today `sqlite/stores.ts`) and
 * passes it down; app code never picks an implementation. Ports only: no implementation is imported here.
 */
import type { NoteStore } from "./note-store.js";
import type { ProjectAdmin } from "./project-admin.js";
import type { Store } from "./store.js";
import type { TaskStore } from "./task-store.js";

export interface Stores {
  /** Projects, sessions, events, memories. */
  store: Store;
  /** The index of topic notes and the freshness guard's per-turn marks (same connection). */
  notes: NoteStore;
  /** The TaskStore on the same connection, built on first call (task code is loaded only then). */
  tasks(): Promise<TaskStore>;
  /** Whether the project has at least one task board: one lookup, no task code loaded. */
  hasTaskBoards(project: string): Promise<boolean>;
  /**
   * With a shared server configured: why this run works from this machine's outbox instead (a message
   * without the password), or null when it uses the server. Absent for the embedded store.
   */
  offline?(): Promise<string | null>;
  /** Project summaries and merging (`cairn projects`), loaded on first call like `tasks()`. */
  projects(): Promise<ProjectAdmin>;
}
