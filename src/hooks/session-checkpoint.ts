/**
 * Stop, SubagentStop, PreCompact, PostCompact and SessionEnd: one call to the checkpointSession use case (observer
 * checkpoint, spool drained into the session's summary, stop guards). The store is opened only when
 * the use case needs it (a SessionEnd with a large spool leaves it to the next SessionStart).
 */
import { checkpointSession } from "../app/capture/checkpoint-session.js";
import { copilotLastAnswer } from "../app/capture/copilot-events-tail.js";
import { resummarizeSessions } from "../app/capture/resummarize-session.js";
import { hookServerBudget } from "../core/setup/server-limits.js";
import { hookLog } from "./hook-log.js";
import { withHookStores } from "./open-store.js";
import { checkpointPayload, parsePayload } from "./payload.js";
import { processStartMs } from "./process-start.js";
import type { HookContext, HookOutput, HookPayload } from "./types.js";

/** Copilot's agentStop carries no message: the turn's final answer is the last one in its events.jsonl. */
const copilotAnswer = async (transcriptPath: string | null, ctx: HookContext): Promise<string | null> =>
  ctx.agent === "copilot" && ctx.event === "Stop" && transcriptPath
    ? copilotLastAnswer(transcriptPath)
    : null;

/** Milliseconds after process start (processStartMs) when derivation stops; the guards run after. */
export const DERIVE_BUDGET_MS = 450;

export async function run(raw: HookPayload, ctx: HookContext): Promise<HookOutput | null> {
  const p = await parsePayload(checkpointPayload, raw, ctx.event);
  const answer = p.last_assistant_message ?? (await copilotAnswer(p.transcript_path ?? null, ctx));
  const decision = await withHookStores(
    ctx,
    (open, runtime) =>
      checkpointSession(open, {
        event: ctx.event,
        agent: ctx.agent,
        sessionId: p.session_id,
        cwd: p.cwd,
        transcriptPath: p.transcript_path ?? null,
        agentTranscriptPath: p.agent_transcript_path ?? null,
        agentId: p.agent_id ?? null,
        lastAssistantMessage: answer,
        stopHookActive: p.stop_hook_active === true,
        trigger: p.trigger ?? null,
        compactSummary: p.compact_summary ?? null,
        home: ctx.paths.home,
        env: process.env,
        config: runtime.config,
        cliEntry: process.argv[1],
        spoolDir: ctx.paths.spool,
        now: new Date(),
        deadline: processStartMs() + DERIVE_BUDGET_MS,
        onInvalid: (n) => hookLog(ctx.paths.logs, ctx.event, `skipped ${n} invalid spool lines`),
      }),
    // delivered sessions are re-derived while the first half of the server time lasts
    {
      afterDelivery: (shared, ids) =>
        resummarizeSessions(shared, ids, {
          spoolDir: ctx.paths.spool,
          deadline: processStartMs() + hookServerBudget(ctx.event).serverDeadlineMs / 2,
        }),
    },
  );
  // exactly Claude Code's Stop contract: {"decision":"block","reason":…}, nothing else
  return decision ? { decision: "block", reason: decision.reason } : null;
}
