/**
 * VectorIndex over pgvector (store/vector-index.ts). All vectors live in `memory_vectors` (migration 002)
 * with their model and dimension; each dimension gets a partial HNSW index on first use
 * (`(embedding::vector(d)) vector_cosine_ops WHERE dims = d`, created under an advisory lock so two
 * writers cannot race), and KNN queries use that same expression and predicate. HNSW is approximate:
 * searches run with `hnsw.iterative_scan = strict_order` (pgvector 0.8 and later; older servers skip it
 * and may return fewer than `k` rows when filters drop many) so the project/model/live filters after
 * the index scan still return up to `k` rows, and `hnsw.ef_search` at least `k`.
 * `<=>` is cosine distance (1 − cosine similarity). https://github.com/pgvector/pgvector#hnsw
 */
import pgvector from "pgvector";
import { CairnError } from "../../core/common/errors.js";
import type { Memory } from "../../core/memories/memory.js";
import { batchDimensions, type VectorHit, type VectorIndex, type VectorStats } from "../vector-index.js";
import type { PgDatabase } from "./connection.js";
import { whereClause } from "./memories.js";
import { memoryColumns, type PgMemoryRow, toMemory } from "./rows.js";

/** pgvector's HNSW indexes `vector` columns of at most this many dimensions; larger ones are scanned. */
export const HNSW_MAX_DIMS = 2000;
/** Advisory lock key for creating a dimension's index ("cairn-vx" as a 64-bit integer). */
const INDEX_LOCK = "7161410789580535928";

/**
 * A vector literal bound as is: pg sends `toPostgres()`, and the store's redaction leaves class
 * instances alone (a vector is numbers, never a secret).
 */
class VectorLiteral {
  constructor(private readonly text: string) {}
  toPostgres(): string {
    return this.text;
  }
}
const literal = (v: Float32Array) => new VectorLiteral(pgvector.toSql(Array.from(v)) as string);

export class PgVectorIndex implements VectorIndex {
  private readonly indexed = new Set<number>();
  private iterative: Promise<boolean> | null = null;
  constructor(private readonly db: PgDatabase) {}

  /** Whether the server's pgvector has iterative index scans (0.8 and later). */
  private hasIterativeScan(): Promise<boolean> {
    this.iterative ??= this.db
      .one<{ v: string | null }>("SELECT extversion AS v FROM pg_extension WHERE extname = 'vector'")
      .then((r) => {
        const [major = 0, minor = 0] = (r?.v ?? "0.0").split(".").map(Number);
        return major > 0 || minor >= 8;
      });
    return this.iterative;
  }

  /** Creates the HNSW index of dimension `dims` once (no-op above HNSW_MAX_DIMS). */
  private async ensureIndex(dims: number): Promise<void> {
    if (this.indexed.has(dims) || dims > HNSW_MAX_DIMS) return;
    const d = Math.trunc(dims);
    await this.db.transaction(async () => {
      await this.db.query("SELECT pg_advisory_xact_lock($1::bigint)", [INDEX_LOCK]);
      await this.db.exec(
        `CREATE INDEX IF NOT EXISTS memory_vectors_hnsw_${d} ON memory_vectors
         USING hnsw ((embedding::vector(${d})) vector_cosine_ops) WHERE dims = ${d}`,
      );
    });
    this.indexed.add(d);
  }

  private pendingSql(q: { model: string; project?: string }, params: unknown[]): string {
    params.push(q.model);
    const where = whereClause({ project: q.project }, params, "m");
    return `FROM memories m LEFT JOIN memory_vectors v ON v.memory_id = m.id AND v.model = $1
      ${where} AND v.memory_id IS NULL`;
  }

  async pending(q: { model: string; project?: string; limit: number }): Promise<Memory[]> {
    const params: unknown[] = [];
    const from = this.pendingSql(q, params);
    params.push(q.limit);
    const rows = await this.db.query<PgMemoryRow>(
      `SELECT ${memoryColumns("m")} ${from} ORDER BY m.seq LIMIT $${params.length}`,
      params,
    );
    return rows.map(toMemory);
  }

  async countPending(q: { model: string; project?: string }): Promise<number> {
    const params: unknown[] = [];
    const r = await this.db.one<{ n: number }>(`SELECT count(*) AS n ${this.pendingSql(q, params)}`, params);
    return r?.n ?? 0;
  }

  async countVectors(q: { model: string; project?: string }): Promise<number> {
    const r = await this.db.one<{ n: number }>(
      "SELECT count(*) AS n FROM memory_vectors WHERE model = $1 AND ($2::text IS NULL OR project = $2)",
      [q.model, q.project ?? null],
    );
    return r?.n ?? 0;
  }

  /** "knn" at any size: the HNSW index answers a KNN without scanning every vector. */
  async searchMode(q: { model: string; project: string }): Promise<"none" | "knn" | "candidates"> {
    const r = await this.db.one<{ x: boolean }>(
      "SELECT EXISTS (SELECT 1 FROM memory_vectors WHERE model = $1 AND project = $2) AS x",
      [q.model, q.project],
    );
    return r?.x === true ? "knn" : "none";
  }

  async put(
    model: string,
    rows: readonly { id: string; vector: Float32Array }[],
    now: string,
  ): Promise<void> {
    if (rows.length === 0) return;
    const dims = batchDimensions(model, rows);
    await this.ensureIndex(dims);
    // one row per memory (the last vector given for it wins, as when stored one after another)
    const last = new Map(rows.map((r) => [r.id, r.vector]));
    const ids = [...last.keys()];
    await this.db.transaction(async () => {
      const found = await this.db.query<{ id: string }>(
        "SELECT id FROM memories WHERE id = ANY($1::text[])",
        [ids],
      );
      const known = new Set(found.map((r) => r.id));
      const missing = ids.find((id) => !known.has(id));
      if (missing !== undefined) throw new CairnError("NOT_FOUND", `no memory ${missing}`);
      const other = await this.db.one<{ dims: number }>(
        `SELECT v.dims FROM memory_vectors v JOIN memories m ON m.project = v.project
         WHERE m.id = ANY($1::text[]) AND v.model = $2 AND v.dims <> $3 LIMIT 1`,
        [ids, model, dims],
      );
      if (other)
        throw new CairnError(
          "INVALID_INPUT",
          `model ${model} gave ${dims}-d vectors, but its stored vectors are ${other.dims}-d`,
        );
      await this.db.query(
        `INSERT INTO memory_vectors (memory_id, project, model, dims, embedding, embedded_at)
         SELECT m.id, m.project, $3, $4, u.v::vector, $5
           FROM unnest($1::text[], $2::text[]) AS u(id, v) JOIN memories m ON m.id = u.id
         ON CONFLICT (memory_id) DO UPDATE SET project = EXCLUDED.project, model = EXCLUDED.model,
           dims = EXCLUDED.dims, embedding = EXCLUDED.embedding, embedded_at = EXCLUDED.embedded_at`,
        [ids, [...last.values()].map(literal), model, dims, now],
      );
    });
  }

  async search(q: Parameters<VectorIndex["search"]>[0]): Promise<VectorHit[]> {
    const d = q.vector.length;
    if (q.k <= 0 || d === 0) return [];
    const params: unknown[] = [literal(q.vector), q.model, d];
    const where = whereClause({ project: q.project, types: q.types }, params, "m");
    params.push(q.k);
    const distance = `(v.embedding::vector(${d}) <=> $1::vector(${d}))`;
    const iterative = await this.hasIterativeScan();
    const rows = await this.db.transaction(async () => {
      const efSearch = Math.max(40, Math.min(1000, Math.trunc(q.k)));
      await this.db.exec(
        `${iterative ? "SET LOCAL hnsw.iterative_scan = strict_order; " : ""}SET LOCAL hnsw.ef_search = ${efSearch}`,
      );
      return this.db.query<PgMemoryRow & { distance: number }>(
        `SELECT ${memoryColumns("m")}, ${distance} AS distance
         FROM memory_vectors v JOIN memories m ON m.id = v.memory_id
         ${where} AND v.model = $2 AND v.dims = $3 AND v.project = m.project
         ORDER BY ${distance} LIMIT $${params.length}`,
        params,
      );
    });
    return rows.map((r) => ({ memory: toMemory(r), similarity: 1 - r.distance }));
  }

  async similarities(q: Parameters<VectorIndex["similarities"]>[0]): Promise<Map<string, number>> {
    const out = new Map<string, number>();
    if (q.ids.length === 0 || q.vector.length === 0) return out;
    const rows = await this.db.query<{ id: string; d: number }>(
      `SELECT memory_id AS id, embedding <=> $1::vector AS d FROM memory_vectors
       WHERE model = $2 AND dims = $3 AND memory_id = ANY($4::text[])`,
      [literal(q.vector), q.model, q.vector.length, [...q.ids]],
    );
    for (const r of rows) out.set(r.id, 1 - r.d);
    return out;
  }

  async stats(): Promise<VectorStats[]> {
    return this.db.query<VectorStats>(
      `SELECT project, model, dims, count(*) AS vectors FROM memory_vectors
       GROUP BY project, model, dims ORDER BY project, model`,
    );
  }
}
