/**
 * Stop, SubagentStop, PreCompact and SessionEnd: one call to the checkpointSession use case (observer
 * checkpoint, spool drained into the session's summary, stop guards). The store is opened only when
 * the use case needs it (a SessionEnd with a large spool leaves it to the next SessionStart).
 */
import { checkpointSession } from "../app/capture/checkpoint-session.js";
import type { Stores } from "../store/stores.js";
import { hookLog } from "./hook-log.js";
import { openDefaultStores } from "./open-store.js";
import { checkpointPayload, parsePayload } from "./payload.js";
import { processStartMs } from "./process-start.js";
import type { HookContext, HookOutput, HookPayload } from "./types.js";

/** Milliseconds after process start (processStartMs) when derivation stops; the guards run after. */
export const DERIVE_BUDGET_MS = 450;

export async function run(raw: HookPayload, ctx: HookContext): Promise<HookOutput | null> {
  const p = await parsePayload(checkpointPayload, raw, ctx.event);
  let stores: Stores | null = null;
  try {
    const decision = await checkpointSession(
      () => {
        stores ??= openDefaultStores(ctx.paths.db, ctx.nativeBinding);
        return stores;
      },
      {
        event: ctx.event,
        agent: ctx.agent,
        sessionId: p.session_id,
        cwd: p.cwd,
        transcriptPath: p.transcript_path ?? null,
        agentTranscriptPath: p.agent_transcript_path ?? null,
        agentId: p.agent_id ?? null,
        lastAssistantMessage: p.last_assistant_message ?? null,
        stopHookActive: p.stop_hook_active === true,
        trigger: p.trigger ?? null,
        home: ctx.paths.home,
        spoolDir: ctx.paths.spool,
        now: new Date(),
        deadline: processStartMs() + DERIVE_BUDGET_MS,
        onInvalid: (n) => hookLog(ctx.paths.logs, ctx.event, `skipped ${n} invalid spool lines`),
      },
    );
    // exactly Claude Code's Stop contract: {"decision":"block","reason":…}, nothing else
    return decision ? { decision: "block", reason: decision.reason } : null;
  } finally {
    await (stores as Stores | null)?.store.close();
  }
}
