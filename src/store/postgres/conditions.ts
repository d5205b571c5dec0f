/**
 * A WHERE clause for one project's rows, built condition by condition with numbered parameters:
 * `add("board = ?", b)` binds `b` as the next `$n`. `done()` gives `{ sql, params }`, `sql` being the
 * conditions joined by AND (the first one is always `project = $1`).
 */
export function projectConditions(project: string) {
  const params: unknown[] = [project];
  const c = ["project = $1"];
  return {
    add(sql: string, value: unknown): void {
      params.push(value);
      c.push(sql.replace("?", `$${params.length}`));
    },
    done(): { sql: string; params: unknown[] } {
      return { sql: c.join(" AND "), params };
    },
  };
}
