import { headCommit } from "../../app/env/git.js";
import { saveMemory } from "../../app/memories/save-memory.js";
import { CairnError } from "../../core/common/errors.js";
import { type Command, printJson } from "../context.js";
import { optionTable } from "../options.js";
import { projectFor } from "../project-option.js";

const splitList = (v: unknown): string[] =>
  (Array.isArray(v) ? v : v === undefined ? [] : [v])
    .flatMap((x) => String(x).split(","))
    .map((s) => s.trim())
    .filter(Boolean);

export const save: Command = {
  name: "save",
  summary: "Save a memory (decision, constraint, verified_command, todo, …)",
  usage:
    "cairn save --type T TITLE [--body TEXT] [--files a,b] [--tags x,y] [--severity S] [--scope S] [--confidence 0-1] [--pin] [--supersedes ID[,ID]] [--project PATH] [--json]",
  options: optionTable(
    {
      type: "string",
      body: "string",
      files: "strings",
      tags: "strings",
      severity: "string",
      scope: "string",
      confidence: "string",
      pin: "boolean",
      supersedes: "strings",
    },
    "project json",
  ),
  async run(ctx, v, pos) {
    if (v.type === undefined)
      throw new CairnError("INVALID_INPUT", "save needs --type (e.g. --type decision)");
    const confidence = v.confidence === undefined ? undefined : Number(v.confidence);
    const project = await projectFor(ctx, v.project);
    const r = await saveMemory(
      ctx.store(),
      {
        project: project.id,
        type: v.type,
        title: pos.join(" "),
        body: v.body,
        files: splitList(v.files),
        tags: splitList(v.tags),
        severity: v.severity ?? (v.type === "constraint" ? "medium" : null),
        scope: v.scope,
        confidence,
        pinned: v.pin === true,
        gitCommit: headCommit(project.gitDir),
        source: { kind: "cli", sessionId: ctx.env.CLAUDE_CODE_SESSION_ID ?? null },
      },
      ctx.now(),
      { supersedes: splitList(v.supersedes), via: "cli" },
    );
    const { memory } = r;
    if (v.json)
      printJson(ctx, { ...memory, created: r.created, outcome: r.outcome, superseded: r.superseded });
    else {
      const verb = {
        created: "Saved",
        updated: "Updated",
        unchanged: "Already saved",
        merged: "Merged into",
      }[r.outcome];
      const more = r.outcome === "merged" ? " (same meaning: one memory, this save kept as a sighting)" : "";
      ctx.io.stdout(`${verb} ${memory.id} (${memory.type}): ${memory.title}${more}\n`);
      for (const id of r.superseded)
        ctx.io.stdout(
          id === memory.id
            ? `Superseded on arrival by ${memory.supersededBy}: a newer memory says this already\n`
            : `Superseded ${id}\n`,
        );
    }
    return 0;
  },
};
