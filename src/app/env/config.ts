/**
 * Reads and writes `$CAIRN_HOME/config.json` (user-wide settings; see core/config.ts for every key).
 * Writes are atomic, private (0600) and never through a symlink (env/safe-write). A missing or unreadable file means defaults; an unknown key or
 * a bad value is refused with CairnError("INVALID_INPUT") and nothing is written.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { CairnError } from "../../core/common/errors.js";
import {
  type Config,
  type ConfigValue,
  isConfigKey,
  parseConfigValue,
  resolveConfig,
} from "../../core/setup/config.js";
import { homeScope, writeFileSafe } from "./safe-write.js";

export const configPath = (home: string) => join(home, "config.json");

export function readStoredConfig(home: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(readFileSync(configPath(home), "utf8"));
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    // no config file, or not JSON: the defaults apply
    return {};
  }
}

/** Effective settings: defaults ← config.json ← environment. Synchronous: hooks call it. */
export function loadConfig(home: string, env: NodeJS.ProcessEnv = process.env): Config {
  return resolveConfig(readStoredConfig(home), env);
}

function checkKey(key: string): asserts key is keyof Config {
  if (!isConfigKey(key))
    throw new CairnError("INVALID_INPUT", `unknown setting "${key}" (see: cairn config get)`);
}

export async function setConfigValue(home: string, key: string, raw: string): Promise<ConfigValue> {
  checkKey(key);
  const r = parseConfigValue(key, raw);
  if (!r.ok) throw new CairnError("INVALID_INPUT", r.error);
  const stored = readStoredConfig(home);
  stored[key] = r.value;
  // verbatim: the user's own settings (a store URL may carry its password; the file is 0600)
  writeFileSafe(homeScope(home), configPath(home), `${JSON.stringify(stored, null, 2)}\n`, {
    verbatim: true,
  });
  return r.value;
}

export async function unsetConfigValue(home: string, key: string): Promise<boolean> {
  checkKey(key);
  const stored = readStoredConfig(home);
  if (!(key in stored)) return false;
  delete stored[key];
  // verbatim: the user's own settings (a store URL may carry its password; the file is 0600)
  writeFileSafe(homeScope(home), configPath(home), `${JSON.stringify(stored, null, 2)}\n`, {
    verbatim: true,
  });
  return true;
}
