/**
 * Reads and writes `$CAIRN_HOME/config.json` (user-wide settings; see core/config.ts for every key).
 * Writes are atomic (write-file-atomic). A missing or unreadable file means defaults; an unknown key or
 * a bad value is refused with CairnError("INVALID_INPUT") and nothing is written.
 */
import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import writeFileAtomic from "write-file-atomic";
import { CairnError } from "../../core/common/errors.js";
import {
  type Config,
  type ConfigValue,
  isConfigKey,
  parseConfigValue,
  resolveConfig,
} from "../../core/setup/config.js";

export const configPath = (home: string) => join(home, "config.json");

export function readStoredConfig(home: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(readFileSync(configPath(home), "utf8"));
    return typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
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
  mkdirSync(home, { recursive: true });
  await writeFileAtomic(configPath(home), `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
  return r.value;
}

export async function unsetConfigValue(home: string, key: string): Promise<boolean> {
  checkKey(key);
  const stored = readStoredConfig(home);
  if (!(key in stored)) return false;
  delete stored[key];
  await writeFileAtomic(configPath(home), `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
  return true;
}
