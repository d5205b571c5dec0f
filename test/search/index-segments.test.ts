/**
 * A project's FTS5 index merges its segments early (store/sqlite/project-fts.ts CRISIS_MERGE): saved
 * one by one, each save its own transaction and its own segment, the memories end in a few segments
 * (no level of the index holds CRISIS_MERGE of them), and how the segments are merged changes no
 * search: the same hits with the same scores as from the index merged into one segment ('optimize').
 * The segments are read from the index's structure record (rowid 10 of its `_data` table; SQLite's
 * ext/fts5/fts5_index.c documents the format: a 4-byte cookie, then varints for the levels, the
 * segments and the write counter).
 */
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toSearchTerms } from "../../src/core/recall/search-terms.js";
import { CRISIS_MERGE, ftsTable } from "../../src/store/sqlite/project-fts.js";
import { openSqliteStore, type SqliteStore } from "../../src/store/sqlite/sqlite-store.js";
import { fixtureRows, PROJECT, QUERIES } from "../postgres/ranking-fixture.js";
import { tempDir } from "../support/temp.js";

const dir = tempDir();
let store: SqliteStore;

/** Levels and segments of the FTS5 index `table` (its structure record). */
function structure(table: string): { levels: number; segments: number } {
  const { block } = store.db.prepare(`SELECT block FROM ${table}_data WHERE id = 10`).get() as {
    block: Buffer;
  };
  let at = 4;
  // structure records of SQLite ≥ 3.45 may start with the 0xff 0x00 0x00 0x00 0x00 marker of their second version
  if (block[at] === 0xff && block.readUInt32BE(at + 1) === 0) at += 5;
  const varint = () => {
    let v = 0;
    for (let i = 0; i < 9; i++) {
      const b = block[at++] as number;
      if (i === 8) return v * 256 + b;
      v = v * 128 + (b & 0x7f);
      if ((b & 0x80) === 0) break;
    }
    return v;
  };
  return { levels: varint(), segments: varint() };
}

const search = async () =>
  Promise.all(
    QUERIES.map(async (q) =>
      (await store.searchMemories({ terms: toSearchTerms(q), project: PROJECT, limit: 50 })).map((h) => [
        h.memory.id,
        h.score,
      ]),
    ),
  );

beforeAll(async () => {
  store = openSqliteStore({ path: join(dir.path, "cairn.db") });
  const rows = fixtureRows().filter((r) => r.row.project === PROJECT && r.row.id?.startsWith("m_item"));
  const first = rows[0] as (typeof rows)[number];
  await store.upsertProject({ id: PROJECT, identity: "rank/.git", root: "/rank", name: "rank" }, first.at);
  // every row its own transaction: its own segment
  for (const r of rows) await store.insertMemory(r.row, r.at);
});
afterAll(async () => {
  await store.close();
  dir.cleanup();
});

describe("a project's FTS5 index merges its segments early", () => {
  it("keeps fewer than CRISIS_MERGE segments a level after one-by-one saves, fewer than FTS5's default", () => {
    const table = ftsTable(store.db, PROJECT) as string;
    const { levels, segments } = structure(table);
    expect(segments).toBeLessThanOrEqual((CRISIS_MERGE - 1) * levels);
    // the same rows written one by one into an index with FTS5's defaults
    store.db.exec(
      "CREATE VIRTUAL TABLE plain USING fts5(title, body, files, tags, content = '', tokenize = 'porter unicode61')",
    );
    const ids = store.db.prepare("SELECT rowid AS id FROM memories ORDER BY rowid").all() as { id: number }[];
    const copy = store.db.prepare(
      "INSERT INTO plain(rowid, title, body, files, tags) SELECT rowid, title, body, files, tags FROM memories WHERE rowid = ?",
    );
    for (const { id } of ids) copy.run(id);
    expect(ids.length).toBeGreaterThan(16);
    expect(structure("plain").segments).toBeGreaterThan(segments);
  });

  it("finds the same hits with the same scores as the index merged into one segment", async () => {
    const before = await search();
    const table = ftsTable(store.db, PROJECT) as string;
    store.db.exec(`INSERT INTO ${table}(${table}) VALUES ('optimize')`);
    expect(structure(table).segments).toBe(1);
    expect(before.flat().length).toBeGreaterThan(QUERIES.length);
    expect(await search()).toEqual(before);
  });
});
