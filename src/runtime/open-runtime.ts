/**
 * The one way an entry point (hook handler, CLI, MCP server, dashboard) opens Cairn: where its files
 * are (`$CAIRN_HOME` paths), its settings (defaults ← config.json ← environment, read once), the clock,
 * the bundled files beside it (native SQLite binding, cli.mjs, hook.js), the stores and whether project
 * identity is this machine's path ("local") or the one machines share ("shared": a server in
 * `store.url`). Each root brings only its policy: how long to wait for a server, whether to contact it,
 * and what an unreachable one means. Nothing else in an adapter or use case opens a store
 * (test/architecture.test.ts).
 *
 * Without a server the stores are the embedded SQLite file and nothing of the PostgreSQL code is read.
 * With one they are usable at once and connect behind the calls (store/backend/deferred-stores.ts);
 * `backend()` waits for the connection and says how it went (store/backend/open-backend.ts).
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { loadConfig } from "../app/env/config.js";
import { resolveNativeBinding } from "../app/env/native-binding.js";
import { type CairnPaths, cairnPaths } from "../app/env/paths.js";
import { securePrivateHome } from "../app/env/private-home.js";
import { CairnError } from "../core/common/errors.js";
import type { Config } from "../core/setup/config.js";
import type { ServerLimits } from "../core/setup/server-limits.js";
import { deferredStores } from "../store/backend/deferred-stores.js";
import {
  type Backend,
  type BackendOptions,
  type OpenShared,
  openLocalOnly,
  openOffline,
} from "../store/backend/open-backend.js";
import { openSqliteStores } from "../store/sqlite/stores.js";
import type { ProjectIdentityKind } from "../store/store.js";
import type { Stores } from "../store/stores.js";
import { backendOptions, openConfiguredBackend, storeUrlOf } from "./store-backend.js";

/** What an entry point decides about its stores; everything else is the runtime's. */
export interface RuntimePolicy {
  /** Milliseconds to wait for a server store before working offline (or failing). */
  connectTimeoutMs: number;
  /** An unreachable server: "outbox" works on this machine's file (delivered later); "fail" rejects. */
  offline: "outbox" | "fail";
  /** `false`: never contact the server; this machine's file stands in for it (a PostToolUse-side run). */
  connect?: boolean;
  /**
   * After a failed try, work offline without trying again for this long, in milliseconds; one run per
   * window claims the retry (runtime/store-backend.ts). Absent or 0: always try (`cairn doctor`).
   */
  retryAfterMs?: number;
  /** Statement, lock and idle timeouts on the server (default: core/setup/server-limits.ts interactive). */
  limits?: Omit<ServerLimits, "connectTimeoutMs">;
  /** Epoch ms after which no server call of this run may run (a hook's server deadline). */
  deadlineAt?: number;
  /** Epoch ms after which delivering the outbox stops; the rest waits for a later run. */
  deliverBy?: number;
  /** Re-derives the sessions an outbox delivery brought to the server (default: left as backlogs). */
  afterDelivery?: BackendOptions["afterDelivery"];
  /** Loads the PostgreSQL side (`store/backend/postgres-entry.ts`); called only with a server store. */
  loadShared: () => Promise<OpenShared>;
  /** Told once, when a server store has been opened (offline, or the outbox delivered). */
  onOpen?: (backend: Backend) => void;
}

export interface RuntimeOptions {
  /** The process environment (CAIRN_HOME, CAIRN_DATABASE_URL, CLAUDE_PLUGIN_DATA, ...). */
  env: NodeJS.ProcessEnv;
  /** The running bundle's folder (plugin/dist): native binding, cli.mjs, hook.js; absent from source. */
  distDir?: string;
  /** The native binding, when the caller resolved it already (the hook entry). */
  nativeBinding?: string;
  /** Overrides the database file (`paths.db`); the other paths stay under `$CAIRN_HOME`. */
  dbPath?: string;
  policy: RuntimePolicy;
  now?: () => Date;
}

export interface Runtime {
  readonly paths: CairnPaths;
  readonly env: NodeJS.ProcessEnv;
  /**
   * Every setting in effect (core/setup/config.ts), read once, on first use: what the runtime hands to
   * use cases, which never read config.json themselves (test/architecture.test.ts). A long-running
   * process reads them again with `currentConfig` (runtime/current-config.ts).
   */
  readonly config: Config;
  readonly now: () => Date;
  readonly nativeBinding: string | undefined;
  /** plugin/dist/cli.mjs beside the running bundle, when it exists. */
  readonly cliPath: string | undefined;
  /** plugin/dist/hook.js beside the running bundle, when it exists. */
  readonly hookScript: string | undefined;
  /** The server (`store.url` / CAIRN_DATABASE_URL); "" for the embedded SQLite file. */
  readonly storeUrl: string;
  /** Which project identity this run's rows use: "shared" exactly when a server is configured. */
  readonly identity: ProjectIdentityKind;
  /**
   * The stores, opened on first call (`$CAIRN_HOME` made private first). The embedded file opens at
   * once (a damaged one throws here); a server's stores are usable at once and wait for its opening.
   */
  stores(): Stores;
  /** The opening, finished: the open stores, the mode and what the outbox delivered. Rejects when it failed. */
  backend(): Promise<Backend>;
  /**
   * This machine's outbox alone, opened without trying the server, which is unusable for `reason`
   * (a run whose server failed half-way runs again on it; store/backend/open-backend.ts offlineStores).
   * Throws CairnError UNSUPPORTED without a server store. The caller closes it.
   */
  outbox(reason: string): Stores;
  /** Closes whatever was opened (nothing when the stores were never asked for). */
  close(): Promise<void>;
}

export function openRuntime(o: RuntimeOptions): Runtime {
  const env = o.env;
  const base = cairnPaths(env);
  const paths = o.dbPath ? { ...base, db: o.dbPath } : base;
  let config: Config | null = null;
  const settings = () => {
    config ??= loadConfig(paths.home, env);
    return config;
  };
  const beside = (name: string) =>
    o.distDir && existsSync(join(o.distDir, name)) ? join(o.distDir, name) : undefined;
  const nativeBinding =
    o.nativeBinding ??
    (o.distDir ? resolveNativeBinding({ distDir: o.distDir, dataDir: env.CLAUDE_PLUGIN_DATA }) : undefined);
  let opened: { stores: Stores; backend: Promise<Backend> } | null = null;
  const open = () => {
    opened ??= openStores(paths, env, storeUrlOf(settings()), nativeBinding, o.policy);
    return opened;
  };
  return {
    paths,
    env,
    get config() {
      return settings();
    },
    now: o.now ?? (() => new Date()),
    nativeBinding,
    cliPath: beside("cli.mjs"),
    hookScript: beside("hook.js"),
    get storeUrl() {
      return storeUrlOf(settings());
    },
    get identity() {
      return storeUrlOf(settings()) === "" ? "local" : "shared";
    },
    stores: () => open().stores,
    backend: () => open().backend,
    outbox: (reason) => {
      if (storeUrlOf(settings()) === "")
        throw new CairnError("UNSUPPORTED", "there is no outbox without a server store (store.url)");
      securePrivateHome(paths.home);
      return openOffline(backendOptions(paths, env, { ...basicSettings(o.policy), nativeBinding }), reason);
    },
    close: async () => {
      await opened?.stores.store.close();
    },
  };
}

function openStores(
  paths: CairnPaths,
  env: NodeJS.ProcessEnv,
  url: string,
  nativeBinding: string | undefined,
  policy: RuntimePolicy,
): { stores: Stores; backend: Promise<Backend> } {
  securePrivateHome(paths.home); // $CAIRN_HOME made private first: app/env/private-home.ts
  if (url === "") {
    const stores = openSqliteStores({ path: paths.db, nativeBinding });
    const backend: Backend = { stores, mode: "sqlite", offlineReason: null, delivered: null, local: null };
    return { stores, backend: Promise.resolve(backend) };
  }
  const settings = { ...basicSettings(policy), nativeBinding };
  if (policy.connect === false) {
    const stores = openLocalOnly(backendOptions(paths, env, { ...settings, connectTimeoutMs: 0 }));
    const backend: Backend = {
      stores,
      mode: "offline",
      offlineReason: "this run does not contact the server",
      delivered: null,
      local: null,
    };
    return { stores, backend: Promise.resolve(backend) };
  }
  const backend = openConfiguredBackend(paths, env, {
    ...settings,
    ...(policy.retryAfterMs ? { retryAfterMs: policy.retryAfterMs } : {}),
    ...(policy.limits ? { limits: policy.limits } : {}),
    ...(policy.deadlineAt !== undefined ? { deadlineAt: policy.deadlineAt } : {}),
    ...(policy.deliverBy !== undefined ? { deliverBy: policy.deliverBy } : {}),
    ...(policy.afterDelivery ? { afterDelivery: policy.afterDelivery } : {}),
  }).then((b) => {
    policy.onOpen?.(b);
    return b;
  });
  // an unobserved rejection must not crash the process before a caller asks
  backend.catch(() => {});
  return {
    stores: deferredStores(
      backend.then((b) => b.stores),
      "shared",
    ),
    backend,
  };
}

/** The policy's settings every opening takes: the connect timeout, offline behaviour, the PostgreSQL loader. */
function basicSettings(
  policy: RuntimePolicy,
): Pick<BackendOptions, "connectTimeoutMs" | "offline" | "loadShared"> {
  return {
    connectTimeoutMs: policy.connectTimeoutMs,
    offline: policy.offline,
    loadShared: policy.loadShared,
  };
}
