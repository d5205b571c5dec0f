/**
 * Versioned schema migrations for the SQLite store, one file each in `migrations/`, listed here in
 * order. Each runs once, inside a transaction, and is recorded in `schema_migrations` (version, name,
 * applied_at). Never edit a shipped migration: add a new file. Pattern after sqlite-utils' named,
 * recorded migrations.
 */
import { initial } from "./migrations/001-initial.js";
import { tasks } from "./migrations/002-tasks.js";
import { notes } from "./migrations/003-notes.js";
import { memoryIndexes } from "./migrations/004-memory-indexes.js";
import { projectFts } from "./migrations/005-project-fts.js";
import { vectors } from "./migrations/006-vectors.js";
import { capturedBy } from "./migrations/007-captured-by.js";
import { memorySightings } from "./migrations/008-memory-sightings.js";
import { projectAliases } from "./migrations/009-project-aliases.js";
import { sourceAgent } from "./migrations/010-source-agent.js";
import { conversationExcerpts } from "./migrations/011-conversation-excerpts.js";
import type { Migration } from "./migrations/types.js";

export type { Migration } from "./migrations/types.js";

export const MIGRATIONS: readonly Migration[] = [
  initial,
  tasks,
  notes,
  memoryIndexes,
  projectFts,
  vectors,
  capturedBy,
  memorySightings,
  projectAliases,
  sourceAgent,
  conversationExcerpts,
];

export const LATEST_VERSION = MIGRATIONS[MIGRATIONS.length - 1]?.version ?? 0;
