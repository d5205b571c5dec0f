/**
 * The hook handlers' policy for opening the stores (src/runtime/open-runtime.ts does the opening).
 * Without `store.url` this is the embedded SQLite file (nothing of the PostgreSQL code is read). With a
 * server, the stores are usable at once and connect in the background within the event's server budget
 * (core/setup/server-limits.ts: connect timeout, statement/lock/idle timeouts, and a deadline after
 * which no server call runs); an unreachable server leaves the run on this machine's outbox, never
 * failing it, and is remembered so that hooks within the retry window do not try again
 * (runtime/store-backend.ts).
 *
 * `withHookStores` also covers a server that fails half-way through a run (killed, frozen, too slow):
 * the run is done again on the outbox, so the hook still exits 0 and what it captured is delivered later,
 * once (the server de-duplicates what it already received).
 */
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { returnClaims } from "../app/capture/spool.js";
import { homeScope, writeFileSafe } from "../app/env/safe-write.js";
import { CairnError } from "../core/common/errors.js";
import { hookServerBudget, SERVER_RETRY_AFTER_MS } from "../core/setup/server-limits.js";
import { maskUrlIn } from "../core/setup/store-url.js";
import { openRuntime, type Runtime, type RuntimePolicy } from "../runtime/open-runtime.js";
import { importPostgresFromSource } from "../runtime/postgres-from-source.js";
import { noteUnreachable } from "../runtime/store-backend.js";
import type { OpenShared } from "../store/backend/open-backend.js";
import type { Stores } from "../store/stores.js";
import { codeCacheDir, requireWithCodeCache } from "./code-cache.js";
import { processStartMs } from "./process-start.js";
import type { HookContext } from "./types.js";

/** What a hook gives the store opening: its event (the server budget) and what follows a delivery. */
export interface HookStoreOptions {
  /** false (PostToolUse): never contact a server; the run works on this machine's local file. */
  connect?: boolean;
  /** The hook event: picks the server budget (default: the tightest). */
  event?: string;
  /** Re-derives the sessions an outbox delivery brought to the server (default: left as backlogs). */
  afterDelivery?: AfterDelivery;
}
type AfterDelivery = NonNullable<RuntimePolicy["afterDelivery"]>;

/**
 * The stores of one hook run (see the module comment); `connect: false` never contacts a server: the
 * run works on this machine's local file, whose content later runs deliver.
 */
export function openDefaultStores(
  dbPath: string,
  nativeBinding: string | undefined,
  o: HookStoreOptions = {},
): Stores {
  return openHookRuntime(dbPath, nativeBinding, o).stores();
}

/**
 * The hook's runtime (its settings included; the stores open on `stores()`), with the hooks' policy:
 * the event's server budget and deadline (counted from the process start), the retry window, and the
 * outbox when the server is unreachable.
 */
export function openHookRuntime(
  dbPath: string,
  nativeBinding: string | undefined,
  o: HookStoreOptions = {},
): Runtime {
  const home = dirname(dbPath);
  const b = hookServerBudget(o.event ?? "");
  const start = processStartMs();
  const policy: RuntimePolicy = {
    connectTimeoutMs: b.connectTimeoutMs,
    offline: "outbox",
    retryAfterMs: SERVER_RETRY_AFTER_MS,
    limits: b,
    deadlineAt: start + b.serverDeadlineMs,
    // the outbox gets half of the server time; what is left waits for the next run
    deliverBy: start + b.serverDeadlineMs / 2,
    loadShared: () => loadShared(home),
    ...(o.afterDelivery ? { afterDelivery: o.afterDelivery } : {}),
    ...(o.connect === false ? { connect: false } : {}),
  };
  return openRuntime({
    env: { ...process.env, CAIRN_HOME: home },
    dbPath,
    ...(nativeBinding ? { nativeBinding } : {}),
    policy,
  });
}

/** A server store failing inside a run: unreachable, broken, too slow for the budget, or a statement cancelled. */
function serverFailure(err: unknown): err is CairnError {
  return err instanceof CairnError && (err.code === "UNAVAILABLE" || err.code === "BUSY");
}

/**
 * Runs `use` with this event's stores (opened on the first `open()`, closed after) and its runtime
 * (settings, clock). When a server store fails inside it (CairnError "UNAVAILABLE" or "BUSY"), the
 * failure is remembered (an unavailable server is skipped by later hooks within the retry window), the
 * spool claims this process took are given back, and `use` runs once more on this machine's outbox
 * (`runtime.outbox()`).
 */
export async function withHookStores<T>(
  ctx: HookContext,
  use: (open: () => Stores, runtime: Runtime) => Promise<T>,
  o: { afterDelivery?: AfterDelivery } = {},
): Promise<T> {
  const runtime = openHookRuntime(ctx.paths.db, ctx.nativeBinding, { ...o, event: ctx.event });
  let opened = false;
  const open = () => {
    opened = true;
    return runtime.stores();
  };
  let failure: CairnError;
  try {
    return await use(open, runtime);
  } catch (err) {
    if (!opened || !serverFailure(err)) throw localBusy(ctx, err);
    failure = err;
  } finally {
    await runtime.close();
  }
  const reason = maskUrlIn(failure.message, runtime.storeUrl);
  if (failure.code === "UNAVAILABLE") noteUnreachable(runtime.paths.home, reason);
  returnClaims(ctx.paths.spool);
  const offline = runtime.outbox(reason);
  try {
    return await use(() => offline, runtime);
  } catch (err) {
    throw localBusy(ctx, err);
  } finally {
    await offline.store.close();
  }
}

/**
 * A SQLite file of this home still write-locked by other Cairn processes after SQLite's busy timeout
 * (SQLITE_BUSY, "database is locked"; https://www.sqlite.org/rescode.html#busy): the spool claims this
 * process took are given back for the next run, and the error becomes CairnError("BUSY"), which the
 * hook entry reports in one line with exit 0. Any other error is returned as it is.
 */
function localBusy(ctx: HookContext, err: unknown): unknown {
  const code = (err as { code?: unknown } | null)?.code;
  if (!(err instanceof Error) || err.name !== "SqliteError" || typeof code !== "string") return err;
  if (!code.startsWith("SQLITE_BUSY")) return err;
  returnClaims(ctx.paths.spool);
  return new CairnError(
    "BUSY",
    "this machine's store stayed locked by other Cairn processes (SQLite busy timeout): what this run captured waits in the spool for the next one",
    { cause: err },
  );
}

/**
 * The PostgreSQL backend. In plugin/dist it is a file of its own beside the handler bundles
 * (scripts/build.mjs), so the SQLite path never parses `pg`; it is compiled through V8's code cache in
 * `<home>/cache/v8` like the handlers (code-cache.ts), the cache file written when the process is about
 * to exit (so the functions the run compiled lazily are in it). From source, the module itself.
 */
async function loadShared(home: string): Promise<OpenShared> {
  const bundled = typeof __dirname === "string" ? join(__dirname, "postgres-backend.cjs") : null;
  if (bundled !== null && existsSync(bundled)) {
    const m = requireWithCodeCache<{ openShared: OpenShared }>(bundled, codeCacheDir(home));
    if (!m.fromCache)
      process.once("beforeExit", () => m.save((path, data) => writeFileSafe(homeScope(home), path, data)));
    return m.exports.openShared;
  }
  return importPostgresFromSource();
}
