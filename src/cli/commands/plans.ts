/** `cairn plans list|show|clear|path`: branch plans in `.cairn/plans/<branch>.md` and their progress. */
import { currentBranch } from "../../app/env/git.js";
import { clearCompletedPlans, listPlans, planPath, readPlan } from "../../app/observations/plans.js";
import { CairnError } from "../../core/common/errors.js";
import { type Command, dim, printJson } from "../context.js";
import { optionTable } from "../options.js";
import { checkout } from "./observe-shared.js";

const progress = (p: { percent: number | null; done: number; total: number }) =>
  p.percent === null ? "no checkboxes" : `${p.done}/${p.total} (${p.percent}%)`;

export const plans: Command = {
  name: "plans",
  summary: "Branch plans (.cairn/plans/<branch>.md): list, show, clear completed, path",
  usage:
    "cairn plans list | show [BRANCH] | clear [--dry-run] | path [BRANCH]   (BRANCH defaults to the current one; --json)",
  options: optionTable({ "dry-run": "boolean" }, "json"),
  async run(ctx, v, pos) {
    const [action = "list", name] = pos;
    const { project, paths } = await checkout(ctx);
    const branch = () => {
      const b = name ?? currentBranch(project.gitDir);
      if (!b) throw new CairnError("INVALID_INPUT", "no current branch (detached HEAD or not git): name one");
      return b;
    };
    if (action === "list") {
      const all = listPlans(paths.plans);
      if (v.json) printJson(ctx, all);
      else if (all.length === 0) ctx.io.stdout(`No plans in ${paths.plans}.\n`);
      else
        for (const p of all)
          ctx.io.stdout(
            `${p.branch.padEnd(30)} ${progress(p)}${p.complete ? " ✓ complete" : ""}  ${dim(ctx, p.title ?? "")}\n`,
          );
      return 0;
    }
    if (action === "show") {
      const p = readPlan(paths.plans, branch());
      if (v.json) printJson(ctx, p);
      else
        ctx.io.stdout(
          `${dim(ctx, `${p.branch}: ${progress(p)}${p.nextItem ? ` — next: ${p.nextItem}` : ""}`)}\n${p.text}`,
        );
      return 0;
    }
    if (action === "clear") {
      const removed = clearCompletedPlans(paths.plans, v["dry-run"] === true);
      if (v.json)
        printJson(
          ctx,
          removed.map((p) => p.branch),
        );
      else
        ctx.io.stdout(
          removed.length === 0
            ? "No completed plans.\n"
            : `${v["dry-run"] ? "Would remove" : "Removed"}: ${removed.map((p) => p.branch).join(", ")}\n`,
        );
      return 0;
    }
    if (action === "path") {
      const path = planPath(paths.plans, branch());
      if (v.json) printJson(ctx, { path });
      else ctx.io.stdout(`${path}\n`);
      return 0;
    }
    throw new CairnError("INVALID_INPUT", `unknown plans action "${action}" (list, show, clear, path)`);
  },
};
