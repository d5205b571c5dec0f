/**
 * The PostgreSQL side of `openBackend` (open-backend.ts), in its own module so that only a run with a
 * postgres:// URL loads it and `pg`: ESM roots import it dynamically (a chunk of its own); the hook
 * bundle builds it as a separate file beside the handlers (scripts/build.mjs).
 */
import { INTERACTIVE_SERVER_LIMITS, type ServerLimits } from "../../core/setup/server-limits.js";
import { openPostgresStores } from "../postgres/stores.js";
import type { Stores } from "../stores.js";
import type { OpenShared } from "./open-backend.js";

export { probeServer } from "./postgres-probe.js";

/**
 * Connects (failing after `connectTimeoutMs`), migrates the schema and builds the server's Stores, with
 * the statement, lock and idle timeouts of `limits` (default: the interactive ones) and the run's
 * deadline.
 */
export const openShared: OpenShared = async ({ url, connectTimeoutMs, limits, deadlineAt }) =>
  openWithLimits(url, connectTimeoutMs, limits ?? INTERACTIVE_SERVER_LIMITS, "cairn", deadlineAt);

/** The server's own stores, without this machine's local side (`cairn migrate`). */
export async function openServerStores(url: string, connectTimeoutMs: number): Promise<Stores> {
  return openWithLimits(url, connectTimeoutMs, INTERACTIVE_SERVER_LIMITS, "cairn migrate");
}

function openWithLimits(
  url: string,
  connectTimeoutMs: number,
  l: Omit<ServerLimits, "connectTimeoutMs">,
  applicationName: string,
  deadlineAt?: number,
): Promise<Stores> {
  return openPostgresStores({
    url,
    connectTimeoutMs,
    statementTimeoutMs: l.statementTimeoutMs,
    lockTimeoutMs: l.lockTimeoutMs,
    idleInTransactionTimeoutMs: l.idleInTransactionTimeoutMs,
    ...(deadlineAt !== undefined ? { deadlineAt } : {}),
    applicationName,
  });
}
