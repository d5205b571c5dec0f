/**
 * The PostgreSQL side for the hook handlers when they run from source (tests): a dynamic import whose
 * specifier is not a literal, so the bundler never inlines `pg` into a handler. The bundled handlers
 * require `handlers/postgres-backend.cjs` instead (hooks/open-store.ts).
 */
import type { OpenShared } from "../store/backend/open-backend.js";

export async function importPostgresFromSource(): Promise<OpenShared> {
  const spec = "../store/backend/postgres-entry.js"; // not a literal: the bundler must not inline it
  return ((await import(spec)) as { openShared: OpenShared }).openShared;
}
