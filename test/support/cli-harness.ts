/** Runs the CLI in-process (runCli) against a real SQLite file in a temp CAIRN_HOME. */
import { join } from "node:path";
import { loadConfig } from "../../src/app/env/config.js";
import { cairnPaths } from "../../src/app/env/paths.js";
import type { CliContext, CliIO } from "../../src/cli/context.js";
import { runCli } from "../../src/cli/run-cli.js";
import { openSqliteStores, type SqliteStores } from "../../src/store/sqlite/stores.js";
import { HOOK } from "./hook-runner.js";

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** `io`: what the terminal would be (e.g. `{ progress: new FakeTty() }` for a stderr that is a TTY). */
export function cliHarness(
  home: string,
  cwd: string,
  env: NodeJS.ProcessEnv = {},
  io: Partial<Pick<CliIO, "isTTY" | "progress">> = {},
) {
  let stores: SqliteStores | null = null;
  const paths = cairnPaths({ CAIRN_HOME: home });
  const run = async (...argv: string[]): Promise<CliResult> => {
    let stdout = "";
    let stderr = "";
    const ctx: CliContext = {
      io: {
        stdout: (t) => {
          stdout += t;
        },
        stderr: (t) => {
          stderr += t;
        },
        isTTY: false,
        ...io,
      },
      env: { HOME: join(home, "user-home"), ...env },
      cwd,
      paths,
      nativeBinding: undefined,
      hookScript: HOOK,
      // read again for each command, as each `cairn` process does
      config: () => loadConfig(paths.home, ctx.env),
      stores: () => {
        stores ??= openSqliteStores({ path: paths.db });
        return stores;
      },
      store: () => ctx.stores().store,
      now: () => new Date(),
    };
    const code = await runCli(argv, ctx);
    return { code, stdout, stderr };
  };
  const json = async (...argv: string[]): Promise<unknown> => {
    const r = await run(...argv, "--json");
    if (r.code !== 0) throw new Error(`cairn ${argv.join(" ")} exited ${r.code}: ${r.stderr}`);
    return JSON.parse(r.stdout);
  };
  return { run, json, close: async () => stores?.store.close(), paths };
}
