import { existsSync } from "node:fs";
import { homedir } from "node:os";
import { dirname, join } from "node:path";
import { findGitRoot } from "../../app/env/project.js";
import { type InstallOptions, installHooks, uninstallHooks } from "../../app/setup/install.js";
import {
  disablePluginInSettings,
  enablePluginInSettings,
  PLUGIN_ID,
  parseMarketplaceSource,
} from "../../app/setup/plugin-settings.js";
import { CairnError } from "../../core/common/errors.js";
import { type CliContext, type Command, printJson } from "../context.js";
import { optionTable } from "../options.js";

const SCOPES = ["project", "local", "user"] as const;

function options(ctx: CliContext, v: Record<string, unknown>): InstallOptions {
  const scope = (v.scope ?? "project") as string;
  if (!(SCOPES as readonly string[]).includes(scope)) {
    throw new CairnError("INVALID_INPUT", `--scope must be one of ${SCOPES.join(", ")}, got "${scope}"`);
  }
  if (!ctx.hookScript)
    throw new CairnError("IO", "hook bundle not found next to the CLI: run `npm run build` first");
  return {
    scope: scope as InstallOptions["scope"],
    projectRoot: projectRoot(ctx),
    homeDir: ctx.env.HOME || homedir(),
    cairnHome: ctx.paths.home,
    hookScript: ctx.hookScript,
    nodePath: "node",
    // the MCP server bundle beside the hook entry; `claude mcp add` puts .claude.json in $CLAUDE_CONFIG_DIR when set
    mcpScript: existsSync(join(dirname(ctx.hookScript), "mcp.mjs"))
      ? join(dirname(ctx.hookScript), "mcp.mjs")
      : undefined,
    claudeConfigDir: ctx.env.CLAUDE_CONFIG_DIR || undefined,
    // project scope is committed: no path of this machine in it (`cairn hook <Event>` from PATH)
    portable: scope === "project",
  };
}

const projectRoot = (ctx: CliContext) => findGitRoot(ctx.cwd)?.root ?? ctx.cwd;

export const install: Command = {
  name: "install",
  summary: "Merge Cairn's hooks into Claude Code's settings (project, local or user scope)",
  usage: [
    "cairn install [--scope project|local|user] [--json]",
    "       cairn install --agent codex|copilot [--scope project|user] [--json]",
    "       cairn install --plugin --marketplace owner/repo|GIT_URL|DIR [--json]",
    "",
    "--scope project (default) writes .claude/settings.json and .mcp.json, files a team commits: the hooks",
    "run `cairn hook <Event>` from PATH and do nothing where cairn is not installed; the MCP server is",
    "`cairn mcp`. --scope local and user name this machine's paths (.claude/settings.local.json,",
    "~/.claude/settings.json). --plugin instead enables the Cairn plugin for everyone who opens the",
    "project (extraKnownMarketplaces + enabledPlugins in .claude/settings.json).",
    "--agent codex wires OpenAI Codex CLI instead: hooks in .codex/hooks.json (project) or",
    "$CODEX_HOME/hooks.json (user), their trust entries (and the project's) in $CODEX_HOME/config.toml,",
    "and the MCP server in that scope's config.toml. --agent copilot wires GitHub Copilot CLI: hooks in",
    ".github/hooks/cairn.json (project; Copilot runs them in a trusted folder) or $COPILOT_HOME/hooks/cairn.json",
    "(user), and the MCP server in .github/mcp.json or $COPILOT_HOME/mcp-config.json.",
  ].join("\n"),
  options: optionTable(
    { scope: "string", plugin: "boolean", marketplace: "string", agent: "string" },
    "json",
  ),
  async run(ctx, v) {
    if (v.agent !== undefined && v.agent !== "claude-code") return installForAgent(ctx, v);
    if (v.plugin) {
      if (typeof v.marketplace !== "string")
        throw new CairnError(
          "INVALID_INPUT",
          "--plugin needs --marketplace owner/repo, a git URL or a directory holding .claude-plugin/marketplace.json",
        );
      const source = parseMarketplaceSource(v.marketplace, ctx.cwd);
      const p = await enablePluginInSettings(projectRoot(ctx), source);
      if (v.json) printJson(ctx, { ...p, plugin: PLUGIN_ID, source });
      else if (p.status === "already")
        ctx.io.stdout(`The plugin ${PLUGIN_ID} is already enabled in ${p.settingsPath}.\n`);
      else {
        ctx.io.stdout(`Enabled the plugin ${PLUGIN_ID} for this project in ${p.settingsPath}; commit it.\n`);
        if (source.source === "directory")
          ctx.io.stdout(
            `Note: ${source.path} is a path of this machine; teammates need a git marketplace.\n`,
          );
      }
      return 0;
    }
    const r = await installHooks(options(ctx, v));
    if (v.json) printJson(ctx, r);
    else if (r.alreadyInstalled) ctx.io.stdout(`Cairn is already installed in ${r.settingsPath}.\n`);
    else ctx.io.stdout(`Installed Cairn's hooks (${r.events.join(", ")}) into ${r.settingsPath}.\n`);
    if (!v.json && r.mcp?.status === "registered")
      ctx.io.stdout(
        `Registered the MCP server "cairn" in ${r.mcp.configPath} (${r.mcp.keyPath.join(" → ")}).\n`,
      );
    if (!v.json && r.mcp?.status === "conflict")
      ctx.io.stdout(
        `Left ${r.mcp.configPath} alone: it already has an MCP server named "cairn" that Cairn did not write.\n`,
      );
    return 0;
  },
};

export const uninstall: Command = {
  name: "uninstall",
  summary: "Remove exactly what `cairn install` added",
  usage: "cairn uninstall [--scope project|local|user] [--plugin] [--agent codex|copilot] [--json]",
  options: optionTable({ scope: "string", plugin: "boolean", agent: "string" }, "json"),
  async run(ctx, v) {
    if (v.agent !== undefined && v.agent !== "claude-code") return installForAgent(ctx, v, true);
    if (v.plugin) {
      const p = await disablePluginInSettings(projectRoot(ctx));
      if (v.json) printJson(ctx, p);
      else if (p.status === "removed")
        ctx.io.stdout(`Removed the plugin ${PLUGIN_ID} from ${p.settingsPath}.\n`);
      else ctx.io.stdout(`The plugin ${PLUGIN_ID} was not enabled in ${p.settingsPath}.\n`);
      return 0;
    }
    const r = await uninstallHooks(options(ctx, v));
    if (v.json) printJson(ctx, r);
    else if (!r.removed) ctx.io.stdout(`Cairn was not installed in ${r.settingsPath}.\n`);
    else
      ctx.io.stdout(
        `Removed Cairn's hooks from ${r.settingsPath}${r.restoredExactly ? " (restored byte for byte)" : ""}.\n`,
      );
    if (!v.json && r.mcp?.removed)
      ctx.io.stdout(
        `Removed the MCP server from ${r.mcp.configPath}${r.mcp.restoredExactly ? " (restored byte for byte)" : ""}.\n`,
      );
    return 0;
  },
};

/** `--agent <name>` for an agent other than Claude Code (loaded only then). */
async function installForAgent(ctx: CliContext, v: Record<string, unknown>, remove = false): Promise<number> {
  if (v.agent === "copilot") {
    const c = await import("./install-copilot.js");
    return remove ? c.runCopilotUninstall(ctx, v) : c.runCopilotInstall(ctx, v);
  }
  if (v.agent !== "codex")
    throw new CairnError(
      "INVALID_INPUT",
      `--agent must be claude-code, codex or copilot, got "${String(v.agent)}"`,
    );
  const m = await import("./install-codex.js");
  return remove ? m.runCodexUninstall(ctx, v) : m.runCodexInstall(ctx, v);
}
