/** `cairn install --agent copilot` / `cairn uninstall --agent copilot` (app/setup/copilot-install.ts). */
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { copilotHomeOf } from "../../app/env/copilot-home.js";
import { findGitRoot } from "../../app/env/project.js";
import {
  type CopilotInstallOptions,
  installCopilot,
  uninstallCopilot,
} from "../../app/setup/copilot-install.js";
import { CairnError } from "../../core/common/errors.js";
import { type CliContext, printJson } from "../context.js";

function copilotOptions(ctx: CliContext, v: Record<string, unknown>): CopilotInstallOptions {
  const scope = String(v.scope ?? "project");
  if (scope !== "project" && scope !== "user")
    throw new CairnError("INVALID_INPUT", `--agent copilot takes --scope project or user, got "${scope}"`);
  if (!ctx.hookScript)
    throw new CairnError("IO", "hook bundle not found next to the CLI: run `npm run build` first");
  const mcp = join(dirname(ctx.hookScript), "mcp.mjs");
  return {
    scope,
    projectRoot: findGitRoot(ctx.cwd)?.root ?? ctx.cwd,
    copilotHome: copilotHomeOf(ctx.env),
    cairnHome: ctx.paths.home,
    hookScript: ctx.hookScript,
    mcpScript: existsSync(mcp) ? mcp : undefined,
    nodePath: "node",
  };
}

export async function runCopilotInstall(ctx: CliContext, v: Record<string, unknown>): Promise<number> {
  const o = copilotOptions(ctx, v);
  const r = await installCopilot(o);
  if (v.json) printJson(ctx, r);
  else if (r.alreadyInstalled) ctx.io.stdout(`Cairn is already installed for Copilot (${r.hooksPath}).\n`);
  else
    ctx.io.stdout(
      `Installed Cairn's Copilot hooks (${r.events.join(", ")}) into ${r.hooksPath}${r.mcpConfigPath ? ` and the MCP server "cairn" into ${r.mcpConfigPath}` : ""}.\n`,
    );
  if (!v.json && o.scope === "project")
    ctx.io.stdout(
      "Copilot runs a project's hooks only in a trusted folder (trust it when Copilot asks, or run with --trust-folder).\n",
    );
  return 0;
}

export async function runCopilotUninstall(ctx: CliContext, v: Record<string, unknown>): Promise<number> {
  const r = await uninstallCopilot({ cairnHome: ctx.paths.home });
  if (v.json) printJson(ctx, r);
  else if (!r.removed) ctx.io.stdout("Cairn was not installed for Copilot.\n");
  else
    ctx.io.stdout(
      `Removed Cairn from Copilot: ${[...r.restored.map((p) => `${p} (restored byte for byte)`), ...r.edited].join(", ")}.\n`,
    );
  return 0;
}
