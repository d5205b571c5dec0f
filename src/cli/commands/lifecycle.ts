/** forget / restore / pin / unpin: one memory by id. */
import { forgetMemory } from "../../app/memories/forget-memory.js";
import { pinMemory } from "../../app/memories/pin-memory.js";
import { restoreMemory } from "../../app/memories/restore-memory.js";
import { CairnError } from "../../core/common/errors.js";
import { type Command, printJson } from "../context.js";
import { optionTable } from "../options.js";

const needId = (pos: string[], verb: string): string => {
  if (!pos[0]) throw new CairnError("INVALID_INPUT", `${verb} needs an ID`);
  return pos[0];
};

export const forget: Command = {
  name: "forget",
  summary: "Soft-delete a memory (restorable); --hard removes it for good",
  usage: "cairn forget ID [--hard] [--json]",
  options: optionTable({ hard: "boolean" }, "json"),
  async run(ctx, v, pos) {
    const r = await forgetMemory(ctx.store(), needId(pos, "forget"), {
      hard: v.hard === true,
      now: ctx.now(),
    });
    if (v.json) printJson(ctx, r);
    else
      ctx.io.stdout(
        r.hard ? `Deleted ${r.id} permanently.\n` : `Forgot ${r.id} (restore with: cairn restore ${r.id}).\n`,
      );
    return 0;
  },
};

export const restore: Command = {
  name: "restore",
  summary: "Restore a forgotten memory",
  usage: "cairn restore ID [--json]",
  options: optionTable({}, "json"),
  async run(ctx, v, pos) {
    const m = await restoreMemory(ctx.store(), needId(pos, "restore"), ctx.now());
    if (v.json) printJson(ctx, m);
    else ctx.io.stdout(`Restored ${m.id}: ${m.title}\n`);
    return 0;
  },
};

function pinCommand(pinned: boolean): Command {
  const name = pinned ? "pin" : "unpin";
  return {
    name,
    summary: pinned
      ? 'Pin a memory: first in its section of the context pack, marked "pinned"'
      : "Unpin a memory",
    usage: `cairn ${name} ID [--json]`,
    options: optionTable({}, "json"),
    async run(ctx, v, pos) {
      const m = await pinMemory(ctx.store(), needId(pos, name), pinned, ctx.now());
      if (v.json) printJson(ctx, m);
      else ctx.io.stdout(`${pinned ? "Pinned" : "Unpinned"} ${m.id}: ${m.title}\n`);
      return 0;
    },
  };
}

export const pin = pinCommand(true);
export const unpin = pinCommand(false);
