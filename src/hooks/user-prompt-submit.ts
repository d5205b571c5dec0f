/**
 * UserPromptSubmit: one call to the promptRecall use case (record the prompt, add memories that match
 * it strongly within `prompt.budget`, never repeating what this session already received).
 * `<task-notification>` prompts (background agents finishing) are not user intents and are skipped.
 */

import { promptRecall } from "../app/recall/prompt-recall.js";
import { contextLimitFor } from "../core/agents/agents.js";
import { isTaskNotification } from "../core/capture/summary.js";
import { withHookStores } from "./open-store.js";
import { parsePayload, userPromptSubmitPayload } from "./payload.js";
import { contextOutput, type HookContext, type HookOutput, type HookPayload } from "./types.js";

export async function run(raw: HookPayload, ctx: HookContext): Promise<HookOutput | null> {
  const p = await parsePayload(userPromptSubmitPayload, raw, "UserPromptSubmit");
  if (isTaskNotification(p.prompt)) return null;
  const limit = contextLimitFor(ctx.agent).units;
  const text = await withHookStores(ctx, (open, runtime) =>
    promptRecall(open(), {
      cwd: p.cwd,
      sessionId: p.session_id,
      prompt: p.prompt,
      budget: runtime.config["prompt.budget"],
      maxChars: limit,
      now: runtime.now(),
    }),
  );
  return text === "" ? null : contextOutput("UserPromptSubmit", text, limit);
}
