/**
 * `cairn ui`: the review dashboard. Runs the bundled `web.mjs` next to the CLI (the web adapter's
 * composition root) as a child sharing this terminal, passing the options through; Ctrl-C reaches
 * both, and the command returns the child's exit code once it has stopped.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { CairnError } from "../../core/common/errors.js";
import type { Command } from "../context.js";

export const ui: Command = {
  name: "ui",
  summary: "Open the review dashboard (a local web app; Ctrl-C stops it)",
  usage: "cairn ui [--port N] [--host H] [--allow-remote] [--no-open]",
  options: {
    port: { type: "string" },
    host: { type: "string" },
    "allow-remote": { type: "boolean" },
    "no-open": { type: "boolean" },
  },
  async run(ctx, v) {
    const web = ctx.hookScript ? join(dirname(ctx.hookScript), "web.mjs") : null;
    if (!web || !existsSync(web))
      throw new CairnError("IO", "dashboard bundle not found next to the CLI: run `npm run build` first");
    const args = [web];
    for (const k of ["port", "host"] as const)
      if (typeof v[k] === "string") args.push(`--${k}`, v[k] as string);
    for (const k of ["allow-remote", "no-open"] as const) if (v[k] === true) args.push(`--${k}`);
    const child = spawn(process.execPath, args, { stdio: "inherit", env: ctx.env, cwd: ctx.cwd });
    // passed on (a Ctrl-C from the terminal reaches both; the child stops once), then wait for it to stop
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
  },
};
