/**
 * startSession: the one use case behind the SessionStart hook, `cairn context` and the MCP
 * `get_context_pack` tool / `cairn://context-pack` resource, so all of them show the same pack for the
 * same repository and state. Two phases: catch up (catch-up.ts: spools a SessionEnd deferred, tasks
 * left in flight, observation files changed since the last sync), then build the pack with the
 * configured budget (`context.budget`). Only the hook records what it injected and starts the
 * summary worker. A preview (`inject` unset: `cairn context`, the dashboard, MCP) writes no file of the
 * project: tasks left in flight are shown reconciled as the starting session will find them, without
 * committing or re-rendering anything (app/tasks/preview-tasks.ts), and notes are read as they are
 * (no stamp, INDEX.md or exclude edit); it still ingests leftover spools and observation files into
 * the store, as any start does.
 */
import type { ContextPack } from "../../core/context/context-pack.js";
import type { Config } from "../../core/setup/config.js";
import type { Stores } from "../../store/stores.js";
import type { ProjectIdentity } from "../env/project.js";
import { buildContext } from "./build-context.js";
import { type CaughtUp, catchUp, ingestLeftovers } from "./catch-up.js";
import type { StartSessionRequest } from "./start-session-request.js";

export type { StartSessionRequest } from "./start-session-request.js";

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
  const config = req.config;
  const caught = await catchUp(stores, req);
  const { pack, offline } = await buildPack(stores, req, caught, config);
  await afterPack(stores, req, caught.project, config);
  return { project: caught.project, pack, offline };
}

/**
 * The pack for the caught-up project, saying so when the team's server could not be used; SessionStart
 * records the memory ids it injects.
 */
async function buildPack(
  stores: Stores,
  req: StartSessionRequest,
  { project, taskBoards, clientLoaded }: CaughtUp,
  config: Config,
): Promise<{ pack: ContextPack; offline: string | null }> {
  const offline = (await stores.offline?.()) ?? null;
  const pack = await buildContext(stores, {
    project,
    home: req.home,
    env: req.env,
    config,
    sessionId: req.sessionId,
    now: req.now,
    budget: req.budget ?? config["context.budget"],
    ...(req.maxChars !== undefined ? { maxChars: req.maxChars } : {}),
    focus: req.focus,
    ...(offline !== null ? { notice: offlineNotice(offline) } : {}),
    readOnly: !req.inject,
    taskBoards,
    clientLoaded,
    ...(req.inject && req.source ? { continues: req.source } : {}),
  });
  if (req.inject && req.sessionId)
    await stores.store.recordInjections(
      req.sessionId,
      pack.items.map((i) => i.id).filter((id) => id.startsWith("m_")),
      req.now.toISOString(),
    );
  return { pack, offline };
}

/** SessionStart only, once the pack is built: the summary worker, then leftovers until the deadline. */
async function afterPack(stores: Stores, req: StartSessionRequest, project: ProjectIdentity, config: Config) {
  const provider = config["summarizer.provider"];
  if (req.summaryWorker && provider !== "heuristic") {
    // loaded only when a model provider is configured: the default start pays nothing for it
    const { startDeferredSummaries } = await import("../summarize/deferred.js");
    await startDeferredSummaries({
      store: stores.store,
      home: req.home,
      provider,
      project: project.id,
      cliPath: req.summaryWorker.cliPath,
      env: req.summaryWorker.env,
      now: req.now,
    });
  }
  if (req.deadline !== undefined) await ingestLeftovers(stores, req, req.deadline);
}
