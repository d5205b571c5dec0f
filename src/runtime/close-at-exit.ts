/**
 * A short-lived process (a hook run) that opened the SQLite store ends without closing it, so the
 * store's WAL is neither checkpointed nor deleted on every run (store/sqlite/close-at-exit.ts gives
 * the cost and why nothing committed is lost). The process still runs to its natural end — every
 * pending callback and timer, then every `beforeExit` listener (a code-cache write) — and then
 * `process.exit` ends it with `process.exitCode`, skipping the environment teardown in which
 * better-sqlite3 would close the connections.
 */
import { leaveClosingToExit } from "../store/sqlite/close-at-exit.js";

let ended = false;

/** Call before the store opens; idempotent. */
export function endWithoutClosingStores(): void {
  if (ended) return;
  ended = true;
  leaveClosingToExit();
  // on the next turn of the loop: after the other beforeExit listeners, whenever they were added
  process.once("beforeExit", () => setImmediate(() => process.exit()));
}
