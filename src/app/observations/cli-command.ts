/**
 * How a prompt tells Claude to run Cairn's CLI: the bundle next to the running hook
 * (`node "<dist>/cli.mjs"`, so it works without `cairn` on PATH), else `cairn`. `entry`: the running
 * script (`process.argv[1]`, given by the adapter).
 */
import { existsSync, realpathSync } from "node:fs";
import { dirname, join } from "node:path";

export function cliCommand(entry: string | undefined): string {
  try {
    if (entry) {
      const cli = join(dirname(realpathSync(entry)), "cli.mjs");
      if (existsSync(cli)) return `node "${cli}"`;
    }
  } catch {
    // the entry path vanished or cannot be resolved: the bundle is not beside it, use `cairn` on PATH
  }
  return "cairn";
}
