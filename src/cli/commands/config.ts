import { loadConfig, readStoredConfig, setConfigValue, unsetConfigValue } from "../../app/env/config.js";
import { CairnError } from "../../core/common/errors.js";
import { CONFIG_KEYS, type ConfigValue, isConfigKey } from "../../core/setup/config.js";
import { maskUrl } from "../../core/setup/store-url.js";
import { type Command, dim, printJson } from "../context.js";
import { optionTable } from "../options.js";

export const config: Command = {
  name: "config",
  summary: "Show or change settings ($CAIRN_HOME/config.json)",
  usage: "cairn config get|list [KEY] [--json] | cairn config set KEY VALUE | cairn config unset KEY",
  options: optionTable({}, "json"),
  async run(ctx, v, pos) {
    const [verb = "get", key, value] = pos;
    const home = ctx.paths.home;
    if (verb === "get" || verb === "list") {
      const effective = { ...loadConfig(home, ctx.env) };
      effective["store.url"] = maskUrl(effective["store.url"]); // a password is never printed
      const stored = readStoredConfig(home);
      if (key !== undefined && !isConfigKey(key))
        throw new CairnError("INVALID_INPUT", `unknown setting "${key}"`);
      const keys = key ? [key] : (Object.keys(CONFIG_KEYS) as (keyof typeof CONFIG_KEYS)[]);
      if (v.json) {
        printJson(ctx, key ? effective[key as keyof typeof effective] : effective);
        return 0;
      }
      for (const k of keys) {
        const envName = (CONFIG_KEYS[k] as { env?: string }).env;
        const fromEnv = envName !== undefined && (ctx.env[envName] ?? "") !== "";
        const source = fromEnv ? dim(ctx, ` (${envName})`) : k in stored ? "" : dim(ctx, " (default)");
        ctx.io.stdout(`${k} = ${String(effective[k])}${source}\n${key ? `  ${CONFIG_KEYS[k].doc}\n` : ""}`);
      }
      return 0;
    }
    if (verb === "set") {
      if (key === undefined || value === undefined)
        throw new CairnError("INVALID_INPUT", "usage: cairn config set KEY VALUE");
      const parsed = await setConfigValue(home, key, value);
      const shown: ConfigValue = key === "store.url" ? maskUrl(String(parsed)) : parsed;
      if (v.json) printJson(ctx, { key, value: shown });
      else ctx.io.stdout(`${key} = ${String(shown)}\n`);
      return 0;
    }
    if (verb === "unset") {
      if (key === undefined) throw new CairnError("INVALID_INPUT", "usage: cairn config unset KEY");
      const removed = await unsetConfigValue(home, key);
      if (v.json) printJson(ctx, { key, removed });
      else ctx.io.stdout(removed ? `${key} reset to its default\n` : `${key} was not set\n`);
      return 0;
    }
    throw new CairnError("INVALID_INPUT", `unknown config action "${verb}" (get, list, set, unset)`);
  },
};
