/**
 * `plugin/dist/web.mjs`: the dashboard's composition root, started by `cairn ui` (which passes its
 * options through). Opens the configured store — the SQLite file in `$CAIRN_HOME`, or with `store.url` the
 * PostgreSQL server beside this machine's local file (store/backend/open-backend.ts; an unreachable
 * server is one line and exit 1: the dashboard shows the shared store or nothing) — with the
 * DashboardReader of that backend, serves until SIGINT/SIGTERM, then closes the server (open live
 * streams included) and the stores, so the process ends with nothing left running.
 * Usage: web.mjs [--port N] [--host H] [--allow-remote] [--no-open]. Bad options: one line on stderr, exit code 2.
 */
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { resolveProject } from "../app/env/project.js";
import { CairnError } from "../core/common/errors.js";
import { currentConfig } from "../runtime/current-config.js";
import { openDashboardReader } from "../runtime/dashboard-reader.js";
import { runtimeEmbeddings } from "../runtime/embeddings.js";
import { importPostgres } from "../runtime/import-postgres.js";
import { openRuntime } from "../runtime/open-runtime.js";
import type { ProjectIdentityKind } from "../store/store.js";
import type { Stores } from "../store/stores.js";
import { openBrowser } from "./open-browser.js";
import { labelsOf } from "./project-select.js";
import { startWebServer } from "./server.js";

/** Milliseconds the dashboard waits for a server store before giving up. */
const CONNECT_TIMEOUT_MS = 3_000;

/**
 * The project the dashboard opens on: the one of the folder `cairn ui` ran in (a merged folder's
 * answers the project it became); started outside any, the one with the newest activity, and why.
 * Nothing is recorded: a folder without memories stays unknown.
 */
async function startProject(
  stores: Stores,
  cwd: string,
  identity: ProjectIdentityKind,
): Promise<{ id: string | null; opened: string | null }> {
  const here = resolveProject(cwd, { shared: identity === "shared" });
  const seen = await stores.store.getProject(here.id);
  if (seen) return { id: seen.id, opened: null };
  const summaries = await (await stores.projects()).summaries();
  // Cairn's own records (`cairn:` identities: global observations) are no project to open on
  const first = summaries.find((x) => !x.project.identity.startsWith("cairn:"));
  if (!first) return { id: null, opened: null };
  const label = labelsOf(summaries.map((s) => s.project)).get(first.project.id) ?? first.project.name;
  const others = summaries.length - 1;
  return {
    id: first.project.id,
    opened: `cairn ui started in ${cwd}, which has no memories: showing ${label}, the project with the newest activity${others > 0 ? ` (${others} more in the picker)` : ""}.`,
  };
}

function port(value: unknown): number {
  if (value === undefined) return 0;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 0 || n > 65_535)
    throw new CairnError(
      "INVALID_INPUT",
      `--port must be an integer from 0 to 65535, got "${String(value)}"`,
    );
  return n;
}

async function main(): Promise<void> {
  const { values: v } = parseArgs({
    options: {
      port: { type: "string" },
      host: { type: "string" },
      "allow-remote": { type: "boolean" },
      "no-open": { type: "boolean" },
    },
  });
  const env = process.env;
  const here = dirname(fileURLToPath(import.meta.url));
  // the dashboard shows the shared store or nothing: an unreachable server fails the start
  const runtime = openRuntime({
    env,
    distDir: here,
    policy: { connectTimeoutMs: CONNECT_TIMEOUT_MS, offline: "fail", loadShared: importPostgres },
  });
  const paths = runtime.paths;
  const backend = await runtime.backend();
  const stores = backend.stores;
  const store = stores.store;
  const stopping = new AbortController();
  // the memory search is `cairn search`'s: query embeddings in a worker thread, opened on first use
  const { embedder, semantic } = runtimeEmbeddings(runtime, store, join(here, "embed-worker.mjs"));
  try {
    const start = await startProject(stores, process.cwd(), runtime.identity);
    const server = await startWebServer(
      {
        stores,
        store,
        reader: await openDashboardReader(backend),
        home: paths.home,
        env,
        config: () => currentConfig(runtime),
        now: runtime.now,
        defaultProject: start.id,
        opened: start.opened,
        stopping: stopping.signal,
        semantic,
      },
      { host: v.host ?? "127.0.0.1", port: port(v.port), allowRemote: v["allow-remote"] === true },
    );
    process.stdout.write(`Cairn dashboard: ${server.url}\n(the link works once; Ctrl-C stops the server)\n`);
    if (start.opened) process.stdout.write(`${start.opened}\n`);
    if (v["no-open"] !== true && !openBrowser(server.url, env))
      process.stdout.write("No desktop browser found: open the link above yourself.\n");
    // Ctrl-C reaches this process from the terminal and from `cairn ui`: a second signal is a no-op
    await new Promise<void>((resolve) => {
      process.on("SIGINT", () => resolve());
      process.on("SIGTERM", () => resolve());
    });
    stopping.abort();
    await server.close();
    process.stdout.write("Cairn dashboard stopped.\n");
  } finally {
    await embedder?.close();
    await runtime.close();
  }
}

main().catch((err: unknown) => {
  // bad options exit 2; a store that cannot be opened (an unreachable server, a damaged file) exits 1
  const usage =
    (err instanceof CairnError && err.code === "INVALID_INPUT") ||
    (err as { code?: string }).code?.startsWith("ERR_PARSE_ARGS");
  process.stderr.write(`cairn ui: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exitCode = usage ? 2 : 1;
});
