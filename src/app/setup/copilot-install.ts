/**
 * `cairn install --agent copilot`: wires Cairn into GitHub Copilot CLI (docs/agents/copilot.md), and
 * `uninstallCopilot` takes exactly that out again:
 * - the hooks file `cairn.json` (COPILOT_HOOK_EVENTS, `'<node>' '<hook.js>' <event> --agent copilot`) in
 *   `$COPILOT_HOME/hooks/` (scope user: runs in every folder) or `<project>/.github/hooks/` (scope
 *   project: Copilot loads it only once the folder is trusted);
 * - the MCP server `mcpServers.cairn` in `$COPILOT_HOME/mcp-config.json` (user) or
 *   `<project>/.github/mcp.json` (project; left out when the project's `.mcp.json`, which Copilot also
 *   reads, already declares a `cairn` server).
 * A ledger (`<cairnHome>/install/copilot-ledger.json`, the Codex ledger's format) keeps each file's bytes
 * from before the first install: uninstall restores them byte for byte when the file is as Cairn left
 * it, and otherwise removes only Cairn's entries.
 */
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { quote } from "shell-quote";
import { COPILOT_AGENT_FLAG, copilotHooksFile, copilotMcpEntry } from "../../core/agents/copilot-hooks.js";
import { CairnError } from "../../core/common/errors.js";
import { copilotHooksPath } from "../env/copilot-home.js";
import { writeTracked } from "./codex-install.js";
import {
  type CodexLedgerFile,
  type LedgerUndoResult,
  readCodexLedger,
  undoLedger,
  writeCodexLedger,
} from "./codex-ledger.js";
import {
  DEFAULT_STYLE,
  formatSettings,
  isRecord,
  type JsonObject,
  parseOrEmpty,
  parseSettings,
  readBytes,
} from "./settings-file.js";

const LEDGER = "copilot-ledger.json";

export interface CopilotInstallOptions {
  scope: "project" | "user";
  /** Absolute paths. */
  projectRoot: string;
  /** `$COPILOT_HOME`, default `~/.copilot`. */
  copilotHome: string;
  cairnHome: string;
  /** plugin/dist/hook.js. */
  hookScript: string;
  /** plugin/dist/mcp.mjs: also register Cairn's MCP server. */
  mcpScript?: string;
  /** Command that runs Node. */
  nodePath: string;
}

export interface CopilotInstallResult {
  hooksPath: string;
  /** Where the MCP server was registered, or null (no MCP script, or `.mcp.json` already has one). */
  mcpConfigPath: string | null;
  alreadyInstalled: boolean;
  events: string[];
}

export const copilotMcpPath = (o: Pick<CopilotInstallOptions, "scope" | "projectRoot" | "copilotHome">) =>
  o.scope === "user" ? join(o.copilotHome, "mcp-config.json") : join(o.projectRoot, ".github", "mcp.json");

const isCairnEntry = (h: unknown): boolean =>
  isRecord(h) && typeof h.bash === "string" && h.bash.endsWith(` ${COPILOT_AGENT_FLAG}`);

/** The hooks file to write; refuses a `cairn.json` that holds no Cairn hook (someone else's file). */
function plannedHooks(o: CopilotInstallOptions, path: string, before: Buffer | null): Buffer {
  if (before !== null) {
    const hooks = parseOrEmpty(path, before).doc.hooks;
    const entries = isRecord(hooks) ? Object.values(hooks).flat() : [];
    if (!entries.some(isCairnEntry))
      throw new CairnError(
        "INVALID_INPUT",
        `${path} exists and holds no Cairn hook; move it away, nothing was written`,
      );
  }
  const file = copilotHooksFile(
    (event) => [o.nodePath, o.hookScript, event],
    (argv) => quote([...argv]),
  );
  return formatSettings(file, DEFAULT_STYLE);
}

/**
 * The MCP server entry's `args` for `node`: `[script]`, or — when the script's path holds a `$` — Node's
 * `--input-type=module --eval` importing the script's file URL with each `$` percent-encoded (`%24`).
 * Copilot CLI expands `$VAR` inside an MCP server's `args` (seen with 1.0.102: `…/Cairn $HOME/…` started
 * `node` on the expanded path); a URL's `%24` is decoded by Node's loader (WHATWG URL percent-decoding)
 * and never read as a variable. The imported module runs as the entry would (mcp.mjs starts on load).
 */
export function copilotMcpArgs(script: string): string[] {
  if (!script.includes("$")) return [script];
  const url = pathToFileURL(script).href.replaceAll("$", "%24");
  return ["--input-type=module", "--eval", `await import(${JSON.stringify(url)});`];
}

/** `.mcp.json` of the project already declares a `cairn` server (Copilot reads it in a trusted folder too). */
async function projectMcpHasCairn(root: string): Promise<boolean> {
  const path = join(root, ".mcp.json");
  const bytes = await readBytes(path);
  if (bytes === null) return false;
  try {
    const servers = parseSettings(path, bytes).doc.mcpServers;
    return isRecord(servers) && isRecord(servers.cairn);
  } catch {
    // a .mcp.json that does not parse declares no cairn server
    return false;
  }
}

/** Registers the MCP server; `path` null when it is not Cairn's to register there. */
async function installMcp(
  o: CopilotInstallOptions,
  ledger: CodexLedgerFile,
): Promise<{ path: string | null; wrote: boolean }> {
  const none = { path: null, wrote: false };
  if (!o.mcpScript) return none;
  if (o.scope === "project" && (await projectMcpHasCairn(o.projectRoot))) return none;
  const path = copilotMcpPath(o);
  const before = await readBytes(path);
  const { doc, style } = parseOrEmpty(path, before);
  const servers = isRecord(doc.mcpServers) ? doc.mcpServers : {};
  if (isRecord(servers.cairn) && !ledger.owned.mcpConfigs.includes(path)) return none; // someone else's
  servers.cairn = copilotMcpEntry(o.nodePath, copilotMcpArgs(o.mcpScript));
  doc.mcpServers = servers;
  ledger.owned.mcpConfigs = [...new Set([...ledger.owned.mcpConfigs, path])];
  return { path, wrote: await writeTracked(ledger, path, before, formatSettings(doc, style)) };
}

/**
 * Installs (or refreshes) Cairn for Copilot in the scope; idempotent.
 * @throws CairnError INVALID_INPUT when a file to edit cannot be parsed or `cairn.json` is not Cairn's (nothing written), IO.
 */
export async function installCopilot(o: CopilotInstallOptions): Promise<CopilotInstallResult> {
  const hooksPath = copilotHooksPath(o.scope, o.projectRoot, o.copilotHome);
  const ledger = await readCodexLedger(o.cairnHome, LEDGER);
  const before = await readBytes(hooksPath);
  const hooks = plannedHooks(o, hooksPath, before);
  const wroteHooks = await writeTracked(ledger, hooksPath, before, hooks);
  const mcp = await installMcp(o, ledger);
  const wrote = wroteHooks || mcp.wrote;
  if (wrote) await writeCodexLedger(o.cairnHome, ledger, LEDGER);
  return {
    hooksPath,
    mcpConfigPath: mcp.path,
    alreadyInstalled: !wrote,
    events: copilotHooksEvents(),
  };
}

const copilotHooksEvents = (): string[] =>
  Object.keys(
    (
      copilotHooksFile(
        () => [],
        () => "",
      ) as { hooks: JsonObject }
    ).hooks,
  );

export type CopilotUninstallResult = LedgerUndoResult;

/** Undoes every `installCopilot` recorded in the ledger (both scopes). */
export async function uninstallCopilot(
  o: Pick<CopilotInstallOptions, "cairnHome">,
): Promise<CopilotUninstallResult> {
  return undoLedger(o.cairnHome, LEDGER, (path, bytes, owned) =>
    removeOwned(path, bytes, owned.mcpConfigs.includes(path)),
  );
}

/** A file changed since install: Cairn's hook entries, or its MCP server, only. */
function removeOwned(path: string, bytes: Buffer, ownsMcp: boolean): Buffer {
  const { doc, style } = parseSettings(path, bytes);
  if (isRecord(doc.hooks))
    for (const [event, list] of Object.entries(doc.hooks)) {
      if (!Array.isArray(list)) continue;
      const kept = list.filter((h) => !isCairnEntry(h));
      if (kept.length === 0) Reflect.deleteProperty(doc.hooks, event);
      else doc.hooks[event] = kept;
    }
  if (ownsMcp && isRecord(doc.mcpServers)) Reflect.deleteProperty(doc.mcpServers, "cairn");
  return formatSettings(doc, style);
}
