import { maskUrl } from "../../core/setup/store-url.js";
import { storeUrl } from "../../runtime/store-backend.js";
import { type Command, printJson } from "../context.js";
import { optionTable } from "../options.js";
import { exclusiveScope, notAProject, projectToRead } from "../project-option.js";

export const stats: Command = {
  name: "stats",
  summary: "Counts of memories by type, sessions and events",
  usage: "cairn stats [--project PATH | --all] [--json]",
  options: optionTable({}, "project all json"),
  async run(ctx, v) {
    exclusiveScope(v);
    const read = v.all ? null : await projectToRead(ctx, v.project);
    const project = read?.project ?? null;
    if (read && !read.recorded) {
      if (v.json) printJson(ctx, { project: null, recorded: false, root: read.project.root });
      else ctx.io.stdout(await notAProject(ctx, read));
      return 0;
    }
    const s = await ctx.store().stats(project?.id);
    if (v.json) {
      printJson(ctx, {
        project: project ? { id: project.id, name: project.name, root: project.root } : null,
        ...s,
      });
      return 0;
    }
    const url = storeUrl(ctx.paths.home, ctx.env);
    const lines = [
      project ? `project   ${project.name} (${project.id})  ${project.root}` : `projects  ${s.projects}`,
      `memories  ${s.memories - s.superseded} live, ${s.superseded} superseded, ${s.deleted} forgotten`,
      ...Object.entries(s.byType).map(([t, n]) => `  ${t.padEnd(17)} ${n}`),
      `sessions  ${s.sessions}`,
      `events    ${s.events}`,
      `schema    v${s.schemaVersion}  ${url === "" ? ctx.paths.db : maskUrl(url)}`,
    ];
    ctx.io.stdout(`${lines.join("\n")}\n`);
    return 0;
  },
};
