/**
 * Deferred model summaries: a session is never delayed by one. SessionStart (after its own work)
 * calls `startDeferredSummaries`: when a model provider is configured, a finished session of the project
 * still lacks a model summary and no worker holds the lock, it spawns `node cli.mjs summarize --pending`
 * detached (own process group, stdio ignored, unref'd, RECURSION_GUARD set) and returns at once.
 * The worker (`runPendingSummaries`) takes the lock, summarizes at most `limit` sessions with the
 * per-call hard timeout, records each outcome and releases the lock; its command arms a watchdog that
 * kills it at the lock's deadline, so it cannot outlive its timeout even if a call hangs.
 */
import { spawn } from "node:child_process";
import { closeSync, existsSync, readFileSync, rmSync, statSync, writeSync } from "node:fs";
import { join } from "node:path";
import type { Store } from "../../store/store.js";
import { RECURSION_GUARD } from "../env/paths.js";
import { processAlive } from "../env/process-alive.js";
import { createExclusive, homeScope } from "../env/safe-write.js";
import { findPendingSessions, recordSummaryOutcome, summariesDir } from "./pending.js";
import type { ProviderName, SummaryProvider } from "./provider.js";
import { type ModelSummaryResult, summarizeSessionWithModel } from "./summarize-session.js";

/** Sessions one worker run summarizes at most. */
export const WORKER_LIMIT = 3;

/** The worker's deadline: every call at its hard timeout, plus start-up and store work. */
export function workerDeadlineMs(timeoutMs: number, limit = WORKER_LIMIT): number {
  return timeoutMs * limit + 10_000;
}

const lockPath = (home: string) => join(summariesDir(home), "worker.lock");

interface LockInfo {
  pid: number;
  deadline: number;
}

function readLock(home: string): LockInfo | null {
  try {
    const v = JSON.parse(readFileSync(lockPath(home), "utf8")) as Partial<LockInfo>;
    if (typeof v.pid === "number" && typeof v.deadline === "number")
      return { pid: v.pid, deadline: v.deadline };
  } catch {
    // unreadable: treated as stale below
  }
  return null;
}

/** True while a worker holds the lock (its deadline not passed and its process alive). */
export function workerRunning(home: string, now = Date.now()): boolean {
  if (!existsSync(lockPath(home))) return false;
  const lock = readLock(home);
  if (lock) return lock.deadline > now && processAlive(lock.pid);
  // a lock being written right now, or garbage: trust it for a minute after its mtime
  try {
    return now - statSync(lockPath(home)).mtimeMs < 60_000;
  } catch {
    // no lock file: no worker running
    return false;
  }
}

/** Takes the worker lock (O_EXCL); a stale lock (deadline passed or holder dead) is replaced once. */
export function acquireWorkerLock(home: string, deadline: number, pid = process.pid): boolean {
  for (let attempt = 0; attempt < 2; attempt++) {
    let fd: number | null;
    try {
      fd = createExclusive(homeScope(home), lockPath(home));
    } catch {
      // another worker holds the lock, or the home is not writable: do not start one
      return false;
    }
    if (fd !== null) {
      writeSync(fd, JSON.stringify({ pid, deadline }));
      closeSync(fd);
      return true;
    }
    if (workerRunning(home)) return false;
    rmSync(lockPath(home), { force: true });
  }
  return false;
}

export function releaseWorkerLock(home: string, pid = process.pid): void {
  if (readLock(home)?.pid === pid) rmSync(lockPath(home), { force: true });
}

export interface StartRequest {
  store: Store;
  home: string;
  /** The configured provider name (summarizer.provider); "heuristic" means nothing to do. */
  provider: ProviderName | (string & {});
  project: string;
  /** Absolute path of the bundled CLI (plugin/dist/cli.mjs). */
  cliPath: string;
  env: NodeJS.ProcessEnv;
  now: Date;
}

export type StartOutcome = "off" | "none" | "running" | "no-cli" | "started" | "error";

/** Starts the worker when there is work and none runs; never waits for it, never throws. */
export async function startDeferredSummaries(req: StartRequest): Promise<StartOutcome> {
  if (req.provider === "heuristic") return "off";
  try {
    return await start(req);
  } catch {
    return "error"; // the summary stays heuristic; the next start tries again
  }
}

async function start(req: StartRequest): Promise<StartOutcome> {
  const pending = await findPendingSessions(req.store, req.home, {
    project: req.project,
    limit: 1,
    now: req.now,
  });
  if (pending.length === 0) return "none";
  if (workerRunning(req.home, req.now.getTime())) return "running";
  if (!existsSync(req.cliPath)) return "no-cli";
  const child = spawn(process.execPath, [req.cliPath, "summarize", "--pending", "--quiet"], {
    detached: true,
    stdio: "ignore",
    cwd: req.home,
    env: { ...req.env, [RECURSION_GUARD]: "1" },
  });
  child.on("error", () => {
    // nothing to do: the summary stays heuristic and the next start tries again
  });
  child.unref();
  return "started";
}

export interface WorkerRequest {
  home: string;
  provider: SummaryProvider;
  timeoutMs: number;
  now?: () => Date;
  log: (line: string) => void;
  limit?: number;
}

export interface WorkerResult {
  /** false when another worker holds the lock. */
  ran: boolean;
  results: ModelSummaryResult[];
}

/** The worker's body: lock, summarize pending sessions (all projects, newest first), record, unlock. */
export async function runPendingSummaries(store: Store, req: WorkerRequest): Promise<WorkerResult> {
  const now = req.now ?? (() => new Date());
  const limit = req.limit ?? WORKER_LIMIT;
  if (req.provider.complete === null) return { ran: false, results: [] };
  if (!acquireWorkerLock(req.home, Date.now() + workerDeadlineMs(req.timeoutMs, limit))) {
    return { ran: false, results: [] };
  }
  const results: ModelSummaryResult[] = [];
  try {
    const pending = await findPendingSessions(store, req.home, { limit, now: now() });
    for (const s of pending) {
      const r = await summarizeSessionWithModel(store, req.provider, {
        sessionId: s.id,
        timeoutMs: req.timeoutMs,
        now: now(),
        log: req.log,
      });
      results.push(r);
      await recordSummaryOutcome(req.home, s.id, {
        updatedAt: r.sessionUpdatedAt,
        status: r.status,
        provider: r.provider,
        at: now().toISOString(),
        reason: r.reason,
      });
      if (r.status === "model") req.log(`model session=${s.id} provider=${r.provider} ms=${r.ms}`);
    }
  } finally {
    releaseWorkerLock(req.home);
  }
  return { ran: true, results };
}
