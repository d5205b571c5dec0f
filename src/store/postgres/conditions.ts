/**
 * A WHERE clause from dialect-neutral conditions (`store/task-filters.ts`) with numbered parameters
 * `$1…$n`: lists as `= ANY($n::text[])`, a number compared as `bigint`. Returns `{ sql, params }`,
 * `sql` being the conditions joined by AND.
 */
import type { Condition } from "../task-filters.js";

export function whereSql(conditions: readonly Condition[]): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const sql = conditions.map((c) => {
    if ("values" in c) {
      params.push(c.values);
      const any = `${c.column} = ANY($${params.length}::text[])`;
      return c.op === "in" ? any : `NOT (${any})`;
    }
    params.push(c.value);
    return `${c.column} ${c.op} $${params.length}${typeof c.value === "number" ? "::bigint" : ""}`;
  });
  return { sql: sql.join(" AND "), params };
}
