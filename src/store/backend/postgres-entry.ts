/**
 * The PostgreSQL side of `openBackend` (open-backend.ts), in its own module so that only a run with a
 * postgres:// URL loads it and `pg`: ESM roots import it dynamically (a chunk of its own); the hook
 * bundle builds it as a separate file beside the handlers (scripts/build.mjs).
 */
import { openPostgresStores } from "../postgres/stores.js";
import type { Stores } from "../stores.js";
import type { OpenShared } from "./open-backend.js";

export { probeServer } from "./postgres-probe.js";

/** Connects (failing after `connectTimeoutMs`), migrates the schema and builds the server's Stores. */
export const openShared: OpenShared = async ({ url, connectTimeoutMs }) =>
  openPostgresStores({ url, connectTimeoutMs, applicationName: "cairn" });

/** The server's own stores, without this machine's local side (`cairn migrate`). */
export async function openServerStores(url: string, connectTimeoutMs: number): Promise<Stores> {
  return openPostgresStores({ url, connectTimeoutMs, applicationName: "cairn migrate" });
}
