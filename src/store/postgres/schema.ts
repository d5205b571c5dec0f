/**
 * Every PostgreSQL migration this Cairn knows, ascending by version. A migration file exports one
 * `PgMigration`; add it here in order. PG_LATEST_VERSION is the version a fully migrated database has.
 */
import type { PgMigration } from "./migrations/types.js";

export const PG_MIGRATIONS: readonly PgMigration[] = [];

export const PG_LATEST_VERSION: number = PG_MIGRATIONS[PG_MIGRATIONS.length - 1]?.version ?? 0;
