/**
 * The PostgreSQL side for the ESM entry points (CLI, MCP server, dashboard): a dynamic import, so the
 * bundler makes it a chunk of its own and a run without a server never loads `pg`. The hook bundles
 * load their own copy, `handlers/postgres-backend.cjs` (hooks/open-store.ts).
 */
import type { OpenShared } from "../store/backend/open-backend.js";

export const importPostgres = async (): Promise<OpenShared> =>
  (await import("../store/backend/postgres-entry.js")).openShared;
