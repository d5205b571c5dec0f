/**
 * When the Observer and the Reflector run. Pure decision over the session's observer state (kept by
 * app/observations/observer-state.ts) and the settings:
 *
 * - Observer: new conversation tokens since the last observation mark ≥ `observationThreshold`
 *   (estimate: content characters / 4, see transcript-tokens.ts), or context use ≥
 *   `contextThresholdPct` of the context window (fires once per rise above the line: it re-arms only
 *   after the context fell below it, e.g. after a compaction), or a force flag set by PreCompact.
 * - Reflector: only when the Observer does not fire, when the committed or the local observations
 *   exceed `reflectionThreshold` tokens; once per session.
 * - Never in a subagent unless `subagents` is set. Firing resets the mark (so a prompt Claude
 *   ignores is not repeated every stop) and clears the force flag.
 */
import type { ObservationScope } from "./classify.js";

export interface ObserverState {
  transcriptPath: string | null;
  /** Bytes of the transcript already measured. */
  offset: number;
  /** Conversation characters measured since the last observation mark. */
  charsSinceMark: number;
  /** Context tokens of the latest main-thread assistant response seen, if any. */
  contextTokens: number | null;
  force: boolean;
  forceReason: string | null;
  pctArmed: boolean;
  reflectAsked: boolean;
  /** ISO time of the last mark (observer prompt or recorded observations). */
  markedAt: string | null;
  prompts: number;
}

export function initialObserverState(): ObserverState {
  return {
    transcriptPath: null,
    offset: 0,
    charsSinceMark: 0,
    contextTokens: null,
    force: false,
    forceReason: null,
    pctArmed: true,
    reflectAsked: false,
    markedAt: null,
    prompts: 0,
  };
}

export interface ObserverSettings {
  observationThreshold: number;
  reflectionThreshold: number;
  contextThresholdPct: number;
  contextWindow: number;
  subagents: boolean;
}

export interface DecisionInput {
  state: ObserverState;
  settings: ObserverSettings;
  event: "Stop" | "SubagentStop";
  /** Estimated tokens of each observation file (chars / 4). */
  fileTokens: Record<"committed" | "local", number>;
  nowIso: string;
}

export type ObserverDecision =
  | {
      action: "observe";
      why: "threshold" | "context" | "compaction";
      newTokens: number;
      contextPct: number | null;
    }
  | { action: "reflect"; scopes: ObservationScope[] }
  | { action: "none" };

export const newTokens = (s: ObserverState) => Math.ceil(s.charsSinceMark / 4);

export function contextPct(s: ObserverState, window: number): number | null {
  if (s.contextTokens === null || window <= 0) return null;
  return Math.round((s.contextTokens / window) * 1000) / 10;
}

/** Returns the decision and the state to store after it. */
export function decideObserver(input: DecisionInput): { decision: ObserverDecision; state: ObserverState } {
  const { settings } = input;
  const state = { ...input.state };
  if (input.event === "SubagentStop" && !settings.subagents) return { decision: { action: "none" }, state };
  const pct = contextPct(state, settings.contextWindow);
  const over = pct !== null && pct >= settings.contextThresholdPct;
  if (!over) state.pctArmed = true;
  const tokens = newTokens(state);
  const why = state.force
    ? "compaction"
    : tokens >= settings.observationThreshold
      ? "threshold"
      : over && state.pctArmed
        ? "context"
        : null;
  if (why) {
    const decision = { action: "observe", why, newTokens: tokens, contextPct: pct } as const;
    state.charsSinceMark = 0;
    state.force = false;
    state.forceReason = null;
    if (over) state.pctArmed = false;
    state.markedAt = input.nowIso;
    state.prompts += 1;
    return { decision, state };
  }
  if (!state.reflectAsked) {
    const scopes = (["committed", "local"] as const).filter(
      (s) => input.fileTokens[s] > settings.reflectionThreshold,
    );
    if (scopes.length > 0) {
      state.reflectAsked = true;
      return { decision: { action: "reflect", scopes: [...scopes] }, state };
    }
  }
  return { decision: { action: "none" }, state };
}
