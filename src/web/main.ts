/**
 * `plugin/dist/web.mjs`: the dashboard's composition root, started by `cairn ui` (which passes its
 * options through). Opens the SQLite store in `$CAIRN_HOME`, serves until SIGINT/SIGTERM, then closes
 * the server (open live streams included) and the store, so the process ends with nothing left running.
 * Usage: web.mjs [--port N] [--host H] [--allow-remote] [--no-open]. Bad options: one line on stderr, exit code 2.
 */
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { cairnPaths } from "../app/env/paths.js";
import { resolveProject } from "../app/env/project.js";
import { storeUrl } from "../app/setup/store-backend.js";
import { CairnError } from "../core/common/errors.js";
import { sqliteDashboardReader } from "../store/sqlite/dashboard-reader.js";
import { openSqliteStores } from "../store/sqlite/stores.js";
import { openBrowser } from "./open-browser.js";
import { startWebServer } from "./server.js";

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
  const paths = cairnPaths(env);
  if (storeUrl(paths.home, env) !== "")
    throw new CairnError(
      "UNSUPPORTED",
      "the dashboard reads the embedded SQLite store only; store.url names a server (cairn config unset store.url, or use the CLI)",
    );
  const native = join(dirname(fileURLToPath(import.meta.url)), "native", "better_sqlite3.node");
  const stores = openSqliteStores({ path: paths.db, nativeBinding: existsSync(native) ? native : undefined });
  const store = stores.store;
  const here = resolveProject(process.cwd());
  try {
    const server = await startWebServer(
      {
        stores,
        store,
        reader: sqliteDashboardReader(store),
        home: paths.home,
        env,
        now: () => new Date(),
        defaultProject: (await store.getProject(here.id)) ? here.id : null,
      },
      { host: v.host ?? "127.0.0.1", port: port(v.port), allowRemote: v["allow-remote"] === true },
    );
    process.stdout.write(`Cairn dashboard: ${server.url}\n(the link works once; Ctrl-C stops the server)\n`);
    if (v["no-open"] !== true && !openBrowser(server.url, env))
      process.stdout.write("No desktop browser found: open the link above yourself.\n");
    // Ctrl-C reaches this process from the terminal and from `cairn ui`: a second signal is a no-op
    await new Promise<void>((resolve) => {
      process.on("SIGINT", () => resolve());
      process.on("SIGTERM", () => resolve());
    });
    await server.close();
    process.stdout.write("Cairn dashboard stopped.\n");
  } finally {
    await store.close();
  }
}

main().catch((err: unknown) => {
  const usage = err instanceof CairnError || (err as { code?: string }).code?.startsWith("ERR_PARSE_ARGS");
  process.stderr.write(`cairn ui: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exitCode = usage ? 2 : 1;
});
