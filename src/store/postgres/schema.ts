/**
 * Every PostgreSQL migration this Cairn knows, ascending by version. A migration file exports one
 * `PgMigration`; add it here in order. PG_LATEST_VERSION is the version a fully migrated database has.
 */
import { core } from "./migrations/001-core.js";
import { vectors } from "./migrations/002-vectors.js";
import { notes } from "./migrations/010-notes.js";
import { tasks } from "./migrations/011-tasks.js";
import { memorySightings } from "./migrations/012-memory-sightings.js";
import { projectAliases } from "./migrations/013-project-aliases.js";
import { dedupeUnique } from "./migrations/014-dedupe-unique.js";
import { sourceAgent } from "./migrations/015-source-agent.js";
import { conversationExcerpts } from "./migrations/016-conversation-excerpts.js";
import { excerptStats } from "./migrations/017-excerpt-stats.js";
import type { PgMigration } from "./migrations/types.js";

// biome-ignore format: one migration per line, so branches that add migrations merge line by line
export const PG_MIGRATIONS: readonly PgMigration[] = [
  core,
  vectors,
  notes,
  tasks,
  memorySightings,
  projectAliases,
  dedupeUnique,
  sourceAgent,
  conversationExcerpts,
  excerptStats,
];

export const PG_LATEST_VERSION: number = PG_MIGRATIONS[PG_MIGRATIONS.length - 1]?.version ?? 0;
