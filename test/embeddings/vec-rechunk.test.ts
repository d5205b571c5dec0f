import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { saveMemory } from "../../src/app/memories/save-memory.js";
import { openSqliteStore } from "../../src/store/sqlite/sqlite-store.js";
import { VEC_CHUNK_SIZE } from "../../src/store/sqlite/vectors.js";
import { tempDir } from "../support/temp.js";

const now = new Date("2026-01-01T00:00:00Z");
const dirs: ReturnType<typeof tempDir>[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) d.cleanup();
});

const v = (...xs: number[]) => new Float32Array(xs);

describe("vec0 tables made before the chunk size was set", () => {
  it("are rebuilt once with VEC_CHUNK_SIZE vectors per chunk, keeping every vector", async () => {
    const dir = tempDir();
    dirs.push(dir);
    const path = join(dir.path, "cairn.db");
    let store = openSqliteStore({ path });
    await store.upsertProject({ id: "p", identity: "p", root: "/p", name: "p" }, now.toISOString());
    const ids: string[] = [];
    for (const title of ["alpha", "beta", "gamma"]) {
      const r = await saveMemory(
        store,
        { project: "p", type: "project_fact", title, source: { kind: "cli" } },
        now,
      );
      ids.push(r.memory.id);
    }
    let index = await store.openVectors();
    await index.put(
      "m",
      ids.map((id, i) => ({ id, vector: v(i === 0 ? 1 : 0, i === 1 ? 1 : 0, i === 2 ? 1 : 0) })),
      now.toISOString(),
    );
    // turn the table into one as an earlier Cairn made it: sqlite-vec's default chunk size
    const { n } = store.db.prepare("SELECT n FROM project_vec").get() as { n: number };
    store.db.exec(`CREATE VIRTUAL TABLE mvec_90 USING vec0(embedding float[3] distance_metric=cosine)`);
    store.db.exec(`INSERT INTO mvec_90(rowid, embedding) SELECT rowid, embedding FROM mvec_${n}`);
    store.db.exec(`DROP TABLE mvec_${n}`);
    store.db.prepare("UPDATE project_vec SET n = 90").run();
    await store.close();

    store = openSqliteStore({ path });
    index = await store.openVectors();
    const sql = (name: string) =>
      (
        store.db.prepare("SELECT sql FROM sqlite_master WHERE name = ?").get(name) as
          | { sql: string }
          | undefined
      )?.sql;
    const { n: after } = store.db.prepare("SELECT n FROM project_vec").get() as { n: number };
    expect(after).toBe(91);
    expect(sql("mvec_90")).toBeUndefined();
    expect(sql(`mvec_${after}`)).toContain(`chunk_size=${VEC_CHUNK_SIZE}`);
    const hits = await index.search({ model: "m", project: "p", vector: v(0, 1, 0), k: 3 });
    expect(hits.map((h) => h.memory.id).sort()).toEqual([...ids].sort());
    expect(hits[0]?.memory.id).toBe(ids[1]);
    expect(hits).toHaveLength(3);
    expect(hits[0]?.similarity).toBeCloseTo(1, 5);
    await store.close();
    // a second open finds nothing to rebuild
    store = openSqliteStore({ path });
    await store.openVectors();
    expect((store.db.prepare("SELECT n FROM project_vec").get() as { n: number }).n).toBe(91);
    await store.close();
  });
});
