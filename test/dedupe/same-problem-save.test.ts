/**
 * The save path's second merge test (core/memories/same-problem.ts) on real stores — a SQLite file and
 * a split store (shared + local SQLite): a bug note of another session that names the same problem more
 * narrowly lands on the memory already kept, with both sightings (session, time) on it and the wording
 * that says more; another problem of the same words stays a memory of its own.
 */
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { saveMemory } from "../../src/app/memories/save-memory.js";
import type { NewMemory } from "../../src/core/memories/memory.js";
import { SplitStore } from "../../src/store/backend/split-store.js";
import { openSqliteStore } from "../../src/store/sqlite/sqlite-store.js";
import type { Store } from "../../src/store/store.js";
import { tempDir } from "../support/temp.js";

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const c of cleanups.splice(0)) await c();
});

function sqlite(): Store {
  const dir = tempDir("cairn-same-problem-");
  const store = openSqliteStore({ path: join(dir.path, "cairn.db") });
  cleanups.push(async () => {
    await store.close();
    dir.cleanup();
  });
  return store;
}

function split(): Store {
  const dir = tempDir("cairn-same-problem-split-");
  const shared = openSqliteStore({ path: join(dir.path, "shared.db") });
  const local = openSqliteStore({ path: join(dir.path, "local.db") });
  const store = new SplitStore(shared, local, null);
  cleanups.push(async () => {
    await store.close();
    dir.cleanup();
  });
  return store;
}

const imported = (sessionId: string, toolUseId: string) => ({
  kind: "import" as const,
  event: "import",
  sessionId,
  toolUseId,
  agent: "claude-code" as const,
});

describe.each([
  ["sqlite", sqlite],
  ["split", split],
])("saveMemory merges bug notes of the same problem (%s)", (_name, open) => {
  it("keeps one memory with each sighting's session and time, and the more specific wording", async () => {
    const store = open();
    await store.upsertProject(
      { id: "p1", identity: "/r/.git", root: "/r", name: "r" },
      "2026-01-01T00:00:00Z",
    );
    const save = (m: Pick<NewMemory, "title" | "dedupeKey" | "source">, at: string) =>
      saveMemory(store, { project: "p1", type: "bug_note", body: "", ...m }, new Date(at));
    const first = await save(
      {
        title:
          "`dir` here takes `/b` as an argument (a file name), not as an option: dir: cannot access '/b'",
        dedupeKey: "tool-error:s1:dir /b",
        source: imported("s1", "toolu_1"),
      },
      "2026-01-01T10:00:00Z",
    );
    const second = await save(
      {
        title:
          "`dir` here takes `/s`, `/b` as arguments (file names), not as options: dir: cannot access '/s'",
        dedupeKey: "tool-error:s2:dir /s /b",
        source: imported("s2", "toolu_9"),
      },
      "2026-01-05T10:00:00Z",
    );
    expect(second).toMatchObject({ outcome: "merged", sighted: true, memory: { id: first.memory.id } });
    expect(second.memory.title).toContain("`/s`, `/b`");
    const seen = await store.listSightings(first.memory.id);
    expect(seen.map((s) => [s.source.sessionId, s.at])).toEqual([
      ["s1", "2026-01-01T10:00:00.000Z"],
      ["s2", "2026-01-05T10:00:00.000Z"],
    ]);
    // the same words about another parameter: another problem
    const other = await save(
      {
        title:
          "`dir` here takes `/q` as an argument (a file name), not as an option: dir: cannot access '/q'",
        dedupeKey: "tool-error:s3:dir /q",
        source: imported("s3", "toolu_3"),
      },
      "2026-01-06T10:00:00Z",
    );
    expect(other.outcome).toBe("created");
    const live = await store.listMemories({ project: "p1" });
    expect(live).toHaveLength(2);
  });
});
