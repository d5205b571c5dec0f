/** What `cairn install --agent codex|copilot` share: the scope, the project root and the built scripts to register. */
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { findGitRoot } from "../../app/env/project.js";
import type { LedgerUndoResult } from "../../app/setup/codex-ledger.js";
import { CairnError } from "../../core/common/errors.js";
import { type CliContext, printJson } from "../context.js";

export interface AgentInstallBase {
  scope: "project" | "user";
  /** The git root of the working directory, else the working directory. */
  projectRoot: string;
  cairnHome: string;
  /** plugin/dist/hook.js. */
  hookScript: string;
  /** plugin/dist/mcp.mjs, when built. */
  mcpScript?: string;
  nodePath: string;
}

/**
 * The options every agent install takes, from `--scope` (project, default, or user).
 * Throws CairnError INVALID_INPUT for another scope and IO when the hook bundle is not built.
 */
export function agentInstallBase(
  ctx: CliContext,
  v: Record<string, unknown>,
  agent: string,
): AgentInstallBase {
  const scope = String(v.scope ?? "project");
  if (scope !== "project" && scope !== "user")
    throw new CairnError("INVALID_INPUT", `--agent ${agent} takes --scope project or user, got "${scope}"`);
  if (!ctx.hookScript)
    throw new CairnError("IO", "hook bundle not found next to the CLI: run `npm run build` first");
  const mcp = join(dirname(ctx.hookScript), "mcp.mjs");
  return {
    scope,
    projectRoot: findGitRoot(ctx.cwd)?.root ?? ctx.cwd,
    cairnHome: ctx.paths.home,
    hookScript: ctx.hookScript,
    mcpScript: existsSync(mcp) ? mcp : undefined,
    nodePath: "node",
  };
}

/** Prints what an agent's uninstall did (`r`, from the install ledger): JSON with --json, else one line naming `agent`. */
export function printAgentUninstall(
  ctx: CliContext,
  v: Record<string, unknown>,
  agent: string,
  r: LedgerUndoResult,
): number {
  if (v.json) printJson(ctx, r);
  else if (!r.removed) ctx.io.stdout(`Cairn was not installed for ${agent}.\n`);
  else
    ctx.io.stdout(
      `Removed Cairn from ${agent}: ${[...r.restored.map((p) => `${p} (restored byte for byte)`), ...r.edited].join(", ")}.\n`,
    );
  return 0;
}
