/**
 * One MCP tool: its name, title, description, input and output schemas (zod/mini, validated by the
 * SDK), annotations (hints per https://modelcontextprotocol.io/specification/2025-06-18/server/tools)
 * and a handler that makes one use-case call. `registry.ts` lists every tool; `registerTool` wires one
 * into the server, its handler wrapped by `guarded` (a success is `structuredContent` plus the same
 * JSON as text; anything thrown becomes an `isError` result).
 */
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import type { ToolAnnotations } from "@modelcontextprotocol/sdk/types.js";
import type * as z from "zod/mini";
import type { McpDeps } from "../deps.js";
import { guarded } from "../result.js";

export interface McpTool<In extends z.ZodMiniObject = z.ZodMiniObject> {
  name: string;
  title: string;
  description: string;
  input: In;
  output: z.ZodMiniObject;
  /** Fixed hints, or hints that depend on the server's settings (read once, at registration). */
  annotations: ToolAnnotations | ((deps: McpDeps) => ToolAnnotations);
  /** The tool's body: the arguments as the input schema parsed them → the structured result. */
  run(deps: McpDeps, args: z.output<In>): Promise<Record<string, unknown>>;
}

/** Types a tool's handler against its own input schema. */
export function defineTool<In extends z.ZodMiniObject>(tool: McpTool<In>): McpTool<In> {
  return tool;
}

export function registerTool(server: McpServer, deps: McpDeps, tool: McpTool): void {
  const annotations = typeof tool.annotations === "function" ? tool.annotations(deps) : tool.annotations;
  server.registerTool(
    tool.name,
    {
      title: tool.title,
      description: tool.description,
      inputSchema: tool.input,
      outputSchema: tool.output,
      annotations,
    },
    guarded(async (args) => tool.run(deps, args as z.output<typeof tool.input>)),
  );
}
