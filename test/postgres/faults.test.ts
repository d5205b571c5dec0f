// Fault injection against a real PostgreSQL server, with the built hook bundle and CLI run as the
// user's machines run them: a blackholed address, a connection that freezes after connecting, the
// server SIGKILLed in the middle of a Stop, two homes' Stops at once while it dies, and 8 Stops storing
// the same new derived memory at the same instant. Every hook must exit 0, no event may be lost or
// doubled, and each hook must give the server up within its event's budget (core/setup/server-limits.ts).
// Wall-time ratios are measured by bench/pg-faults.mjs, not asserted here: timings on a shared machine
// are noisy, so this file asserts the limits structurally (the blackhole sees how long each hook
// waited before closing its connection) and Claude Code's own hard timeouts.
import { spawn } from "node:child_process";
import { existsSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOOK_EVENTS } from "../../src/core/setup/hook-events.js";
import { hookServerBudget } from "../../src/core/setup/server-limits.js";
import { CLI, gitRepo, hookEnv, runHook } from "../support/hook-runner.js";
import { freshDatabase, pgServer, pgSkipReason, usePgServer } from "../support/pg-server.js";
import { blackhole, faultProxy, runHookAsync, type TimedRun } from "../support/tcp-fault.js";
import { tempDir } from "../support/temp.js";

const LONG = 300_000;

describe.skipIf(pgSkipReason !== null)("PostgreSQL under faults", () => {
  usePgServer();
  const tmp = tempDir("cairn-pg-faults-");
  const repo = join(tmp.path, "repo");
  let url: string;
  let db: string;
  let serverPort: number;

  beforeAll(() => {
    url = freshDatabase();
    db = decodeURIComponent(new URL(url).pathname.slice(1));
    serverPort = Number(new URL(url).port);
    gitRepo(repo);
  });
  afterAll(() => tmp.cleanup());

  const home = (name: string, dbUrl: string) =>
    hookEnv(join(tmp.path, name), { CAIRN_DATABASE_URL: dbUrl, HOME: join(tmp.path, `${name}-user`) });
  const through = (port: number) => {
    const u = new URL(url);
    u.port = String(port);
    return u.toString();
  };
  const sql = (query: string): string =>
    pgServer().psql(db, `\\pset tuples_only on\n\\pset format unaligned\n${query}`).trim();
  const payload = (event: string, sid: string, extra: Record<string, unknown> = {}) => {
    const own: Record<string, Record<string, unknown>> = {
      SessionStart: { source: "startup" },
      UserPromptSubmit: { prompt: "make the exporter retry on timeouts" },
      Stop: { stop_hook_active: false, last_assistant_message: "Done." },
      SessionEnd: { reason: "exit" },
    };
    return {
      session_id: sid,
      transcript_path: join(tmp.path, "none.jsonl"),
      cwd: repo,
      hook_event_name: event,
      ...own[event],
      ...extra,
    };
  };
  /** A successful Bash call spooled by PostToolUse (never contacts the server). */
  const bash = (env: NodeJS.ProcessEnv, sid: string, id: string, command = "npm test") => {
    const r = runHook(
      "PostToolUse",
      payload("PostToolUse", sid, {
        tool_name: "Bash",
        tool_input: { command },
        tool_use_id: id,
        tool_response: { stdout: "ok", stderr: "", interrupted: false },
      }),
      env,
    );
    expect(r.status, r.stderr).toBe(0);
  };
  const notePath = (env: NodeJS.ProcessEnv) => join(env.CAIRN_HOME as string, "server-offline.json");
  const note = (env: NodeJS.ProcessEnv) =>
    JSON.parse(readFileSync(notePath(env), "utf8")) as Record<string, string>;
  /** The retry window passed: the next run tries the server again. */
  const ageNote = (env: NodeJS.ProcessEnv) => {
    try {
      writeFileSync(
        notePath(env),
        JSON.stringify({ ...note(env), lastTry: new Date(Date.now() - 60_000).toISOString() }),
      );
    } catch {
      // no note: nothing to age
    }
  };
  /** The CLI as an asynchronous child (the proxy in this process must keep forwarding meanwhile). */
  const cli = (env: NodeJS.ProcessEnv, ...args: string[]) =>
    new Promise<{ status: number | null; out: string; err: string }>((resolve) => {
      const child = spawn(process.execPath, [CLI, ...args], { cwd: repo, env });
      let out = "";
      let err = "";
      child.stdout.on("data", (d) => {
        out += d;
      });
      child.stderr.on("data", (d) => {
        err += d;
      });
      child.on("close", (status) => resolve({ status, out, err }));
    });
  const outboxToolUses = (env: NodeJS.ProcessEnv, sid: string): string[] => {
    const local = new Database(join(env.CAIRN_HOME as string, "cairn-local.db"), { readonly: true });
    try {
      return (
        local
          .prepare(
            "SELECT tool_use_id AS t FROM events WHERE session_id = ? AND tool_use_id IS NOT NULL ORDER BY 1",
          )
          .all(sid) as { t: string }[]
      ).map((r) => r.t);
    } finally {
      local.close();
    }
  };
  const serverToolUses = (sid: string) =>
    sql(`SELECT tool_use_id FROM events WHERE session_id = '${sid}' AND tool_use_id IS NOT NULL ORDER BY 1`)
      .split("\n")
      .filter((x) => x !== "");
  const claudeTimeoutMs = (event: string) =>
    (HOOK_EVENTS.find((e) => e.event === event)?.timeout ?? 5) * 1000;
  /** Exit 0, and (for a hook that ran alone) inside Claude Code's own timeout for the event. */
  const exitedInTime = (event: string, r: TimedRun, alone = true) => {
    expect(r.status, `${event}: ${r.stderr}`).toBe(0);
    if (alone) expect(r.ms, event).toBeLessThan(claudeTimeoutMs(event));
  };

  it(
    "a blackholed address: each event gives the connection up within its budget, exits 0, and later runs skip the server",
    async () => {
      const bh = await blackhole();
      try {
        const dead = `postgres://postgres@127.0.0.1:${bh.port}/team`;
        let tried = 0;
        for (const event of ["SessionStart", "UserPromptSubmit", "Stop", "SessionEnd"]) {
          const env = home(`bh-${event}`, dead); // a fresh home: this hook is the one that tries
          const r = await runHookAsync(
            event,
            payload(event, `aaaaaaaa-0000-4000-8000-00000000000${event.length}`),
            env,
          );
          exitedInTime(event, r);
          // the hook gave the connection up (connect timeout, or its deadline on a slow machine) and
          // closed the socket well inside its budget, instead of leaving it open until killed
          if (bh.accepted() > tried)
            expect(await bh.lastHeldMs(), event).toBeLessThan(hookServerBudget(event).budgetMs);
          tried = bh.accepted();
          if (event === "SessionStart") {
            expect(r.stdout).toContain("Team memory unreachable");
            expect(note(env).reason).toMatch(/timeout/); // its 1.5 s connect timeout is inside its deadline
            expect(statSync(notePath(env)).mode & 0o777).toBe(0o600); // private, like all of $CAIRN_HOME
          }
        }

        // the same home again: within the retry window no hook and no CLI command waits for the server
        const env = home("bh-SessionStart", dead);
        for (const event of ["UserPromptSubmit", "Stop", "SessionEnd", "SessionStart"]) {
          const r = await runHookAsync(event, payload(event, "aaaaaaaa-0000-4000-8000-0000000000ff"), env);
          exitedInTime(event, r);
        }
        const listed = await cli(env, "list");
        expect(listed.status).toBe(0);
        expect(listed.err.match(/unreachable/g)?.length).toBe(1);
        expect(bh.accepted()).toBe(tried);

        // the window passed: three Stops at once, and only one of them tries (and pays the timeout)
        ageNote(env);
        const stops = await Promise.all(
          [1, 2, 3].map((i) =>
            runHookAsync("Stop", payload("Stop", `aaaaaaaa-0000-4000-8000-00000000010${i}`), env),
          ),
        );
        for (const r of stops) exitedInTime("Stop", r, false);
        expect(bh.accepted()).toBe(tried + 1);
      } finally {
        await bh.close();
      }
    },
    LONG,
  );

  it(
    "a connection that freezes after connecting: the Stop gives it up, keeps the turn in the outbox, and it arrives once",
    async () => {
      const proxy = await faultProxy(serverPort);
      try {
        const env = home("frozen", through(proxy.port));
        const sid = "bbbbbbbb-0000-4000-8000-000000000001";
        exitedInTime("SessionStart", await runHookAsync("SessionStart", payload("SessionStart", sid), env));
        for (const id of ["toolu_f1", "toolu_f2", "toolu_f3"]) bash(env, sid, id);
        proxy.arm("INSERT INTO events", { freeze: true });
        const stop = await runHookAsync("Stop", payload("Stop", sid), env);
        expect(proxy.fired()).toBe(true);
        exitedInTime("Stop", stop);
        expect(outboxToolUses(env, sid)).toEqual(["toolu_f1", "toolu_f2", "toolu_f3"]);
        // given up when the frozen statement went unanswered past statement_timeout (noted as
        // unreachable), or at the run's server deadline on a starved machine (a deadline is no evidence
        // that the server is away: not noted)
        if (existsSync(notePath(env))) expect(note(env).reason).toContain("no answer");

        proxy.reset();
        ageNote(env);
        const delivered = await cli(env, "list");
        expect(delivered.err).toMatch(/delivered the outbox to the server: .*[1-9]\d* events/);
        expect(serverToolUses(sid)).toEqual(["toolu_f1", "toolu_f2", "toolu_f3"]);
        expect(outboxToolUses(env, sid)).toEqual([]);
      } finally {
        await proxy.close();
      }
    },
    LONG,
  );

  it(
    "the server killed in the middle of a Stop: it exits 0, the turn reaches the server once, and the session is merged",
    async () => {
      const proxy = await faultProxy(serverPort);
      try {
        const env = home("killed", through(proxy.port));
        const sid = "cccccccc-0000-4000-8000-000000000001";
        exitedInTime("SessionStart", await runHookAsync("SessionStart", payload("SessionStart", sid), env));
        const ask = (prompt: string) =>
          runHookAsync("UserPromptSubmit", payload("UserPromptSubmit", sid, { prompt }), env);
        exitedInTime("UserPromptSubmit", await ask("make the exporter retry on timeouts"));
        bash(env, sid, "toolu_k1");
        exitedInTime(
          "Stop",
          await runHookAsync("Stop", payload("Stop", sid, { last_assistant_message: "Retries added." }), env),
        );

        bash(env, sid, "toolu_k2");
        bash(env, sid, "toolu_k3");
        proxy.arm("INSERT INTO events", { action: () => pgServer().kill() });
        const stop = await runHookAsync(
          "Stop",
          payload("Stop", sid, { last_assistant_message: "Half-way." }),
          env,
        );
        expect(proxy.fired()).toBe(true);
        exitedInTime("Stop", stop);
        expect(outboxToolUses(env, sid)).toEqual(["toolu_k2", "toolu_k3"]);
        // the server is down: the next turn goes to the outbox without waiting for it
        exitedInTime("UserPromptSubmit", await ask("add exponential backoff to the retries"));
        bash(env, sid, "toolu_k4");
        exitedInTime(
          "Stop",
          await runHookAsync("Stop", payload("Stop", sid, { last_assistant_message: "Backoff added." }), env),
        );

        pgServer().restart();
        proxy.reset();
        ageNote(env);
        expect((await cli(env, "list")).err).toMatch(/delivered the outbox to the server/);
        expect(serverToolUses(sid)).toEqual(["toolu_k1", "toolu_k2", "toolu_k3", "toolu_k4"]);
        // merged, not overwritten: the start before the outage (its first event), both turns' intents,
        // the last words
        const first = sql(`SELECT min(ts) FROM events WHERE session_id = '${sid}'`);
        expect(sql(`SELECT started_at FROM sessions WHERE id = '${sid}'`)).toBe(first);
        const data = JSON.parse(sql(`SELECT data FROM sessions WHERE id = '${sid}'`)) as {
          intents: string[];
          lastAssistantMessage: string;
          summary: string;
        };
        expect(data.intents.join(" | ")).toContain("make the exporter retry on timeouts");
        expect(data.intents.join(" | ")).toContain("add exponential backoff to the retries");
        expect(data.lastAssistantMessage).toBe("Backoff added.");
        const summary = sql(
          `SELECT body FROM memories WHERE dedupe_key = 'session:${sid}' AND deleted_at IS NULL`,
        );
        // re-derived from every event: the first intent, the later one counted, the last closing words
        expect(summary).toContain("retry on timeouts (+1 more prompt)");
        expect(summary).toContain("Claude said at the end: Backoff added.");
        expect(sql(`SELECT count(*) FROM memories WHERE dedupe_key = 'session:${sid}'`)).toBe("1");
      } finally {
        await proxy.close();
      }
    },
    LONG,
  );

  it(
    "two homes' Stops at once while the server dies: all exit 0, and every event reaches it exactly once",
    async () => {
      const proxy = await faultProxy(serverPort);
      try {
        const homes = [home("two-a", through(proxy.port)), home("two-b", through(proxy.port))];
        const runs: { env: NodeJS.ProcessEnv; sid: string }[] = [];
        for (const [h, env] of homes.entries())
          for (let s = 0; s < 4; s++) {
            const sid = `dddddddd-0000-4000-800${h}-00000000000${s}`;
            for (let i = 0; i < 3; i++) bash(env, sid, `toolu_c${h}${s}${i}`);
            runs.push({ env, sid });
          }
        // killed as soon as the first of them sends its start-up message (the database name), while
        // the others start, connect or wait; a timer kills it all the same should every Stop be starved
        // past its deadline before connecting (a loaded machine): the server dies while they run
        let killed = false;
        const kill = () => {
          if (killed) return;
          killed = true;
          pgServer().kill();
        };
        proxy.arm(db, { action: kill });
        const running = runs.map((r) => runHookAsync("Stop", payload("Stop", r.sid), r.env));
        const fallback = setTimeout(kill, 1_500);
        const stops = await Promise.all(running);
        clearTimeout(fallback);
        for (const r of stops) exitedInTime("Stop", r, false);
        expect(killed, `${proxy.connections()} connections`).toBe(true);
        pgServer().restart();
        proxy.reset();
        for (const env of homes) {
          ageNote(env);
          expect((await cli(env, "list")).status).toBe(0);
        }
        const ids = sql("SELECT tool_use_id FROM events WHERE tool_use_id LIKE 'toolu_c%' ORDER BY 1").split(
          "\n",
        );
        expect(ids).toHaveLength(24);
        expect(new Set(ids).size).toBe(24);
        expect(sql("SELECT count(*) FROM sessions WHERE id LIKE 'dddddddd-%'")).toBe("8");
        for (const env of homes)
          for (const r of runs.filter((x) => x.env === env)) expect(outboxToolUses(env, r.sid)).toEqual([]);
      } finally {
        await proxy.close();
      }
    },
    LONG,
  );

  it(
    "8 Stops at the same instant storing the same new verified command store it once (a unique key, not a check)",
    async () => {
      const env = home("eight", url);
      for (let round = 1; round <= 4; round++) {
        const command = `make check-round-${round}`;
        const sids = Array.from({ length: 8 }, (_, i) => `eeeeeeee-0000-4000-800${round}-00000000000${i}`);
        for (const [i, sid] of sids.entries()) bash(env, sid, `toolu_e${round}${i}`, command);
        const stops = await Promise.all(sids.map((sid) => runHookAsync("Stop", payload("Stop", sid), env)));
        for (const r of stops) exitedInTime("Stop", r, false);
        // a Stop starved past its deadline on a busy machine kept its turn in the outbox: deliver it too
        ageNote(env);
        expect((await cli(env, "list")).status).toBe(0);
        const live = `type = 'verified_command' AND title = '${command}' AND deleted_at IS NULL`;
        expect(sql(`SELECT count(*) FROM memories WHERE ${live}`)).toBe("1");
        expect(sql(`SELECT count(*) FROM events WHERE tool_use_id LIKE 'toolu_e${round}%'`)).toBe("8");
      }
    },
    LONG,
  );
});
