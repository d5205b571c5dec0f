/**
 * PostToolUse / PostToolUseFailure: append one compact event to the session's spool. No store.
 * Claude Code's payloads go through `tool-event.ts`; another agent's through its adapter (core/agents),
 * a Codex shell call with its exit code from the rollout (app/capture/agent-command-outcome.ts), a
 * Copilot call with its `toolCallId` from events.jsonl (app/capture/copilot-events-tail.ts).
 */
import { withRolloutOutcome } from "../app/capture/agent-command-outcome.js";
import { copilotEventsPath, withCopilotCallId } from "../app/capture/copilot-events-tail.js";
import { appendSpool } from "../app/capture/spool-append.js";
import { adapterFor } from "../core/agents/agents.js";
import { toolActivity } from "../core/agents/tool-activity.js";
import { toolEvent } from "./tool-event.js";
import type { HookContext, HookOutput, HookPayload } from "./types.js";

export function run(payload: HookPayload, ctx: HookContext): HookOutput | null {
  const e = ctx.agent === "claude-code" ? toolEvent(payload, new Date()) : agentToolEvent(payload, ctx);
  if (e) appendSpool(ctx.paths.spool, e);
  return null;
}

function agentToolEvent(payload: HookPayload, ctx: HookContext) {
  const e = adapterFor(ctx.agent).parse(ctx.event, payload);
  if (e?.type !== "tool_use") return null;
  const tool =
    ctx.agent === "copilot"
      ? withCopilotCallId(
          e.tool,
          payload.tool_input,
          copilotEventsPath(e.transcriptPath, e.sessionId, process.env),
        )
      : withRolloutOutcome(e.tool, e.transcriptPath);
  return toolActivity({ ...e, tool }, new Date());
}
