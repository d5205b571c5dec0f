/** Records a user prompt (redacted, ≤ 4,000 chars) as a session event. Task notifications are skipped. */
import { activityEvent } from "../../core/capture/events.js";
import { isTaskNotification } from "../../core/capture/summary.js";
import { redactOnce } from "../../core/redact/redacted-texts.js";
import type { Store } from "../../store/store.js";

export async function recordPrompt(
  store: Store,
  req: { project: string; sessionId: string; prompt: string; cwd: string | null; now?: Date },
): Promise<boolean> {
  if (req.prompt.trim() === "" || isTaskNotification(req.prompt)) return false;
  const added = await store.insertEvents(req.project, [
    activityEvent({
      sessionId: req.sessionId,
      ts: (req.now ?? new Date()).toISOString(),
      kind: "prompt",
      event: "UserPromptSubmit",
      detail: redactOnce(req.prompt).slice(0, 4000),
      cwd: req.cwd,
    }),
  ]);
  return added > 0;
}
