/**
 * The `cairn` executable: the CLI's composition root and the only module that calls process.exit.
 * Wires real stdout/stderr, the environment, and the SQLite store (bundled native binding when run
 * from plugin/dist).
 */
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { resolveNativeBinding } from "../app/env/native-binding.js";
import { cairnPaths } from "../app/env/paths.js";
import { openSqliteStore, type SqliteStore } from "../store/sqlite/sqlite-store.js";
import type { CliContext } from "./context.js";
import { runCli } from "./run-cli.js";
import { terminalSafe } from "./terminal-text.js";

const here = dirname(fileURLToPath(import.meta.url));
const nativeBinding = resolveNativeBinding({ distDir: here, dataDir: process.env.CLAUDE_PLUGIN_DATA });
const hook = join(here, "hook.js");
let store: SqliteStore | null = null;
const paths = cairnPaths();

const ctx: CliContext = {
  io: {
    // stored text may hold terminal control sequences from transcripts: shown escaped, never run
    stdout: (t) => process.stdout.write(terminalSafe(t)),
    stderr: (t) => process.stderr.write(terminalSafe(t)),
    isTTY: process.stdout.isTTY === true,
  },
  env: process.env,
  cwd: process.cwd(),
  paths,
  nativeBinding,
  hookScript: existsSync(hook) ? hook : undefined,
  store: () => {
    store ??= openSqliteStore({ path: paths.db, nativeBinding });
    return store;
  },
  now: () => new Date(),
};

runCli(process.argv.slice(2), ctx)
  .then(async (code) => {
    await store?.close();
    process.exit(code);
  })
  .catch(async (err: unknown) => {
    process.stderr.write(
      `cairn: unexpected error: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
    await store?.close();
    process.exit(1);
  });
