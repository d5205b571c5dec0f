/**
 * The notes' Stop guard (registered in app/stop-guards.ts): block once when this turn edited code a
 * note covers without refreshing that note, or nudge once after heavy exploration with no note written
 * (`notes.explorationThreshold` calls). Main-thread Stop only — a subagent's stop is not the end of the
 * user's turn; stop_hook_active is handled centrally. What the turn did is derived from its events
 * (core/notes/turn-activity.ts). Cheap when nothing can fire (no notes folder and little exploration);
 * otherwise freshness-guard.ts does the work.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { NOTES_DIR } from "../../core/notes/note-path.js";
import { turnActivity } from "../../core/notes/turn-activity.js";
import type { StopGuardInput } from "../extension/stop-guard-input.js";

export async function notesGuard(input: StopGuardInput): Promise<{ reason: string } | null> {
  if (input.event !== "Stop" || input.turn.length === 0) return null;
  const activity = turnActivity(input.turn, input.project.root);
  const threshold = input.config["notes.explorationThreshold"];
  if (!existsSync(join(input.project.root, NOTES_DIR)) && activity.explorationCount < threshold) return null;
  return (await import("./freshness-guard.js")).freshnessGuard(input, activity, threshold);
}
