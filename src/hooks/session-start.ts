/**
 * SessionStart: finish work a previous SessionEnd deferred (leftover spools), then inject the
 * context pack as `hookSpecificOutput.additionalContext` and remember what was shown.
 */
import { buildContext } from "../app/build-context.js";
import { loadConfig } from "../app/config.js";
import { ensureProject } from "../app/ensure-project.js";
import { ingestSession } from "../app/ingest-session.js";
import { pendingSpoolSessions, spoolCwd } from "../app/spool.js";
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
    // nothing remembered yet: inject nothing rather than an empty header
    return pack.items.length > 0 ? contextOutput("SessionStart", pack.text) : null;
  } finally {
    await store.close();
  }
}
