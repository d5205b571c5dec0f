/**
 * The `cairn` executable: the CLI's composition root and the only module that calls process.exit.
 * Wires real stdout/stderr, the environment, and the SQLite store (bundled native binding when run
 * from plugin/dist).
 */
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { cairnPaths } from "../app/env/paths.js";
import { securePrivateHome } from "../app/env/private-home.js";
import { openSqliteStores, type SqliteStores } from "../store/sqlite/stores.js";
import type { CliContext } from "./context.js";
import { runCli } from "./run-cli.js";

const here = dirname(fileURLToPath(import.meta.url));
const native = join(here, "native", "better_sqlite3.node");
const hook = join(here, "hook.js");
let stores: SqliteStores | null = null;
const paths = cairnPaths();

const ctx: CliContext = {
  io: {
    stdout: (t) => process.stdout.write(t),
    stderr: (t) => process.stderr.write(t),
    isTTY: process.stdout.isTTY === true,
  },
  env: process.env,
  cwd: process.cwd(),
  paths,
  nativeBinding: existsSync(native) ? native : undefined,
  hookScript: existsSync(hook) ? hook : undefined,
  stores: () => {
    if (!stores) securePrivateHome(paths.home);
    stores ??= openSqliteStores({ path: paths.db, nativeBinding: existsSync(native) ? native : undefined });
    return stores;
  },
  store: () => ctx.stores().store,
  now: () => new Date(),
};

runCli(process.argv.slice(2), ctx)
  .then(async (code) => {
    await stores?.store.close();
    process.exit(code);
  })
  .catch(async (err: unknown) => {
    process.stderr.write(
      `cairn: unexpected error: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
    await stores?.store.close();
    process.exit(1);
  });
