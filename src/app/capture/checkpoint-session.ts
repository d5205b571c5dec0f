/**
 * The checkpoint use case behind Stop, SubagentStop, PreCompact, PostCompact and SessionEnd: the Observer's
 * checkpoint (PreCompact sets the force flag, SessionEnd may leave a pending marker), then the spool is
 * drained into the one running summary of the session (idempotent) together with the findings Claude
 * stated in the turn (read from the transcript's tail at Stop, from the subagent's transcript at
 * SubagentStop), then Stop and SubagentStop ask the
 * registered stop guards whether to block once (never when `stop_hook_active`). Time-bounded at any
 * session length: only events not yet derived are processed, and no derivation slice starts after
 * `deadline`, leaving a backlog for the next hook. SessionEnd has 1.5 s shared by all plugins: a spool
 * too large to read in time (over 4 MB; raw reading is ~20 ms/MB) is left for the next SessionStart,
 * and the store is then never opened (`open` is called only when needed).
 */
import { statSync } from "node:fs";
import { join } from "node:path";
import type { AgentName } from "../../core/agents/agent-event.js";
import type { ActivityEvent } from "../../core/capture/events.js";
import { compactSummaryDetail } from "../../core/context/where-you-are.js";
import type { SaidText } from "../../core/conversation/excerpts.js";
import type { Config } from "../../core/setup/config.js";
import type { Stores } from "../../store/stores.js";
import { spoolName } from "../env/paths.js";
import type { ProjectIdentity } from "../env/project.js";
import { observerCheckpoint } from "../observations/checkpoint.js";
import { ensureProject } from "../projects/ensure-project.js";
import { recentFindings, recentTurn } from "./findings-from-transcript.js";
import { ingestSession } from "./ingest-session.js";
import { appendSpool } from "./spool-append.js";
import { decideStop, type StopDecision } from "./stop-guards.js";

/** Milliseconds Stop may spend reading changed auto-memory files after derivation (the rest waits). */
const AUTO_MEMORY_MS = 250;

/** Spool size above which SessionEnd defers the ingest to the next SessionStart. */
const SESSION_END_MAX_SPOOL_BYTES = 4_000_000;

export interface CheckpointRequest {
  event: string;
  /** The agent whose hook this is (core/agents); findings are read only from Claude Code transcripts. */
  agent?: AgentName;
  sessionId: string;
  cwd: string;
  transcriptPath: string | null;
  /** SubagentStop: the subagent's transcript and id (its findings are read from there). */
  agentTranscriptPath?: string | null;
  agentId?: string | null;
  /** Stop: the final assistant message (a subagent's last words are not the session's). */
  lastAssistantMessage: string | null;
  stopHookActive: boolean;
  /** PreCompact's and PostCompact's `trigger`. */
  trigger: string | null;
  /** PostCompact's `compact_summary`: recorded as the session's compact event before the drain. */
  compactSummary?: string | null;
  home: string;
  /** The hook's environment (the compaction window, auto-memory switches). */
  env: NodeJS.ProcessEnv;
  /** The hook's settings (runtime.config): observations, auto memory, the notes' Stop guard. */
  config: Config;
  /** The running script (`process.argv[1]`): the Observer's prompt runs the cli.mjs beside it. */
  cliEntry: string | undefined;
  spoolDir: string;
  now: Date;
  /** Epoch ms after which no derivation slice starts (hooks: 450 ms after process start). */
  deadline?: number;
  /** Told how many spool lines failed validation (they are skipped). */
  onInvalid?: (count: number) => void;
}

export async function checkpointSession(
  open: () => Stores,
  req: CheckpointRequest,
): Promise<StopDecision | null> {
  await observerCheckpoint(req.home, req.event, {
    sessionId: req.sessionId,
    transcriptPath: req.transcriptPath,
    cwd: req.cwd,
    trigger: req.trigger,
    now: req.now,
    env: req.env,
    config: req.config,
  });
  if (req.event === "PostCompact" && req.compactSummary) recordCompactSummary(req, req.compactSummary);
  if (req.event === "SessionEnd" && spoolBytes(req.spoolDir, req.sessionId) > SESSION_END_MAX_SPOOL_BYTES)
    return null;
  const stores = open();
  const ingested = await ingestSession(stores.store, req.spoolDir, {
    sessionId: req.sessionId,
    agent: req.agent,
    cwd: req.cwd,
    trigger: req.event,
    lastAssistantMessage: req.event === "Stop" ? req.lastAssistantMessage : null,
    ended: req.event === "SessionEnd",
    now: req.now,
    deadline: req.deadline,
    ...turnFindings(req),
  });
  if (ingested && ingested.invalid > 0) req.onInvalid?.(ingested.invalid);
  if ((req.event !== "Stop" && req.event !== "SubagentStop") || !ingested) return null;
  const project = await ensureProject(stores.store, req.cwd, req.now);
  if (req.event === "Stop" && (req.agent ?? "claude-code") === "claude-code")
    await syncAutoMemoryAtStop(stores, req, project);
  return decideStop({
    stores,
    project,
    sessionId: req.sessionId,
    event: req.event,
    lastAssistantMessage: req.lastAssistantMessage,
    transcriptPath: req.transcriptPath,
    stopHookActive: req.stopHookActive,
    home: req.home,
    env: req.env,
    config: req.config,
    cliEntry: req.cliEntry,
    now: req.now,
  });
}

/** What Claude Code's auto memory wrote this turn becomes memories (unchanged folders cost a stat per file). */
async function syncAutoMemoryAtStop(stores: Stores, req: CheckpointRequest, project: ProjectIdentity) {
  const { syncProjectAutoMemory } = await import("../native-memory/project-sync.js");
  const deadline = Math.max(req.deadline ?? 0, Date.now()) + AUTO_MEMORY_MS;
  await syncProjectAutoMemory(stores.store, {
    project,
    cwd: req.cwd,
    home: req.home,
    env: req.env,
    config: req.config,
    now: req.now,
    deadline,
  });
}

/**
 * PostCompact: Claude Code's summary of the session so far joins its events (sections condensed,
 * `<analysis>` dropped, redacted by the spool), so the next start that continues the session and the
 * session's own summary read it. SessionStart(compact) runs before PostCompact and cannot see it; the
 * transcript does not hold it yet at either hook (2.1.197 and 2.1.330, e2e).
 */
function recordCompactSummary(req: CheckpointRequest, raw: string): void {
  const detail = compactSummaryDetail(raw);
  if (detail === null) return;
  appendSpool(req.spoolDir, {
    sessionId: req.sessionId,
    ts: req.now.toISOString(),
    kind: "compact",
    event: "PostCompact",
    detail,
    cwd: req.cwd,
  });
}

/**
 * The findings of the turn just finished — the main thread's at Stop, the subagent's at SubagentStop —
 * and at Stop what Claude said (the conversation index).
 */
function turnFindings(req: CheckpointRequest): { transcriptEvents: ActivityEvent[]; said?: SaidText[] } {
  if ((req.agent ?? "claude-code") !== "claude-code") return { transcriptEvents: [] };
  if (req.event === "Stop" && req.transcriptPath) {
    const turn = recentTurn(req.transcriptPath, req.sessionId);
    return { transcriptEvents: turn.findings, said: turn.said };
  }
  if (req.event === "SubagentStop" && req.agentTranscriptPath && req.agentId)
    return { transcriptEvents: recentFindings(req.agentTranscriptPath, req.sessionId, req.agentId) };
  return { transcriptEvents: [] };
}

function spoolBytes(dir: string, sessionId: string): number {
  try {
    return statSync(join(dir, `${spoolName(sessionId)}.jsonl`)).size;
  } catch {
    // no spool file (nothing spooled yet, or drained): zero bytes
    return 0;
  }
}
