/**
 * The `cairn` executable: the CLI's composition root and the only module that calls process.exit.
 * Wires real stdout/stderr, the environment, and the SQLite store (bundled native binding when run
 * from plugin/dist).
 */
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { databaseProblem, homeProblem } from "../app/env/home-check.js";
import { CairnError } from "../core/common/errors.js";
import { INTERACTIVE_SERVER_LIMITS, SERVER_RETRY_AFTER_MS } from "../core/setup/server-limits.js";
import { importPostgres } from "../runtime/import-postgres.js";
import { openRuntime } from "../runtime/open-runtime.js";
import type { Stores } from "../store/stores.js";
import type { CliContext } from "./context.js";
import { isHelpRequest, runCli } from "./run-cli.js";
import { terminalSafe } from "./terminal-text.js";

/**
 * The CLI's policy: a server store (store.url) connects on first use within the interactive limits
 * (core/setup/server-limits.ts), works from this machine's outbox when unreachable, and says once when
 * it works offline or delivered the outbox (whose sessions it re-derives). Within the retry window
 * after a failed try a command does not wait for the server again, except `cairn doctor`, which always
 * asks it.
 */
const runtime = openRuntime({
  env: process.env,
  distDir: dirname(fileURLToPath(import.meta.url)),
  policy: {
    connectTimeoutMs: INTERACTIVE_SERVER_LIMITS.connectTimeoutMs,
    offline: "outbox",
    retryAfterMs: process.argv[2] === "doctor" ? 0 : SERVER_RETRY_AFTER_MS,
    loadShared: importPostgres,
    afterDelivery: async (shared, ids) =>
      (await import("../app/capture/resummarize-session.js")).resummarizeSessions(shared, ids, {
        spoolDir: runtime.paths.spool,
      }),
    onOpen: (b) => {
      if (b.mode === "offline")
        process.stderr.write(
          `cairn: the server is unreachable (${b.offlineReason}); working from this machine's outbox, delivered when it is back\n`,
        );
      const d = b.delivered;
      if (d && d.memories + d.merged + d.sessions + d.events + d.excerpts > 0)
        process.stderr.write(
          `cairn: delivered the outbox to the server: ${d.memories + d.merged} memories, ${d.sessions} sessions, ${d.events} events, ${d.excerpts} conversation excerpts\n`,
        );
    },
  },
});
const paths = runtime.paths;
let stores: Stores | null = null;

const ctx: CliContext = {
  io: {
    // stored text may hold terminal control sequences from transcripts: shown escaped, never run
    stdout: (t) => process.stdout.write(terminalSafe(t)),
    stderr: (t) => process.stderr.write(terminalSafe(t)),
    isTTY: process.stdout.isTTY === true,
    progress: process.stderr.isTTY === true ? process.stderr : undefined,
  },
  env: process.env,
  cwd: process.cwd(),
  paths,
  nativeBinding: runtime.nativeBinding,
  hookScript: runtime.hookScript,
  config: () => runtime.config,
  stores: () => {
    stores ??= openStores();
    return stores;
  },
  store: () => ctx.stores().store,
  now: runtime.now,
};

/** The stores, or one line saying why not and what to do (a bad CAIRN_HOME, a damaged database). */
function openStores(): Stores {
  const problem = homeProblem(paths.home);
  if (problem) throw new CairnError("IO", problem);
  try {
    return runtime.stores();
  } catch (err) {
    const code = (err as { code?: unknown }).code;
    if (code === "SQLITE_NOTADB" || code === "SQLITE_CORRUPT")
      throw new CairnError("STORE", databaseProblem(paths.db, paths.home, (err as Error).message));
    throw err;
  }
}

const argv = process.argv.slice(2);
// commands that write under CAIRN_HOME without the store (install's ledger, observations) need it too;
// help (`cairn --help`, `cairn help X`, `cairn X --help`) and version create nothing, and doctor
// (which reports it) runs with a bad one
const first = argv[0] ?? "";
const helpOnly = isHelpRequest(argv);
const homeError =
  helpOnly || ["", "--version", "-v", "doctor"].includes(first) ? null : homeProblem(paths.home);
if (homeError) {
  process.stderr.write(`cairn: ${homeError}\n`);
  process.exit(1);
}

/**
 * Exits once everything written to stdout is out: a pipe whose reader is slower than the CLI keeps the
 * rest of a large output (`cairn list --json`) queued in the stream, and process.exit would drop it.
 * A reader that went away (EPIPE) has nothing left to receive.
 */
function exitWhenWritten(code: number): void {
  const exit = () => process.exit(code);
  process.stdout.once("error", exit);
  process.stdout.write("", exit);
}

runCli(argv, ctx)
  .then(async (code) => {
    await stores?.store.close();
    exitWhenWritten(code);
  })
  .catch(async (err: unknown) => {
    process.stderr.write(
      `cairn: unexpected error: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
    await stores?.store.close();
    exitWhenWritten(1);
  });
