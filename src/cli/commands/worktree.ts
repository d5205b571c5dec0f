/** `cairn worktree init|merge`: share observations and plans between a linked worktree and the main checkout. */
import { worktreeInit, worktreeMerge } from "../../app/observations/worktree.js";
import { CairnError } from "../../core/common/errors.js";
import { type Command, printJson } from "../context.js";
import { optionTable } from "../options.js";

export const worktree: Command = {
  name: "worktree",
  summary: "Copy the main checkout's observations into this worktree (init), or bring new ones back (merge)",
  usage: "cairn worktree init | merge [--json]   (run inside a linked worktree)",
  options: optionTable({}, "json"),
  async run(ctx, v, pos) {
    const [action] = pos;
    if (action !== "init" && action !== "merge")
      throw new CairnError("INVALID_INPUT", 'worktree needs an action: "init" or "merge"');
    const fn = action === "init" ? worktreeInit : worktreeMerge;
    const r = await fn(ctx.store(), ctx.cwd, ctx.paths.home, ctx.now());
    if (v.json) printJson(ctx, { action, ...r });
    else
      ctx.io.stdout(
        `${action === "init" ? `Copied from ${r.main} into ${r.worktree}` : `Merged ${r.worktree} into ${r.main}`}: ` +
          `committed +${r.added.committed}, local +${r.added.local}${r.plans.length ? `, plans ${r.plans.join(", ")}` : ""}.\n`,
      );
    return 0;
  },
};
