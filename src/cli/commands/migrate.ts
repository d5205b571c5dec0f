/**
 * `cairn migrate --to postgres|sqlite`: this machine's embedded store into the server named by
 * store.url (or --url), or the server back into the embedded store (app/setup/migrate-store.ts).
 * Resumable and idempotent; a progress bar on a terminal, one count line otherwise.
 */
import { type MigrateResult, toEmbedded, toServer } from "../../app/setup/migrate-store.js";
import { localStorePath, machineAuthor, storeUrl } from "../../app/setup/store-backend.js";
import { CairnError } from "../../core/common/errors.js";
import { isPostgresUrl, maskUrl, maskUrlIn } from "../../core/setup/store-url.js";
import { openSqliteStore } from "../../store/sqlite/sqlite-store.js";
import type { Store } from "../../store/store.js";
import { type CliContext, type Command, printJson } from "../context.js";
import { progress } from "../progress.js";

const CONNECT_TIMEOUT_MS = 5_000;

export const migrate: Command = {
  name: "migrate",
  summary: "Copy the embedded store into the PostgreSQL server, or back",
  usage: "cairn migrate --to postgres|sqlite [--url postgres://…] [--json]",
  options: { to: { type: "string" }, url: { type: "string" }, json: { type: "boolean" } },
  async run(ctx, v) {
    const to = v.to;
    if (to !== "postgres" && to !== "sqlite")
      throw new CairnError("INVALID_INPUT", "migrate needs --to postgres or --to sqlite");
    const url = typeof v.url === "string" ? v.url.trim() : storeUrl(ctx.paths.home, ctx.env);
    if (!isPostgresUrl(url))
      throw new CairnError(
        "INVALID_INPUT",
        "no server: set store.url (cairn config set store.url postgres://user@host/db) or pass --url",
      );
    const { openServerStore } = await import("../../store/backend/postgres-entry.js");
    let server: Store;
    try {
      server = await openServerStore(url, CONNECT_TIMEOUT_MS);
    } catch (err) {
      throw new CairnError("STORE", maskUrlIn((err as Error).message, url));
    }
    const author = machineAuthor();
    const embedded = openSqliteStore({ path: ctx.paths.db, nativeBinding: ctx.nativeBinding });
    const local = openSqliteStore({
      path: localStorePath(ctx.paths.home),
      nativeBinding: ctx.nativeBinding,
      capturedBy: author,
    });
    const progress = progressReporter(ctx, v.json === true);
    let r: MigrateResult;
    try {
      r =
        to === "postgres"
          ? await toServer(embedded, server, local, progress.update)
          : await toEmbedded(server, local, embedded, progress.update);
    } catch (err) {
      throw new CairnError("STORE", maskUrlIn((err as Error).message, url), { cause: err });
    } finally {
      progress.stop();
      await Promise.allSettled([server.close(), embedded.close(), local.close()]);
    }
    const shown = maskUrl(url);
    if (v.json) printJson(ctx, { to, server: shown, ...r });
    else {
      const m = r.main;
      const where = to === "postgres" ? `into ${shown}` : `from ${shown} into ${ctx.paths.db}`;
      ctx.io.stdout(
        `Copied ${where}: ${m.memories} memories (${m.skipped} already there, ${m.merged} merged by dedupe key), ${m.sessions} sessions, ${m.events} new events, ${m.projects} projects.\n`,
      );
      ctx.io.stdout(
        to === "postgres"
          ? `${r.local.memories} local-scope memories stay on this machine (${localStorePath(ctx.paths.home)}).\n`
          : `${r.local.memories} local-scope memories came back from ${localStorePath(ctx.paths.home)}.\n`,
      );
    }
    return 0;
  },
};

/** The CLI's progress bar over memories on a terminal (progress.ts); a final count line otherwise. */
function progressReporter(ctx: CliContext, json: boolean) {
  const bar = progress(ctx, { label: "copying", unit: "memories", json });
  let last = { done: 0, total: 0 };
  return {
    update: (done: number, total: number) => {
      last = { done, total };
      bar.update(done, total);
    },
    stop: () => {
      bar.done();
      if (!bar.visible && !json && last.total > 0)
        ctx.io.stderr(`copied ${last.done}/${last.total} memories\n`);
    },
  };
}
