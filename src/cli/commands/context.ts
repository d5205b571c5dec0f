import { startSession } from "../../app/context/start-session.js";
import { type Command, printJson } from "../context.js";
import { intOption, projectFor } from "../project-option.js";

export const context: Command = {
  name: "context",
  summary: "Print exactly what SessionStart injects (the context pack)",
  usage: "cairn context [--project PATH] [--budget TOKENS] [--json]",
  options: { project: { type: "string" }, budget: { type: "string" }, json: { type: "boolean" } },
  async run(ctx, v) {
    const project = await projectFor(ctx, v.project);
    const { pack } = await startSession(ctx.stores(), {
      cwd: project.root,
      home: ctx.paths.home,
      spoolDir: ctx.paths.spool,
      now: ctx.now(),
      budget: v.budget === undefined ? undefined : intOption(v.budget, "budget", 1500, 50, 100_000),
    });
    if (v.json)
      printJson(ctx, {
        budget: pack.budget,
        tokens: pack.tokens,
        omitted: pack.omitted,
        items: pack.items,
        text: pack.text,
      });
    else ctx.io.stdout(`${pack.text}\n`);
    return 0;
  },
};
