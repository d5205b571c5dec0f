import { existsSync } from "node:fs";
import { join } from "node:path";
import { startSession } from "../../app/context/start-session.js";
import { contextLimitFor } from "../../core/agents/agents.js";
import { budgetAdvice } from "../../core/context/fit-output.js";
import { type Command, printJson } from "../context.js";
import { optionTable } from "../options.js";
import { intOption, notAProject, projectToRead } from "../project-option.js";

/** The client the pack is shown as: Claude Code, Cairn's first client. */
const CLIENT = contextLimitFor("claude-code");

export const context: Command = {
  name: "context",
  summary: "Print exactly what SessionStart injects (the context pack)",
  usage: "cairn context [--project PATH] [--budget TOKENS] [--json]",
  options: optionTable({ budget: "string" }, "project json"),
  async run(ctx, v) {
    const budget = v.budget === undefined ? undefined : intOption(v.budget, "budget", 1500, 50, 100_000);
    const scope = await projectToRead(ctx, v.project);
    // a folder with no project and no committed .cairn/ content has nothing to show: it stays unrecorded
    if (!scope.recorded && !existsSync(join(scope.project.root, ".cairn"))) {
      if (v.json) printJson(ctx, { recorded: false, root: scope.project.root, items: [], text: "" });
      else ctx.io.stdout(await notAProject(ctx, scope));
      return 0;
    }
    const { pack } = await startSession(ctx.stores(), {
      cwd: scope.project.root,
      // a recorded project whose folder is gone (a removed worktree) is used as recorded; a folder that
      // exists is resolved as SessionStart resolves it, which also records this checkout as its root
      project: scope.recorded && !existsSync(scope.project.root) ? scope.project : undefined,
      home: ctx.paths.home,
      env: ctx.env,
      spoolDir: ctx.paths.spool,
      now: ctx.now(),
      budget,
      // what SessionStart injects into Claude Code: fitted to its cap on hook context
      maxChars: CLIENT.units,
    });
    const advice = budgetAdvice(
      budget === undefined ? "context.budget" : "--budget",
      pack.budget,
      "Claude Code",
      CLIENT,
    );
    if (v.json)
      printJson(ctx, {
        budget: pack.budget,
        tokens: pack.tokens,
        omitted: pack.omitted,
        items: pack.items,
        text: pack.text,
        clientLimit: CLIENT.units,
        ...(advice ? { advice } : {}),
      });
    else {
      ctx.io.stdout(`${pack.text}\n`);
      if (advice) ctx.io.stderr(`note: ${advice}\n`);
    }
    return 0;
  },
};
