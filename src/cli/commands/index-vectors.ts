import { embeddingsFromConfig } from "../../app/embeddings/create-provider.js";
import { indexMemories } from "../../app/embeddings/index-memories.js";
import { CairnError } from "../../core/common/errors.js";
import { type Command, printJson } from "../context.js";
import { progress } from "../progress.js";
import { intOption, projectFor } from "../project-option.js";

export const indexVectors: Command = {
  name: "index",
  summary: "Compute missing embeddings (vectors for semantic search) in batches",
  usage:
    "cairn index [--project PATH | --all] [--batch N] [--json]   (provider: cairn config get embeddings.provider)",
  options: {
    project: { type: "string" },
    all: { type: "boolean" },
    batch: { type: "string" },
    json: { type: "boolean" },
  },
  async run(ctx, v) {
    const provider = embeddingsFromConfig(ctx.paths.home, ctx.env);
    if (!provider) {
      if (v.json) printJson(ctx, { provider: "none", embedded: 0, remaining: 0 });
      else ctx.io.stdout("embeddings.provider is none: search is keyword-only, nothing to index.\n");
      return 0;
    }
    const batch = intOption(v.batch, "batch", 32, 1, 1024);
    const scope = v.all ? undefined : await projectFor(ctx, v.project);
    const store = ctx.store();
    if (!store.openVectors) throw new CairnError("UNSUPPORTED", "this store keeps no vectors");
    const index = await store.openVectors();
    const bar = progress(ctx, {
      label: "embedding",
      unit: "memories",
      json: v.json,
      detail: provider.model,
    });
    const r = await indexMemories(index, provider, {
      project: scope?.id,
      batch,
      now: () => ctx.now(),
      onProgress: ({ done, total }) => bar.update(done, total),
    }).finally(() => bar.done());
    await provider.close?.();
    if (v.json) {
      printJson(ctx, { provider: provider.name, ...r });
      return 0;
    }
    const rate = r.ms > 0 ? ` (${((r.embedded * 1000) / r.ms).toFixed(1)}/s)` : "";
    ctx.io.stdout(
      `Embedded ${r.embedded} ${r.embedded === 1 ? "memory" : "memories"} with ${provider.model} in ${(r.ms / 1000).toFixed(1)} s${rate}; ${r.remaining} without a vector.\n`,
    );
    return 0;
  },
};
