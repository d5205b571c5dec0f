/**
 * Drains a session's hook spool into the store and refreshes its summary and derived memories.
 * Called by Stop, SubagentStop, PreCompact and SessionEnd (idempotent: ten Stops, one summary),
 * and by SessionStart for sessions whose SessionEnd ran out of time.
 */
import type { AgentName } from "../../core/agents/agent-event.js";
import { type ActivityEvent, activityEvent } from "../../core/capture/events.js";
import type { SaidText } from "../../core/conversation/excerpts.js";
import { safeEnds } from "../../core/transcript/text.js";
import type { Store } from "../../store/store.js";
import { currentBranch, headCommit } from "../env/git.js";
import { ensureProject } from "../projects/ensure-project.js";
import { type ActivityResult, recordActivity } from "./record-activity.js";
import { commitDrain, drainSpool, markBacklog } from "./spool.js";

export interface IngestRequest {
  sessionId: string;
  /** The agent that ran the session, when the hook knows it. */
  agent?: AgentName;
  cwd: string;
  /** Hook event name that asked for the ingest. */
  trigger: string;
  lastAssistantMessage?: string | null;
  ended?: boolean;
  now?: Date;
  /** Epoch ms after which derivation stops; the rest is left as a backlog (see record-activity.ts). */
  deadline?: number;
  /** Events read from the transcript rather than the spool (Stop: the turn's findings). */
  transcriptEvents?: readonly ActivityEvent[];
  /** What Claude said, read from the transcript (Stop: the conversation index; ActivityBatch.said). */
  said?: readonly SaidText[];
}

/**
 * A Stop ends a turn: its last assistant message becomes the turn's `stop` event, as transcript import
 * records it (core/transcript/session-builder), so both paths see what Claude answered in each turn.
 */
function turnEnd(req: IngestRequest, now: Date): ActivityEvent[] {
  const text = req.trigger === "Stop" ? req.lastAssistantMessage?.trim() : null;
  if (!text) return [];
  return [
    activityEvent({
      sessionId: req.sessionId,
      ts: now.toISOString(),
      kind: "stop",
      event: "Stop",
      detail: safeEnds(text, 4000),
      cwd: req.cwd,
    }),
  ];
}

/** Returns null when the session has neither spooled events nor an existing record. */
export async function ingestSession(
  store: Store,
  spoolDir: string,
  req: IngestRequest,
): Promise<(ActivityResult & { invalid: number }) | null> {
  const now = req.now ?? new Date();
  const drained = drainSpool(spoolDir, req.sessionId);
  const events = [...drained.events, ...(req.transcriptEvents ?? []), ...turnEnd(req, now)].sort((a, b) =>
    a.ts.localeCompare(b.ts),
  );
  const existing = await store.getSession(req.sessionId);
  const priorEvents = existing ? 0 : (await store.listEvents({ sessionId: req.sessionId, limit: 1 })).length;
  if (events.length === 0 && !existing && priorEvents === 0 && !req.lastAssistantMessage) {
    commitDrain(drained);
    return null;
  }
  const project = await ensureProject(store, req.cwd, now);
  const result = await recordActivity(store, {
    project,
    sessionId: req.sessionId,
    agent: req.agent,
    events,
    origin: "hook",
    trigger: req.trigger,
    lastAssistantMessage: req.lastAssistantMessage ?? null,
    ended: req.ended,
    gitCommit: headCommit(project.gitDir),
    gitBranch: currentBranch(project.gitDir),
    cwd: req.cwd,
    now,
    deadline: req.deadline,
    said: req.said,
  });
  commitDrain(drained);
  markBacklog(spoolDir, req.sessionId, result.pending);
  return { ...result, invalid: drained.invalid };
}
