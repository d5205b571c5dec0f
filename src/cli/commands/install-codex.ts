/** `cairn install --agent codex` / `cairn uninstall --agent codex` (app/setup/codex-install.ts). */
import { codexHomeOf } from "../../app/env/codex-home.js";
import { type CodexInstallOptions, installCodex, uninstallCodex } from "../../app/setup/codex-install.js";
import { type CliContext, printJson } from "../context.js";
import { agentInstallBase, printAgentUninstall } from "./agent-install-options.js";

function codexOptions(ctx: CliContext, v: Record<string, unknown>): CodexInstallOptions {
  return { ...agentInstallBase(ctx, v, "codex"), codexHome: codexHomeOf(ctx.env) };
}

export async function runCodexInstall(ctx: CliContext, v: Record<string, unknown>): Promise<number> {
  const r = await installCodex(codexOptions(ctx, v));
  if (v.json) printJson(ctx, r);
  else if (r.alreadyInstalled) ctx.io.stdout(`Cairn is already installed for Codex (${r.hooksPath}).\n`);
  else
    ctx.io.stdout(
      `Installed Cairn's Codex hooks (${r.events.join(", ")}) into ${r.hooksPath}, trusted them in ${r.configPath}${r.mcpConfigPath ? `, and the MCP server "cairn" in ${r.mcpConfigPath}` : ""}.\n`,
    );
  return 0;
}

export async function runCodexUninstall(ctx: CliContext, v: Record<string, unknown>): Promise<number> {
  return printAgentUninstall(ctx, v, "Codex", await uninstallCodex({ cairnHome: ctx.paths.home }));
}
