/**
 * `cairn mcp` and `cairn ui` run a bundle built beside the CLI (`mcp.mjs`, `web.mjs`) as a child that
 * shares this terminal: signals are passed on (a Ctrl-C from the terminal reaches both; the child stops
 * once) and the command returns the child's exit code once it has stopped.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { CairnError } from "../core/common/errors.js";
import type { CliContext } from "./context.js";

/** The path of `file` beside the CLI's bundles; CairnError("IO") naming `what` when it is not built. */
export function bundleBeside(ctx: Pick<CliContext, "hookScript">, file: string, what: string): string {
  const path = ctx.hookScript ? join(dirname(ctx.hookScript), file) : null;
  if (!path || !existsSync(path))
    throw new CairnError("IO", `${what} bundle not found next to the CLI: run \`npm run build\` first`);
  return path;
}

/** Runs `node <args>` in the CLI's folder and environment, SIGINT/SIGTERM passed on; its exit code (1 when killed). */
export async function runNodeChild(ctx: Pick<CliContext, "env" | "cwd">, args: string[]): Promise<number> {
  const child = spawn(process.execPath, args, { stdio: "inherit", env: ctx.env, cwd: ctx.cwd });
  const onInt = () => child.kill("SIGINT");
  const onTerm = () => child.kill("SIGTERM");
  process.on("SIGINT", onInt);
  process.on("SIGTERM", onTerm);
  try {
    return await new Promise<number>((resolve, reject) => {
      child.on("error", reject);
      child.on("close", (code) => resolve(code ?? 1));
    });
  } finally {
    process.off("SIGINT", onInt);
    process.off("SIGTERM", onTerm);
  }
}
