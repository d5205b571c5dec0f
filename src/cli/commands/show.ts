import { getMemoryDetail } from "../../app/memories/get-memory.js";
import { CairnError } from "../../core/common/errors.js";
import { type Command, printJson } from "../context.js";
import { memoryDetail } from "../format.js";
import { optionTable } from "../options.js";

export const show: Command = {
  name: "show",
  summary: "Show one memory with its provenance, every sighting, and what superseded it",
  usage: "cairn show ID [--json]",
  options: optionTable({}, "json"),
  async run(ctx, v, pos) {
    const id = pos[0];
    if (!id) throw new CairnError("INVALID_INPUT", "show needs an ID");
    const d = await getMemoryDetail(ctx.store(), id);
    if (v.json)
      printJson(ctx, {
        ...d.memory,
        sightings: d.sightings,
        replacedBy: d.replacedBy.map((m) => ({ id: m.id, title: m.title })),
        replaces: d.replaces.map((m) => ({ id: m.id, title: m.title, reason: m.supersededReason ?? null })),
      });
    else ctx.io.stdout(`${memoryDetail(d, ctx.now())}\n`);
    return 0;
  },
};
