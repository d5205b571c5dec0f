// The ProjectAdmin contract on a SQLite file, plus what only SQLite has: per-project FTS5 tables and
// sqlite-vec tables that a merge hands over.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { newMemorySchema } from "../../src/core/memories/memory.js";
import { runProjectAdminContract } from "../../src/store/project-admin.contract.js";
import { openSqliteStores } from "../../src/store/sqlite/stores.js";
import { tempDir } from "../support/temp.js";

const T0 = "2026-01-01T00:00:00.000Z";

runProjectAdminContract("sqlite (file)", async () => {
  const dir = tempDir();
  return {
    stores: openSqliteStores({ path: join(dir.path, "cairn.db") }),
    cleanup: async () => dir.cleanup(),
  };
});

describe("sqlite merge specifics", () => {
  it("drops the merged project's FTS table and re-registers its vectors when the target has none", async () => {
    const dir = tempDir();
    const stores = openSqliteStores({ path: join(dir.path, "cairn.db") });
    const { store } = stores;
    for (const id of ["a", "b"])
      await store.upsertProject({ id, identity: `/r/${id}`, root: `/r/${id}`, name: id }, T0);
    const m = await store.insertMemory(
      {
        ...newMemorySchema.parse({
          project: "a",
          type: "decision",
          title: "Queue in Postgres",
          source: { kind: "cli" },
        }),
        confidence: 0.9,
      },
      T0,
    );
    const vectors = await store.openVectors();
    await vectors.put("m", [{ id: m.id, vector: new Float32Array([1, 0]) }], T0);
    await (await stores.projects()).merge("a", "b", T0);
    expect(store.checkFts().map((f) => f.project)).toEqual(["b"]);
    expect(
      (await vectors.search({ model: "m", project: "b", vector: new Float32Array([1, 0]), k: 3 })).map(
        (h) => h.memory.id,
      ),
    ).toEqual([m.id]);
    expect(store.db.prepare("SELECT project FROM project_vec").all()).toEqual([{ project: "b" }]);
    await store.close();
    dir.cleanup();
  });
});
