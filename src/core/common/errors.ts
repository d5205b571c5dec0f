/**
 * CairnError: invariant and input failures with a stable code. Adapters map codes to exit codes,
 * hook fail-open behaviour or (later) MCP tool errors; nothing classifies errors by message text.
 */
export type CairnErrorCode =
  | "INVALID_INPUT"
  | "NOT_FOUND"
  | "CONFLICT"
  | "STORE"
  | "MIGRATION"
  | "IO"
  | "UNSUPPORTED"
  /** A write refused: through a symlink, outside the project / $CAIRN_HOME, or not a regular file. */
  | "UNSAFE_PATH"
  /** A write refused: the repository belongs to another user (git's safe.directory rule). */
  | "FOREIGN_OWNER"
  /** The database was written by a newer Cairn (a migration this version does not know). */
  | "SCHEMA_NEWER";

export class CairnError extends Error {
  readonly code: CairnErrorCode;
  constructor(code: CairnErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "CairnError";
    this.code = code;
  }
}

/** Formats a zod error's issues as one line: "title: must not be empty; type: invalid option". */
export function formatIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  return issues
    .map((i) => (i.path.length > 0 ? `${i.path.map(String).join(".")}: ${i.message}` : i.message))
    .join("; ");
}
