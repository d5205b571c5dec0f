/**
 * The MCP tool annotations Cairn's tools declare (hints only, per the MCP specification:
 * https://modelcontextprotocol.io/specification/2025-06-18/server/tools#tool-annotations). Every
 * Cairn tool works on the local store only, so none is open-world.
 */

/** Reads only; the same call gives the same answer. */
export const READ = {
  readOnlyHint: true,
  destructiveHint: false,
  idempotentHint: true,
  openWorldHint: false,
};

/** Adds or changes data without destroying any; a repeated call may add again. */
export const WRITE = {
  readOnlyHint: false,
  destructiveHint: false,
  idempotentHint: false,
  openWorldHint: false,
};

/** Changes data without destroying any; repeating the call changes nothing more. */
export const IDEMPOTENT_WRITE = { ...WRITE, idempotentHint: true };

/** Removes data (soft or hard); repeating the call changes nothing more. */
export const DESTRUCTIVE = { ...WRITE, destructiveHint: true, idempotentHint: true };
