/**
 * `cairn install --agent codex`: wires Cairn into OpenAI Codex CLI (docs/agents/codex.md), and
 * `uninstallCodex` takes exactly that out again. Three things, all needed (an untrusted hook is skipped
 * without a word):
 * - the hooks (CODEX_HOOK_EVENTS, `'<node>' '<hook.js>' <Event> --agent codex`) in `$CODEX_HOME/hooks.json`
 *   (scope user) or `<project>/.codex/hooks.json` (scope project), Cairn's groups appended after the user's;
 * - in the user's `$CODEX_HOME/config.toml` (Codex reads trust from the user layer only): one
 *   `[hooks.state."<hooks.json>:<event>:<group>:<handler>"] trusted_hash` per handler, and for scope
 *   project `[projects."<root>"] trust_level = "trusted"` when the project is not trusted yet;
 * - the MCP server `[mcp_servers.cairn]` (`node <mcp.mjs>`) in that scope's config.toml.
 * TOML is edited with @decimalturn/toml-patch (comments and layout kept; a table is changed in place,
 * never appended twice). A ledger (`<cairnHome>/install/codex-ledger.json`) keeps each file's bytes from
 * before the first install: uninstall restores them byte for byte when the file is as Cairn left it, and
 * otherwise removes only Cairn's entries.
 */
import { createHash } from "node:crypto";
import { mkdir } from "node:fs/promises";
import { dirname, join } from "node:path";
import { quote } from "shell-quote";
import {
  CODEX_AGENT_FLAG,
  CODEX_HOOK_EVENTS,
  type CodexCommandHook,
  codexHookIdentity,
  codexTrustKey,
  isCairnCodexCommand,
} from "../../core/agents/codex-hooks.js";
import { CairnError } from "../../core/common/errors.js";
import {
  type CodexLedgerFile,
  type LedgerUndoResult,
  readCodexLedger,
  undoLedger,
  writeCodexLedger,
} from "./codex-ledger.js";
import { editToml, type TomlDoc } from "./codex-toml.js";
import { isRecord, type JsonObject, readBytes, sha256, writeAtomic } from "./settings-file.js";

export interface CodexInstallOptions {
  scope: "project" | "user";
  /** Absolute paths. */
  projectRoot: string;
  /** `$CODEX_HOME`, default `~/.codex`. */
  codexHome: string;
  cairnHome: string;
  /** plugin/dist/hook.js. */
  hookScript: string;
  /** plugin/dist/mcp.mjs: also register Cairn's MCP server. */
  mcpScript?: string;
  /** Command that runs Node; default the running Node (`process.execPath` is passed by the CLI). */
  nodePath: string;
}

export interface CodexInstallResult {
  hooksPath: string;
  configPath: string;
  mcpConfigPath: string | null;
  /** Every file was already as install would write it: nothing was written. */
  alreadyInstalled: boolean;
  events: string[];
}

export const codexPaths = (o: Pick<CodexInstallOptions, "scope" | "projectRoot" | "codexHome">) => {
  const layer = o.scope === "user" ? o.codexHome : join(o.projectRoot, ".codex");
  return {
    hooksPath: join(layer, "hooks.json"),
    configPath: join(o.codexHome, "config.toml"),
    layerConfig: join(layer, "config.toml"),
  };
};

const trustedHash = (event: string, hook: CodexCommandHook): string =>
  `sha256:${createHash("sha256")
    .update(codexHookIdentity(event, undefined, hook))
    .digest("hex")}`;

const handlerFor = (o: CodexInstallOptions, event: string, timeout: number): CodexCommandHook => ({
  type: "command",
  command: `${quote([o.nodePath, o.hookScript])} ${event} ${CODEX_AGENT_FLAG}`,
  timeout,
});

/** Removes Cairn's Codex handlers (and groups left empty) from a hooks object, in place. */
export function stripCodexHandlers(hooks: JsonObject): void {
  for (const [event, groups] of Object.entries(hooks)) {
    if (!Array.isArray(groups)) continue;
    const left = groups.filter((g) => {
      if (!isRecord(g) || !Array.isArray(g.hooks)) return true;
      const kept = g.hooks.filter((h) => !(isRecord(h) && isCairnCodexCommand(h.command)));
      g.hooks = kept;
      return kept.length > 0;
    });
    if (left.length === 0) Reflect.deleteProperty(hooks, event);
    else hooks[event] = left;
  }
}

function parseHooksFile(path: string, bytes: Buffer | null): JsonObject {
  if (bytes === null) return {};
  try {
    const doc: unknown = JSON.parse(bytes.toString("utf8"));
    if (isRecord(doc)) return doc;
  } catch {
    // reported below
  }
  throw new CairnError(
    "INVALID_INPUT",
    `${path} is not a JSON object; fix or remove it, nothing was written`,
  );
}

/** The hooks file with Cairn's groups (re)appended, and the trust entries they need. */
function plannedHooks(o: CodexInstallOptions, hooksPath: string, before: Buffer | null) {
  const doc = parseHooksFile(hooksPath, before);
  const hooks: JsonObject = isRecord(doc.hooks) ? doc.hooks : {};
  stripCodexHandlers(hooks);
  const trust: Record<string, string> = {};
  for (const { event, timeout } of CODEX_HOOK_EVENTS) {
    const list = Array.isArray(hooks[event]) ? (hooks[event] as unknown[]) : [];
    const hook = handlerFor(o, event, timeout);
    trust[codexTrustKey(hooksPath, event, list.length, 0)] = trustedHash(event, hook);
    hooks[event] = [...list, { hooks: [hook] }];
  }
  doc.hooks = hooks;
  return { bytes: Buffer.from(`${JSON.stringify(doc, null, 2)}\n`), trust };
}

/** Writes `bytes` to `path` unless equal, recording the file's first bytes in the ledger. */
export async function writeTracked(
  ledger: CodexLedgerFile,
  path: string,
  before: Buffer | null,
  bytes: Buffer,
) {
  if (before?.equals(bytes)) return false;
  const previous = ledger.entries[path];
  const exact = previous === undefined || (before !== null && sha256(before) === previous.writtenSha256);
  const madeDir = (await mkdir(dirname(path), { recursive: true })) ?? null;
  ledger.entries[path] = {
    original: previous ? previous.original : before === null ? null : before.toString("base64"),
    exact: previous ? previous.exact && exact : true,
    createdDir: previous?.createdDir ?? madeDir,
    writtenSha256: sha256(bytes),
  };
  await writeAtomic(path, bytes);
  return true;
}

/**
 * Installs (or refreshes) Cairn for Codex in the scope; idempotent.
 * @throws CairnError INVALID_INPUT when hooks.json or a config.toml cannot be parsed (nothing written), IO.
 */
export async function installCodex(o: CodexInstallOptions): Promise<CodexInstallResult> {
  const { hooksPath, configPath, layerConfig } = codexPaths(o);
  const ledger = await readCodexLedger(o.cairnHome);
  const hooksBefore = await readBytes(hooksPath);
  const planned = plannedHooks(o, hooksPath, hooksBefore);
  const configBefore = await readBytes(configPath);
  const owned = ledger.owned;
  const config = editToml(configPath, configBefore, (doc) => {
    const state = table(table(doc, "hooks"), "state");
    for (const key of owned.trustKeys) if (!(key in planned.trust)) delete state[key];
    for (const [key, hash] of Object.entries(planned.trust)) state[key] = { trusted_hash: hash };
    if (o.scope === "project") {
      const projects = table(doc, "projects");
      if (!isRecord(projects[o.projectRoot])) {
        projects[o.projectRoot] = { trust_level: "trusted" };
        owned.projectTrust = [...new Set([...owned.projectTrust, o.projectRoot])];
      }
    }
    if (o.mcpScript && layerConfig === configPath) setMcp(doc, o, owned, configPath);
  });
  owned.trustKeys = [
    ...new Set([...owned.trustKeys.filter((k) => k in planned.trust), ...Object.keys(planned.trust)]),
  ];
  let wrote = await writeTracked(ledger, hooksPath, hooksBefore, planned.bytes);
  wrote = (await writeTracked(ledger, configPath, configBefore, config)) || wrote;
  let mcpConfigPath: string | null = o.mcpScript ? configPath : null;
  if (o.mcpScript && layerConfig !== configPath) {
    const before = await readBytes(layerConfig);
    const bytes = editToml(layerConfig, before, (doc) => setMcp(doc, o, owned, layerConfig));
    wrote = (await writeTracked(ledger, layerConfig, before, bytes)) || wrote;
    mcpConfigPath = layerConfig;
  }
  if (wrote) await writeCodexLedger(o.cairnHome, ledger);
  return {
    hooksPath,
    configPath,
    mcpConfigPath,
    alreadyInstalled: !wrote,
    events: CODEX_HOOK_EVENTS.map((e) => e.event),
  };
}

function table(doc: TomlDoc, key: string): TomlDoc {
  if (!isRecord(doc[key])) doc[key] = {};
  return doc[key] as TomlDoc;
}

/** `[mcp_servers.cairn]` → node <mcp.mjs>, unless a server of that name is someone else's. */
function setMcp(doc: TomlDoc, o: CodexInstallOptions, owned: CodexLedgerFile["owned"], path: string): void {
  const servers = table(doc, "mcp_servers");
  if (isRecord(servers.cairn) && !owned.mcpConfigs.includes(path)) return;
  servers.cairn = { command: o.nodePath, args: [o.mcpScript] };
  owned.mcpConfigs = [...new Set([...owned.mcpConfigs, path])];
}

export type CodexUninstallResult = LedgerUndoResult;

/** Undoes every `installCodex` recorded in the ledger (both scopes). */
export async function uninstallCodex(
  o: Pick<CodexInstallOptions, "cairnHome">,
): Promise<CodexUninstallResult> {
  return undoLedger(o.cairnHome, "codex-ledger.json", removeOwned);
}

/** A file changed since install: Cairn's handlers, trust entries, project trust and MCP server only. */
function removeOwned(path: string, bytes: Buffer, owned: CodexLedgerFile["owned"]): Buffer {
  if (path.endsWith(".json")) {
    const doc = parseHooksFile(path, bytes);
    if (isRecord(doc.hooks)) stripCodexHandlers(doc.hooks);
    return Buffer.from(`${JSON.stringify(doc, null, 2)}\n`);
  }
  return editToml(path, bytes, (doc) => {
    const state = isRecord(doc.hooks) && isRecord(doc.hooks.state) ? doc.hooks.state : {};
    for (const key of owned.trustKeys) delete state[key];
    const projects = isRecord(doc.projects) ? doc.projects : {};
    for (const root of owned.projectTrust) delete projects[root];
    if (owned.mcpConfigs.includes(path) && isRecord(doc.mcp_servers)) delete doc.mcp_servers.cairn;
  });
}
