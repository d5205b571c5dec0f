// "Two machines" on one real PostgreSQL server: two Cairn homes, two clones of one repository in
// different folders, the built CLI (plugin/dist/cli.mjs) and hook bundle (plugin/dist/hook.js) run as
// processes with CAIRN_DATABASE_URL set, exactly as a user's machines would.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CLI, hookEnv, ROOT, runHook } from "../support/hook-runner.js";
import { freshDatabase, pgServer, pgSkipReason, usePgServer } from "../support/pg-server.js";
import { tempDir } from "../support/temp.js";

const SID = "aaaaaaaa-1111-4222-8333-444444444444";
const PASSWORD = "pw-Zq81-never-shown";

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

function git(cwd: string, ...args: string[]): void {
  execFileSync("git", ["-c", "user.name=t", "-c", "user.email=t@t", ...args], {
    cwd,
    env: { ...process.env, GIT_CONFIG_NOSYSTEM: "1", GIT_CONFIG_GLOBAL: "/dev/null" },
  });
}

describe.skipIf(pgSkipReason !== null)("two Cairn homes on one PostgreSQL server", () => {
  usePgServer();
  const tmp = tempDir("cairn-two-homes-");
  let url: string;
  let db: string;
  let laptop: string;
  let desktop: string;
  let ana: NodeJS.ProcessEnv;
  let ben: NodeJS.ProcessEnv;

  const cli = (env: NodeJS.ProcessEnv, cwd: string, ...args: string[]): Run => {
    const r = spawnSync(process.execPath, [CLI, ...args], { cwd, env, encoding: "utf8", timeout: 60_000 });
    return { status: r.status, stdout: r.stdout, stderr: r.stderr };
  };
  const cliAsync = (env: NodeJS.ProcessEnv, cwd: string, ...args: string[]) =>
    new Promise<Run>((resolve) => {
      const child = spawn(process.execPath, [CLI, ...args], { cwd, env });
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (d) => {
        stdout += d;
      });
      child.stderr.on("data", (d) => {
        stderr += d;
      });
      child.on("close", (status) => resolve({ status, stdout, stderr }));
    });
  /** One value (or rows joined by newlines) from the server, unaligned. */
  const sql = (query: string): string =>
    pgServer().psql(db, `\\pset tuples_only on\n\\pset format unaligned\n${query}`).trim();

  beforeAll(() => {
    url = freshDatabase();
    db = decodeURIComponent(new URL(url).pathname.slice(1));
    const origin = join(tmp.path, "origin");
    mkdirSync(origin);
    git(origin, "init", "-q", "-b", "main");
    git(origin, "commit", "-q", "--allow-empty", "-m", "init");
    const bare = join(tmp.path, "srv", "shop.git");
    git(tmp.path, "clone", "-q", "--bare", origin, bare);
    laptop = join(tmp.path, "laptop", "src", "shop");
    desktop = join(tmp.path, "desktop", "work", "shop-checkout");
    git(tmp.path, "clone", "-q", bare, laptop);
    git(tmp.path, "clone", "-q", bare, desktop);
    const home = (who: string, author: string) =>
      hookEnv(join(tmp.path, who, "cairn-home"), {
        // the server trusts local connections: the password is never needed, so never shown either
        CAIRN_DATABASE_URL: url.replace("postgres@", `postgres:${PASSWORD}@`),
        CAIRN_CAPTURED_BY: author,
        HOME: join(tmp.path, who, "user-home"),
      });
    ana = home("laptop", "ana@laptop");
    ben = home("desktop", "ben@desktop");
  });
  afterAll(() => tmp.cleanup());

  it("a decision saved on one machine is in the other's next context pack, with who captured it", () => {
    const saved = cli(
      ana,
      laptop,
      "save",
      "--type",
      "decision",
      "Deploys go through the staging cluster first",
    );
    expect(saved.status, saved.stderr).toBe(0);
    const pack = cli(ben, desktop, "context");
    expect(pack.status, pack.stderr).toBe(0);
    expect(pack.stdout).toContain("Deploys go through the staging cluster first");
    const listed = JSON.parse(cli(ben, desktop, "list", "--json").stdout) as {
      title: string;
      capturedBy: string;
    }[];
    expect(listed.find((m) => m.title.startsWith("Deploys"))?.capturedBy).toBe("ana@laptop");
  });

  it("SessionStart loads the PostgreSQL backend through the V8 code cache in the home", () => {
    expect(cli(ben, desktop, "save", "--type", "decision", "Cache keys carry the tenant id").status).toBe(0);
    const start = (sid: string) =>
      runHook(
        "SessionStart",
        { session_id: sid, cwd: desktop, hook_event_name: "SessionStart", source: "startup" },
        ben,
      );
    const cacheDir = join(ben.CAIRN_HOME as string, "cache", "v8");
    const backendCache = () =>
      readdirSync(cacheDir)
        .filter((f) => f.startsWith("postgres-backend-"))
        .map((f) => ({ f, mtime: statSync(join(cacheDir, f)).mtimeMs }));
    const first = start("bbbbbbbb-1111-4222-8333-000000000001");
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toContain("Cache keys carry the tenant id");
    const written = backendCache();
    expect(written).toHaveLength(1);
    // the next start reads the file: accepted by V8, so it is not written again
    const second = start("bbbbbbbb-1111-4222-8333-000000000002");
    expect(second.status, second.stderr).toBe(0);
    expect(second.stdout).toContain("Cache keys carry the tenant id");
    expect(backendCache()).toEqual(written);
  });

  it("a local-scope memory stays on the machine that saved it", () => {
    const title = "Ana's scratch database listens on 5433";
    expect(cli(ana, laptop, "save", "--type", "project_fact", "--scope", "local", title).status).toBe(0);
    expect(cli(ana, laptop, "context").stdout).toContain(title);
    expect(cli(ben, desktop, "context").stdout).not.toContain(title);
    expect(cli(ben, desktop, "search", "scratch", "5433").stdout).not.toContain(title);
    expect(sql(`SELECT count(*) FROM memories WHERE title LIKE 'Ana''s scratch%'`)).toBe("0");
  });

  it("8 writers on both machines at once lose nothing", async () => {
    const runs = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        i % 2 === 0
          ? cliAsync(ana, laptop, "save", "--type", "decision", `Concurrent writer ${i} from the laptop`)
          : cliAsync(ben, desktop, "save", "--type", "decision", `Concurrent writer ${i} from the desktop`),
      ),
    );
    for (const r of runs) expect(r.status, r.stderr).toBe(0);
    expect(sql("SELECT count(*) FROM memories WHERE title LIKE 'Concurrent writer %'")).toBe("8");
    expect(sql("SELECT count(DISTINCT project) FROM memories")).toBe("1"); // one project on both machines
    const seen = JSON.parse(cli(ana, laptop, "list", "--json", "--limit", "50").stdout) as {
      title: string;
    }[];
    expect(seen.filter((m) => m.title.startsWith("Concurrent writer")).length).toBe(8);
  });

  it("the MCP server on one machine saves to and searches the shared store", async () => {
    const transport = new StdioClientTransport({
      command: process.execPath,
      args: [join(ROOT, "plugin", "dist", "mcp.mjs")],
      env: {
        ...(ben as Record<string, string>),
        CLAUDE_PROJECT_DIR: desktop,
        CLAUDE_CODE_SESSION_ID: "mcp-1",
      },
      stderr: "pipe",
    });
    const client = new Client({ name: "two-homes", version: "0.0.0" });
    await client.connect(transport);
    try {
      const saved = (await client.callTool({
        name: "save_constraint",
        arguments: { title: "Never run migrations from a laptop against production", severity: "high" },
      })) as CallToolResult;
      expect(saved.isError, JSON.stringify(saved.content)).toBeFalsy();
      const found = (await client.callTool({
        name: "search",
        arguments: { query: "staging cluster deploys" },
      })) as CallToolResult;
      const titles = (found.structuredContent as { results: { title: string }[] }).results.map(
        (r) => r.title,
      );
      expect(titles).toContain("Deploys go through the staging cluster first"); // saved on the laptop
    } finally {
      await client.close();
    }
    expect(cli(ana, laptop, "context").stdout).toContain(
      "Never run migrations from a laptop against production",
    );
  });

  it("the server stopped mid-session: the hooks fail open, nothing is lost and nothing doubled", () => {
    const base = (event: string, extra: Record<string, unknown> = {}) => ({
      session_id: SID,
      transcript_path: join(tmp.path, "t.jsonl"),
      cwd: laptop,
      hook_event_name: event,
      ...extra,
    });
    const bash = (command: string, id: string) =>
      runHook(
        "PostToolUse",
        base("PostToolUse", {
          tool_name: "Bash",
          tool_input: { command },
          tool_use_id: id,
          tool_response: { stdout: "ok", stderr: "", interrupted: false },
        }),
        ana,
      );
    const start = runHook("SessionStart", base("SessionStart", { source: "startup" }), ana);
    expect(start.status, start.stderr).toBe(0);
    expect(JSON.stringify(start.json)).toContain("Concurrent writer 7 from the desktop"); // read from the server
    runHook(
      "UserPromptSubmit",
      base("UserPromptSubmit", { prompt: "make the exporter retry on timeouts" }),
      ana,
    );
    expect(bash("npm test", "toolu_before_1").status).toBe(0);

    pgServer().halt();
    try {
      expect(bash("npm run build", "toolu_during_1").status).toBe(0);
      const stop = runHook(
        "Stop",
        base("Stop", { stop_hook_active: false, last_assistant_message: "Exporter retries 3 times now." }),
        ana,
      );
      expect(stop.status, stop.stderr).toBe(0);
      const offline = cli(ana, laptop, "save", "--type", "decision", "Retries back off exponentially");
      expect(offline.status, offline.stderr).toBe(0);
      expect(offline.stderr).toContain("unreachable");
      const doctor = cli(ana, laptop, "doctor");
      expect(doctor.stdout).toMatch(/✗ server .*ECONNREFUSED/);
      expect(doctor.stdout).toMatch(
        /! outbox +the server was unreachable since .*wait in this machine's outbox/,
      );
      expect(doctor.stdout).toContain("postgres:***@");
      expect(`${doctor.stdout}${doctor.stderr}${offline.stderr}${stop.stdout}${stop.stderr}`).not.toContain(
        PASSWORD,
      );
    } finally {
      pgServer().restart();
    }

    // runs within the retry window do not wait for the server again: the CLI says so once
    expect(cli(ana, laptop, "list").stderr).toMatch(
      /unreachable \(last tried \d+ s ago: .*; tried again in \d+ s\)/,
    );
    // the window passed: the next run tries, delivers the outbox, and the desktop then sees everything
    const note = join(ana.CAIRN_HOME as string, "server-offline.json");
    const aged = {
      ...JSON.parse(readFileSync(note, "utf8")),
      lastTry: new Date(Date.now() - 60_000).toISOString(),
    };
    writeFileSync(note, JSON.stringify(aged));
    expect(cli(ana, laptop, "list").stderr).toMatch(
      /delivered the outbox to the server: [1-9]\d* memories, 1 sessions, [1-9]\d* events/,
    );
    const next = runHook(
      "SessionStart",
      base("SessionStart", { session_id: "bbbbbbbb-1111-4222-8333-444444444444", source: "startup" }),
      ana,
    );
    expect(next.status, next.stderr).toBe(0);
    const pack = cli(ben, desktop, "context").stdout;
    expect(pack).toContain("Retries back off exponentially");
    expect(sql(`SELECT count(*) FROM memories WHERE title = 'Retries back off exponentially'`)).toBe("1");
    expect(sql(`SELECT count(*) FROM memories WHERE dedupe_key = 'session:${SID}'`)).toBe("1");
    const events = () =>
      sql(
        `SELECT tool_use_id FROM events WHERE session_id = '${SID}' AND tool_use_id IS NOT NULL ORDER BY 1`,
      );
    expect(events().split("\n")).toEqual(["toolu_before_1", "toolu_during_1"]);
    const sessionSummary = sql(`SELECT data FROM sessions WHERE id = '${SID}'`);
    expect(sessionSummary).toContain("Exporter retries 3 times now.");

    // more runs on both machines deliver nothing twice
    const before = sql("SELECT (SELECT count(*) FROM memories) || '/' || (SELECT count(*) FROM events)");
    expect(cli(ana, laptop, "list").status).toBe(0);
    expect(cli(ana, laptop, "context").status).toBe(0);
    expect(sql("SELECT (SELECT count(*) FROM memories) || '/' || (SELECT count(*) FROM events)")).toBe(
      before,
    );
    expect(cli(ana, laptop, "doctor").stdout).toMatch(/✓ outbox +empty/);
  }, 120_000); // a dozen hook and CLI processes in sequence, slow on a busy machine
});
