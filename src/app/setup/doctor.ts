/**
 * Health checks behind `cairn doctor`: runtime, data directory, database (schema, FTS integrity),
 * hook bundle, where Cairn is installed (settings files, plugin), spool backlog and recent hook
 * errors. Each check is ok, warn or fail; only fail makes doctor exit non-zero.
 */
import { accessSync, constants, existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { LATEST_VERSION } from "../../store/sqlite/schema.js";
import type { SqliteStore } from "../../store/sqlite/sqlite-store.js";
import { pendingSpoolSessions } from "../capture/spool.js";
import type { CairnPaths } from "../env/paths.js";
import { notesCheck } from "../notes/doctor-check.js";

export interface Check {
  name: string;
  status: "ok" | "warn" | "fail";
  detail: string;
}

export interface DoctorInput {
  store: () => SqliteStore;
  paths: CairnPaths;
  homeDir: string;
  projectRoot: string;
  hookScript: string | undefined;
  env: NodeJS.ProcessEnv;
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
  try {
    accessSync(o.paths.home, constants.W_OK);
    checks.push({ name: "data dir", status: "ok", detail: o.paths.home });
  } catch {
    checks.push({
      name: "data dir",
      status: existsSync(o.paths.home) ? "fail" : "warn",
      detail: `${o.paths.home} not writable or missing`,
    });
  }
  try {
    const store = o.store();
    const s = await store.stats();
    store.checkFts();
    const current = s.schemaVersion === LATEST_VERSION;
    checks.push({
      name: "database",
      status: current ? "ok" : "fail",
      detail: `${o.paths.db} schema v${s.schemaVersion}/${LATEST_VERSION}, ${s.memories} memories, ${s.sessions} sessions, FTS ok`,
    });
  } catch (err) {
    checks.push({ name: "database", status: "fail", detail: (err as Error).message });
  }
  checks.push(
    o.hookScript
      ? { name: "hook bundle", status: "ok", detail: o.hookScript }
      : { name: "hook bundle", status: "fail", detail: "plugin/dist/hook.js not found: run npm run build" },
  );
  const installs = findInstalls(o);
  checks.push(
    installs.length > 0
      ? { name: "hooks installed", status: "ok", detail: installs.join("; ") }
      : {
          name: "hooks installed",
          status: "warn",
          detail: "not installed: run `cairn install` or add the plugin",
        },
  );
  if (o.env.CAIRN_DISABLE === "1")
    checks.push({ name: "enabled", status: "warn", detail: "CAIRN_DISABLE=1 is set" });
  if (existsSync(join(o.projectRoot, ".cairn-off")))
    checks.push({
      name: "enabled",
      status: "warn",
      detail: `${o.projectRoot}/.cairn-off turns Cairn off here`,
    });
  checks.push(notesCheck(o.projectRoot));
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

function findInstalls(o: DoctorInput): string[] {
  const found: string[] = [];
  const files: [string, string][] = [
    ["user", join(o.homeDir, ".claude", "settings.json")],
    ["project", join(o.projectRoot, ".claude", "settings.json")],
    ["local", join(o.projectRoot, ".claude", "settings.local.json")],
  ];
  for (const [scope, file] of files) {
    try {
      const text = readFileSync(file, "utf8");
      if (/dist[\\/]+hook\.js/.test(text) && text.includes("SessionStart"))
        found.push(`${scope} settings (${file})`);
    } catch {
      // absent
    }
  }
  try {
    const plugins = readFileSync(join(o.homeDir, ".claude", "plugins", "installed_plugins.json"), "utf8");
    if (/"cairn@/.test(plugins)) found.push("plugin cairn");
  } catch {
    // no plugins
  }
  return found;
}

function recentHookErrors(logDir: string, now: Date): number {
  try {
    const since = now.getTime() - 86_400_000;
    return readFileSync(join(logDir, "hook.log"), "utf8")
      .split("\n")
      .filter((l) => /^\d{4}-\d\d-\d\dT/.test(l) && Date.parse(l.slice(0, 24)) >= since).length;
  } catch {
    return 0;
  }
}
