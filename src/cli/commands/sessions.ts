import { describeMoves, tasksMoved } from "../../app/tasks/tasks-moved.js";
import { AGENT_NAMES, isAgentName } from "../../core/agents/agent-event.js";
import { formatAge } from "../../core/common/age.js";
import { CairnError } from "../../core/common/errors.js";
import { type Command, dim, printJson } from "../context.js";
import { optionTable } from "../options.js";
import { projectNames } from "../project-labels.js";
import { exclusiveScope, intOption, notAProject, projectToRead } from "../project-option.js";

export const sessions: Command = {
  name: "sessions",
  summary: "Recent sessions with their summaries (this project's, or every project's with --all)",
  usage: `cairn sessions [--limit N] [--project PATH | --all] [--agent ${AGENT_NAMES.join("|")}] [--json]`,
  options: optionTable({ limit: "string", agent: "string" }, "project all json"),
  async run(ctx, v) {
    exclusiveScope(v);
    const scope = v.all ? null : await projectToRead(ctx, v.project);
    const limit = intOption(v.limit, "limit", 10, 1, 1000);
    if (v.agent !== undefined && !isAgentName(v.agent))
      throw new CairnError(
        "INVALID_INPUT",
        `--agent must be one of ${AGENT_NAMES.join(", ")}, got "${String(v.agent)}"`,
      );
    const agent = isAgentName(v.agent) ? v.agent : undefined;
    const list =
      scope && !scope.recorded
        ? []
        : await ctx.store().listSessions({ project: scope?.project.id, limit, agent });
    const tasks = list.length > 0 ? await ctx.stores().tasks() : null; // which tasks each session moved
    const moved = await Promise.all(list.map((s) => (tasks ? tasksMoved(tasks, s.project, s.id) : [])));
    const names = scope ? null : await projectNames(ctx);
    if (v.json) {
      printJson(
        ctx,
        list.map((s, i) => ({
          ...s,
          agent: s.agent ?? "claude-code",
          ...(names ? names.json(s.project) : {}),
          tasksMoved: moved[i],
        })),
      );
      return 0;
    }
    if (scope && !scope.recorded) ctx.io.stdout(await notAProject(ctx, scope));
    else if (list.length === 0) ctx.io.stdout("No sessions recorded yet.\n");
    list.forEach((s, i) => {
      const where = names ? `  ${dim(ctx, names.label(s.project))}` : "";
      ctx.io.stdout(
        `${s.id}  ${s.origin}  ${s.agent ?? "claude-code"}  ${formatAge(s.updatedAt, ctx.now())}${s.endedAt ? "" : "  (open)"}${where}\n`,
      );
      if (s.summary) ctx.io.stdout(`${s.summary.replace(/^/gm, "    ")}\n`);
      const m = moved[i] ?? [];
      if (m.length > 0) ctx.io.stdout(`    Tasks: ${describeMoves(m)}\n`);
    });
    return 0;
  },
};
