/** `cairn recall "TOPIC"`: where did we leave off on TOPIC — select, then compress (app/recall.ts). */
import { recall as recallUseCase } from "../../app/recall/recall.js";
import { summarizerFromConfig } from "../../app/summarize/create-provider.js";
import { heuristicProvider } from "../../app/summarize/heuristic.js";
import { summarizerLog } from "../../app/summarize/log.js";
import { CairnError } from "../../core/common/errors.js";
import { type Command, dim, printJson } from "../context.js";
import { optionTable } from "../options.js";
import { notAProject, projectToRead } from "../project-option.js";

export const recall: Command = {
  name: "recall",
  summary: "Where did we leave off on TOPIC? A short answer from past sessions and memories, with sources",
  usage: "cairn recall TOPIC [--extractive] [--project PATH] [--json]",
  options: optionTable({ extractive: "boolean" }, "project json"),
  async run(ctx, v, pos) {
    const topic = pos.join(" ").trim();
    if (topic === "")
      throw new CairnError("INVALID_INPUT", 'recall needs a TOPIC, e.g. cairn recall "billing export"');
    const scope = await projectToRead(ctx, v.project);
    if (!scope.recorded) {
      if (v.json) printJson(ctx, { text: "", selected: 0, recorded: false });
      else ctx.io.stdout(await notAProject(ctx, scope));
      return 0;
    }
    const project = scope.project;
    const configured = summarizerFromConfig(ctx.paths.home, ctx.env);
    const r = await recallUseCase(ctx.store(), {
      project: project.id,
      topic,
      provider: v.extractive ? heuristicProvider : configured.provider,
      timeoutMs: configured.timeoutMs,
      log: summarizerLog(ctx.paths.logs),
    });
    if (v.json) {
      printJson(ctx, r);
      return 0;
    }
    if (r.text === "") {
      ctx.io.stdout(`Cairn has nothing recorded about "${topic}".\n`);
      return 0;
    }
    ctx.io.stdout(`${r.text}\n`);
    const how = r.fallbackReason ? `extractive (model fallback: ${r.fallbackReason})` : r.method;
    ctx.io.stdout(dim(ctx, `(${r.selected} records selected; compressed: ${how})\n`));
    return 0;
  },
};
