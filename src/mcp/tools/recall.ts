/** recall: "where did we leave off on X?" — select, then compress (app/recall/recall). */
import * as z from "zod/mini";
import { recall } from "../../app/recall/recall.js";
import { READ } from "../annotations.js";
import { d } from "../schemas.js";
import { defineTool } from "./tool.js";

export const recallTool = defineTool({
  name: "recall",
  title: "recall: where did we leave off",
  description:
    "Answer 'where did we leave off on X?': selects the past sessions and memories about the topic and compresses them into a short answer (200–300 words) citing ids and dates.",
  input: z.strictObject({
    topic: z
      .string()
      .check(z.trim(), z.minLength(1), z.maxLength(500), d("What to recall, e.g. 'the billing export'")),
  }),
  output: z.object({
    topic: z.string(),
    answer: z.string().check(d("The answer with a closing Sources line; empty when nothing matched")),
    sources: z.array(
      z.object({
        id: z.string(),
        kind: z.enum(["session", "memory"]),
        type: z.string(),
        title: z.string(),
        date: z.string(),
      }),
    ),
    method: z.string().check(d("extractive, or the model provider that wrote the answer")),
    fallbackReason: z.nullable(z.string()),
  }),
  // with a model provider configured, the selected records are sent to it
  annotations: (deps) => {
    const model = deps.summarizer().provider.name !== "heuristic";
    return { ...READ, idempotentHint: !model, openWorldHint: model };
  },
  async run(deps, a) {
    const project = await deps.project();
    const { provider, timeoutMs } = deps.summarizer();
    const r = await recall(deps.stores.store, {
      project: project.id,
      topic: a.topic,
      provider,
      timeoutMs,
      log: deps.log,
    });
    return {
      topic: r.topic,
      answer: r.text || `Cairn has nothing recorded about "${a.topic}".`,
      sources: r.sources,
      method: r.method,
      fallbackReason: r.fallbackReason,
    };
  },
});
