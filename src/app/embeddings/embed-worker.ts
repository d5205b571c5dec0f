/**
 * `plugin/dist/embed-worker.mjs`: the embedding provider in a worker thread (node:worker_threads), so a
 * model's CPU time never blocks the thread that serves the CLI, the MCP server or the dashboard.
 * `workerData` is an EmbedWorkerData (worker-pool.ts); each message `{ id, texts }` is answered with
 * `{ id, vectors }` (the vectors' buffers transferred) or `{ id, error: { code, message } }`.
 */
import { parentPort, workerData } from "node:worker_threads";
import { CairnError } from "../../core/common/errors.js";
import { createEmbeddingProvider } from "./create-provider.js";
import type { EmbedRequest, EmbedResponse, EmbedWorkerData } from "./worker-protocol.js";

const data = workerData as EmbedWorkerData;
const provider = createEmbeddingProvider(data.settings, data.env);
const port = parentPort;
if (port) {
  port.on("message", async (req: EmbedRequest) => {
    try {
      if (!provider) throw new CairnError("UNSUPPORTED", "embeddings.provider is none");
      const vectors = await provider.embed(req.texts);
      const reply: EmbedResponse = { id: req.id, vectors };
      port.postMessage(
        reply,
        vectors.map((v) => v.buffer as ArrayBuffer),
      );
    } catch (err) {
      const e = err as Error & { code?: string };
      const reply: EmbedResponse = {
        id: req.id,
        error: { code: e instanceof CairnError ? e.code : "IO", message: e.message.split("\n")[0] ?? "" },
      };
      port.postMessage(reply);
    }
  });
}
