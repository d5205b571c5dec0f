/**
 * `cairn ui`: the review dashboard. Runs the bundled `web.mjs` next to the CLI (the web adapter's
 * composition root) as a child sharing this terminal, passing the options through; Ctrl-C reaches
 * both, and the command returns the child's exit code once it has stopped.
 */
import type { Command } from "../context.js";
import { optionTable } from "../options.js";
import { bundleBeside, runNodeChild } from "../run-bundle.js";

export const ui: Command = {
  name: "ui",
  summary: "Open the review dashboard (a local web app; Ctrl-C stops it)",
  usage: "cairn ui [--port N] [--host H] [--allow-remote] [--no-open]",
  options: optionTable({ port: "string", host: "string", "allow-remote": "boolean", "no-open": "boolean" }),
  async run(ctx, v) {
    const args = [bundleBeside(ctx, "web.mjs", "dashboard")];
    for (const k of ["port", "host"] as const)
      if (typeof v[k] === "string") args.push(`--${k}`, v[k] as string);
    for (const k of ["allow-remote", "no-open"] as const) if (v[k] === true) args.push(`--${k}`);
    return runNodeChild(ctx, args);
  },
};
