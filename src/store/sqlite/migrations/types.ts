/** A schema migration: runs once, in a transaction, recorded in `schema_migrations`. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}
