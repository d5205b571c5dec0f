/**
 * `plugin/dist/mcp.mjs`: the MCP server's composition root over stdio. Project: `--project PATH`,
 * else `$CLAUDE_PROJECT_DIR` (Claude Code sets it for stdio servers), else the working directory.
 * Data: `$CAIRN_HOME` like the hooks; the SQLite store opens once and closes when stdin ends.
 * stdout carries only the protocol; errors go to stderr and `<home>/logs/mcp.log`. Transport:
 * json-rpc-stdio.ts (every invalid message gets a JSON-RPC error).
 */
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import * as z from "zod/mini";
import { startBackgroundIndexing } from "../app/embeddings/background.js";
import { headCommit } from "../app/env/git.js";
import { homeProblem } from "../app/env/home-check.js";
import { cairnPaths } from "../app/env/paths.js";
import type { ProjectIdentity } from "../app/env/project.js";
import { appendFileSafe, homeScope } from "../app/env/safe-write.js";
import { ensureProject } from "../app/projects/ensure-project.js";
import type { SemanticSearch } from "../app/search/search-memories.js";
import { summarizerFromConfig } from "../app/summarize/create-provider.js";
import { summarizerLog } from "../app/summarize/log.js";
import { currentConfig } from "../runtime/current-config.js";
import { runtimeEmbeddings } from "../runtime/embeddings.js";
import { importPostgres } from "../runtime/import-postgres.js";
import { openRuntime, type Runtime } from "../runtime/open-runtime.js";
import type { Stores } from "../store/stores.js";
import type { McpDeps } from "./deps.js";
import { JsonRpcStdioTransport } from "./json-rpc-stdio.js";
import { createCairnServer } from "./server.js";

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { project: { type: "string" } }, strict: false });
  const env = process.env;
  const here = dirname(fileURLToPath(import.meta.url));
  const runtime = openRuntime({
    env,
    distDir: here,
    policy: { connectTimeoutMs: 3_000, offline: "outbox", loadShared: importPostgres },
  });
  const paths = runtime.paths;
  const homeError = homeProblem(paths.home);
  if (homeError) {
    process.stderr.write(`cairn mcp: ${homeError}\n`);
    process.exitCode = 1;
    return;
  }
  const given = typeof values.project === "string" && values.project !== "" ? values.project : null;
  const projectDir = resolve(given ?? (env.CLAUDE_PROJECT_DIR || process.cwd()));
  // readable validation messages for tool errors (the hooks skip this: it costs start-up time)
  const { default: en } = await import("zod/v4/locales/en.js");
  z.config(en());
  const stores: Stores = (await runtime.backend()).stores;
  const log = summarizerLog(paths.logs);
  // embeddings run in a worker thread (tool calls never wait for the model): the search tool's queries
  // first, pending memories in the background between them
  const embeddings = runtimeEmbeddings(runtime, stores.store, join(here, "embed-worker.mjs"), log);
  const embedder = embeddings.embedder;
  const semantic = embeddings.semantic();
  const deps = mcpDeps(runtime, stores, projectDir, { log, semantic });
  const server = createCairnServer(deps, env.CAIRN_VERSION ?? "0.1.0");
  // answers invalid and oversized messages with JSON-RPC errors instead of dropping them
  const transport = new JsonRpcStdioTransport();
  let closed = false;
  const sem = await semantic;
  const indexer =
    sem && embedder
      ? startBackgroundIndexing(async () => sem.index, embedder.background, {
          // one text per request: a search's query waits behind one text at most
          batch: 1,
          onError: (err) => log(`background indexing stopped: ${(err as Error).message.split("\n")[0]}`),
        })
      : null;
  const shutdown = async () => {
    if (closed) return;
    closed = true;
    indexer?.stop();
    await embedder?.close();
    await indexer?.idle().catch(() => undefined);
    await server.close().catch(() => undefined);
    await runtime.close();
    process.stdin.destroy(); // nothing keeps the process alive after this
  };
  process.stdin.on("end", () => void shutdown());
  process.on("SIGTERM", () => void shutdown());
  await server.connect(transport);
}

/** What every tool, resource and prompt is given: the stores, the project (resolved on first use), clock, logs. */
function mcpDeps(
  runtime: Runtime,
  stores: Stores,
  projectDir: string,
  o: Pick<McpDeps, "log"> & { semantic: Promise<SemanticSearch | null> },
): McpDeps {
  const { env, paths } = runtime;
  let project: Promise<ProjectIdentity> | null = null;
  return {
    stores,
    project: () => {
      // resolved once; a failure is not cached, so the next tool call tries again
      project ??= ensureProject(stores.store, projectDir).catch((err: unknown) => {
        project = null;
        throw err;
      });
      return project;
    },
    gitCommit: (p) => headCommit(p.gitDir),
    sessionId: env.CLAUDE_CODE_SESSION_ID || null,
    now: runtime.now,
    // settings read again on each call: the server outlives a `cairn config set`
    summarizer: () => summarizerFromConfig(currentConfig(runtime), env),
    searchConversations: () => currentConfig(runtime)["search.conversations"] === true,
    log: o.log,
    semantic: () => o.semantic,
    session: (p) => ({
      cwd: p.root,
      home: paths.home,
      env,
      config: currentConfig(runtime),
      spoolDir: paths.spool,
      sessionId: env.CLAUDE_CODE_SESSION_ID || undefined,
      now: new Date(),
    }),
  };
}

function logError(err: unknown): void {
  const text = err instanceof Error ? (err.stack ?? err.message) : String(err);
  process.stderr.write(`cairn mcp: ${text}\n`);
  try {
    const { home, logs } = cairnPaths();
    appendFileSafe(homeScope(home), join(logs, "mcp.log"), `${new Date().toISOString()} ${text}\n`);
  } catch {
    // best effort
  }
}

process.on("uncaughtException", logError);
process.on("unhandledRejection", logError);
main().catch((err: unknown) => {
  logError(err);
  process.exitCode = 1;
});
