/** PostToolUse / PostToolUseFailure: append one compact event to the session's spool. No store. */
import { appendSpool } from "../app/capture/spool-append.js";
import { toolEvent } from "./tool-event.js";
import type { HookContext, HookOutput, HookPayload } from "./types.js";

export function run(payload: HookPayload, ctx: HookContext): HookOutput | null {
  const e = toolEvent(payload, new Date());
  if (e) appendSpool(ctx.paths.spool, e);
  return null;
}
