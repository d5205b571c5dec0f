/**
 * Closing left to the end of the process, for short-lived processes (the hooks). When the last
 * connection to a WAL database closes, SQLite checkpoints the WAL into the database file and deletes
 * the -wal and -shm files (https://www.sqlite.org/wal.html#the_wal_file): 4 fsyncs and two unlinks on
 * every hook run that opened the store, and the next run creates both files again. SQLite can skip
 * that checkpoint (SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE) or keep the WAL file (SQLITE_FCNTL_PERSIST_WAL),
 * but better-sqlite3 exposes neither; a process that ends without closing leaves the WAL as
 * NO_CKPT_ON_CLOSE would. What a connection committed is in the WAL when COMMIT returns, so nothing
 * committed is lost and the database stays consistent (SQLite recovers the WAL index on the next open,
 * https://www.sqlite.org/walformat.html#recovery); the WAL is checkpointed by the writer that takes it
 * past `wal_autocheckpoint` pages, or by any other process's last close. A power loss before that may
 * roll back the latest transactions, as synchronous=NORMAL already allows in WAL mode
 * (https://www.sqlite.org/pragma.html#pragma_synchronous).
 */

/**
 * Kept on `globalThis`, not in this module: the hook bundles (scripts/build.mjs) each carry their own
 * copy of this module, and the entry that decides is not the handler that closes.
 */
const LEFT_TO_EXIT = Symbol.for("cairn.sqlite.closingLeftToExit");
const flags = globalThis as { [LEFT_TO_EXIT]?: boolean };

/**
 * From now on, `SqliteStore.close()` leaves its connection open: the caller ends the process without
 * closing it (`process.exit`, which skips better-sqlite3's close on environment teardown). A process
 * that ends normally instead still closes (and checkpoints) every connection then.
 */
export function leaveClosingToExit(): void {
  flags[LEFT_TO_EXIT] = true;
}

/** Whether `leaveClosingToExit` was called in this process. */
export const closingLeftToExit = (): boolean => flags[LEFT_TO_EXIT] === true;
