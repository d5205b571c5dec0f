/**
 * Search terms as a PostgreSQL tsquery text for `to_tsquery('english', …)`: each term quoted (so
 * operators inside it are literal), OR-ed, with prefix matching (`:*`) for terms of three or more
 * characters — the same reading as the SQLite FTS5 query (`"term"*` OR …).
 * Syntax: https://www.postgresql.org/docs/15/datatype-textsearch.html#DATATYPE-TSQUERY
 */
export function tsQueryText(terms: readonly string[]): string {
  return terms
    .map((t) => `'${t.replaceAll("\\", "\\\\").replaceAll("'", "''")}'${t.length >= 3 ? ":*" : ""}`)
    .join(" | ");
}
