// A PostgreSQL server where `CREATE EXTENSION vector` fails, both ways it fails on real hosts: pgvector
// not installed on the server host (a cluster run from an installation whose extension directory lacks
// it), and installed but not creatable by the connected role (not a superuser; pgvector is not a trusted
// extension). Cairn must apply every other migration, leave the vector one pending, share memories
// keyword-only through the server (hooks and CLI, two homes), say in one `cairn doctor` line what is
// missing and who can fix it, and add the vector table on the first run after pgvector can be created.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type PgCluster, startCluster } from "../../scripts/lib/pg-cluster.mjs";
import { CLI, gitRepo, hookEnv, runHook } from "../support/hook-runner.js";
import { pgSkipReason } from "../support/pg-server.js";
import { tempDir } from "../support/temp.js";

const LONG = 240_000;

describe.skipIf(pgSkipReason !== null)("PostgreSQL without pgvector (real server)", () => {
  const tmp = tempDir("cairn-pg-novector-");
  const repo = join(tmp.path, "repo");
  let cluster: PgCluster;

  beforeAll(() => {
    cluster = startCluster({ prefix: "cairn-pg-novector-", withoutExtensions: ["vector"] });
    gitRepo(repo);
  }, LONG);
  afterAll(() => {
    cluster?.stop();
    tmp.cleanup();
  });

  const home = (name: string, url: string) =>
    hookEnv(join(tmp.path, name), { CAIRN_DATABASE_URL: url, HOME: join(tmp.path, `${name}-user`) });
  const sql = (db: string, query: string): string =>
    cluster.psql(db, `\\pset tuples_only on\n\\pset format unaligned\n${query}`).trim();
  const cairn = (env: NodeJS.ProcessEnv, ...args: string[]) => {
    const r = spawnSync(process.execPath, [CLI, ...args], {
      cwd: repo,
      env,
      encoding: "utf8",
      timeout: 60_000,
    });
    return { status: r.status, out: r.stdout, err: r.stderr };
  };
  const hook = (env: NodeJS.ProcessEnv, event: string, sid: string, extra: Record<string, unknown> = {}) => {
    const own: Record<string, Record<string, unknown>> = {
      SessionStart: { source: "startup" },
      Stop: { stop_hook_active: false, last_assistant_message: "Done." },
    };
    const r = runHook(
      event,
      {
        session_id: sid,
        transcript_path: join(tmp.path, "none.jsonl"),
        cwd: repo,
        hook_event_name: event,
        ...own[event],
        ...extra,
      },
      env,
    );
    expect(r.status, `${event}: ${r.stderr}`).toBe(0);
    expect(r.stderr, event).not.toMatch(/unreachable|failed/i);
    return r;
  };
  /** A session whose Bash call succeeded: the Stop derives a verified command from it. */
  const session = (env: NodeJS.ProcessEnv, sid: string, command: string) => {
    hook(env, "SessionStart", sid);
    hook(env, "PostToolUse", sid, {
      tool_name: "Bash",
      tool_input: { command },
      tool_use_id: `toolu_${sid.slice(0, 8)}`,
      tool_response: { stdout: "ok", stderr: "", interrupted: false },
    });
    hook(env, "Stop", sid);
  };
  const applied = (db: string) => sql(db, "SELECT version FROM schema_migrations ORDER BY 1").split("\n");
  const hasVectorTable = (db: string) =>
    sql(db, "SELECT count(*) FROM pg_extension WHERE extname = 'vector'") === "1";
  /** What this machine's outbox holds (events and sessions waiting for the server). */
  const outbox = (env: NodeJS.ProcessEnv) => {
    const path = join(env.CAIRN_HOME as string, "cairn-local.db");
    if (!existsSync(path)) return 0;
    const local = new Database(path, { readonly: true });
    try {
      return (
        local
          .prepare("SELECT (SELECT count(*) FROM events) + (SELECT count(*) FROM sessions) AS n")
          .get() as {
          n: number;
        }
      ).n;
    } finally {
      local.close();
    }
  };
  const doctorLine = (env: NodeJS.ProcessEnv) => {
    const r = cairn(env, "doctor", "--json");
    const checks = JSON.parse(r.out) as { name: string; status: string; detail: string }[];
    const server = checks.filter((c) => ["server", "server schema", "vector extension"].includes(c.name));
    return { checks, server, vector: checks.filter((c) => c.name === "vector extension") };
  };

  it(
    "pgvector not installed on the host: keyword-only sharing, one doctor line, vectors added by the next run once installed",
    async () => {
      const url = cluster.createDatabase("team", { vector: false });
      const a = home("host-a", url);
      const b = home("host-b", url);

      session(a, "11111111-0000-4000-8000-000000000001", "npm run lint:docs");
      // every migration but the vector one is applied, and that one is not applied half-way
      const versions = applied("team");
      expect(versions).not.toContain("2");
      expect(versions.length).toBeGreaterThan(1);
      expect(hasVectorTable("team")).toBe(false);
      expect(sql("team", "SELECT to_regclass('memory_vectors') IS NULL")).toBe("t");
      // the hooks used the server: nothing waits in the outbox, nothing says unreachable
      expect(outbox(a)).toBe(0);
      expect(existsSync(join(a.CAIRN_HOME as string, "server-offline.json"))).toBe(false);
      expect(sql("team", "SELECT count(*) FROM events WHERE tool_use_id = 'toolu_11111111'")).toBe("1");

      // team sharing, keyword-only: another home finds what this one captured and saved
      const saved = cairn(a, "save", "--type", "project_fact", "Release notes are generated from changesets");
      expect(saved.status, saved.err).toBe(0);
      const found = cairn(b, "search", "changesets");
      expect(found.status, found.err).toBe(0);
      expect(found.out).toContain("Release notes are generated from changesets");
      expect(cairn(b, "search", "lint:docs").out).toContain("npm run lint:docs");
      const pack = hook(b, "SessionStart", "11111111-0000-4000-8000-000000000002");
      expect(pack.stdout).toContain("Release notes are generated from changesets");
      expect(pack.stdout).not.toMatch(/unreachable/i);

      // one doctor line names what is missing and the remedy on the host, and it is a warning
      const d = doctorLine(a);
      expect(d.vector).toHaveLength(1);
      expect(d.vector[0]?.status).toBe("warn");
      expect(d.vector[0]?.detail).toMatch(/pgvector is not installed on the server host/);
      expect(d.vector[0]?.detail).toMatch(/postgresql-\d+-pgvector/);
      expect(d.vector[0]?.detail).not.toMatch(/CREATE EXTENSION/);
      for (const c of d.server) expect(c.status, `${c.name}: ${c.detail}`).not.toBe("fail");
      expect(JSON.stringify(d.checks)).not.toMatch(/unreachable/i);

      // pgvector installed on the host: the next run (a hook) applies the pending migration by itself
      cluster.installExtension("vector");
      session(b, "11111111-0000-4000-8000-000000000003", "npm run lint:docs");
      expect(applied("team")).toContain("2");
      expect(hasVectorTable("team")).toBe(true);
      expect(sql("team", "SELECT to_regclass('memory_vectors') IS NOT NULL")).toBe("t");
      const after = doctorLine(a);
      expect(after.vector[0]?.status).toBe("ok");
      expect(after.vector[0]?.detail).toMatch(/^pgvector \d/);
    },
    LONG,
  );

  it(
    "pgvector installed but the role may not create it: the same, the doctor asks an administrator, and CREATE EXTENSION is enough",
    async () => {
      cluster.installExtension("vector"); // on the host (idempotent)
      cluster.createRole("app");
      const url = cluster.createDatabase("team_role", { vector: false, owner: "app" });
      const a = home("role-a", url);
      const b = home("role-b", url);

      session(a, "22222222-0000-4000-8000-000000000001", "npm run test:site");
      expect(applied("team_role")).not.toContain("2");
      expect(hasVectorTable("team_role")).toBe(false);
      expect(outbox(a)).toBe(0);
      expect(cairn(b, "search", "test:site").out).toContain("npm run test:site");

      const d = doctorLine(a);
      expect(d.vector).toHaveLength(1);
      expect(d.vector[0]?.status).toBe("warn");
      expect(d.vector[0]?.detail).toContain('role "app" may not create it in database "team_role"');
      expect(d.vector[0]?.detail).toContain("CREATE EXTENSION vector;");
      for (const c of d.server) expect(c.status, `${c.name}: ${c.detail}`).not.toBe("fail");

      // an administrator creates the extension; the next run adds the vector table with no other step
      cluster.psql("team_role", "CREATE EXTENSION vector;");
      session(b, "22222222-0000-4000-8000-000000000002", "npm run test:site");
      expect(applied("team_role")).toContain("2");
      expect(sql("team_role", "SELECT to_regclass('memory_vectors') IS NOT NULL")).toBe("t");
      expect(doctorLine(b).vector[0]?.status).toBe("ok");
    },
    LONG,
  );
});
