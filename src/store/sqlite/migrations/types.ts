/** A schema migration: runs once, in a transaction, recorded in `schema_migrations`. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
  /**
   * A query that returns a row when the schema already has what `sql` adds (a statement SQLite cannot
   * make idempotent, such as ALTER TABLE … ADD COLUMN): the migration is then only recorded.
   */
  presentIf?: string;
}
