/**
 * Stop, SubagentStop, PreCompact and SessionEnd: drain the spool and refresh the one running summary
 * of the session (idempotent). Stop and SubagentStop then ask the registered stop guards
 * (app/stop-guards.ts) whether to block once; never when stop_hook_active is set.
 * Time-bounded at any session length: only events not yet derived are processed, and derivation
 * stops DERIVE_BUDGET_MS after the process started, leaving a backlog for the next hook. SessionEnd
 * has a 1.5 s budget shared by all plugins: a spool too large to read in time is left for the next
 * SessionStart.
 */
import { statSync } from "node:fs";
import { join } from "node:path";
import { ingestSession } from "../app/capture/ingest-session.js";
import { spoolName } from "../app/capture/spool-append.js";
import { decideStop } from "../app/capture/stop-guards.js";
import { observerCheckpoint } from "../app/observations/checkpoint.js";
import { ensureProject } from "../app/projects/ensure-project.js";
import { hookLog } from "./hook-log.js";
import { openDefaultStore } from "./open-store.js";
import { checkpointPayload, parsePayload } from "./payload.js";
import type { HookContext, HookOutput, HookPayload } from "./types.js";

/** Spool size above which SessionEnd defers the ingest to the next SessionStart (raw reading is ~20 ms/MB). */
const SESSION_END_MAX_SPOOL_BYTES = 4_000_000;
/** Milliseconds after process start (performance.timeOrigin) when derivation stops; the guards run after. */
export const DERIVE_BUDGET_MS = 450;

export async function run(raw: HookPayload, ctx: HookContext): Promise<HookOutput | null> {
  const p = await parsePayload(checkpointPayload, raw, ctx.event);
  // observations: PreCompact forces the next Stop to observe; SessionEnd leaves a pending marker
  observerCheckpoint(ctx.paths.home, ctx.event, {
    sessionId: p.session_id,
    transcriptPath: p.transcript_path,
    cwd: p.cwd,
    trigger: p.trigger,
    now: new Date(),
  });
  if (ctx.event === "SessionEnd" && spoolBytes(ctx.paths.spool, p.session_id) > SESSION_END_MAX_SPOOL_BYTES)
    return null;
  const store = openDefaultStore(ctx.paths.db, ctx.nativeBinding);
  try {
    const now = new Date();
    const ingested = await ingestSession(store, ctx.paths.spool, {
      sessionId: p.session_id,
      cwd: p.cwd,
      trigger: ctx.event,
      // a subagent's last words are not the session's
      lastAssistantMessage: ctx.event === "Stop" ? (p.last_assistant_message ?? null) : null,
      ended: ctx.event === "SessionEnd",
      now,
      deadline: performance.timeOrigin + DERIVE_BUDGET_MS,
    });
    if (ingested && ingested.invalid > 0)
      hookLog(ctx.paths.logs, ctx.event, `skipped ${ingested.invalid} invalid spool lines`);
    if ((ctx.event === "Stop" || ctx.event === "SubagentStop") && ingested) {
      const project = await ensureProject(store, p.cwd, now);
      const decision = await decideStop({
        store,
        project,
        sessionId: p.session_id,
        event: ctx.event,
        lastAssistantMessage: p.last_assistant_message ?? null,
        transcriptPath: p.transcript_path ?? null,
        stopHookActive: p.stop_hook_active === true,
        now,
      });
      // exactly Claude Code's Stop contract: {"decision":"block","reason":…}, nothing else
      if (decision) return { decision: "block", reason: decision.reason };
    }
  } finally {
    await store.close();
  }
  return null;
}

function spoolBytes(dir: string, sessionId: string): number {
  try {
    return statSync(join(dir, `${spoolName(sessionId)}.jsonl`)).size;
  } catch {
    return 0;
  }
}
