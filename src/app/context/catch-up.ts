/**
 * startSession's first phase: finish what earlier sessions left before the pack is built — Claude
 * Code's compaction summary (source `compact`), leftover spools of other sessions, the project record,
 * tasks left in flight (reconciled on startup/resume; a preview only shows them reconciled) and
 * observation files changed since the last sync. Code only some starts need (the transcript parser,
 * task reconciliation) is loaded by the step that needs it.
 */
import type { Stores } from "../../store/stores.js";
import { ingestSession } from "../capture/ingest-session.js";
import { pendingSpoolSessions, spoolCwd } from "../capture/spool.js";
import { appendSpool } from "../capture/spool-append.js";
import type { ProjectIdentity } from "../env/project.js";
import type { TaskBoards } from "../extension/provider-input.js";
import { syncProjectAutoMemory } from "../native-memory/project-sync.js";
import { syncProjectObservations } from "../observations/index-store.js";
import { ensureProject } from "../projects/ensure-project.js";
import type { StartSessionRequest } from "./start-session-request.js";

/** Milliseconds before `deadline` by which leftover-spool work stops so the pack can be built. */
const PACK_RESERVE_MS = 500;

export interface CaughtUp {
  project: ProjectIdentity;
  /** The task boards as looked up on startup/resume and previews (absent on clear/compact). */
  taskBoards?: TaskBoards;
  /** Dedupe keys of Claude Code auto memories its MEMORY.md already puts in context (app/native-memory). */
  clientLoaded?: ReadonlySet<string>;
}

export async function catchUp(stores: Stores, req: StartSessionRequest): Promise<CaughtUp> {
  // right after a compaction: Claude Code's own summary of the session so far joins its events
  if (req.inject && req.source === "compact" && req.transcriptPath && req.sessionId)
    await recordCompactSummary(req, req.transcriptPath, req.sessionId);
  await ingestLeftovers(stores, req, req.deadline === undefined ? undefined : req.deadline - PACK_RESERVE_MS);
  const project = req.project ?? (await ensureProject(stores.store, req.cwd, req.now));
  const taskBoards = await catchUpTasks(stores, req, project);
  // observation files → typed memories, so this pack ranks them (unchanged files cost a stat)
  await syncProjectObservations(stores.store, project, req.home, req.now);
  // Claude Code's auto-memory files → memories (unchanged files cost a stat each)
  const clientLoaded = await syncProjectAutoMemory(stores.store, {
    project,
    cwd: req.cwd,
    home: req.home,
    env: req.env,
    config: req.config,
    now: req.now,
    // the pack keeps its reserve; files left unread are read by the next start or Stop
    ...(req.deadline === undefined ? {} : { deadline: req.deadline - PACK_RESERVE_MS }),
  });
  return { project, clientLoaded, ...(taskBoards ? { taskBoards } : {}) };
}

/** Only after a compaction: the transcript parser is loaded here, not on every SessionStart. */
async function recordCompactSummary(req: StartSessionRequest, transcriptPath: string, sessionId: string) {
  const { latestCompactSummary } = await import("../capture/compaction-from-transcript.js");
  const summary = latestCompactSummary(transcriptPath, sessionId);
  if (summary) appendSpool(req.spoolDir, { ...summary, event: "SessionStart", cwd: req.cwd });
}

/**
 * Tasks left in flight by an ended or crashed session are reconciled on startup/resume (not on
 * clear/compact); a preview shows them reconciled as a new session would, committing nothing. The
 * pack's tasks provider reads the answer (nothing between here and the pack adds or removes a board:
 * observation sync writes memories only, task reconciliation keeps the boards).
 */
async function catchUpTasks(
  stores: Stores,
  req: StartSessionRequest,
  project: ProjectIdentity,
): Promise<TaskBoards | undefined> {
  const reconciles = req.source === undefined || req.source === "startup" || req.source === "resume";
  if (!reconciles) return undefined;
  if (!(await stores.hasTaskBoards(project.id))) return { present: false };
  return req.inject ? resumeBoards(stores, req, project) : previewBoards(stores, project, req.now);
}

async function resumeBoards(
  stores: Stores,
  req: StartSessionRequest,
  project: ProjectIdentity,
): Promise<TaskBoards> {
  const { resumeTasks } = await import("../tasks/resume-tasks.js");
  await resumeTasks(await stores.tasks(), stores.store, {
    project,
    sessionId: req.sessionId ?? null,
    now: req.now,
  });
  return { present: true };
}

/** The boards as a starting session would find them, for a preview: its pack reads `tasks`. */
async function previewBoards(stores: Stores, project: ProjectIdentity, now: Date): Promise<TaskBoards> {
  const { previewTaskStore } = await import("../tasks/preview-tasks.js");
  // like resumeTasks, never fails the pack: on an error the boards are shown as they stand
  const tasks = previewTaskStore(await stores.tasks(), stores.store, { project: project.id, now }).catch(() =>
    stores.tasks(),
  );
  return { present: true, tasks };
}

/** Ingests leftover spools (and their derivation backlogs) of other sessions until `deadline`. */
export async function ingestLeftovers(
  stores: Stores,
  req: StartSessionRequest,
  deadline: number | undefined,
) {
  const { store } = stores;
  for (const sid of pendingSpoolSessions(req.spoolDir)) {
    if (deadline !== undefined && Date.now() >= deadline) return;
    if (sid === req.sessionId && req.source === "startup") continue;
    const cwd = spoolCwd(req.spoolDir, sid) ?? (await store.getSession(sid))?.cwd ?? req.cwd;
    await ingestSession(store, req.spoolDir, {
      sessionId: sid,
      cwd,
      trigger: "SessionStart",
      now: new Date(),
      deadline,
    });
  }
}
