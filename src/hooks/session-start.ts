/**
 * SessionStart: finish work a previous SessionEnd deferred (leftover spools), then inject the
 * context pack as `hookSpecificOutput.additionalContext` and remember what was shown.
 */
import { realpathSync } from "node:fs";
import { dirname, join } from "node:path";
import { ingestSession } from "../app/capture/ingest-session.js";
import { pendingSpoolSessions, spoolCwd } from "../app/capture/spool.js";
import { buildContext } from "../app/context/build-context.js";
import { syncProjectObservations } from "../app/observations/index-store.js";
import { ensureProject } from "../app/projects/ensure-project.js";
import { loadConfig } from "../app/setup/config.js";
import { hasTaskBoards } from "../store/sqlite/task-presence.js";
import { cliHint } from "./cli-hint.js";
import { openDefaultStore } from "./open-store.js";
import { parsePayload, sessionStartPayload } from "./payload.js";
import { contextOutput, type HookContext, type HookOutput, type HookPayload } from "./types.js";

/** Leftover spools ingested per start, so a backlog never makes start-up slow. */
const MAX_DEFERRED = 5;

export async function run(raw: HookPayload, ctx: HookContext): Promise<HookOutput | null> {
  const p = await parsePayload(sessionStartPayload, raw, "SessionStart");
  const store = openDefaultStore(ctx.paths.db, ctx.nativeBinding);
  try {
    const now = new Date();
    for (const sid of pendingSpoolSessions(ctx.paths.spool).slice(0, MAX_DEFERRED)) {
      if (sid === p.session_id && p.source === "startup") continue;
      const cwd = spoolCwd(ctx.paths.spool, sid) ?? p.cwd;
      await ingestSession(store, ctx.paths.spool, { sessionId: sid, cwd, trigger: "SessionStart", now });
    }
    const project = await ensureProject(store, p.cwd, now);
    // tasks (issue 4), loaded only where boards exist: the import registers the TaskStore for the pack, and
    // tasks left in flight by an ended or crashed session are reconciled (on startup/resume, not clear/compact)
    if (hasTaskBoards(store, project.id)) {
      const { sqliteTaskStore } = await import("../store/sqlite/task-store.js");
      const { resumeTasks } = await import("../app/tasks/resume-tasks.js");
      if (p.source === undefined || p.source === "startup" || p.source === "resume")
        await resumeTasks(sqliteTaskStore(store), store, { project, sessionId: p.session_id, now });
    }
    // observation files → typed memories, so this pack ranks them (unchanged files cost a stat)
    await syncProjectObservations(store, project, ctx.paths.home, now);
    const pack = await buildContext(store, {
      project,
      sessionId: p.session_id,
      now,
      budget: loadConfig(ctx.paths.home)["context.budget"],
    });
    await store.recordInjections(
      p.session_id,
      pack.items.map((i) => i.id).filter((id) => id.startsWith("m_")),
      now.toISOString(),
    );
    // a finished session still waiting for a model summary: a detached worker writes it, never waited for
    const summarizer = loadConfig(ctx.paths.home)["summarizer.provider"];
    if (summarizer !== "heuristic") {
      const cliPath = join(dirname(realpathSync(process.argv[1] ?? ".")), "cli.mjs");
      // loaded only when a model provider is configured: the default start pays nothing for it
      const { startDeferredSummaries } = await import("../app/summarize/deferred.js");
      await startDeferredSummaries({
        store,
        home: ctx.paths.home,
        provider: summarizer,
        project: project.id,
        cliPath,
        env: process.env,
        now,
      });
    }
    // nothing remembered yet: inject nothing rather than an empty header
    if (pack.items.length === 0) return null;
    const hint = cliHint(process.env, dirname(realpathSync(process.argv[1] ?? ".")));
    return contextOutput("SessionStart", hint ? `${pack.text}\n\n${hint}` : pack.text);
  } finally {
    await store.close();
  }
}
