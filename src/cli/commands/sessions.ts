import { describeMoves, tasksMoved } from "../../app/tasks/tasks-moved.js";
import { formatAge } from "../../core/common/age.js";
import { type Command, printJson } from "../context.js";
import { intOption, projectFor } from "../project-option.js";

export const sessions: Command = {
  name: "sessions",
  summary: "Recent sessions of this project with their summaries",
  usage: "cairn sessions [--limit N] [--project PATH] [--json]",
  options: { limit: { type: "string" }, project: { type: "string" }, json: { type: "boolean" } },
  async run(ctx, v) {
    const project = await projectFor(ctx, v.project);
    const list = await ctx
      .store()
      .listSessions({ project: project.id, limit: intOption(v.limit, "limit", 10, 1, 1000) });
    const tasks = await ctx.stores().tasks(); // which tasks each session moved
    const moved = await Promise.all(list.map((s) => tasksMoved(tasks, project.id, s.id)));
    if (v.json)
      printJson(
        ctx,
        list.map((s, i) => ({ ...s, tasksMoved: moved[i] })),
      );
    else {
      if (list.length === 0) ctx.io.stdout("No sessions recorded yet.\n");
      for (const s of list) {
        ctx.io.stdout(
          `${s.id}  ${s.origin}  ${formatAge(s.updatedAt, ctx.now())}${s.endedAt ? "" : "  (open)"}\n`,
        );
        if (s.summary) ctx.io.stdout(`${s.summary.replace(/^/gm, "    ")}\n`);
        const m = moved[list.indexOf(s)] ?? [];
        if (m.length > 0) ctx.io.stdout(`    Tasks: ${describeMoves(m)}\n`);
      }
    }
    return 0;
  },
};
