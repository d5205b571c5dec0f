/**
 * `cairn migrate --to postgres|sqlite`: this machine's embedded store into the server named by
 * store.url (or --url), or the server back into the embedded store (app/setup/migrate-store.ts):
 * memories, sessions and their events, conversation excerpts, task boards (tasks, progress log,
 * checkpoints, briefs).
 * Resumable and idempotent; a progress bar on a terminal, one count line otherwise.
 */
import {
  type MigrateProgress,
  type MigrateResult,
  toEmbedded,
  toServer,
} from "../../app/setup/migrate-store.js";
import { CairnError } from "../../core/common/errors.js";
import { isPostgresUrl, maskUrl, maskUrlIn } from "../../core/setup/store-url.js";
import { openMigrationStores } from "../../runtime/migration-stores.js";
import { localStorePath, storeUrl } from "../../runtime/store-backend.js";
import { type CliContext, type Command, printJson } from "../context.js";
import { optionTable } from "../options.js";
import { progress } from "../progress.js";

const CONNECT_TIMEOUT_MS = 5_000;

export const migrate: Command = {
  name: "migrate",
  summary: "Copy the embedded store into the PostgreSQL server, or back",
  usage: `cairn migrate --to postgres|sqlite [--url postgres://…] [--json]

Copies memories, sessions and their events, conversation excerpts, and task boards (tasks,
dependencies, the progress log under its own sequence numbers, checkpoints, research briefs).
Run it again to resume or to catch up: what the destination already has is not copied twice.
Not copied: vectors (run "cairn index" on the destination to embed again) and the topic-note
index (notes are re-indexed from their .cairn/notes/ files).`,
  options: optionTable({ to: "string", url: "string" }, "json"),
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
    const { server, embedded, local, boards, close } = await openMigrationStores(
      ctx,
      url,
      CONNECT_TIMEOUT_MS,
    );
    const progress = progressReporter(ctx, v.json === true);
    let r: MigrateResult;
    try {
      r =
        to === "postgres"
          ? await toServer(embedded, server, local, progress.update, {
              from: boards.embedded,
              to: boards.server,
            })
          : await toEmbedded(server, local, embedded, progress.update, {
              from: boards.server,
              to: boards.embedded,
            });
    } catch (err) {
      throw new CairnError("STORE", maskUrlIn((err as Error).message, url), { cause: err });
    } finally {
      progress.stop();
      await close();
    }
    const shown = maskUrl(url);
    if (v.json) printJson(ctx, { to, server: shown, ...r });
    else {
      const m = r.main;
      const where = to === "postgres" ? `into ${shown}` : `from ${shown} into ${ctx.paths.db}`;
      ctx.io.stdout(
        `Copied ${where}: ${m.memories} memories (${m.skipped} already there, ${m.merged} merged by dedupe key), ${m.sessions} sessions, ${m.events} new events, ${m.excerpts} new conversation excerpts, ${m.projects} projects.\n`,
      );
      const t = r.tasks;
      ctx.io.stdout(
        `Task boards: ${t.boards} new boards, ${t.tasks} new tasks (${t.updated} updated), ${t.events} new log events, ${t.checkpoints} checkpoints, ${t.briefs} briefs.\n`,
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

/**
 * The CLI's progress bar on a terminal (progress.ts), one per thing counted (memories, then task
 * events); a final count line per thing otherwise.
 */
function progressReporter(ctx: CliContext, json: boolean) {
  let unit = "";
  let bar: ReturnType<typeof progress> | null = null;
  let last = { done: 0, total: 0 };
  const finish = () => {
    bar?.done();
    if (bar && !bar.visible && !json && last.total > 0)
      ctx.io.stderr(`copied ${last.done}/${last.total} ${unit}\n`);
  };
  const update: MigrateProgress = (done, total, what) => {
    if (what !== unit || bar === null) {
      finish();
      unit = what;
      bar = progress(ctx, { label: "copying", unit: what, json });
    }
    last = { done, total };
    bar.update(done, total);
  };
  return { update, stop: finish };
}
