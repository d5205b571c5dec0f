/**
 * startSession: the one use case behind the SessionStart hook, `cairn context` and the MCP
 * `get_context_pack` tool / `cairn://context-pack` resource, so all of them show the same pack for the
 * same repository and state. It finishes what earlier sessions left (spools a SessionEnd deferred,
 * tasks left in flight, observation files changed since the last sync), then builds the pack with the
 * configured budget (`context.budget`). Only the hook records what it injected and starts the
 * summary worker. A preview (`inject` unset: `cairn context`, the dashboard, MCP) writes no file of the
 * project: tasks left in flight are shown reconciled as the starting session will find them, without
 * committing or re-rendering anything (app/tasks/preview-tasks.ts), and notes are read as they are
 * (no stamp, INDEX.md or exclude edit); it still ingests leftover spools and observation files into
 * the store, as any start does.
 */
import type { ContextPack } from "../../core/context/context-pack.js";
import type { Stores } from "../../store/stores.js";
import { ingestSession } from "../capture/ingest-session.js";
import { pendingSpoolSessions, spoolCwd } from "../capture/spool.js";
import { appendSpool } from "../capture/spool-append.js";
import { loadConfig } from "../env/config.js";
import type { ProjectIdentity } from "../env/project.js";
import { syncProjectObservations } from "../observations/index-store.js";
import { ensureProject } from "../projects/ensure-project.js";
import { buildContext } from "./build-context.js";
import type { PackFocus } from "./context-focus.js";

/** Milliseconds before `deadline` by which leftover-spool work stops so the pack can be built. */
const PACK_RESERVE_MS = 500;

export interface StartSessionRequest {
  /** Any directory inside the project. */
  cwd: string;
  /** `$CAIRN_HOME` (config, observation state) and its spool directory. */
  home: string;
  spoolDir: string;
  /** The session the pack is for: SessionStart's `session_id`, the MCP server's session; none for the CLI. */
  sessionId?: string;
  /** SessionStart's `source`; absent for a preview, which reconciles tasks as a starting session does. */
  source?: string;
  /** SessionStart's `transcript_path`: on source `compact`, Claude Code's compaction summary is read from it. */
  transcriptPath?: string;
  now: Date;
  /** Tokens; default: the `context.budget` setting. */
  budget?: number;
  /** A task in mind: its matching memories lead the pack (MCP `get_context_pack` with a query/files). */
  focus?: PackFocus;
  /** SessionStart only: the pack goes into the session, so its memory ids are recorded as injected. */
  inject?: boolean;
  /**
   * Epoch ms after which no leftover-spool or derivation-backlog work starts (the hook: 1 s after its
   * process started). Leftovers are ingested before the pack until PACK_RESERVE_MS before it, and
   * after the pack until it; what remains waits for the next start, so a backlog of any size never
   * keeps the pack from being injected. Absent (previews): everything is ingested before the pack.
   */
  deadline?: number;
  /** SessionStart only: start the detached model-summary worker (`cli.mjs summarize --pending`). */
  summaryWorker?: { cliPath: string; env: NodeJS.ProcessEnv };
}

export interface StartedSession {
  project: ProjectIdentity;
  pack: ContextPack;
  /** Why the team's server was not used (the pack says so in one line), or null. */
  offline: string | null;
}

/** The pack's line when the team's server could not be used: its memories are missing from the pack. */
export function offlineNotice(reason: string): string {
  const why = reason.length > 160 ? `${reason.slice(0, 159)}…` : reason;
  return `> Team memory unreachable (${why}): this pack holds only this machine's own memories and outbox; what this session captures waits in the outbox and reaches the team when the server is back.`;
}

export async function startSession(stores: Stores, req: StartSessionRequest): Promise<StartedSession> {
  const { store } = stores;
  const now = req.now;
  const config = loadConfig(req.home);
  // right after a compaction: Claude Code's own summary of the session so far joins its events
  if (req.inject && req.source === "compact" && req.transcriptPath && req.sessionId) {
    // only after a compaction: the transcript parser is loaded here, not on every SessionStart
    const { latestCompactSummary } = await import("../capture/compaction-from-transcript.js");
    const summary = latestCompactSummary(req.transcriptPath, req.sessionId);
    if (summary) appendSpool(req.spoolDir, { ...summary, event: "SessionStart", cwd: req.cwd });
  }
  await ingestLeftovers(stores, req, req.deadline === undefined ? undefined : req.deadline - PACK_RESERVE_MS);
  const project = await ensureProject(store, req.cwd, now);
  // tasks left in flight by an ended or crashed session are reconciled on startup/resume (not on
  // clear/compact); a preview shows them reconciled as a new session would, committing nothing
  const reconciles = req.source === undefined || req.source === "startup" || req.source === "resume";
  const boards = reconciles ? await stores.hasTaskBoards(project.id) : undefined;
  let tasks: ReturnType<Stores["tasks"]> | undefined;
  if (boards && req.inject) {
    const { resumeTasks } = await import("../tasks/resume-tasks.js");
    await resumeTasks(await stores.tasks(), store, { project, sessionId: req.sessionId ?? null, now });
  } else if (boards) {
    const { previewTaskStore } = await import("../tasks/preview-tasks.js");
    // like resumeTasks, never fails the pack: on an error the boards are shown as they stand
    tasks = previewTaskStore(await stores.tasks(), store, { project: project.id, now }).catch(() =>
      stores.tasks(),
    );
  }
  // observation files → typed memories, so this pack ranks them (unchanged files cost a stat)
  await syncProjectObservations(store, project, req.home, now);
  // the tasks provider asks again: answered from the lookup above (nothing between them adds or
  // removes a board: observation sync writes memories only, task reconciliation keeps the boards)
  const packStores: Stores =
    boards === undefined
      ? stores
      : {
          store,
          notes: stores.notes,
          tasks: () => tasks ?? stores.tasks(),
          hasTaskBoards: (id) => (id === project.id ? Promise.resolve(boards) : stores.hasTaskBoards(id)),
          projects: () => stores.projects(),
        };
  const offline = (await stores.offline?.()) ?? null;
  const pack = await buildContext(packStores, {
    project,
    sessionId: req.sessionId,
    now,
    budget: req.budget ?? config["context.budget"],
    focus: req.focus,
    ...(offline !== null ? { notice: offlineNotice(offline) } : {}),
    readOnly: !req.inject,
  });
  if (req.inject && req.sessionId)
    await store.recordInjections(
      req.sessionId,
      pack.items.map((i) => i.id).filter((id) => id.startsWith("m_")),
      now.toISOString(),
    );
  const provider = config["summarizer.provider"];
  if (req.summaryWorker && provider !== "heuristic") {
    // loaded only when a model provider is configured: the default start pays nothing for it
    const { startDeferredSummaries } = await import("../summarize/deferred.js");
    await startDeferredSummaries({
      store,
      home: req.home,
      provider,
      project: project.id,
      cliPath: req.summaryWorker.cliPath,
      env: req.summaryWorker.env,
      now,
    });
  }
  if (req.deadline !== undefined) await ingestLeftovers(stores, req, req.deadline);
  return { project, pack, offline };
}

/** Ingests leftover spools (and their derivation backlogs) of other sessions until `deadline`. */
async function ingestLeftovers(stores: Stores, req: StartSessionRequest, deadline: number | undefined) {
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
