/**
 * The settings every composition root gives `openBackend` (store/backend/open-backend.ts): where the
 * store is (`store.url` / CAIRN_DATABASE_URL, empty for the embedded SQLite file), this machine's own
 * file beside a server, and who captures (`store.capturedBy`, else `user@host`). Also the note a run
 * leaves when the server was unreachable (`$CAIRN_HOME/server-offline.json`: when it began and the
 * masked reason), which `cairn doctor` reports and the first run that reaches the server removes.
 */
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { loadConfig } from "../app/env/config.js";
import { machineAuthor } from "../app/env/machine-author.js";
import type { CairnPaths } from "../app/env/paths.js";
import { homeScope, writeFileSafe } from "../app/env/safe-write.js";
import type { Config } from "../core/setup/config.js";
import { isPostgresUrl, maskUrlIn } from "../core/setup/store-url.js";
import type { Backend, BackendOptions } from "../store/backend/open-backend.js";
import { openBackend } from "../store/backend/open-backend.js";

/** This machine's own SQLite file beside a server: local-scope memories and the outbox. */
export const localStorePath = (home: string) => join(home, "cairn-local.db");
const offlineNotePath = (home: string) => join(home, "server-offline.json");

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

/**
 * Opens the configured backend and keeps the offline note in step: written (first time kept) when the
 * run works offline, removed once a run reached the server and emptied the outbox. With `retryAfterMs`
 * (hooks), a run within that long of the last failed try does not try again: it works offline at once
 * instead of waiting out the connect timeout on every hook while the server is away.
 */
export async function openConfiguredBackend(
  paths: CairnPaths,
  env: NodeJS.ProcessEnv,
  o: Pick<BackendOptions, "nativeBinding" | "connectTimeoutMs" | "offline" | "loadShared"> & {
    retryAfterMs?: number;
  },
  now: Date = new Date(),
): Promise<Backend> {
  const options = backendOptions(paths, env, o);
  const previous = readOfflineNote(paths.home);
  const age = previous ? now.getTime() - Date.parse(previous.lastTry) : Number.POSITIVE_INFINITY;
  const skip = (o.retryAfterMs ?? 0) > 0 && age >= 0 && age < (o.retryAfterMs ?? 0);
  if (skip)
    options.loadShared = async () => {
      throw new Error(`not tried: unreachable ${Math.round(age / 1000)} s ago (${previous?.reason})`);
    };
  const backend = await openBackend(options).catch((err: unknown) => {
    throw maskError(err, options.url);
  });
  if (backend.mode === "offline") {
    const reason = maskUrlIn(backend.offlineReason ?? "unreachable", options.url);
    backend.offlineReason = reason;
    if (skip) return backend; // the note stays as the last real try left it
    const note: OfflineNote = {
      since: previous?.since ?? now.toISOString(),
      lastTry: now.toISOString(),
      reason,
    };
    try {
      writeFileSafe(homeScope(paths.home), offlineNotePath(paths.home), `${JSON.stringify(note)}\n`);
    } catch {
      // the note is advice for `cairn doctor`; the captures are safe in the outbox anyway
    }
  } else if (backend.mode === "shared" && backend.delivered !== null) {
    rmSync(offlineNotePath(paths.home), { force: true });
  }
  return backend;
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
    return null;
  }
}

function maskError(err: unknown, url: string): unknown {
  if (url === "" || !(err instanceof Error)) return err;
  err.message = maskUrlIn(err.message, url);
  return err;
}
