import { existsSync } from "node:fs";
import { homedir } from "node:os";
import { findGitRoot } from "../../app/env/project.js";
import { runDoctor, type ServerState } from "../../app/setup/doctor.js";
import { localStorePath, readOfflineNote, storeUrl } from "../../app/setup/store-backend.js";
import { maskUrl, maskUrlIn } from "../../core/setup/store-url.js";
import { pendingDelivery } from "../../store/backend/outbox.js";
import { openSqliteStore } from "../../store/sqlite/sqlite-store.js";
import { type CliContext, type Command, printJson } from "../context.js";

/** Milliseconds doctor waits for the server. */
const DOCTOR_CONNECT_TIMEOUT_MS = 2_000;

export const doctor: Command = {
  name: "doctor",
  summary: "Check the install, the database (or the server) and the hooks",
  usage: "cairn doctor [--json]",
  options: { json: { type: "boolean" } },
  async run(ctx, v) {
    const url = storeUrl(ctx.paths.home, ctx.env);
    const checks = await runDoctor({
      store: () => ctx.store(),
      server: url === "" ? undefined : () => serverState(ctx, url),
      paths: ctx.paths,
      homeDir: ctx.env.HOME || homedir(),
      projectRoot: findGitRoot(ctx.cwd)?.root ?? ctx.cwd,
      hookScript: ctx.hookScript,
      env: ctx.env,
      now: ctx.now(),
    });
    if (v.json) printJson(ctx, checks);
    else {
      const mark = { ok: "✓", warn: "!", fail: "✗" } as const;
      for (const c of checks) ctx.io.stdout(`${mark[c.status]} ${c.name.padEnd(18)} ${c.detail}\n`);
    }
    return checks.some((c) => c.status === "fail") ? 1 : 0;
  },
};

async function serverState(ctx: CliContext, url: string): Promise<ServerState> {
  const state: ServerState = {
    label: maskUrl(url),
    probe: null,
    error: null,
    offlineSince: readOfflineNote(ctx.paths.home)?.since ?? null,
    pending: null,
  };
  try {
    const { probeServer } = await import("../../store/backend/postgres-entry.js");
    const p = await probeServer(url, DOCTOR_CONNECT_TIMEOUT_MS);
    state.probe = p;
  } catch (err) {
    state.error = maskUrlIn((err as Error).message, url);
  }
  const local = localStorePath(ctx.paths.home);
  if (existsSync(local)) {
    const store = openSqliteStore({ path: local, nativeBinding: ctx.nativeBinding });
    try {
      state.pending = pendingDelivery(store);
    } finally {
      await store.close();
    }
  }
  return state;
}
