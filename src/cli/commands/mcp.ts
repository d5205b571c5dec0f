/**
 * `cairn mcp`: runs Cairn's MCP server on stdio (the bundled `mcp.mjs` next to the CLI, as a child
 * sharing this process's stdin/stdout), until the client closes stdin. Signals are passed on.
 */
import type { Command } from "../context.js";
import { optionTable } from "../options.js";
import { bundleBeside, runNodeChild } from "../run-bundle.js";

export const mcp: Command = {
  name: "mcp",
  summary: "Run Cairn's MCP server on stdio (for Claude Code and other MCP clients)",
  usage: "cairn mcp [--project PATH]",
  options: optionTable({}, "project"),
  async run(ctx, v) {
    const server = bundleBeside(ctx, "mcp.mjs", "MCP server");
    return runNodeChild(ctx, [server, ...(typeof v.project === "string" ? ["--project", v.project] : [])]);
  },
};
