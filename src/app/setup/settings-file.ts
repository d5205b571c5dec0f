/**
 * Shared helpers for `cairn install` / `uninstall`: locating, parsing and re-serialising Claude Code
 * settings files in their own style, and finding Cairn's hook handlers (the install ledger is
 * app/env/install-ledger.ts). Never writes a settings file it could not parse.
 */
import { readFile } from "node:fs/promises";
import { dirname, isAbsolute, join } from "node:path";
import * as z from "zod/mini";
import { isCairnShellCommand } from "../../core/agents/settings-hook-command.js";
import { CairnError, formatIssues } from "../../core/common/errors.js";
import { PORTABLE_HOOK_COMMAND } from "../../core/setup/hook-events.js";
import { sha256Hex } from "../env/hash.js";
import { settingsScope, type WriteScope, writeFileSafe } from "../env/safe-write.js";

export const INSTALL_SCOPES = ["project", "local", "user"] as const;
export type InstallScope = (typeof INSTALL_SCOPES)[number];

const absolutePath = z.string().check(z.refine(isAbsolute, { message: "must be an absolute path" }));
export const installOptionsSchema = z.object({
  scope: z.enum(INSTALL_SCOPES),
  projectRoot: absolutePath,
  homeDir: absolutePath,
  cairnHome: absolutePath,
  hookScript: absolutePath,
  nodePath: z._default(z.string().check(z.minLength(1)), "node"),
  /** plugin/dist/mcp.mjs: when given, install also registers the MCP server (app/mcp-registration.ts). */
  mcpScript: z.optional(absolutePath),
  claudeConfigDir: z.optional(absolutePath),
  /** Handlers that name no path of this machine (`cairn hook <Event>` from PATH), for committed files. */
  portable: z._default(z.boolean(), false),
});
export type ParsedInstallOptions = z.output<typeof installOptionsSchema>;

/** Validates install/uninstall options; throws CairnError("INVALID_INPUT") listing the bad fields. */
export function parseInstallOptions(o: unknown): ParsedInstallOptions {
  const r = installOptionsSchema.safeParse(o);
  if (!r.success) throw new CairnError("INVALID_INPUT", `install options: ${formatIssues(r.error.issues)}`);
  return r.data;
}

/** project → <root>/.claude/settings.json, local → <root>/.claude/settings.local.json, user → ~/.claude/settings.json. */
export function settingsPathFor(o: Pick<ParsedInstallOptions, "scope" | "projectRoot" | "homeDir">): string {
  if (o.scope === "user") return join(o.homeDir, ".claude", "settings.json");
  return join(o.projectRoot, ".claude", o.scope === "local" ? "settings.local.json" : "settings.json");
}

export type JsonObject = Record<string, unknown>;
export const isRecord = (v: unknown): v is JsonObject =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** The file's bytes, or null when it does not exist. Other read errors throw CairnError("IO"). */
export async function readBytes(path: string): Promise<Buffer | null> {
  try {
    return await readFile(path);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw new CairnError("IO", `cannot read ${path}: ${(e as Error).message}`, { cause: e });
  }
}

export const sha256 = (bytes: Buffer | string): string => sha256Hex(bytes);

/** How a JSON file is laid out, so a rewrite keeps its indentation, line endings, final newline and BOM. */
export interface JsonStyle {
  indent: string;
  eol: "\n" | "\r\n";
  finalNewline: boolean;
  bom: boolean;
}
export const DEFAULT_STYLE: JsonStyle = { indent: "  ", eol: "\n", finalNewline: true, bom: false };
const BOM = "\uFEFF";

/**
 * Parses a settings file that must hold a JSON object (a whitespace-only file counts as `{}`), with
 * its style. Throws CairnError("INVALID_INPUT") naming the file when it is not valid JSON or not an
 * object, or when its `"hooks"` value (or an event's list) has the wrong type.
 */
export function parseSettings(path: string, bytes: Buffer): { doc: JsonObject; style: JsonStyle } {
  const raw = bytes.toString("utf8");
  const bom = raw.startsWith(BOM);
  const text = bom ? raw.slice(1) : raw;
  let doc: unknown = {};
  try {
    if (text.trim() !== "") doc = JSON.parse(text);
  } catch (e) {
    throw new CairnError(
      "INVALID_INPUT",
      `${path} is not valid JSON (${(e as Error).message}); fix or remove it`,
    );
  }
  if (!isRecord(doc)) throw new CairnError("INVALID_INPUT", `${path} must contain a JSON object`);
  const hooks = doc.hooks;
  if (hooks !== undefined && !isRecord(hooks)) {
    throw new CairnError("INVALID_INPUT", `${path}: "hooks" must be an object`);
  }
  for (const [event, groups] of Object.entries(hooks ?? {})) {
    if (!Array.isArray(groups))
      throw new CairnError("INVALID_INPUT", `${path}: hooks.${event} must be an array`);
  }
  const indented = /\n([ \t]+)\S/.exec(text)?.[1];
  const style: JsonStyle = {
    indent: indented ?? (text.includes("\n") || Object.keys(doc).length === 0 ? "  " : ""),
    eol: text.includes("\r\n") ? "\r\n" : "\n",
    finalNewline: text === "" || /\n$/.test(text),
    bom,
  };
  return { doc, style };
}

/** A settings file's bytes (`null`: absent) as a document to edit: parsed (parseSettings), or empty in the default style. */
export function parseOrEmpty(path: string, bytes: Buffer | null): { doc: JsonObject; style: JsonStyle } {
  return bytes === null ? { doc: {}, style: DEFAULT_STYLE } : parseSettings(path, bytes);
}

/** Serialises `doc` in `style` (indent "" = one line). */
export function formatSettings(doc: JsonObject, style: JsonStyle): Buffer {
  const body = JSON.stringify(doc, null, style.indent).replaceAll("\n", style.eol);
  return Buffer.from(`${style.bom ? BOM : ""}${body}${style.finalNewline ? style.eol : ""}`, "utf8");
}

/**
 * Replaces `path` atomically (env/safe-write), by default inside its own folder (a settings file:
 * mode kept, never through a symlink). Refusals pass through; other failures become CairnError "IO".
 */
export async function writeAtomic(
  path: string,
  bytes: Buffer,
  scope: WriteScope = settingsScope(dirname(path)),
): Promise<void> {
  try {
    writeFileSafe(scope, path, bytes);
  } catch (e) {
    if (e instanceof CairnError) throw e;
    throw new CairnError("IO", `cannot write ${path}: ${(e as Error).message}`, { cause: e });
  }
}

/**
 * Cairn's handler: exec form `node <hookScript> …` (`args[0]` is the hook script), the shell form
 * `'node' '<hookScript>' '<Event>'` (core/agents/settings-hook-command), or the portable `cairn hook <Event>`.
 */
export function isCairnHandler(h: unknown, hookScript: string): boolean {
  if (!isRecord(h) || h.type !== "command") return false;
  if (Array.isArray(h.args)) return h.args[0] === hookScript;
  if (isCairnShellCommand(h.command, hookScript)) return true;
  return typeof h.command === "string" && PORTABLE_HOOK_COMMAND.test(h.command);
}

/**
 * Removes Cairn's handlers from `hooks` in place, and matcher groups that become empty by it.
 * Returns how many handlers went and which event lists became empty (the caller decides on those).
 */
export function stripCairnHandlers(
  hooks: JsonObject,
  hookScript: string,
): { removed: number; emptied: string[] } {
  let removed = 0;
  const emptied: string[] = [];
  for (const [event, groups] of Object.entries(hooks)) {
    if (!Array.isArray(groups) || groups.length === 0) continue;
    const left = groups.filter((g) => {
      if (!isRecord(g) || !Array.isArray(g.hooks)) return true;
      const kept = g.hooks.filter((h) => !isCairnHandler(h, hookScript));
      removed += g.hooks.length - kept.length;
      const keep = kept.length > 0 || g.hooks.length === 0;
      g.hooks = kept;
      return keep;
    });
    hooks[event] = left;
    if (left.length === 0) emptied.push(event);
  }
  return { removed, emptied };
}
