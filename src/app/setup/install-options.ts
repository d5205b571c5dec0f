/** What `cairn install` / `uninstall` are told: where the settings live and what to register. */
export interface InstallOptions {
  /** project → <projectRoot>/.claude/settings.json, local → settings.local.json, user → <homeDir>/.claude/settings.json. */
  scope: "project" | "local" | "user";
  /** Absolute paths. */
  projectRoot: string;
  homeDir: string;
  /** Cairn's data dir; the ledger lives at <cairnHome>/install/ledger.json. */
  cairnHome: string;
  /** Absolute path of plugin/dist/hook.js; identifies Cairn's handlers (their args[0]). */
  hookScript: string;
  /** Command that runs the hook script; default "node". */
  nodePath?: string;
  /** Absolute path of plugin/dist/mcp.mjs: also register Cairn's MCP server for the scope. */
  mcpScript?: string;
  /** `$CLAUDE_CONFIG_DIR`, where `.claude.json` lives when set (local and user scope MCP entries). */
  claudeConfigDir?: string;
  /**
   * Write handlers that name no path of this machine: `cairn hook <Event>` from PATH (a no-op where
   * `cairn` is absent) and the MCP server as `cairn mcp`. For files a team commits (project scope).
   */
  portable?: boolean;
}
