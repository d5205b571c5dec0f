/**
 * Stop guards: checks that may ask Claude to keep going before a turn ends (Claude Code's Stop /
 * SubagentStop `{"decision":"block","reason":…}`). Each capability contributes one guard, listed
 * here. Never blocks when `stop_hook_active` is true (Claude is already continuing because of a Stop
 * hook), so a guard can fire at most once per stop. The first guard that blocks wins; a guard that
 * throws is skipped — a Stop hook must never break the session.
 */
import { currentTurn } from "../../core/capture/turn.js";
import type { StopGuard, StopGuardInput } from "../extension/stop-guard-input.js";
import { notesGuard } from "../notes/stop-guard.js";
import { observationGuard } from "../observations/stop-guard.js";

export type { StopGuard, StopGuardInput } from "../extension/stop-guard-input.js";

/** Registered guards, in order. Capabilities add theirs here. */
export const STOP_GUARDS: readonly StopGuard[] = [
  // notes: stale topic notes block once, heavy exploration earns one nudge. First: it is about
  // this turn's edits and has no later chance, while the Observer's thresholds still hold at the next Stop.
  (input) => notesGuard(input),
  // observations: Observer / Reflector prompts
  (input) => observationGuard(input),
];

/** The most recent events a Stop guard sees, so a guard's cost never grows with the session. */
export const TURN_TAIL = 2_000;

export interface StopDecision {
  decision: "block";
  reason: string;
}

export async function decideStop(
  input: Omit<StopGuardInput, "turn"> & { stopHookActive: boolean },
  guards = STOP_GUARDS,
): Promise<StopDecision | null> {
  if (input.stopHookActive || guards.length === 0) return null;
  // the turn is what follows the last prompt; a turn longer than TURN_TAIL events is seen by its end
  const turn = currentTurn(
    await input.stores.store.listEvents({ sessionId: input.sessionId, tail: TURN_TAIL }),
  );
  for (const guard of guards) {
    try {
      const r = await guard({ ...input, turn });
      if (r && r.reason.trim() !== "") return { decision: "block", reason: r.reason };
    } catch {
      // a failing guard never blocks
    }
  }
  return null;
}
