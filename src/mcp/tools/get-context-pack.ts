/** get_context_pack: the pack SessionStart injects (app/context/start-session), optionally focused by a query and files. */
import * as z from "zod/mini";
import { startSession } from "../../app/context/start-session.js";
import { READ } from "../annotations.js";
import { d, filesArg } from "../schemas.js";
import { defineTool } from "./tool.js";

export const packOut = z.object({
  text: z.string().check(d("The pack as Claude Code's SessionStart injects it (markdown)")),
  tokens: z.number(),
  budget: z.number(),
  omitted: z.number(),
  items: z.array(z.object({ id: z.string(), section: z.string(), type: z.string(), title: z.string() })),
});

export const getContextPackTool = defineTool({
  name: "get_context_pack",
  title: "get context pack",
  description:
    "The project's memory pack (last session, constraints, decisions, failed attempts, verified commands, open items). With a query and/or files, the memories relevant to that task lead it.",
  input: z.strictObject({
    query: z.optional(z.string().check(z.maxLength(1000), d("What you are about to work on"))),
    files: filesArg,
    budget: z.optional(
      z.int().check(z.gte(100), z.lte(2500), d("Token budget (default: the context.budget setting, 1,500)")),
    ),
  }),
  output: packOut,
  annotations: READ,
  async run(deps, a) {
    const project = await deps.project();
    const focus = a.query || a.files?.length ? { query: a.query, files: a.files } : undefined;
    const { pack } = await startSession(deps.stores, { ...deps.session(project), budget: a.budget, focus });
    return {
      text: pack.text,
      tokens: pack.tokens,
      budget: pack.budget,
      omitted: pack.omitted,
      items: pack.items.map((i) => ({ id: i.id, section: i.section, type: i.type, title: i.title })),
    };
  },
});
