/**
 * A short-lived process (a hook run) leaves the SQLite store it opens open, and ends with
 * `process.exit` once its work is done (hooks/boot.ts), so the store's WAL is neither checkpointed nor
 * deleted on every run (store/sqlite/close-at-exit.ts gives the cost and why nothing committed is
 * lost). A process that ends any other way closes the connections as usual.
 */
import { leaveClosingToExit } from "../store/sqlite/close-at-exit.js";

/** Call before the store opens: from then on, closing a store leaves its SQLite connection to the process's end. */
export function leaveStoresOpenUntilExit(): void {
  leaveClosingToExit();
}
