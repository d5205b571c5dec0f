import { newTokens } from "../../core/observations/observer.js";
import type { Config } from "../../core/setup/config.js";
import { resolveProject } from "../env/project.js";
import { homeScope, writeFileSafe } from "../env/safe-write.js";
import { loadObserverState, saveObserverState, scanTranscript } from "./observer-state.js";
import { optedOut, pendingPath } from "./paths.js";
import { observerSettings } from "./settings.js";

/** Uncaptured tokens above which SessionEnd leaves a pending marker. */
export const PENDING_MIN_TOKENS = 5000;

export interface PendingMarker {
  sessionId: string;
  tokens: number;
  endedAt: string;
  /** Session whose SessionStart pack showed the suggestion. */
  shownIn: string | null;
}

export function forceNextObservation(home: string, sessionId: string, reason: string): void {
  const s = loadObserverState(home, sessionId);
  saveObserverState(home, sessionId, { ...s, force: true, forceReason: reason });
}

export async function notePendingAtEnd(
  home: string,
  req: {
    sessionId: string;
    transcriptPath: string | null | undefined;
    project: { id: string; root: string };
    now: Date;
    env: NodeJS.ProcessEnv;
    config: Config;
  },
): Promise<PendingMarker | null> {
  const settings = observerSettings(req.config, req.env);
  if (!settings.enabled || optedOut(req.project.root)) return null;
  const s = await scanTranscript(loadObserverState(home, req.sessionId), req.transcriptPath, 1024 * 1024);
  saveObserverState(home, req.sessionId, s);
  const tokens = newTokens(s);
  if (tokens <= PENDING_MIN_TOKENS) return null;
  const marker: PendingMarker = {
    sessionId: req.sessionId,
    tokens,
    endedAt: req.now.toISOString(),
    shownIn: null,
  };
  const path = pendingPath(home, req.project.id);
  writeFileSafe(homeScope(home), path, JSON.stringify(marker));
  return marker;
}

/**
 * The hook's one call (session-checkpoint.ts): PreCompact → force flag; SessionEnd → pending marker.
 * Never throws: observations must not break a checkpoint.
 */
export async function observerCheckpoint(
  home: string,
  event: string,
  req: {
    sessionId: string;
    transcriptPath: string | null | undefined;
    cwd: string;
    trigger?: string | null;
    now: Date;
    /** The run's environment (the compaction window). */
    env: NodeJS.ProcessEnv;
    /** The run's settings (runtime.config): `observations.*`. */
    config: Config;
  },
): Promise<void> {
  try {
    if (event === "PreCompact")
      forceNextObservation(home, req.sessionId, `compaction (${req.trigger ?? "manual"})`);
    else if (event === "SessionEnd") {
      const p = resolveProject(req.cwd);
      await notePendingAtEnd(home, {
        sessionId: req.sessionId,
        transcriptPath: req.transcriptPath,
        project: p,
        now: req.now,
        env: req.env,
        config: req.config,
      });
    }
  } catch {
    // best effort
  }
}
