/**
 * `cairn install`: merges Cairn's hook handlers into a Claude Code settings file (project, local or
 * user scope), keeping everything else, and records in the ledger what it changed so that
 * `uninstallHooks` can undo exactly that. Never writes when the settings file cannot be parsed.
 */
import { mkdir } from "node:fs/promises";
import { dirname } from "node:path";
import { isDeepStrictEqual } from "node:util";
import { settingsHookHandler } from "../../core/agents/settings-hook-command.js";
import {
  type CommandHookHandler,
  groupWith,
  HOOK_EVENTS,
  type HookEventSpec,
  portableHookHandler,
  type ShellHookHandler,
} from "../../core/setup/hook-events.js";
import { type LedgerEntry, readLedger, writeLedger } from "./install-ledger.js";
import type { InstallOptions } from "./install-options.js";
import { type McpRegistrationResult, registerMcpServer } from "./mcp-registration.js";
import {
  formatSettings,
  isCairnHandler,
  isRecord,
  type JsonObject,
  type ParsedInstallOptions,
  parseInstallOptions,
  parseOrEmpty,
  readBytes,
  settingsPathFor,
  sha256,
  stripCairnHandlers,
  writeAtomic,
} from "./settings-file.js";

export { HOOK_EVENTS } from "../../core/setup/hook-events.js";
export type { InstallOptions } from "./install-options.js";
export { uninstallHooks } from "./uninstall.js";

export interface InstallResult {
  settingsPath: string;
  /** true when every handler was already present exactly; nothing was written. */
  alreadyInstalled: boolean;
  /** Event names Cairn is registered for, in HOOK_EVENTS order. */
  events: string[];
  /** The MCP server registration, when `mcpScript` was given. */
  mcp?: McpRegistrationResult;
}

/** The portable `cairn hook` line, or this machine's node and hook script (core/agents/settings-hook-command). */
const handlerFor = (spec: HookEventSpec, o: ParsedInstallOptions): CommandHookHandler | ShellHookHandler =>
  o.portable
    ? portableHookHandler(spec)
    : settingsHookHandler(spec, o.hookScript, o.nodePath, process.platform);

/** Every HOOK_EVENTS handler is present exactly once, in a group with the expected matcher, and no other. */
function isExactlyInstalled(hooks: JsonObject, o: ParsedInstallOptions): boolean {
  const groups = Object.values(hooks).flatMap((g) => (Array.isArray(g) ? g : []));
  const ours = groups.flatMap((g) =>
    isRecord(g) && Array.isArray(g.hooks) ? g.hooks.filter((h) => isCairnHandler(h, o.hookScript)) : [],
  );
  if (ours.length !== HOOK_EVENTS.length) return false;
  return HOOK_EVENTS.every((spec) => {
    const want = handlerFor(spec, o);
    const list = hooks[spec.event];
    return (
      Array.isArray(list) &&
      list.some(
        (g) =>
          isRecord(g) &&
          g.matcher === spec.matcher &&
          Array.isArray(g.hooks) &&
          g.hooks.some((h) => isDeepStrictEqual(h, want)),
      )
    );
  });
}

const union = (a: readonly string[], b: readonly string[]): string[] => [...new Set([...a, ...b])];

/**
 * Installs Cairn's hooks (HOOK_EVENTS, `'node' '<hookScript>' '<Event>'`: handlerFor) into the scope's
 * settings file, creating it (and `.claude/`) if needed. Stale Cairn handlers (same hookScript,
 * different shape, e.g. the exec form earlier installs wrote) are replaced. Idempotent: a second call writes nothing and returns
 * `alreadyInstalled: true`.
 * @throws CairnError INVALID_INPUT for bad options, a settings file that is not a JSON object (nothing
 * is written) or a corrupt ledger; IO when a file cannot be read or written.
 */
export async function installHooks(options: InstallOptions): Promise<InstallResult> {
  const hooks = await installHookHandlers(options);
  const o = parseInstallOptions(options);
  if (o.mcpScript === undefined) return hooks;
  const mcp = await registerMcpServer({ ...o, mcpScript: o.mcpScript, portable: o.portable });
  return { ...hooks, alreadyInstalled: hooks.alreadyInstalled && mcp.status !== "registered", mcp };
}

async function installHookHandlers(options: InstallOptions): Promise<InstallResult> {
  const o = parseInstallOptions(options);
  const settingsPath = settingsPathFor(o);
  const events = HOOK_EVENTS.map((s) => s.event);
  const before = await readBytes(settingsPath);
  const { doc, style } = parseOrEmpty(settingsPath, before);
  const hadHooksKey = isRecord(doc.hooks);
  const hooks: JsonObject = isRecord(doc.hooks) ? doc.hooks : {};
  if (isExactlyInstalled(hooks, o)) return { settingsPath, alreadyInstalled: true, events };

  const ledger = await readLedger(o.cairnHome);
  const previous = ledger.entries[settingsPath];
  const preExisting = Object.keys(hooks);
  const { removed, emptied } = stripCairnHandlers(hooks, o.hookScript);
  for (const event of emptied) {
    const ours = previous === undefined || previous.createdEvents.includes(event);
    if (ours && !events.includes(event)) Reflect.deleteProperty(hooks, event);
  }
  for (const spec of HOOK_EVENTS) {
    const list = hooks[spec.event];
    const group = groupWith(spec, handlerFor(spec, o));
    if (Array.isArray(list)) list.push(group);
    else hooks[spec.event] = [group];
  }
  if (!hadHooksKey) doc.hooks = hooks;
  const createdNow = events.filter((e) => !preExisting.includes(e));

  const madeDir = (await mkdir(dirname(settingsPath), { recursive: true })) ?? null;
  const bytes = formatSettings(doc, style);
  const entry = ledgerEntry({
    previous,
    before,
    removed,
    emptied,
    madeDir,
    hadHooksKey,
    preExisting,
    createdNow,
  });
  ledger.entries[settingsPath] = { ...entry, writtenSha256: sha256(bytes) };
  await writeLedger(o.cairnHome, ledger);
  await writeAtomic(settingsPath, bytes);
  return { settingsPath, alreadyInstalled: false, events };
}

/**
 * What the ledger records for this write, so uninstall can undo it: the file as it was (exact when
 * Cairn's handlers were not in it), and the folder, `hooks` key and events this install created.
 */
function ledgerEntry(w: {
  previous: LedgerEntry | undefined;
  before: Buffer | null;
  removed: number;
  emptied: string[];
  madeDir: string | null;
  hadHooksKey: boolean;
  preExisting: string[];
  createdNow: string[];
}): LedgerEntry {
  const { previous, before } = w;
  const unchangedSinceWrite =
    previous !== undefined && before !== null && sha256(before) === previous.writtenSha256;
  if (previous !== undefined && unchangedSinceWrite)
    return { ...previous, createdEvents: union(previous.createdEvents, w.createdNow) };
  if (w.removed === 0)
    return {
      original: before === null ? null : before.toString("base64"),
      exact: true,
      createdDir: w.madeDir ?? (before === null ? (previous?.createdDir ?? null) : null),
      createdHooksKey: !w.hadHooksKey,
      createdEvents: w.createdNow,
      writtenSha256: "",
    };
  // Cairn's handlers were there but the file changed since (or the ledger was lost): no exact restore.
  return {
    original: previous?.original ?? null,
    exact: false,
    createdDir: previous?.createdDir ?? w.madeDir,
    createdHooksKey: previous?.createdHooksKey ?? w.preExisting.every((e) => w.emptied.includes(e)),
    createdEvents: union(previous?.createdEvents ?? w.emptied, w.createdNow),
    writtenSha256: "",
  };
}
