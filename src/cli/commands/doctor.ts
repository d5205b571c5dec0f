import { homedir } from "node:os";
import { findGitRoot } from "../../app/env/project.js";
import { runDoctor } from "../../app/setup/doctor.js";
import { embeddedSchema, serverState } from "../../runtime/doctor-probes.js";
import { storeUrl } from "../../runtime/store-backend.js";
import { type Command, printJson } from "../context.js";
import { optionTable } from "../options.js";

/** Milliseconds doctor waits for the server. */
const DOCTOR_CONNECT_TIMEOUT_MS = 2_000;

export const doctor: Command = {
  name: "doctor",
  summary: "Check the install, the database (or the server) and the hooks",
  usage: "cairn doctor [--json]",
  options: optionTable({}, "json"),
  async run(ctx, v) {
    const url = storeUrl(ctx.paths.home, ctx.env);
    const checks = await runDoctor({
      store: () => ctx.store(),
      embedded: embeddedSchema,
      server: url === "" ? undefined : () => serverState(ctx, url, DOCTOR_CONNECT_TIMEOUT_MS),
      paths: ctx.paths,
      homeDir: ctx.env.HOME || homedir(),
      projectRoot: findGitRoot(ctx.cwd)?.root ?? ctx.cwd,
      hookScript: ctx.hookScript,
      env: ctx.env,
      now: ctx.now(),
    });
    if (v.json) printJson(ctx, checks);
    else {
      const mark = { ok: "✓", warn: "!", fail: "✗" } as const;
      for (const c of checks) ctx.io.stdout(`${mark[c.status]} ${c.name.padEnd(18)} ${c.detail}\n`);
    }
    return checks.some((c) => c.status === "fail") ? 1 : 0;
  },
};
