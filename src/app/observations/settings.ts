/**
 * The Observer's effective settings: config keys `observations.*` (core/config.ts), plus the
 * context window. Context window: `CLAUDE_CODE_AUTO_COMPACT_WINDOW` when Claude Code runs with it
 * (hooks inherit Claude Code's environment; it is the window compaction works against), else
 * `observations.contextWindow` (default 1,000,000: what Claude Code 2.1.x reports for its default
 * models; set 200000 for 200k-context models).
 */
import type { ObserverSettings } from "../../core/observations/observer.js";
import type { Config } from "../../core/setup/config.js";

/** `c`: the run's settings (runtime.config); `env`: the environment the run was started with (the compaction window). */
export function observerSettings(c: Config, env: NodeJS.ProcessEnv): ObserverSettings & { enabled: boolean } {
  const envWindow = Number(env.CLAUDE_CODE_AUTO_COMPACT_WINDOW);
  return {
    enabled: c["observations.enabled"],
    observationThreshold: c["observations.observationThreshold"],
    reflectionThreshold: c["observations.reflectionThreshold"],
    contextThresholdPct: c["observations.contextThresholdPct"],
    contextWindow: Number.isInteger(envWindow) && envWindow > 0 ? envWindow : c["observations.contextWindow"],
    subagents: c["observations.subagents"],
  };
}
