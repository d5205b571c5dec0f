/** `cairn install --agent copilot` / `cairn uninstall --agent copilot` (app/setup/copilot-install.ts). */
import { copilotHomeOf } from "../../app/env/copilot-home.js";
import {
  type CopilotInstallOptions,
  installCopilot,
  uninstallCopilot,
} from "../../app/setup/copilot-install.js";
import { type CliContext, printJson } from "../context.js";
import { agentInstallBase, printAgentUninstall } from "./agent-install-options.js";

function copilotOptions(ctx: CliContext, v: Record<string, unknown>): CopilotInstallOptions {
  return { ...agentInstallBase(ctx, v, "copilot"), copilotHome: copilotHomeOf(ctx.env) };
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
  return printAgentUninstall(ctx, v, "Copilot", await uninstallCopilot({ cairnHome: ctx.paths.home }));
}
