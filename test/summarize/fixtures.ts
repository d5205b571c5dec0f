/** A finished session recorded through the real app path (record-activity), in a real SQLite store. */
import { join } from "node:path";
import { recordActivity } from "../../src/app/capture/record-activity.js";
import type { ProjectIdentity } from "../../src/app/env/project.js";
import { ensureProject } from "../../src/app/projects/ensure-project.js";
import { activityEvent } from "../../src/core/capture/events.js";
import type { Store } from "../../src/store/store.js";

export const SECRET = "ghp_abcdefghijklmnopqrstuvwxyz0123456789";

/** The structured reply a well-behaved model gives. */
export const MODEL_SUMMARY =
  "DECISIONS:\n- Prices stay integer cents end to end\nFILES:\n- src/cart.js\nBLOCKERS:\n- none\nNEXT:\n- Add a test for a missing qty\n- Format prices for display";

export async function recordFinishedSession(
  store: Store,
  repo: string,
  sessionId: string,
  at: Date = new Date(Date.now() - 5 * 60_000),
): Promise<ProjectIdentity> {
  const project = await ensureProject(store, repo, at);
  const ts = (s: number) => new Date(at.getTime() + s * 1000).toISOString();
  const base = { sessionId, cwd: repo };
  await recordActivity(store, {
    project,
    sessionId,
    origin: "hook",
    trigger: "SessionEnd",
    ended: true,
    now: at,
    lastAssistantMessage: "Fixed the cart total.\n\nNext steps:\n- add a test for missing qty",
    events: [
      activityEvent({
        ...base,
        ts: ts(0),
        kind: "prompt",
        event: "UserPromptSubmit",
        detail: `The cart total ignores quantities — fix it (token ${SECRET})`,
      }),
      activityEvent({
        ...base,
        ts: ts(1),
        kind: "tool",
        event: "PostToolUse",
        tool: "Edit",
        toolUseId: "t1",
        files: [join(repo, "src", "cart.js")],
        ok: true,
      }),
      activityEvent({
        ...base,
        ts: ts(2),
        kind: "tool",
        event: "PostToolUse",
        tool: "Bash",
        toolUseId: "t2",
        command: "npm test",
        ok: true,
        exitCode: 0,
      }),
    ],
  });
  return project;
}
