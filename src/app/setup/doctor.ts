/**
 * Health checks behind `cairn doctor`: runtime, data directory, database (schema, FTS integrity), with
 * a server store the server (connection, schema version, pgvector) and this machine's outbox, hook bundle, where Cairn is installed (settings files, plugin) and whether those hooks can run here (hooks-check.ts), spool backlog and recent hook
 * errors, and the embeddings (provider, model installed, memories with a vector). Each check is ok, warn or fail; only fail makes doctor exit non-zero.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { CairnError } from "../../core/common/errors.js";
import type { Config } from "../../core/setup/config.js";
import type { ServerProbe } from "../../store/backend/postgres-probe.js";
import type { Store } from "../../store/store.js";
import { pendingSpoolSessions } from "../capture/spool.js";
import { embeddingsFromConfig } from "../embeddings/create-provider.js";
import { databaseProblem, homeProblem } from "../env/home-check.js";
import type { CairnPaths } from "../env/paths.js";
import { notesCheck } from "../notes/doctor-check.js";
import { budgetCheck } from "./budget-check.js";
import { codexCheck } from "./codex-check.js";
import { copilotCheck } from "./copilot-check.js";
import { embeddingsCheck } from "./embeddings-check.js";
import { findInstalls, type HookInstall, oldFormReason, whyCannotRun } from "./hooks-check.js";

export interface Check {
  name: string;
  status: "ok" | "warn" | "fail";
  detail: string;
}

/** What the server said (store/backend/postgres-probe.ts), or why it could not be asked. */
export interface ServerState {
  /** Masked URL. */
  label: string;
  probe: Omit<ServerProbe, "label"> | null;
  /** The connection error (masked) when `probe` is null. */
  error: string | null;
  /** Since when runs found the server unreachable (server-offline.json), if they did. */
  offlineSince: string | null;
  /** Captures waiting in this machine's outbox. */
  pending: { memories: number; sessions: number; events: number; excerpts: number } | null;
}

/** What doctor checks on the embedded SQLite file (given by the runtime: app code picks no store). */
export interface EmbeddedSchema {
  /** The schema version this build migrates to. */
  latestVersion: number;
  /** Reads every full-text index of `store` when it is the embedded file; throws on damage. */
  checkIndex(store: Store): void;
}

export interface DoctorInput {
  store: () => Store;
  embedded: EmbeddedSchema;
  /** Present when `store.url` names a server: asked before the store is opened. */
  server?: () => Promise<ServerState>;
  paths: CairnPaths;
  homeDir: string;
  projectRoot: string;
  hookScript: string | undefined;
  env: NodeJS.ProcessEnv;
  /** The run's settings (runtime.config): the budgets, the embedding provider. */
  config: Config;
  now: Date;
}

export async function runDoctor(o: DoctorInput): Promise<Check[]> {
  const checks: Check[] = [];
  const major = Number(process.versions.node.split(".")[0]);
  checks.push({
    name: "node",
    status: major >= 20 ? "ok" : "fail",
    detail: `v${process.versions.node} (need ≥ 20)`,
  });
  const homeError = homeProblem(o.paths.home);
  checks.push(
    homeError
      ? { name: "data dir", status: "fail", detail: homeError }
      : { name: "data dir", status: "ok", detail: o.paths.home },
  );
  const server = o.server ? await o.server() : null;
  if (server) checks.push(...serverChecks(server));
  checks.push(...(await databaseChecks(o, server)));
  checks.push(
    o.hookScript
      ? { name: "hook bundle", status: "ok", detail: o.hookScript }
      : { name: "hook bundle", status: "fail", detail: "plugin/dist/hook.js not found: run npm run build" },
  );
  const installs = findInstalls(o.projectRoot, o.homeDir);
  checks.push(...installChecks(installs, o.env));
  checks.push(codexCheck(o.projectRoot, o.env.CODEX_HOME || join(o.homeDir, ".codex")));
  checks.push(copilotCheck(o.projectRoot, o.env.COPILOT_HOME || join(o.homeDir, ".copilot")));
  if (installs.length > 1)
    checks.push({
      name: "single install",
      status: "warn",
      detail: `Cairn is installed ${installs.length} times for this project, so each hook runs ${installs.length} times (the context pack is injected once); keep one: \`cairn uninstall --scope <scope>\` or \`claude plugin uninstall cairn@cairn\``,
    });
  if (o.env.CAIRN_DISABLE === "1")
    checks.push({ name: "enabled", status: "warn", detail: "CAIRN_DISABLE=1 is set" });
  if (existsSync(join(o.projectRoot, ".cairn-off")))
    checks.push({
      name: "enabled",
      status: "warn",
      detail: `${o.projectRoot}/.cairn-off turns Cairn off here`,
    });
  checks.push(notesCheck(o.projectRoot));
  checks.push(budgetCheck(o.config));
  const pending = pendingSpoolSessions(o.paths.spool).length;
  checks.push({
    name: "spool",
    status: pending > 20 ? "warn" : "ok",
    detail: `${pending} session(s) awaiting ingest`,
  });
  const errors = recentHookErrors(o.paths.logs, o.now);
  checks.push({
    name: "hook errors (24h)",
    status: errors === 0 ? "ok" : "warn",
    detail: errors === 0 ? "none" : `${errors} — see ${join(o.paths.logs, "hook.log")}`,
  });
  return checks;
}

/** The store's schema version and counts, then embeddings; one failing "database" check when it cannot be read. */
async function databaseChecks(o: DoctorInput, server: ServerState | null): Promise<Check[]> {
  const out: Check[] = [];
  try {
    if (server && server.probe === null) throw new CairnError("STORE", "skipped: the server is unreachable");
    const store = o.store();
    const s = await store.stats();
    o.embedded.checkIndex(store);
    const latest = server?.probe?.latestVersion ?? o.embedded.latestVersion;
    const current = s.schemaVersion === latest;
    out.push({
      name: "database",
      status: current ? "ok" : "fail",
      detail: server
        ? `${server.label} schema v${s.schemaVersion}/${latest}, ${s.memories} memories, ${s.sessions} sessions`
        : `${o.paths.db} schema v${s.schemaVersion}/${latest}, ${s.memories} memories, ${s.sessions} sessions, FTS ok`,
    });
    out.push(await embeddingsCheck(providerFromConfig(o), o.store));
  } catch (err) {
    const message = (err as Error).message;
    // the CLI's store already says what to do (a CairnError); a raw SQLite error gets the remedy here
    const damaged = !(err instanceof CairnError) && /not a database|malformed|corrupt/i.test(message);
    out.push({
      name: "database",
      status: "fail",
      detail: damaged ? databaseProblem(o.paths.db, o.paths.home, message) : message,
    });
  }
  return out;
}

function serverChecks(s: ServerState): Check[] {
  const out: Check[] = [];
  if (s.probe === null)
    out.push({ name: "server", status: "fail", detail: `${s.label}: ${s.error ?? "unreachable"}` });
  else {
    const p = s.probe;
    out.push({
      name: "server",
      status: "ok",
      detail: `${s.label} (PostgreSQL ${p.serverVersion.split(" ")[0]})`,
    });
    out.push(schemaCheck(p));
    out.push(vectorCheck(p));
  }
  const waiting = s.pending
    ? s.pending.memories + s.pending.sessions + s.pending.events + s.pending.excerpts
    : 0;
  if (s.offlineSince !== null || waiting > 0) {
    const what = s.pending
      ? `${s.pending.memories} memories, ${s.pending.sessions} sessions, ${s.pending.events} events and ${s.pending.excerpts} conversation excerpts wait in this machine's outbox`
      : "captures wait in this machine's outbox";
    out.push({
      name: "outbox",
      status: "warn",
      detail: `${s.offlineSince ? `the server was unreachable since ${s.offlineSince}; ` : ""}${what}; the next run that reaches the server delivers them`,
    });
  } else out.push({ name: "outbox", status: "ok", detail: "empty" });
  return out;
}

type Probe = NonNullable<ServerState["probe"]>;

function schemaCheck(p: Probe): Check {
  const waiting = p.pending.filter((m) => m.requires === "vector");
  const others = p.pending.length - waiting.length;
  const detail = `v${p.schemaVersion}/${p.latestVersion}`;
  if (p.schemaVersion > p.latestVersion)
    return {
      name: "server schema",
      status: "fail",
      detail: `${detail} is newer than this Cairn: upgrade Cairn`,
    };
  if (others > 0)
    return {
      name: "server schema",
      status: "warn",
      detail: `${detail}: the next run migrates it (any cairn command, if hooks run out of time)`,
    };
  const names = waiting.map((m) => `${m.version} (${m.name})`).join(", ");
  return {
    name: "server schema",
    status: "ok",
    detail: waiting.length > 0 ? `${detail}; ${names} waits for pgvector` : detail,
  };
}

/** One line: pgvector's version, or what is missing and who can fix it (search is keyword-only meanwhile). */
function vectorCheck(p: Probe): Check {
  const name = "vector extension";
  if (p.vector) return { name, status: "ok", detail: `pgvector ${p.vector}` };
  const then =
    "until then search is keyword-only, and the first run after that adds the vector table (no other step)";
  if (p.vectorAvailable === null) {
    const major = p.serverVersion.split(/[ .]/)[0] ?? "";
    return {
      name,
      status: "warn",
      detail: `pgvector is not installed on the server host: install it there for PostgreSQL ${major} (e.g. the postgresql-${major}-pgvector package, or build https://github.com/pgvector/pgvector); ${then}`,
    };
  }
  if (!p.vectorMayCreate)
    return {
      name,
      status: "warn",
      detail: `pgvector ${p.vectorAvailable} is on the server host, but role "${p.role}" may not create it in database "${p.database}" (not a superuser): ask an administrator to run CREATE EXTENSION vector; in "${p.database}"; ${then}`,
    };
  return { name, status: "ok", detail: `pgvector ${p.vectorAvailable} available: the next run creates it` };
}

/**
 * "hooks installed": ok when every install's hooks can run here; fail, per install that cannot, saying
 * it is installed but does nothing and what to do; warn when there is no install at all.
 */
function installChecks(installs: HookInstall[], env: NodeJS.ProcessEnv): Check[] {
  if (installs.length === 0)
    return [
      {
        name: "hooks installed",
        status: "warn",
        detail: "not installed: run `cairn install` or add the plugin",
      },
    ];
  const broken = installs.map((i) => ({ i, why: whyCannotRun(i, env) })).filter((x) => x.why !== null);
  const old: Check[] = installs
    .map((i) => oldFormReason(i))
    .filter((why) => why !== null)
    .map((detail) => ({ name: "hook form", status: "warn", detail }));
  if (broken.length === 0)
    return [
      { name: "hooks installed", status: "ok", detail: installs.map((i) => i.label).join("; ") },
      ...old,
    ];
  return [
    ...broken.map(
      ({ i, why }): Check => ({
        name: "hooks installed",
        status: "fail",
        detail: `${i.label}: installed, but its hooks do nothing here: ${why}`,
      }),
    ),
    ...old,
  ];
}

function recentHookErrors(logDir: string, now: Date): number {
  try {
    const since = now.getTime() - 86_400_000;
    return readFileSync(join(logDir, "hook.log"), "utf8")
      .split("\n")
      .filter((l) => /^\d{4}-\d\d-\d\dT/.test(l) && Date.parse(l.slice(0, 24)) >= since).length;
  } catch {
    return 0; // no hook.log yet (or unreadable): no recent errors to report, the other checks still run
  }
}

/** The configured embedding provider (never loaded here), or null when none or it cannot be built. */
function providerFromConfig(o: DoctorInput) {
  try {
    return embeddingsFromConfig(o.config, o.env);
  } catch {
    return null; // a provider the settings cannot build: doctor goes on without embeddings
  }
}
