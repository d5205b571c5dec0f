/**
 * CairnError: invariant and input failures with a stable code. Adapters map codes to exit codes,
 * hook fail-open behaviour or (later) MCP tool errors; nothing classifies errors by message text.
 */
export type CairnErrorCode =
  | "INVALID_INPUT"
  | "NOT_FOUND"
  | "CONFLICT"
  | "STORE"
  /**
   * A server store could not be used for this run: it could not be reached, the connection broke, or it
   * did not answer within the run's time limit. Hooks then work from this machine's outbox.
   */
  | "UNAVAILABLE"
  /** A server store refused a statement for taking too long (statement or lock timeout); it is reachable. */
  | "BUSY"
  | "MIGRATION"
  | "IO"
  | "UNSUPPORTED"
  /** A write refused: through a symlink, outside the project / $CAIRN_HOME, or not a regular file. */
  | "UNSAFE_PATH"
  /** A write refused: the repository belongs to another user (git's safe.directory rule). */
  | "FOREIGN_OWNER"
  /** The database was written by a newer Cairn (a migration this version does not know). */
  | "SCHEMA_NEWER";

const BRAND = Symbol.for("cairn.CairnError");

export class CairnError extends Error {
  readonly code: CairnErrorCode;
  constructor(code: CairnErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "CairnError";
    this.code = code;
    Object.defineProperty(this, BRAND, { value: true });
  }

  /**
   * Recognises a CairnError made by another copy of this class too: the hook bundles load the
   * PostgreSQL backend as a separate file with its own copy (a registered symbol is shared, see
   * https://developer.mozilla.org/docs/Web/JavaScript/Reference/Global_Objects/Symbol/for).
   */
  static override [Symbol.hasInstance](value: unknown): boolean {
    return typeof value === "object" && value !== null && (value as Record<symbol, unknown>)[BRAND] === true;
  }
}

/** Formats a zod error's issues as one line: "title: must not be empty; type: invalid option". */
export function formatIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  return issues
    .map((i) => (i.path.length > 0 ? `${i.path.map(String).join(".")}: ${i.message}` : i.message))
    .join("; ");
}
