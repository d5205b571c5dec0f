/** Records a user prompt (redacted, ≤ 4,000 chars) as a session event. Task notifications are skipped. */
import { redact } from "../core/redact.js";
import { isTaskNotification } from "../core/summary.js";
import type { Store } from "../store/store.js";

export async function recordPrompt(
  store: Store,
  req: { project: string; sessionId: string; prompt: string; cwd: string | null; now?: Date },
): Promise<boolean> {
  if (req.prompt.trim() === "" || isTaskNotification(req.prompt)) return false;
  const added = await store.insertEvents(req.project, [
    {
      sessionId: req.sessionId,
      ts: (req.now ?? new Date()).toISOString(),
      kind: "prompt",
      event: "UserPromptSubmit",
      tool: null,
      toolUseId: null,
      files: [],
      command: null,
      ok: null,
      exitCode: null,
      error: null,
      detail: redact(req.prompt).slice(0, 4000),
      cwd: req.cwd,
      agentId: null,
    },
  ]);
  return added > 0;
}
