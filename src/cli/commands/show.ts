import { CairnError } from "../../core/common/errors.js";
import { type Command, printJson } from "../context.js";
import { memoryDetail } from "../format.js";

export const show: Command = {
  name: "show",
  summary: "Show one memory with its provenance",
  usage: "cairn show ID [--json]",
  options: { json: { type: "boolean" } },
  async run(ctx, v, pos) {
    const id = pos[0];
    if (!id) throw new CairnError("INVALID_INPUT", "show needs an ID");
    const m = await ctx.store().getMemory(id);
    if (!m) throw new CairnError("NOT_FOUND", `no memory with id ${id}`);
    if (v.json) printJson(ctx, m);
    else ctx.io.stdout(`${memoryDetail(m, ctx.now())}\n`);
    return 0;
  },
};
