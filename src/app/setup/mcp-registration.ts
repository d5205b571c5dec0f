/**
 * Registers Cairn's MCP server where `claude mcp add` would (https://code.claude.com/docs/en/mcp,
 * "MCP installation scopes"), and takes it out again:
 * project scope → `<project>/.mcp.json` `mcpServers.cairn`; local scope → `~/.claude.json`
 * `projects[<project>].mcpServers.cairn`; user scope → `~/.claude.json` `mcpServers.cairn`
 * (`$CLAUDE_CONFIG_DIR/.claude.json` when that is set). The entry is what `claude mcp add` writes:
 * `{type:"stdio", command:"node", args:[<mcp.mjs>], env:{}}`.
 *
 * Same guarantee as the hooks (install.ts/uninstall.ts): a ledger (`<cairnHome>/install/mcp-ledger.json`)
 * keeps the original bytes, so a file nobody touched since comes back byte for byte (or is deleted, with
 * a directory install created); otherwise only what Cairn added is removed — Claude Code rewrites
 * `~/.claude.json` constantly, so there the surgical path is the usual one. A "cairn" server that Cairn
 * did not write is never replaced or removed. Never writes a file it could not parse.
 */
import { mkdir, rmdir, unlink } from "node:fs/promises";
import { dirname, join } from "node:path";
import { isDeepStrictEqual } from "node:util";
import { CairnError } from "../../core/common/errors.js";
import { type McpLedgerEntry, readMcpLedger, writeMcpLedger } from "./install-ledger.js";
import {
  formatSettings,
  isRecord,
  type JsonObject,
  parseOrEmpty,
  parseSettings,
  readBytes,
  sha256,
  writeAtomic,
} from "./settings-file.js";

export const MCP_SERVER_NAME = "cairn";

export interface McpRegistrationOptions {
  scope: "project" | "local" | "user";
  projectRoot: string;
  homeDir: string;
  cairnHome: string;
  /** Absolute path of plugin/dist/mcp.mjs. */
  mcpScript: string;
  nodePath?: string;
  /** `$CLAUDE_CONFIG_DIR`, when set: `.claude.json` lives there instead of the home dir. */
  claudeConfigDir?: string;
  /** Register `cairn mcp` (found on PATH) instead of `node <mcpScript>`: for a committed `.mcp.json`. */
  portable?: boolean;
}

export interface McpRegistrationResult {
  configPath: string;
  /** JSON path of the entry, e.g. ["projects", "/repo", "mcpServers", "cairn"]. */
  keyPath: string[];
  /** registered: written now; already: present exactly; conflict: a "cairn" server Cairn did not write is there (left alone). */
  status: "registered" | "already" | "conflict";
}

export interface McpUnregisterResult {
  configPath: string;
  removed: boolean;
  restoredExactly: boolean;
}

export function mcpConfigPathFor(
  o: Pick<McpRegistrationOptions, "scope" | "projectRoot" | "homeDir" | "claudeConfigDir">,
): string {
  if (o.scope === "project") return join(o.projectRoot, ".mcp.json");
  return join(o.claudeConfigDir ?? o.homeDir, ".claude.json");
}

export function mcpServerEntry(mcpScript: string, nodePath = "node", portable = false): JsonObject {
  if (portable) return { type: "stdio", command: "cairn", args: ["mcp"], env: {} };
  return { type: "stdio", command: nodePath, args: [mcpScript], env: {} };
}

const keyPathFor = (o: McpRegistrationOptions): string[] =>
  o.scope === "local"
    ? ["projects", o.projectRoot, "mcpServers", MCP_SERVER_NAME]
    : ["mcpServers", MCP_SERVER_NAME];

/** Walks to the object holding the entry, creating missing objects (recorded in `created`). */
function container(doc: JsonObject, path: string[], created: string[] | null): JsonObject | null {
  let node = doc;
  for (let i = 0; i < path.length - 1; i++) {
    const key = path[i] as string;
    const next = node[key];
    if (isRecord(next)) node = next;
    else if (next === undefined && created) {
      const fresh: JsonObject = {};
      node[key] = fresh;
      created.push(path.slice(0, i + 1).join("\0"));
      node = fresh;
    } else return null;
  }
  return node;
}

const isOurs = (v: unknown, mcpScript: string) =>
  isRecord(v) &&
  Array.isArray(v.args) &&
  (v.args[0] === mcpScript || (v.command === "cairn" && v.args[0] === "mcp" && v.args.length === 1));

/** Adds `mcpServers.cairn` for the scope. Idempotent. @throws CairnError INVALID_INPUT (unparsable file or ledger), IO. */
export async function registerMcpServer(o: McpRegistrationOptions): Promise<McpRegistrationResult> {
  const configPath = mcpConfigPathFor(o);
  const keyPath = keyPathFor(o);
  const want = mcpServerEntry(o.mcpScript, o.nodePath, o.portable);
  const before = await readBytes(configPath);
  const { doc, style } = parseOrEmpty(configPath, before);
  const ledger = await readMcpLedger(o.cairnHome);
  const previous = ledger.entries[configPath];
  const result = (status: McpRegistrationResult["status"]) => ({ configPath, keyPath, status });

  const existing = container(doc, keyPath, null)?.[MCP_SERVER_NAME];
  if (isDeepStrictEqual(existing, want)) return result("already");
  if (
    existing !== undefined &&
    !isOurs(existing, o.mcpScript) &&
    !isOurs(existing, previous?.mcpScript ?? "\0")
  )
    return result("conflict");
  const created: string[] = [];
  const holder = container(doc, keyPath, created);
  if (holder === null)
    throw new CairnError(
      "INVALID_INPUT",
      `${configPath}: ${keyPath.slice(0, -1).join(".")} is not an object`,
    );
  holder[MCP_SERVER_NAME] = want;

  const madeDir = (await mkdir(dirname(configPath), { recursive: true })) ?? null;
  const bytes = formatSettings(doc, style);
  const unchanged = previous !== undefined && before !== null && sha256(before) === previous.writtenSha256;
  const entry: McpLedgerEntry =
    previous !== undefined && unchanged
      ? {
          ...previous,
          createdKeys: [...new Set([...previous.createdKeys, ...created])],
          mcpScript: o.mcpScript,
        }
      : {
          original:
            existing === undefined && before !== null
              ? before.toString("base64")
              : (previous?.original ?? null),
          exact: existing === undefined,
          createdDir: madeDir ?? previous?.createdDir ?? null,
          createdKeys: [...new Set([...(previous?.createdKeys ?? []), ...created])],
          mcpScript: o.mcpScript,
          writtenSha256: "",
        };
  ledger.entries[configPath] = { ...entry, writtenSha256: sha256(bytes) };
  await writeMcpLedger(o.cairnHome, ledger);
  await writeAtomic(configPath, bytes);
  return result("registered");
}

async function removeCreatedDir(configPath: string, createdDir: string | null): Promise<void> {
  if (createdDir === null) return;
  for (let dir = dirname(configPath); dir.startsWith(createdDir); dir = dirname(dir)) {
    try {
      await rmdir(dir);
    } catch {
      // not empty (the user put something there) or already gone: stop climbing
      return;
    }
    if (dir === createdDir) return;
  }
}

/** Undoes registerMcpServer for the scope (see the module header). Not registered → removed: false. */
export async function unregisterMcpServer(o: McpRegistrationOptions): Promise<McpUnregisterResult> {
  const configPath = mcpConfigPathFor(o);
  const keyPath = keyPathFor(o);
  const ledger = await readMcpLedger(o.cairnHome);
  const entry = ledger.entries[configPath];
  const current = await readBytes(configPath);
  const forget = async () => {
    if (ledger.entries[configPath] === undefined) return;
    Reflect.deleteProperty(ledger.entries, configPath);
    await writeMcpLedger(o.cairnHome, ledger);
  };
  const result = (removed: boolean, restoredExactly: boolean) => ({ configPath, removed, restoredExactly });

  if (current === null) {
    await forget();
    return result(false, false);
  }
  if (entry?.exact === true && sha256(current) === entry.writtenSha256) {
    if (entry.original === null) {
      await unlink(configPath);
      await removeCreatedDir(configPath, entry.createdDir);
    } else await writeAtomic(configPath, Buffer.from(entry.original, "base64"));
    await forget();
    return result(true, true);
  }
  const { doc, style } = parseSettings(configPath, current);
  const holder = container(doc, keyPath, null);
  const ours = [o.mcpScript, entry?.mcpScript].some(
    (s) => s !== undefined && isOurs(holder?.[MCP_SERVER_NAME], s),
  );
  if (!holder || !ours) {
    await forget();
    return result(false, false);
  }
  Reflect.deleteProperty(holder, MCP_SERVER_NAME);
  // objects install created, innermost first, go again when nothing else was put in them
  for (const key of [...(entry?.createdKeys ?? [])].sort((a, b) => b.length - a.length)) {
    const path = key.split("\0");
    const parent = container(doc, path, null);
    const name = path.at(-1) as string;
    const child = parent?.[name];
    if (parent && isRecord(child) && Object.keys(child).length === 0) Reflect.deleteProperty(parent, name);
  }
  const bytes = formatSettings(doc, style);
  if (Object.keys(doc).length === 0 && entry?.original === null) {
    await unlink(configPath);
    await removeCreatedDir(configPath, entry.createdDir);
  } else await writeAtomic(configPath, bytes);
  await forget();
  const original = entry?.original ?? null;
  return result(true, original !== null && Buffer.from(original, "base64").equals(bytes));
}
