/**
 * `cairn observe init|diff|pr`: print git material plus what to do with it, for Claude (the plugin
 * commands run these) — bootstrap observations from history, record the intent behind recent
 * changes, draft a PR description from observations and the branch. No model is called here.
 */
import { existsSync, readFileSync } from "node:fs";
import { currentBranch } from "../../app/env/git.js";
import { readText } from "../../app/observations/files.js";
import { baseBranch, branchDigest, changesDigest, historyDigest } from "../../app/observations/git-digest.js";
import { planPath } from "../../app/observations/plans.js";
import { flatten } from "../../core/observations/document.js";
import { parseObservations } from "../../core/observations/format.js";
import { type CliContext, printJson } from "../context.js";
import { intOption } from "../project-option.js";
import { checkout, cliSelf, WRITE_HINT } from "./observe-shared.js";

type V = Record<string, unknown>;

function out(ctx: CliContext, v: V, json: Record<string, unknown>, text: string): number {
  if (v.json) printJson(ctx, json);
  else ctx.io.stdout(text);
  return 0;
}

export async function init(ctx: CliContext, v: V): Promise<number> {
  const { project } = await checkout(ctx);
  const digest = historyDigest(project.root, intOption(v.commits, "commits", 60, 1, 1000));
  const task =
    "From this history, write 10–30 committed observations about the project: architecture, conventions, tech stack, key decisions and completed milestones. Date each group with the commit date it comes from (Date: YYYY-MM-DD); P1 for what every contributor must know.";
  return out(
    ctx,
    v,
    { digest, task },
    `# History of ${project.name}\n\n${digest}\n# What to do\n${task}\n${WRITE_HINT(cliSelf(), "committed")}`,
  );
}

export async function diff(ctx: CliContext, v: V): Promise<number> {
  const { project } = await checkout(ctx);
  const digest = changesDigest(project.root, intOption(v.commits, "commits", 5, 1, 200));
  const task =
    "Record the intent behind these changes: why they were made, what they decide or constrain, what remains. Not what the diff already says. Shared reasoning → committed; work in progress → local.";
  return out(
    ctx,
    v,
    { digest, task },
    `# Recent changes in ${project.name}\n\n${digest || "(no changes)\n"}\n# What to do\n${task}\n${WRITE_HINT(cliSelf(), "committed")}`,
  );
}

export async function pr(ctx: CliContext, v: V): Promise<number> {
  const { project, paths } = await checkout(ctx);
  const base = typeof v.base === "string" ? v.base : baseBranch(project.root);
  const branch = currentBranch(project.gitDir);
  const b = base ? branchDigest(project.root, base) : { text: "", since: null };
  const obs = (["committed", "local"] as const).flatMap((s) =>
    flatten(parseObservations(readText(paths.file[s])))
      .filter((o) => !b.since || (o.date !== null && o.date >= b.since))
      .map((o) => `${"  ".repeat(o.depth)}- [P${o.priority}] ${o.date ?? ""} ${o.text}`),
  );
  const plan =
    branch && existsSync(planPath(paths.plans, branch))
      ? readFileSync(planPath(paths.plans, branch), "utf8")
      : "";
  const task =
    "Write a pull request description in markdown: a one-line title, Summary (why), Changes (grouped), Decisions and trade-offs (from the observations), Testing, Follow-ups. Do not invent what is not in this material.";
  const text = `# Branch ${branch ?? "(detached)"} against ${base ?? "(no base branch found)"}\n\n${b.text}${obs.length ? `## Observations since ${b.since ?? "the start"}\n${obs.join("\n")}\n\n` : ""}${plan ? `## Plan\n${plan}\n` : ""}# What to do\n${task}\n`;
  return out(ctx, v, { branch, base, since: b.since, digest: b.text, observations: obs, plan, task }, text);
}
