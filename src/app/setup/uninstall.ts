/**
 * `cairn uninstall`: removes exactly what `installHooks` added to a Claude Code settings file. An
 * untouched file is restored byte for byte from the ledger (or deleted, with the `.claude/` dir install
 * created); an edited file loses only Cairn's handlers. Never writes a file it could not parse.
 */
import { rmdir, unlink } from "node:fs/promises";
import { dirname, isAbsolute, relative } from "node:path";
import { type Ledger, readLedger, writeLedger } from "./install-ledger.js";
import type { InstallOptions } from "./install-options.js";
import { type McpUnregisterResult, unregisterMcpServer } from "./mcp-registration.js";
import {
  formatSettings,
  isRecord,
  parseInstallOptions,
  parseSettings,
  readBytes,
  settingsPathFor,
  sha256,
  stripCairnHandlers,
  writeAtomic,
} from "./settings-file.js";

export interface UninstallResult {
  settingsPath: string;
  /** true when Cairn's handlers were found and removed. */
  removed: boolean;
  /** true when the file is now byte-identical to before install (or absent again, as it was). */
  restoredExactly: boolean;
  /** The MCP server's removal, when `mcpScript` was given. */
  mcp?: McpUnregisterResult;
}

/** Removes the directories install created for `settingsPath`, innermost first, while they are empty. */
async function removeCreatedDirs(settingsPath: string, createdDir: string | null): Promise<void> {
  if (createdDir === null) return;
  const inside = (dir: string): boolean => {
    const rel = relative(createdDir, dir);
    return !rel.startsWith("..") && !isAbsolute(rel);
  };
  for (let dir = dirname(settingsPath); inside(dir); dir = dirname(dir)) {
    try {
      await rmdir(dir);
    } catch {
      return; // not empty (the user put something there) or already gone
    }
    if (dir === createdDir) return;
  }
}

async function forget(cairnHome: string, ledger: Ledger, settingsPath: string): Promise<void> {
  if (ledger.entries[settingsPath] === undefined) return;
  Reflect.deleteProperty(ledger.entries, settingsPath);
  await writeLedger(cairnHome, ledger);
}

/**
 * Undoes `installHooks` for the scope's settings file. If the file's sha256 still equals what install
 * wrote, the original bytes come back exactly (or the file is deleted if install created it, and an
 * empty `.claude/` install created is removed). Otherwise only handlers whose `args[0]` is
 * `hookScript` are removed, plus matcher groups left empty by that and event keys / the `hooks` key
 * left empty that install created; the file keeps its indentation. Not installed → `removed: false`.
 * @throws CairnError INVALID_INPUT for bad options, an unparsable settings file (nothing is written)
 * or a corrupt ledger; IO when a file cannot be read or written.
 */
export async function uninstallHooks(options: InstallOptions): Promise<UninstallResult> {
  const hooks = await uninstallHookHandlers(options);
  const o = parseInstallOptions(options);
  if (o.mcpScript === undefined) return hooks;
  return { ...hooks, mcp: await unregisterMcpServer({ ...o, mcpScript: o.mcpScript }) };
}

async function uninstallHookHandlers(options: InstallOptions): Promise<UninstallResult> {
  const o = parseInstallOptions(options);
  const settingsPath = settingsPathFor(o);
  const ledger = await readLedger(o.cairnHome);
  const entry = ledger.entries[settingsPath];
  const current = await readBytes(settingsPath);
  const result = (removed: boolean, restoredExactly: boolean): UninstallResult => ({
    settingsPath,
    removed,
    restoredExactly,
  });

  if (current === null) {
    if (entry !== undefined && entry.original === null)
      await removeCreatedDirs(settingsPath, entry.createdDir);
    await forget(o.cairnHome, ledger, settingsPath);
    return result(false, false);
  }
  if (entry?.exact === true && sha256(current) === entry.writtenSha256) {
    if (entry.original === null) {
      await unlink(settingsPath);
      await removeCreatedDirs(settingsPath, entry.createdDir);
    } else {
      await writeAtomic(settingsPath, Buffer.from(entry.original, "base64"));
    }
    await forget(o.cairnHome, ledger, settingsPath);
    return result(true, true);
  }

  const { doc, style } = parseSettings(settingsPath, current);
  const hooks = isRecord(doc.hooks) ? doc.hooks : {};
  const { removed, emptied } = stripCairnHandlers(hooks, o.hookScript);
  if (removed === 0) {
    await forget(o.cairnHome, ledger, settingsPath);
    return result(false, false);
  }
  let deleted = 0;
  for (const event of emptied) {
    if (entry !== undefined && !entry.createdEvents.includes(event)) continue;
    Reflect.deleteProperty(hooks, event);
    deleted++;
  }
  if (deleted > 0 && Object.keys(hooks).length === 0 && (entry === undefined || entry.createdHooksKey)) {
    Reflect.deleteProperty(doc, "hooks");
  }
  const bytes = formatSettings(doc, style);
  await writeAtomic(settingsPath, bytes);
  await forget(o.cairnHome, ledger, settingsPath);
  const original = entry?.original ?? null;
  return result(true, original !== null && Buffer.from(original, "base64").equals(bytes));
}
