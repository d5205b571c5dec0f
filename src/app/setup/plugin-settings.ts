/**
 * `cairn install --plugin`: the team way to use Cairn. Writes into the project's
 * `.claude/settings.json` the marketplace that holds the plugin (`extraKnownMarketplaces.cairn`) and
 * turns the plugin on (`enabledPlugins["cairn@cairn"]: true`); Claude Code then offers every teammate
 * who opens the project to install it (Claude Code settings reference, "extraKnownMarketplaces",
 * https://code.claude.com/docs/en/settings). Nothing in it names a path of this machine unless the
 * marketplace is a local directory. `disablePluginInSettings` takes out exactly those two entries
 * when they still hold what Cairn wrote. Never writes a file it could not parse.
 */
import { mkdir } from "node:fs/promises";
import { dirname, isAbsolute, join, resolve } from "node:path";
import { isDeepStrictEqual } from "node:util";
import { CairnError } from "../../core/common/errors.js";
import {
  formatSettings,
  isRecord,
  type JsonObject,
  parseOrEmpty,
  readBytes,
  writeAtomic,
} from "./settings-file.js";

/** The marketplace name in `.claude-plugin/marketplace.json` and the plugin's name in it. */
export const MARKETPLACE_NAME = "cairn";
export const PLUGIN_ID = `cairn@${MARKETPLACE_NAME}`;

export type MarketplaceSource =
  | { source: "github"; repo: string }
  | { source: "git"; url: string }
  | { source: "directory"; path: string };

/**
 * `owner/repo` → GitHub; an `https://`, `ssh://`, `git@…` or `….git` address → git; anything else is
 * a local directory (resolved against `cwd`; machine-specific, so say so to the user).
 */
export function parseMarketplaceSource(text: string, cwd: string): MarketplaceSource {
  const t = text.trim();
  if (t === "")
    throw new CairnError(
      "INVALID_INPUT",
      "--marketplace needs a value: owner/repo, a git URL or a directory",
    );
  if (/^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/.test(t) && !t.startsWith("."))
    return { source: "github", repo: t };
  if (/^(https?|ssh|git|file):\/\//.test(t) || /^[^/\s]+@[^:\s]+:/.test(t) || t.endsWith(".git"))
    return { source: "git", url: t };
  return { source: "directory", path: isAbsolute(t) ? t : resolve(cwd, t) };
}

export interface PluginSettingsResult {
  settingsPath: string;
  /** written: changed now; already: both entries were there as wanted. */
  status: "written" | "already" | "removed" | "absent";
}

const settingsPath = (projectRoot: string) => join(projectRoot, ".claude", "settings.json");

async function load(path: string) {
  const before = await readBytes(path);
  return parseOrEmpty(path, before);
}

function objectAt(doc: JsonObject, key: string, path: string): JsonObject {
  const v = doc[key];
  if (v === undefined) {
    const fresh: JsonObject = {};
    doc[key] = fresh;
    return fresh;
  }
  if (!isRecord(v))
    throw new CairnError("INVALID_INPUT", `${path}: ${key} is not an object; nothing written`);
  return v;
}

/** Adds the marketplace and enables the plugin in `<projectRoot>/.claude/settings.json`. Idempotent. */
export async function enablePluginInSettings(
  projectRoot: string,
  source: MarketplaceSource,
): Promise<PluginSettingsResult> {
  const path = settingsPath(projectRoot);
  const { doc, style } = await load(path);
  const markets = objectAt(doc, "extraKnownMarketplaces", path);
  const enabled = objectAt(doc, "enabledPlugins", path);
  const want = { source };
  if (isDeepStrictEqual(markets[MARKETPLACE_NAME], want) && enabled[PLUGIN_ID] === true)
    return { settingsPath: path, status: "already" };
  markets[MARKETPLACE_NAME] = want;
  enabled[PLUGIN_ID] = true;
  await mkdir(dirname(path), { recursive: true });
  await writeAtomic(path, formatSettings(doc, style));
  return { settingsPath: path, status: "written" };
}

/** Removes `extraKnownMarketplaces.cairn` and `enabledPlugins["cairn@cairn"]` (and objects left empty). */
export async function disablePluginInSettings(projectRoot: string): Promise<PluginSettingsResult> {
  const path = settingsPath(projectRoot);
  if ((await readBytes(path)) === null) return { settingsPath: path, status: "absent" };
  const { doc, style } = await load(path);
  let changed = false;
  for (const [key, name] of [
    ["extraKnownMarketplaces", MARKETPLACE_NAME],
    ["enabledPlugins", PLUGIN_ID],
  ] as const) {
    const holder = doc[key];
    if (!isRecord(holder) || !(name in holder)) continue;
    Reflect.deleteProperty(holder, name);
    if (Object.keys(holder).length === 0) Reflect.deleteProperty(doc, key);
    changed = true;
  }
  if (!changed) return { settingsPath: path, status: "absent" };
  await writeAtomic(path, formatSettings(doc, style));
  return { settingsPath: path, status: "removed" };
}
