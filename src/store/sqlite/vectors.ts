/**
 * VectorIndex over sqlite-vec (store/vector-index.ts). One `vec0` table per project and model
 * (`mvec_<n>`, rowid = memories.rowid, `embedding float[dims] distance_metric=cosine`, VEC_CHUNK_SIZE
 * vectors per chunk), so a project's nearest-neighbour search never reads another project's vectors,
 * and vectors of different models or dimensions never meet. `memory_vectors` holds each memory's current model and dimension (migration 6).
 * KNN is exact (brute force over the project's table), so `searchMode` answers "candidates" above
 * EXACT_KNN_MAX vectors in a project; sqlite-vec's cosine distance is 1 − cosine.
 * Requires the extension (vec-extension.ts) loaded into the connection.
 */
import type Database from "better-sqlite3";
import { CairnError } from "../../core/common/errors.js";
import type { Memory } from "../../core/memories/memory.js";
import {
  batchDimensions,
  EXACT_KNN_MAX,
  type VectorHit,
  type VectorIndex,
  type VectorStats,
} from "../vector-index.js";
import { whereClause } from "./memories.js";
import { type MemoryRow, toMemory } from "./rows.js";
import { stmt } from "./statements.js";

interface VecTable {
  table: string;
  dims: number;
}

/**
 * Vectors per vec0 chunk. sqlite-vec keeps a chunk's vectors in one BLOB (default 1,024 of them, 2 MB at
 * 512-d) and a point read walks that BLOB's overflow pages: 150 reads of 512-d vectors at 100,000 rows
 * took 29 ms with 1,024 per chunk and 1.5 ms with 64, while a full KNN scan took the same (~70 ms).
 */
export const VEC_CHUNK_SIZE = 64;

export class SqliteVectorIndex implements VectorIndex {
  private readonly tables = new Map<string, VecTable>();
  constructor(private readonly db: Database.Database) {
    this.rechunk();
  }

  /**
   * Rebuilds, once, each vec0 table made before VEC_CHUNK_SIZE was set (a new table numbered after the
   * last, the vectors copied, the old one dropped), in one transaction.
   */
  private rechunk(): void {
    const old = (
      stmt(this.db, "SELECT project, model, dims, n FROM project_vec ORDER BY n").all() as {
        project: string;
        model: string;
        dims: number;
        n: number;
      }[]
    ).filter((r) => {
      const row = stmt(this.db, "SELECT sql FROM sqlite_master WHERE name = ?").get(`mvec_${r.n}`) as
        | { sql: string }
        | undefined;
      return row !== undefined && !row.sql.includes("chunk_size");
    });
    if (old.length === 0) return;
    this.db.transaction(() => {
      for (const r of old) {
        const { n } = stmt(this.db, "SELECT COALESCE(MAX(n), 0) + 1 AS n FROM project_vec").get() as {
          n: number;
        };
        this.db.exec(createVecTable(n, r.dims));
        this.db.exec(`INSERT INTO mvec_${n}(rowid, embedding) SELECT rowid, embedding FROM mvec_${r.n}`);
        this.db.exec(`DROP TABLE mvec_${r.n}`);
        stmt(this.db, "UPDATE project_vec SET n = ? WHERE n = ?").run(n, r.n);
      }
    })();
  }

  /** The (project, model) table, or null when none exists yet. */
  private table(project: string, model: string): VecTable | null {
    const key = `${project}\u0000${model}`;
    const hit = this.tables.get(key);
    if (hit) return hit;
    const r = stmt(this.db, "SELECT n, dims FROM project_vec WHERE project = ? AND model = ?").get(
      project,
      model,
    ) as { n: number; dims: number } | undefined;
    if (!r) return null;
    const t = { table: `mvec_${r.n}`, dims: r.dims };
    this.tables.set(key, t);
    return t;
  }

  private ensureTable(project: string, model: string, dims: number): VecTable {
    const t = this.table(project, model);
    if (t) {
      if (t.dims !== dims)
        throw new CairnError(
          "INVALID_INPUT",
          `model ${model} gave ${dims}-d vectors, but its stored vectors are ${t.dims}-d`,
        );
      return t;
    }
    const { n } = stmt(this.db, "SELECT COALESCE(MAX(n), 0) + 1 AS n FROM project_vec").get() as {
      n: number;
    };
    this.db.exec(createVecTable(n, dims));
    stmt(this.db, "INSERT INTO project_vec (project, model, dims, n) VALUES (?, ?, ?, ?)").run(
      project,
      model,
      dims,
      n,
    );
    return this.table(project, model) as VecTable;
  }

  async pending(q: { model: string; project?: string; limit: number }): Promise<Memory[]> {
    const { sql, params } = this.pendingWhere(q);
    const rows = stmt(
      this.db,
      `SELECT m.* FROM memories m LEFT JOIN memory_vectors v ON v.memory_rowid = m.rowid AND v.model = ?
       ${sql} ORDER BY m.rowid LIMIT ?`,
    ).all(q.model, ...params, q.limit) as MemoryRow[];
    return rows.map(toMemory);
  }

  async countPending(q: { model: string; project?: string }): Promise<number> {
    const { sql, params } = this.pendingWhere(q);
    const r = stmt(
      this.db,
      `SELECT count(*) AS n FROM memories m LEFT JOIN memory_vectors v ON v.memory_rowid = m.rowid AND v.model = ?
       ${sql}`,
    ).get(q.model, ...params) as { n: number };
    return r.n;
  }

  async countVectors(q: { model: string; project?: string }): Promise<number> {
    const r = (
      q.project
        ? stmt(
            this.db,
            `SELECT count(*) AS n FROM memory_vectors v JOIN memories m ON m.rowid = v.memory_rowid
             WHERE v.model = ? AND m.project = ?`,
          ).get(q.model, q.project)
        : stmt(this.db, "SELECT count(*) AS n FROM memory_vectors WHERE model = ?").get(q.model)
    ) as { n: number };
    return r.n;
  }

  async searchMode(q: { model: string; project: string }): Promise<"none" | "knn" | "candidates"> {
    const t = this.table(q.project, q.model);
    if (!t) return "none";
    // vec0's rowid shadow table: a plain b-tree count (an upper bound: it may hold edited memories' rows)
    const n = (stmt(this.db, `SELECT count(*) AS n FROM ${t.table}_rowids`).get() as { n: number }).n;
    if (n === 0) return "none";
    // the project's memories, each probed in memory_vectors by its key; stops at the first vector
    const live = stmt(
      this.db,
      `SELECT EXISTS (SELECT 1 FROM memories m JOIN memory_vectors v ON v.memory_rowid = m.rowid
         WHERE m.project = ? AND v.model = ?) AS x`,
    ).get(q.project, q.model) as { x: number };
    if (live.x !== 1) return "none";
    return n > EXACT_KNN_MAX ? "candidates" : "knn";
  }

  private pendingWhere(q: { project?: string }): { sql: string; params: unknown[] } {
    const { sql, params } = whereClause({ project: q.project }, "m");
    return { sql: `${sql} AND v.memory_rowid IS NULL`, params };
  }

  async put(
    model: string,
    rows: readonly { id: string; vector: Float32Array }[],
    now: string,
  ): Promise<void> {
    if (rows.length === 0) return;
    const dims = batchDimensions(model, rows);
    const write = this.db.transaction(() => {
      for (const r of rows) {
        const m = stmt(this.db, "SELECT rowid, project FROM memories WHERE id = ?").get(r.id) as
          | { rowid: number; project: string }
          | undefined;
        if (!m) throw new CairnError("NOT_FOUND", `no memory ${r.id}`);
        const rowid = BigInt(m.rowid);
        // drop the memory's vector under any model (a model change, or a stale vector after an edit)
        for (const other of stmt(this.db, "SELECT n FROM project_vec WHERE project = ?").all(m.project) as {
          n: number;
        }[])
          stmt(this.db, `DELETE FROM mvec_${other.n} WHERE rowid = ?`).run(rowid);
        const t = this.ensureTable(m.project, model, dims);
        stmt(this.db, `INSERT INTO ${t.table}(rowid, embedding) VALUES (?, ?)`).run(rowid, r.vector);
        stmt(
          this.db,
          `INSERT INTO memory_vectors (memory_rowid, model, dims, embedded_at) VALUES (?, ?, ?, ?)
           ON CONFLICT(memory_rowid) DO UPDATE SET model = excluded.model, dims = excluded.dims,
             embedded_at = excluded.embedded_at`,
        ).run(m.rowid, model, dims, now);
      }
    });
    try {
      write();
    } catch (err) {
      // a table created by the rolled-back batch is gone again: forget what was cached
      this.tables.clear();
      throw err;
    }
  }

  async search(q: Parameters<VectorIndex["search"]>[0]): Promise<VectorHit[]> {
    const t = this.table(q.project, q.model);
    if (!t || q.k <= 0) return [];
    if (q.vector.length !== t.dims) return [];
    const { sql, params } = whereClause({ project: q.project, types: q.types }, "m");
    // over-fetch: soft-deleted, superseded, stale or filtered-out rows are dropped after the KNN
    const k = Math.min(4096, q.k * 2 + 16);
    const rows = stmt(
      this.db,
      `WITH knn AS (SELECT rowid, distance FROM ${t.table} WHERE embedding MATCH ? AND k = ?)
       SELECT m.*, knn.distance AS distance FROM knn
       JOIN memories m ON m.rowid = knn.rowid
       JOIN memory_vectors v ON v.memory_rowid = m.rowid AND v.model = ?
       ${sql} ORDER BY knn.distance LIMIT ?`,
    ).all(q.vector, k, q.model, ...params, q.k) as (MemoryRow & { distance: number })[];
    return rows.map((r) => ({ memory: toMemory(r), similarity: 1 - r.distance }));
  }

  async similarities(q: Parameters<VectorIndex["similarities"]>[0]): Promise<Map<string, number>> {
    const out = new Map<string, number>();
    const find = stmt(
      this.db,
      `SELECT m.rowid AS rowid, m.project AS project FROM memories m
       JOIN memory_vectors v ON v.memory_rowid = m.rowid AND v.model = ? WHERE m.id = ?`,
    );
    for (const id of q.ids) {
      const m = find.get(q.model, id) as { rowid: number; project: string } | undefined;
      if (!m) continue;
      const t = this.table(m.project, q.model);
      if (!t || t.dims !== q.vector.length) continue;
      const r = stmt(
        this.db,
        `SELECT vec_distance_cosine(embedding, ?) AS d FROM ${t.table} WHERE rowid = ?`,
      ).get(q.vector, BigInt(m.rowid)) as { d: number } | undefined;
      if (r) out.set(id, 1 - r.d);
    }
    return out;
  }

  async stats(): Promise<VectorStats[]> {
    const rows = stmt(
      this.db,
      `SELECT p.project, p.model, p.dims,
         (SELECT count(*) FROM memory_vectors v JOIN memories m ON m.rowid = v.memory_rowid
           WHERE m.project = p.project AND v.model = p.model) AS vectors
       FROM project_vec p ORDER BY p.project, p.model`,
    ).all() as VectorStats[];
    return rows;
  }
}

function createVecTable(n: number, dims: number): string {
  return `CREATE VIRTUAL TABLE mvec_${n} USING vec0(embedding float[${dims}] distance_metric=cosine, chunk_size=${VEC_CHUNK_SIZE})`;
}
