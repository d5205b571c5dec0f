/**
 * The settings every composition root gives `openBackend` (store/backend/open-backend.ts): where the
 * store is (`store.url` / CAIRN_DATABASE_URL, empty for the embedded SQLite file), this machine's own
 * file beside a server, and who captures (`store.capturedBy`, else `user@host`). Also the note a run
 * leaves when the server was unreachable (`$CAIRN_HOME/server-offline.json`, 0600: when it began, the
 * last try and the masked reason), which later runs read to skip the server within the retry window,
 * `cairn doctor` reports, and the first run that reaches the server and empties the outbox removes.
 */
import { closeSync, readFileSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { markBacklog } from "../app/capture/spool.js";
import { loadConfig } from "../app/env/config.js";
import { machineAuthor } from "../app/env/machine-author.js";
import type { CairnPaths } from "../app/env/paths.js";
import { createExclusive, homeScope, writeFileSafe } from "../app/env/safe-write.js";
import type { Config } from "../core/setup/config.js";
import { isPostgresUrl, maskUrlIn } from "../core/setup/store-url.js";
import type { Backend, BackendOptions } from "../store/backend/open-backend.js";
import { openBackend } from "../store/backend/open-backend.js";

/** This machine's own SQLite file beside a server: local-scope memories and the outbox. */
export const localStorePath = (home: string) => join(home, "cairn-local.db");
const offlineNotePath = (home: string) => join(home, "server-offline.json");
const claimPath = (home: string) => join(home, "server-retry.claim");

/** The store URL in effect ("" for the embedded store); a value that is not postgres:// counts as "". */
export function storeUrl(home: string, env: NodeJS.ProcessEnv): string {
  return storeUrlOf(loadConfig(home, env));
}

/** `storeUrl` of settings already read. */
export function storeUrlOf(config: Config): string {
  const url = String(config["store.url"] ?? "").trim();
  return isPostgresUrl(url) ? url : "";
}

export function backendOptions(
  paths: CairnPaths,
  env: NodeJS.ProcessEnv,
  o: Pick<BackendOptions, "nativeBinding" | "connectTimeoutMs" | "offline" | "loadShared">,
): BackendOptions {
  const config = loadConfig(paths.home, env);
  const url = storeUrlOf(config);
  const named = String(config["store.capturedBy"] ?? "").trim();
  return {
    ...o,
    sqlitePath: paths.db,
    localPath: localStorePath(paths.home),
    url,
    capturedBy: url === "" && named === "" ? null : named || machineAuthor(),
  };
}

export interface OfflineNote {
  /** ISO time of the first run that could not reach the server. */
  since: string;
  /** ISO time of the last run that tried (and failed) to reach it. */
  lastTry: string;
  /** Why (masked: never the password). */
  reason: string;
}

/** What `openConfiguredBackend` needs beyond `openBackend`'s settings. */
export type ConfiguredOptions = Pick<
  BackendOptions,
  | "nativeBinding"
  | "connectTimeoutMs"
  | "offline"
  | "loadShared"
  | "limits"
  | "deadlineAt"
  | "deliverBy"
  | "afterDelivery"
> & {
  /**
   * After a failed try, runs within this many milliseconds of it do not try again: they work offline
   * at once (absent or 0: always try, as `cairn doctor` does).
   */
  retryAfterMs?: number;
};

/** A claim older than this is left by a run that died while trying; another run may try. */
const CLAIM_STALE_MS = 15_000;

/**
 * Opens the configured backend and keeps the offline note (`server-offline.json`, 0600) in step:
 * written (first time kept) when the run works offline, removed once a run reached the server and
 * emptied the outbox. With `retryAfterMs`, a run within that long of the last failed try does not try
 * again; after it, one run claims the retry (`server-retry.claim`, created exclusively) and the others
 * keep working offline until it is done, so one run per window pays the connect timeout. A server that
 * answered but refused for time (CairnError "BUSY") is not noted as unreachable. Delivered sessions go
 * to `o.afterDelivery` (app/capture/resummarize-session.ts re-derives them), else they are marked as
 * derivation backlogs, which the next SessionStart continues.
 */
export async function openConfiguredBackend(
  paths: CairnPaths,
  env: NodeJS.ProcessEnv,
  o: ConfiguredOptions,
  now: Date = new Date(),
): Promise<Backend> {
  const options: BackendOptions = {
    ...backendOptions(paths, env, o),
    ...(o.limits ? { limits: o.limits } : {}),
    ...(o.deadlineAt !== undefined ? { deadlineAt: o.deadlineAt } : {}),
    ...(o.deliverBy !== undefined ? { deliverBy: o.deliverBy } : {}),
    // by default the delivered sessions are left as backlogs, which the next SessionStart re-derives
    afterDelivery:
      o.afterDelivery ??
      (async (_shared, ids) => {
        for (const id of ids) markBacklog(paths.spool, id, 1);
      }),
  };
  const previous = options.url === "" ? null : readOfflineNote(paths.home);
  const skip = previous ? skipReason(paths.home, previous, o.retryAfterMs ?? 0, now) : null;
  const claimed = previous !== null && skip === null && (o.retryAfterMs ?? 0) > 0;
  if (skip !== null)
    options.loadShared = async () => {
      throw new Error(skip);
    };
  try {
    const backend = await openBackend(options).catch((err: unknown) => {
      throw maskError(err, options.url);
    });
    if (backend.mode === "offline") {
      backend.offlineReason = maskUrlIn(backend.offlineReason ?? "unreachable", options.url);
      // a run that did not try leaves the note as the last real try left it
      if (skip === null && backend.offlineCode !== "BUSY")
        noteUnreachable(paths.home, backend.offlineReason, now);
    } else if (backend.mode === "shared" && backend.delivered?.complete)
      rmSync(offlineNotePath(paths.home), { force: true });
    return backend;
  } finally {
    if (claimed) rmSync(claimPath(paths.home), { force: true });
  }
}

/**
 * Why this run does not try the server (a message), or null when it tries: within `retryAfterMs` of
 * the last failed try, or while another run holds the retry claim.
 */
function skipReason(home: string, note: OfflineNote, retryAfterMs: number, now: Date): string | null {
  if (retryAfterMs <= 0) return null;
  const age = now.getTime() - Date.parse(note.lastTry);
  const last = `last tried ${Math.round(age / 1000)} s ago: ${note.reason}`;
  if (age >= 0 && age < retryAfterMs)
    return `${last}; tried again in ${Math.ceil((retryAfterMs - age) / 1000)} s`;
  let fd: number | null;
  try {
    fd = createExclusive(homeScope(home), claimPath(home));
    if (fd === null && claimAge(home, now) > CLAIM_STALE_MS) {
      rmSync(claimPath(home), { force: true });
      fd = createExclusive(homeScope(home), claimPath(home));
    }
  } catch {
    return null; // the home refuses the claim file: try, as before claims existed
  }
  if (fd === null) return `${last}; another run is trying it now`;
  closeSync(fd);
  return null;
}

function claimAge(home: string, now: Date): number {
  try {
    return now.getTime() - statSync(claimPath(home)).mtimeMs;
  } catch {
    // no claim file: no retry was claimed, any age is old enough
    return Number.POSITIVE_INFINITY;
  }
}

/**
 * Records that the server could not be used (`reason`, masked): runs within the retry window work
 * offline without trying. The first failure's time is kept as `since`. Never throws: the note is advice.
 */
export function noteUnreachable(home: string, reason: string, now: Date = new Date()): void {
  const note: OfflineNote = {
    since: readOfflineNote(home)?.since ?? now.toISOString(),
    lastTry: now.toISOString(),
    reason,
  };
  try {
    writeFileSafe(homeScope(home), offlineNotePath(home), `${JSON.stringify(note)}\n`);
  } catch {
    // the note is advice for later runs and `cairn doctor`; the captures are safe in the outbox anyway
  }
}

export function readOfflineNote(home: string): OfflineNote | null {
  try {
    const v = JSON.parse(readFileSync(offlineNotePath(home), "utf8")) as Partial<OfflineNote>;
    return typeof v.since === "string"
      ? {
          since: v.since,
          lastTry: typeof v.lastTry === "string" ? v.lastTry : v.since,
          reason: String(v.reason ?? ""),
        }
      : null;
  } catch {
    // no state file, or damaged: no failed try on record
    return null;
  }
}

function maskError(err: unknown, url: string): unknown {
  if (url === "" || !(err instanceof Error)) return err;
  err.message = maskUrlIn(err.message, url);
  return err;
}
