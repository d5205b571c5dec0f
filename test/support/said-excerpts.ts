/**
 * A fresh SQLite store per test and Claude's excerpts after importing one Claude Code transcript through
 * the real import path (`importTranscripts`): the shared setup of the excerpt-rule tests.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach } from "vitest";
import { importTranscripts } from "../../src/app/capture/import-transcripts.js";
import { openSqliteStore, type SqliteStore } from "../../src/store/sqlite/sqlite-store.js";
import { sqliteStores } from "../../src/store/sqlite/stores.js";
import type { Stores } from "../../src/store/stores.js";
import type { Transcript } from "./capture-records.js";
import { tempDir } from "./temp.js";

/** Registers the per-test store; `path` is the test's temp folder, `saidByClaude` Claude's excerpts joined by `\n---\n`. */
export function excerptStore(prefix: string, sessionId: string) {
  let dir: ReturnType<typeof tempDir>;
  let store: SqliteStore;
  beforeEach(() => {
    dir = tempDir(prefix);
    store = openSqliteStore({ path: join(dir.path, "cairn.db") });
  });
  afterEach(async () => {
    await store.close();
    dir.cleanup();
  });
  return {
    get path(): string {
      return dir.path;
    },
    /** The test's store, and the same as the Stores a use case takes. */
    get store(): SqliteStore {
      return store;
    },
    get stores(): Stores {
      return sqliteStores(store);
    },
    async saidByClaude(t: Transcript): Promise<string> {
      const projects = join(dir.path, "projects", "p");
      mkdirSync(projects, { recursive: true });
      writeFileSync(join(projects, `${sessionId}.jsonl`), t.jsonl());
      await importTranscripts(store, { root: join(dir.path, "projects") });
      const rows = store.db
        .prepare("SELECT text FROM excerpts WHERE role = 'assistant' ORDER BY id")
        .all() as { text: string }[];
      return rows.map((r) => r.text).join("\n---\n");
    },
  };
}

/** A Bash call Claude Code moved to the background: no exit status, a `backgroundTaskId`. */
export function backgroundCall(t: Transcript, command: string, id: string): Transcript {
  return t.tool(
    "Bash",
    { command, description: "run", run_in_background: true },
    {
      content: `Command running in background with ID: ${id}. Output is being written to: /tmp/claude/tasks/${id}.output`,
      toolUseResult: { stdout: "", stderr: "", interrupted: false, isImage: false, backgroundTaskId: id },
    },
  );
}
