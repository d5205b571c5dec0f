/**
 * A WHERE clause from dialect-neutral conditions (`store/task-filters.ts`) with anonymous `?`
 * parameters: lists bound as JSON text and read with json_each. Returns `{ sql, params }`, `sql`
 * being the conditions joined by AND.
 */
import type { Condition } from "../task-filters.js";

export function whereSql(conditions: readonly Condition[]): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const sql = conditions.map((c) => {
    if ("values" in c) {
      params.push(JSON.stringify(c.values));
      return `${c.column} ${c.op === "in" ? "IN" : "NOT IN"} (SELECT value FROM json_each(?))`;
    }
    params.push(c.value);
    return `${c.column} ${c.op} ?`;
  });
  return { sql: sql.join(" AND "), params };
}
