/**
 * The settings as config.json and the environment say now, read again on each call: for a long-running
 * process (the MCP server, the dashboard) whose user may change them while it runs. A module of its own:
 * the hooks run once and take `runtime.config`.
 */
import { loadConfig } from "../app/env/config.js";
import type { Config } from "../core/setup/config.js";
import type { Runtime } from "./open-runtime.js";

export function currentConfig(rt: Pick<Runtime, "paths" | "env">): Config {
  return loadConfig(rt.paths.home, rt.env);
}
