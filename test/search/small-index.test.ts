/**
 * Keyword search over a project whose index holds at most COMMON_CAP rows (store/sqlite/search.ts):
 * no term can be common there (no term's match count is read), and the hits are the live matching
 * memories in FTS5 BM25 order — the same as ranking every match directly.
 */
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toSearchTerms } from "../../src/core/recall/search-terms.js";
import { ftsTable } from "../../src/store/sqlite/project-fts.js";
import { ftsQuery } from "../../src/store/sqlite/search.js";
import { openSqliteStore, type SqliteStore } from "../../src/store/sqlite/sqlite-store.js";
import { fixtureRows, OTHER, QUERIES, T0 } from "../postgres/ranking-fixture.js";
import { tempDir } from "../support/temp.js";

const dir = tempDir();
let store: SqliteStore;

beforeAll(async () => {
  store = openSqliteStore({ path: join(dir.path, "cairn.db") });
  const at = new Date(T0).toISOString();
  await store.upsertProject({ id: OTHER, identity: "other/.git", root: "/other", name: "other" }, at);
  await store.inTransaction(async () => {
    for (const r of fixtureRows().filter((x) => x.row.project === OTHER))
      await store.insertMemory(r.row, r.at);
  });
});
afterAll(async () => {
  await store.close();
  dir.cleanup();
});

describe("search over a small project index", () => {
  it.each(QUERIES)("BM25 order of every live match for %j", async (query) => {
    const terms = toSearchTerms(query);
    const hits = await store.searchMemories({ terms, project: OTHER, limit: 50 });
    const table = ftsTable(store.db, OTHER) as string;
    const expected = store.db
      .prepare(
        `SELECT m.id AS id, -bm25(${table}, 10.0, 4.0, 2.0, 3.0) AS score FROM ${table}
         JOIN memories m ON m.rowid = ${table}.rowid
         WHERE m.deleted_at IS NULL AND m.superseded_by IS NULL AND ${table} MATCH ? ORDER BY score DESC`,
      )
      .all(ftsQuery(terms)) as { id: string; score: number }[];
    expect(hits.map((h) => h.memory.id)).toEqual(expected.map((e) => e.id));
    hits.forEach((h, i) => {
      expect(h.score).toBeCloseTo(expected[i]?.score as number, 9);
    });
  });
});
