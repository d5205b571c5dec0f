/**
 * Tool results: every success carries `structuredContent` (validated by the client against the tool's
 * output schema) and, as the MCP spec asks for compatibility, the same JSON as text. Every failure —
 * a CairnError (bad input, unknown id) or anything else — becomes an `isError` result naming its code;
 * a tool never throws into the transport and never takes the server down.
 */
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { CairnError } from "../core/common/errors.js";

export function ok(structured: Record<string, unknown>): CallToolResult {
  return { content: [{ type: "text", text: JSON.stringify(structured) }], structuredContent: structured };
}

export function toolError(err: unknown): CallToolResult {
  const text =
    err instanceof CairnError
      ? `${err.code}: ${err.message}`
      : `ERROR: ${err instanceof Error ? err.message : String(err)}`;
  return { content: [{ type: "text", text }], isError: true };
}

/** Wraps a tool body: its value becomes `ok(...)`, anything thrown becomes `toolError(...)`. */
export function guarded<A>(
  fn: (args: A) => Promise<Record<string, unknown>>,
): (args: A) => Promise<CallToolResult> {
  return async (args) => {
    try {
      return ok(await fn(args));
    } catch (err) {
      return toolError(err);
    }
  };
}
