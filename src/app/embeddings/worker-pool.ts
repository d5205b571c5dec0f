/**
 * Embedding off the calling thread: `threads` worker threads (node:worker_threads), each running the
 * configured provider (embed-worker.ts, `plugin/dist/embed-worker.mjs`), so a model's CPU time never
 * blocks the thread that answers MCP tool calls or draws the CLI. One request runs per worker at a
 * time; waiting requests are served queries first ("query" before "background"), so a search never
 * waits behind more than the background batch already running. A worker is started on the first
 * request, keeps the process alive only while it has work, and is replaced when it dies (its requests
 * fail with its error). Written on node:worker_threads directly: pool libraries (piscina, tinypool)
 * start a worker script of their own, resolved beside their module file, which the plugin's bundled
 * `dist/` folder does not carry.
 */
import { Worker } from "node:worker_threads";
import { CairnError } from "../../core/common/errors.js";
import type { EmbeddingProvider } from "../../core/embeddings/provider.js";
import { createEmbeddingProvider, type EmbeddingSettings } from "./create-provider.js";
import type { EmbedRequest, EmbedResponse, EmbedWorkerData } from "./worker-protocol.js";

export type EmbedPriority = "query" | "background";

export interface WorkerEmbedder {
  /** Embeds queries: served before any waiting background request. */
  readonly query: EmbeddingProvider;
  /** Embeds memories in batches (indexing): served when no query waits. */
  readonly background: EmbeddingProvider;
  /** Stops the workers; pending requests fail. */
  close(): Promise<void>;
}

export interface WorkerEmbedderOptions {
  settings: EmbeddingSettings;
  env: Record<string, string | undefined>;
  /** The worker script (`embed-worker.mjs` beside the bundle's entry, or a test's). */
  script: string | URL;
  /** Worker threads (default 1). */
  threads?: number;
}

interface Job {
  id: number;
  texts: string[];
  resolve(v: Float32Array[]): void;
  reject(e: unknown): void;
}

interface Slot {
  worker: Worker | null;
  job: Job | null;
}

/**
 * A WorkerEmbedder for `settings`, or null when the provider is none. The model id and name come from
 * the provider as built on this thread (building loads nothing; the model loads in the worker).
 */
export function workerEmbedder(o: WorkerEmbedderOptions): WorkerEmbedder | null {
  const local = createEmbeddingProvider(o.settings, o.env);
  if (!local) return null;
  const pool = new EmbedPool(o.script, { settings: o.settings, env: o.env }, Math.max(1, o.threads ?? 1));
  const facade = (priority: EmbedPriority): EmbeddingProvider => ({
    name: local.name,
    model: local.model,
    fast: local.fast,
    embed: (texts) => pool.submit(texts, priority),
  });
  return { query: facade("query"), background: facade("background"), close: () => pool.close() };
}

/** The worker threads and their two queues: queries go before background texts, one job per worker. */
class EmbedPool {
  private readonly queues: Record<EmbedPriority, Job[]> = { query: [], background: [] };
  private readonly slots: Slot[];
  private nextId = 1;
  private closed = false;

  constructor(
    private readonly script: string | URL,
    private readonly data: EmbedWorkerData,
    threads: number,
  ) {
    this.slots = Array.from({ length: threads }, () => ({ worker: null, job: null }));
  }

  submit(texts: readonly string[], priority: EmbedPriority): Promise<Float32Array[]> {
    if (texts.length === 0) return Promise.resolve([]);
    if (this.closed) return Promise.reject(new CairnError("UNSUPPORTED", "embedding workers are closed"));
    return new Promise((resolve, reject) => {
      this.queues[priority].push({ id: this.nextId++, texts: [...texts], resolve, reject });
      this.pump();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    const stopped = new CairnError("UNSUPPORTED", "embedding workers are closed");
    for (const job of [...this.queues.query.splice(0), ...this.queues.background.splice(0)])
      job.reject(stopped);
    await Promise.all(
      this.slots.map(async (slot) => {
        const w = slot.worker;
        slot.worker = null;
        slot.job?.reject(stopped);
        slot.job = null;
        if (w) await w.terminate();
      }),
    );
  }

  /** Gives each idle worker the next job (queries first); an idle worker never keeps the process alive. */
  private pump(): void {
    for (const slot of this.slots) {
      if (slot.job || this.closed) continue;
      const job = this.queues.query.shift() ?? this.queues.background.shift();
      if (!job) {
        slot.worker?.unref();
        continue;
      }
      slot.worker ??= this.start(slot);
      slot.worker.ref();
      slot.job = job;
      const req: EmbedRequest = { id: job.id, texts: job.texts };
      slot.worker.postMessage(req);
    }
  }

  /** A worker for `slot`: its answer settles the slot's job; its error or exit rejects it. */
  private start(slot: Slot): Worker {
    const w = new Worker(this.script, { workerData: this.data });
    w.on("message", (r: EmbedResponse) => {
      const job = slot.job;
      if (!job || job.id !== r.id) return;
      slot.job = null;
      if (r.error) job.reject(new CairnError(r.error.code, r.error.message));
      else job.resolve(r.vectors);
      this.pump();
    });
    const fail = (err: unknown) => {
      if (slot.worker !== w) return;
      slot.worker = null;
      const job = slot.job;
      slot.job = null;
      job?.reject(
        new CairnError("UNSUPPORTED", `embedding worker stopped: ${(err as Error)?.message ?? String(err)}`),
      );
      this.pump();
    };
    w.on("error", fail);
    w.on("exit", (code) => fail(new Error(`exit code ${code}`)));
    return w;
  }
}
