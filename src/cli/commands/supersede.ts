import { supersedeMemory } from "../../app/memories/supersede-memory.js";
import { CairnError } from "../../core/common/errors.js";
import { type Command, printJson } from "../context.js";
import { optionTable } from "../options.js";

export const supersede: Command = {
  name: "supersede",
  summary: "Mark a memory superseded by a newer one (it leaves the pack, search and lists); --none undoes it",
  usage: "cairn supersede ID --by NEWER_ID | --none [--json]",
  options: optionTable({ by: "string", none: "boolean" }, "json"),
  async run(ctx, v, pos) {
    const id = pos[0];
    if (!id) throw new CairnError("INVALID_INPUT", "supersede needs an ID");
    if ((v.by === undefined) === (v.none !== true))
      throw new CairnError("INVALID_INPUT", "supersede needs either --by NEWER_ID or --none");
    const by = v.none === true ? null : String(v.by);
    const m = await supersedeMemory(ctx.store(), id, by, "cli", ctx.now());
    if (v.json) printJson(ctx, m);
    else
      ctx.io.stdout(
        by === null
          ? `${m.id} is current again: ${m.title}\n`
          : `${m.id} is superseded by ${by} (cairn show ${m.id}; undo: cairn supersede ${m.id} --none)\n`,
      );
    return 0;
  },
};
