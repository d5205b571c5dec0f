/**
 * Advisory lock classes of the note and task stores: the first key of the two-key
 * `pg_advisory_xact_lock(int, int)`, so these locks never meet the one-key (bigint) lock of the
 * migration runner. The second key is `hashtext` of what is locked (a project, a project's working
 * tree). Transaction-scoped: released at COMMIT or ROLLBACK.
 * https://www.postgresql.org/docs/15/functions-admin.html#FUNCTIONS-ADVISORY-LOCKS
 */
export const LOCK_NOTES = 1010;
export const LOCK_TASKS = 1011;

/** The statement taking lock `cls` on `key` until the transaction ends (bind `[cls, key]`). */
export const XACT_LOCK_SQL = "SELECT pg_advisory_xact_lock($1::int, hashtext($2::text))";
