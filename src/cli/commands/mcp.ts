/**
 * `cairn mcp`: runs Cairn's MCP server on stdio (the bundled `mcp.mjs` next to the CLI, as a child
 * sharing this process's stdin/stdout), until the client closes stdin. Signals are passed on.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { CairnError } from "../../core/common/errors.js";
import type { Command } from "../context.js";

export const mcp: Command = {
  name: "mcp",
  summary: "Run Cairn's MCP server on stdio (for Claude Code and other MCP clients)",
  usage: "cairn mcp [--project PATH]",
  options: { project: { type: "string" } },
  async run(ctx, v) {
    const server = ctx.hookScript ? join(dirname(ctx.hookScript), "mcp.mjs") : null;
    if (!server || !existsSync(server))
      throw new CairnError("IO", "MCP server bundle not found next to the CLI: run `npm run build` first");
    const args = [server, ...(typeof v.project === "string" ? ["--project", v.project] : [])];
    const child = spawn(process.execPath, args, { stdio: "inherit", env: ctx.env, cwd: ctx.cwd });
    const forward = (signal: NodeJS.Signals) => () => child.kill(signal);
    const onTerm = forward("SIGTERM");
    const onInt = forward("SIGINT");
    process.on("SIGTERM", onTerm);
    process.on("SIGINT", onInt);
    try {
      return await new Promise<number>((resolve, reject) => {
        child.on("error", reject);
        child.on("close", (code) => resolve(code ?? 1));
      });
    } finally {
      process.off("SIGTERM", onTerm);
      process.off("SIGINT", onInt);
    }
  },
};
