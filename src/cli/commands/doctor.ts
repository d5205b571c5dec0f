import { homedir } from "node:os";
import { findGitRoot } from "../../app/env/project.js";
import { runDoctor } from "../../app/setup/doctor.js";
import { type Command, printJson } from "../context.js";

export const doctor: Command = {
  name: "doctor",
  summary: "Check the install, the database and the hooks",
  usage: "cairn doctor [--json]",
  options: { json: { type: "boolean" } },
  async run(ctx, v) {
    const checks = await runDoctor({
      store: () => ctx.store(),
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
