/**
 * Chooses and opens the stores of one run: the embedded SQLite file by default; with a postgres:// URL,
 * a `SplitStore` whose shared side is the server and whose local side is this machine's
 * `cairn-local.db` (local-scope memories, and the outbox while the server is unreachable).
 *
 * The PostgreSQL code (and `pg`) is loaded only through `loadShared`, so a run without a URL never
 * reads it. When the server cannot be reached within `connectTimeoutMs` and `offline` is "outbox",
 * the run works on `cairn-local.db` alone (mode "offline"): everything it captures waits there and the
 * first run that reaches the server delivers it (outbox.ts) before doing anything else — within
 * `deliverBy` when given, the rest left for a later run — and `afterDelivery` then re-derives the
 * delivered sessions on the server. Task boards are not kept offline (their log lives on the server): a
 * task command then fails with one line. `Stores.offline()` says why the server is not used (or null).
 */

import { CairnError } from "../../core/common/errors.js";
import type { ServerLimits } from "../../core/setup/server-limits.js";
import { openSqliteStore, type SqliteStore } from "../sqlite/sqlite-store.js";
import { sqliteStores } from "../sqlite/stores.js";
import type { Store } from "../store.js";
import type { Stores } from "../stores.js";
import { type Delivery, deliverOutbox } from "./outbox.js";
import { splitProjectAdmin } from "./split-project-admin.js";
import { SplitStore } from "./split-store.js";

/**
 * Opens the shared stores on a server (connects, checks and migrates the schema); rejects when
 * unreachable. `limits` other than the connect timeout default to the interactive ones
 * (core/setup/server-limits.ts); `deadlineAt` (epoch ms) bounds every call of the run.
 */
export type OpenShared = (o: {
  url: string;
  connectTimeoutMs: number;
  limits?: Omit<ServerLimits, "connectTimeoutMs">;
  deadlineAt?: number;
}) => Promise<Stores>;

export interface BackendOptions {
  /** The embedded store ($CAIRN_HOME/cairn.db), used when `url` is empty. */
  sqlitePath: string;
  /** This machine's own file beside a shared server ($CAIRN_HOME/cairn-local.db). */
  localPath: string;
  nativeBinding?: string;
  /** `store.url`: "" for SQLite, else a postgres:// URL. */
  url: string;
  /** Recorded on new memories (`user@machine`). */
  capturedBy: string | null;
  /** Milliseconds to wait for the server. */
  connectTimeoutMs: number;
  /** Loads the PostgreSQL backend (a dynamic import; called only when `url` is set). */
  loadShared: () => Promise<OpenShared>;
  /** "outbox": work offline on the local file when the server is unreachable; "fail": throw. */
  offline: "outbox" | "fail";
  /** Statement, lock and idle timeouts for the server (default: the interactive ones). */
  limits?: Omit<ServerLimits, "connectTimeoutMs">;
  /** Epoch ms after which no server call of this run may run (hooks). */
  deadlineAt?: number;
  /** Epoch ms after which the outbox delivery stops (the rest waits for a later run). */
  deliverBy?: number;
  /** Called with the server's store and the sessions a delivery brought there (to re-derive them). */
  afterDelivery?: (shared: Store, sessionIds: readonly string[]) => Promise<void>;
}

export interface Backend {
  stores: Stores;
  mode: "sqlite" | "shared" | "offline";
  /** Why the server was not used (a message that never holds the password), in mode "offline". */
  offlineReason: string | null;
  /** The CairnError code of that failure, when it was one (e.g. "UNAVAILABLE", "BUSY", "MIGRATION"). */
  offlineCode?: string;
  /** What the outbox delivered to the server in this run, if anything. */
  delivered: Delivery | null;
  /** This machine's local file, in modes "shared" and "offline". */
  local: SqliteStore | null;
}

export async function openBackend(o: BackendOptions): Promise<Backend> {
  if (o.url === "") {
    const store = openSqliteStore({ path: o.sqlitePath, nativeBinding: o.nativeBinding, ...author(o) });
    return { stores: sqliteStores(store), mode: "sqlite", offlineReason: null, delivered: null, local: null };
  }
  // this machine's file beside the server: its rows carry the shared project identity, so what it
  // keeps while the server is away can be delivered as it is
  const local = openSqliteStore({
    path: o.localPath,
    nativeBinding: o.nativeBinding,
    identity: "shared",
    ...author(o),
  });
  let shared: Stores;
  try {
    const open = await o.loadShared();
    shared = await open({
      url: o.url,
      connectTimeoutMs: o.connectTimeoutMs,
      ...(o.limits ? { limits: o.limits } : {}),
      ...(o.deadlineAt !== undefined ? { deadlineAt: o.deadlineAt } : {}),
    });
  } catch (err) {
    if (o.offline === "fail") {
      await local.close();
      throw err;
    }
    return offlineBackend(local, err);
  }
  return sharedBackend(o, local, shared);
}

/** The run on this machine's outbox (`local`), the server having failed to open with `err`. */
function offlineBackend(local: SqliteStore, err: unknown): Backend {
  const reason = (err as Error).message;
  return {
    stores: offlineStores(local, reason),
    mode: "offline",
    offlineReason: reason,
    ...(err instanceof CairnError ? { offlineCode: err.code } : {}),
    delivered: null,
    local,
  };
}

/**
 * The run on the server (`shared`): the outbox delivered first (until `deliverBy`; what it brought is
 * re-derived by `afterDelivery`), then writes split between the server and this machine's file.
 */
async function sharedBackend(o: BackendOptions, local: SqliteStore, shared: Stores): Promise<Backend> {
  let delivered: Delivery | null = null;
  try {
    delivered = await deliverOutbox(
      local,
      shared.store,
      o.deliverBy === undefined ? {} : { deadline: o.deliverBy },
    );
    if (delivered.sessionIds.length > 0) await o.afterDelivery?.(shared.store, delivered.sessionIds);
  } catch {
    // the server went away while delivering: what arrived left the outbox, the rest waits for the next run
  }
  const store = new SplitStore(shared.store, local, o.capturedBy);
  const localStores = sqliteStores(local);
  const projects = async () =>
    splitProjectAdmin(await shared.projects(), await localStores.projects(), local);
  return {
    stores: { ...shared, store, projects, offline: async () => null },
    mode: "shared",
    offlineReason: null,
    delivered,
    local,
  };
}

/**
 * The stores of a run that works from this machine's outbox (`local`, opened with identity "shared"),
 * the server being unusable for `reason`: the local file stands in for the shared store; task boards
 * (whose log lives on the server) are refused, never forked into the outbox, and so is merging
 * projects (it rewrites the server's rows).
 */
export function offlineStores(local: SqliteStore, reason: string): Stores {
  const stores = sqliteStores(local);
  return {
    ...stores,
    tasks: () =>
      Promise.reject(
        new CairnError("STORE", `task boards live on the server, which is unreachable (${reason})`),
      ),
    hasTaskBoards: async () => false,
    // merging rewrites the server's rows: never done on the outbox alone
    projects: async () => ({
      ...(await stores.projects()),
      merge: () =>
        Promise.reject(
          new CairnError("STORE", `projects are merged on the server, which is unreachable (${reason})`),
        ),
    }),
    offline: async () => reason,
  };
}

/**
 * The offline stores (`offlineStores`) on this machine's local file, opened without trying the server:
 * for a run whose server failed half-way and that runs again on the outbox.
 */
export function openOffline(
  o: Pick<BackendOptions, "localPath" | "nativeBinding" | "capturedBy">,
  reason: string,
): Stores {
  const local = openSqliteStore({
    path: o.localPath,
    nativeBinding: o.nativeBinding,
    identity: "shared",
    ...(o.capturedBy ? { capturedBy: o.capturedBy } : {}),
  });
  return offlineStores(local, reason);
}

/**
 * This machine's local file alone, standing in for the server without connecting (a PostToolUse run,
 * which must never wait on the network): what it writes there is delivered like any outbox content.
 */
export function openLocalOnly(o: Pick<BackendOptions, "localPath" | "nativeBinding" | "capturedBy">): Stores {
  const local = openSqliteStore({
    path: o.localPath,
    nativeBinding: o.nativeBinding,
    identity: "shared",
    ...(o.capturedBy ? { capturedBy: o.capturedBy } : {}),
  });
  return sqliteStores(local);
}

function author(o: BackendOptions): { capturedBy?: string } {
  return o.capturedBy ? { capturedBy: o.capturedBy } : {};
}
