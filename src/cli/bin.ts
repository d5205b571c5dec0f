/**
 * The `cairn` executable's first module (bundled to plugin/dist/cli.mjs). `cairn hook <Event>` hands
 * over to the hook bundle (dist/hook.js, as if run as `node hook.js <Event>`) before any of the CLI
 * loads, so a hook reached through PATH costs about what the plugin's exec-form hook costs; every
 * other command loads the CLI (dist/cli-main.mjs).
 */
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
if (process.argv[2] === "hook") {
  const hook = join(here, "hook.js");
  process.argv.splice(1, 2, hook);
  createRequire(import.meta.url)(hook);
} else {
  await import(pathToFileURL(join(here, "cli-main.mjs")).href);
}
