/**
 * Embedding in worker threads (app/embeddings/worker-pool.ts): an MCP tool call completes while the
 * background embedding batch is still running — with a worker that blocks its thread until the test
 * lets it finish (test/support/gated-embed-worker.mjs), so this is order, not timing: in the calling
 * thread, the same batch would hold every call until it finished. Also: queries are served before
 * waiting background batches, and a dead worker fails its request and is replaced.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { startBackgroundIndexing } from "../../src/app/embeddings/background.js";
import { type WorkerEmbedder, workerEmbedder } from "../../src/app/embeddings/worker-pool.js";
import { type McpHarness, mcpHarness } from "../mcp/harness.js";
import { gitRepo } from "../support/hook-runner.js";
import { tempDir } from "../support/temp.js";

const WORKER = new URL("../support/gated-embed-worker.mjs", import.meta.url);
const SETTINGS = {
  provider: "http",
  model: "gated-4",
  url: "http://127.0.0.1:9",
  apiKeyEnv: "NONE",
} as const;

let dir: ReturnType<typeof tempDir>;
let gate: string;
let log: string;
let embedder: WorkerEmbedder;
beforeEach(() => {
  dir = tempDir("cairn-worker-pool-");
  gate = join(dir.path, "gate");
  log = join(dir.path, "requests.jsonl");
  writeFileSync(log, "");
  const e = workerEmbedder({ settings: SETTINGS, env: { GATE: gate, LOG: log }, script: WORKER });
  if (!e) throw new Error("no embedder");
  embedder = e;
});
afterEach(async () => {
  writeFileSync(gate, "");
  await embedder.close();
  dir.cleanup();
});

const requests = (): string[][] =>
  readFileSync(log, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as string[]);

async function until(ok: () => boolean | Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 2000; i++) {
    if (await ok()) return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe("embedding in a worker thread", () => {
  let h: McpHarness | null = null;
  afterEach(async () => {
    await h?.close();
    h = null;
  });

  it("an MCP tool call completes while the background embedding batch is still running", async () => {
    const repo = join(dir.path, "repo");
    gitRepo(repo);
    h = await mcpHarness(join(dir.path, "home"), repo, {
      semantic: async () => ({
        provider: embedder.query,
        index: await (h as McpHarness).store.openVectors(),
      }),
    });
    const first = (await h.ok("save_decision", {
      title: "Cache rows per export",
      body: "cursor paging",
    })) as {
      id: string;
    };
    const store = h.store;
    const indexer = startBackgroundIndexing(() => store.openVectors(), embedder.background, {
      delayMs: 0,
      batch: 1,
    });
    // the worker holds the batch: its thread is blocked until the gate opens
    await until(() => requests().length === 1, "the background batch to start");
    const saved = await h.ok("save_decision", { title: "Exporter streams rows", body: "with a cursor" });
    const got = await h.ok("get_memory", { id: first.id });
    const found = (await h.ok("search", { query: "exporter rows" })) as { results: { id: string }[] };
    expect(saved.id).toMatch(/^m_/);
    expect(got.id).toBe(first.id);
    expect(found.results.length).toBeGreaterThan(0);
    // all three answered, and the batch has not finished: no vector yet, the gate still closed
    const index = await store.openVectors();
    expect(await index.countVectors({ model: "gated-4" })).toBe(0);
    expect(existsSync(gate)).toBe(false);
    writeFileSync(gate, "");
    await until(async () => (await index.countVectors({ model: "gated-4" })) === 2, "both memories embedded");
    indexer.stop();
    await indexer.idle();
  });

  it("serves a waiting query before waiting background batches", async () => {
    const running = embedder.background.embed(["bg-1"]);
    await until(() => requests().length === 1, "the first batch to start");
    const queued = embedder.background.embed(["bg-2"]);
    const query = embedder.query.embed(["the query"]);
    writeFileSync(gate, "");
    await Promise.all([running, queued, query]);
    expect(requests()).toEqual([["bg-1"], ["the query"], ["bg-2"]]);
    const [v] = await query;
    expect(v).toBeInstanceOf(Float32Array);
    expect(v?.length).toBe(4);
  });

  it("fails the request of a worker that died and starts a new one for the next", async () => {
    writeFileSync(gate, "");
    await expect(embedder.background.embed(["crash"])).rejects.toThrow(/embedding worker stopped/);
    const [v] = await embedder.query.embed(["after"]);
    expect(v?.length).toBe(4);
  });
});
