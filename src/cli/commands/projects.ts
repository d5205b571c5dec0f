/**
 * `cairn projects`: every project Cairn knows — id, name, memories, sessions, last activity, path and
 * remote — newest activity first, the one of the current folder marked; `cairn projects merge FROM
 * INTO` moves one into the other (app/projects/merge-projects.ts). Listing writes nothing.
 */
import { homedir } from "node:os";
import { resolveProject } from "../../app/env/project.js";
import { listProjects, type ProjectView } from "../../app/projects/list-projects.js";
import { mergeProjects } from "../../app/projects/merge-projects.js";
import { formatAge } from "../../core/common/age.js";
import { CairnError } from "../../core/common/errors.js";
import { tildePath } from "../../core/projects/labels.js";
import { projectPath } from "../../core/projects/worktree-evidence.js";
import type { MergeCounts } from "../../store/project-admin.js";
import { type CliContext, type Command, dim, printJson } from "../context.js";
import { optionTable } from "../options.js";

const USAGE =
  "cairn projects [--json]  |  cairn projects merge FROM INTO [--json]   (FROM, INTO: id, name or path)";

export const projects: Command = {
  name: "projects",
  summary: "Every project Cairn knows (counts, last activity, path, remote); merge one into another",
  usage: USAGE,
  options: optionTable({}, "json"),
  async run(ctx, v, pos) {
    if (pos[0] === "merge") return merge(ctx, pos.slice(1), v.json === true);
    if (pos.length > 0)
      throw new CairnError("INVALID_INPUT", `unknown projects action "${pos[0]}"; usage: ${USAGE}`);
    const home = ctx.env.HOME || homedir();
    const list = await listProjects(ctx.stores(), { home });
    const here = await ctx
      .store()
      .getProject(resolveProject(ctx.cwd, { shared: ctx.store().identity === "shared" }).id);
    if (v.json) {
      printJson(
        ctx,
        list.map((p) => ({ ...p, current: p.id === here?.id })),
      );
      return 0;
    }
    if (list.length === 0) {
      ctx.io.stdout(
        "No projects yet: Cairn records one when a Claude Code session runs in it, or by `cairn import`.\n",
      );
      return 0;
    }
    ctx.io.stdout(table(ctx, list, here?.id ?? null, home));
    if (!here) ctx.io.stdout(dim(ctx, `\n${ctx.cwd} is not a Cairn project (no memories recorded here).\n`));
    return 0;
  },
};

function table(ctx: CliContext, list: readonly ProjectView[], here: string | null, home: string): string {
  const rows = list.map((p) => [
    `${p.id === here ? "*" : " "} ${p.id.slice(0, 8)}`,
    p.name,
    String(p.memories),
    String(p.sessions),
    formatAge(p.lastActivityAt, ctx.now()),
    `${tildePath(p.path, home)}${p.remote ? `  ${p.remote}` : ""}`,
  ]);
  const head = ["  ID", "NAME", "MEMORIES", "SESSIONS", "ACTIVE", "PATH  REMOTE"];
  const width = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] as string).length)));
  const line = (r: string[], numeric = true) =>
    r
      .map((c, i) =>
        i === r.length - 1
          ? c
          : numeric && (i === 2 || i === 3)
            ? c.padStart(width[i] ?? 0)
            : c.padEnd(width[i] ?? 0),
      )
      .join("  ")
      .trimEnd();
  const merged = list.flatMap((p) =>
    p.merged.length > 0
      ? [`  ${p.id.slice(0, 8)} also holds ${p.merged.map((m) => tildePath(m, home)).join(", ")}`]
      : [],
  );
  return `${[dim(ctx, line(head, false)), ...rows.map((r) => line(r)), ...(merged.length > 0 ? ["", ...merged.map((m) => dim(ctx, m))] : [])].join("\n")}\n`;
}

async function merge(ctx: CliContext, args: string[], json: boolean): Promise<number> {
  if (args.length !== 2)
    throw new CairnError(
      "INVALID_INPUT",
      `projects merge takes two projects, FROM and INTO; usage: ${USAGE}`,
    );
  const [from, into] = args as [string, string];
  const r = await mergeProjects(ctx.stores(), { from, into, cwd: ctx.cwd, now: ctx.now() });
  if (json) {
    printJson(ctx, { from: r.from, into: r.into, moved: r.moved });
    return 0;
  }
  const target = `${r.into.name} (${projectPath(r.into)})`;
  if (r.from === null) {
    ctx.io.stdout(`${from} was merged into ${target} already: nothing to do.\n`);
    return 0;
  }
  ctx.io.stdout(
    `Merged ${r.from.name} (${projectPath(r.from)}) into ${target}: ${moves(r.moved)}.\n` +
      `Sessions recorded in ${r.from.identity} from now on land in ${r.into.name}.\n`,
  );
  return 0;
}

function moves(m: MergeCounts): string {
  const n = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;
  const parts = [
    n(m.memories, "memory", "memories"),
    n(m.sessions, "session"),
    ...(m.events > 0 ? [n(m.events, "event")] : []),
    ...(m.notes > 0 ? [n(m.notes, "indexed note")] : []),
    ...(m.boards + m.tasks > 0 ? [`${n(m.boards, "task board")} with ${n(m.tasks, "task")}`] : []),
  ];
  const superseded =
    m.superseded > 0
      ? `; ${m.superseded} duplicate ${m.superseded === 1 ? "memory" : "memories"} superseded by the newer one`
      : "";
  return `${parts.join(", ")}${superseded}`;
}
