import { availableParallelism } from "node:os";
import { dirname, join } from "node:path";
import { embeddingSettings, embeddingsFromConfig } from "../../app/embeddings/create-provider.js";
import { indexMemories } from "../../app/embeddings/index-memories.js";
import { workerEmbedder } from "../../app/embeddings/worker-pool.js";
import { CairnError } from "../../core/common/errors.js";
import type { EmbeddingProvider } from "../../core/embeddings/provider.js";
import { type Command, printJson } from "../context.js";
import { optionTable } from "../options.js";
import { progress } from "../progress.js";
import { intOption, projectFor } from "../project-option.js";

export const indexVectors: Command = {
  name: "index",
  summary: "Compute missing embeddings (vectors for semantic search) in batches",
  usage:
    "cairn index [--project PATH | --all] [--batch N] [--threads N] [--json]   (provider: cairn config get embeddings.provider)",
  options: optionTable({ batch: "string", threads: "string" }, "project all json"),
  async run(ctx, v) {
    const configured = embeddingsFromConfig(ctx.paths.home, ctx.env);
    if (!configured) {
      if (v.json) printJson(ctx, { provider: "none", embedded: 0, remaining: 0 });
      else ctx.io.stdout("embeddings.provider is none: search is keyword-only, nothing to index.\n");
      return 0;
    }
    const batch = intOption(v.batch, "batch", 8, 1, 1024);
    // one worker thread per core, at most 4 (each holds its own copy of the model, ~250 MB for USE-lite)
    const threads = intOption(v.threads, "threads", Math.min(4, availableParallelism()), 1, 16);
    const scope = v.all ? undefined : await projectFor(ctx, v.project);
    const store = ctx.store();
    if (!store.openVectors) throw new CairnError("UNSUPPORTED", "this store keeps no vectors");
    const index = await store.openVectors();
    const pool = ctx.hookScript
      ? workerEmbedder({
          settings: embeddingSettings(ctx.paths.home, ctx.env),
          env: { ...ctx.env },
          script: join(dirname(ctx.hookScript), "embed-worker.mjs"),
          threads,
        })
      : null;
    // without the bundle (no worker script), in this thread
    const provider: EmbeddingProvider = pool?.background ?? configured;
    const bar = progress(ctx, {
      label: "embedding",
      unit: "memories",
      json: v.json,
      detail: provider.model,
    });
    const r = await indexMemories(index, provider, {
      project: scope?.id,
      batch,
      concurrency: pool ? threads : 1,
      now: () => ctx.now(),
      onProgress: ({ done, total }) => bar.update(done, total),
    }).finally(() => bar.done());
    await pool?.close();
    await configured.close?.();
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
