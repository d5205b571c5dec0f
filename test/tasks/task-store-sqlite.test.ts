import { join } from "node:path";
import { openSqliteStore } from "../../src/store/sqlite/sqlite-store.js";
import { sqliteTaskStore } from "../../src/store/sqlite/task-store.js";
import { runTaskStoreContract } from "../../src/store/task-store.contract.js";
import { tempDir } from "../support/temp.js";

runTaskStoreContract("sqlite (file)", async () => {
  const dir = tempDir();
  const store = openSqliteStore({ path: join(dir.path, "cairn.db") });
  return {
    store,
    tasks: sqliteTaskStore(store),
    tamper: {
      updateEvent: async (seq) => {
        store.db.prepare("UPDATE task_events SET detail = 'rewritten' WHERE seq = ?").run(seq);
      },
      deleteEvent: async (seq) => {
        store.db.prepare("DELETE FROM task_events WHERE seq = ?").run(seq);
      },
    },
    cleanup: async () => dir.cleanup(),
  };
});
