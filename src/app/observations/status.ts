/**
 * What `cairn observe status` reports: settings, this session's measurement (new tokens since the
 * last observation, context use), each scope's size against the reflection threshold, backups, the
 * pending marker, the opt-out, and plan progress. Read-only (the session scan is not saved).
 */
import { existsSync, readFileSync } from "node:fs";
import type { ObservationScope } from "../../core/observations/classify.js";
import { continuity } from "../../core/observations/document.js";
import { contextPct, newTokens } from "../../core/observations/observer.js";
import type { Config } from "../../core/setup/config.js";
import type { PendingMarker } from "./checkpoint.js";
import { listBackups, readDoc } from "./files.js";
import { loadObserverState, scanTranscript } from "./observer-state.js";
import { type ObservationPaths, optedOut, pendingPath, sessionStatePath } from "./paths.js";
import { listPlans, type PlanEntry } from "./plans.js";
import { type DocStats, docStats } from "./reflect.js";
import { observerSettings } from "./settings.js";

export type FileStatus = DocStats & {
  path: string;
  exists: boolean;
  backups: number;
  overReflection: boolean;
};

export interface SessionStatus {
  id: string;
  newTokens: number;
  contextTokens: number | null;
  contextPct: number | null;
  markedAt: string | null;
  force: boolean;
}

export interface ObservationStatus {
  optedOut: boolean;
  settings: ReturnType<typeof observerSettings>;
  files: Record<ObservationScope, FileStatus>;
  currentTask: string | null;
  suggestedNext: string | null;
  session: SessionStatus | null;
  pending: PendingMarker | null;
  plans: PlanEntry[];
}

async function sessionStatus(home: string, sessionId: string, window: number): Promise<SessionStatus | null> {
  if (!existsSync(sessionStatePath(home, sessionId))) return null;
  const s0 = loadObserverState(home, sessionId);
  const s = await scanTranscript(s0, s0.transcriptPath);
  return {
    id: sessionId,
    newTokens: newTokens(s),
    contextTokens: s.contextTokens,
    contextPct: contextPct(s, window),
    markedAt: s.markedAt,
    force: s.force,
  };
}

export async function observationStatus(
  paths: ObservationPaths,
  projectId: string,
  sessionId: string | null,
  env: NodeJS.ProcessEnv,
  config: Config,
): Promise<ObservationStatus> {
  const settings = observerSettings(config, env);
  const files = {} as Record<ObservationScope, FileStatus>;
  for (const scope of ["committed", "local", "global"] as const) {
    const stats = docStats(readDoc(paths, scope));
    files[scope] = {
      ...stats,
      path: paths.file[scope],
      exists: existsSync(paths.file[scope]),
      backups: listBackups(paths, scope).length,
      overReflection: scope !== "global" && stats.tokens > settings.reflectionThreshold,
    };
  }
  let pending: PendingMarker | null = null;
  try {
    pending = JSON.parse(readFileSync(pendingPath(paths.home, projectId), "utf8")) as PendingMarker;
  } catch {
    // no pending marker (or one cut by a partial write): nothing pending
    pending = null;
  }
  const c = continuity(readDoc(paths, "local"));
  return {
    optedOut: optedOut(paths.root),
    settings,
    files,
    currentTask: c.task,
    suggestedNext: c.next,
    session: sessionId ? await sessionStatus(paths.home, sessionId, settings.contextWindow) : null,
    pending,
    plans: listPlans(paths.plans),
  };
}
