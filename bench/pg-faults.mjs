// Hook wall times against a faulty PostgreSQL server, per event, as ratios of that event's own budget
// (core/setup/server-limits.ts HOOK_SERVER_BUDGETS: the wall time the hook must finish in) and of a bare
// `node -e 0` started the same way in the same run (the floor). Every hook runs as Claude Code runs it
// (`node plugin/dist/hook.js <Event>`, payload on stdin), spawned asynchronously so that the fault
// injectors in this process keep working meanwhile. Scenarios, each hook in a fresh $CAIRN_HOME unless
// said otherwise (so it is the run that tries the server):
//   healthy     the server answers (the reference);
//   blackhole   a listening socket that accepts and never answers (a firewalled or hung host);
//   retry-skip  the blackhole again, in a home whose last try failed within the retry window;
//   refused     a port nothing listens on (the server process killed: connection refused);
//   frozen      a proxy to the real server that stops forwarding at the run's first query (a connection
//               that hangs after connecting);
//   killed      Stop only: the server SIGKILLed when the Stop sends its events (then restarted).
// A run not finished after --kill-after ms is killed and counted as such (Claude Code kills hooks at
// its timeout too).
// Usage: node bench/pg-faults.mjs [--rounds 5] [--events SessionStart,UserPromptSubmit,Stop,SessionEnd]
//        [--scenarios healthy,blackhole,retry-skip,refused,frozen,killed] [--kill-after 15000]
//        [--plugin DIR]   (DIR holds dist/hook.js; default: this repo's plugin/, e.g. another
//                          checkout's plugin/ to measure before/after)
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer, connect as tcpConnect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { startCluster } from "../scripts/lib/pg-cluster.mjs";
import { bundle, root } from "./lib/bundle.mjs";

const { values } = parseArgs({
  options: {
    rounds: { type: "string", default: "5" },
    events: { type: "string", default: "SessionStart,UserPromptSubmit,Stop,SessionEnd" },
    scenarios: { type: "string", default: "healthy,blackhole,retry-skip,refused,frozen,killed" },
    "kill-after": { type: "string", default: "15000" },
    plugin: { type: "string" },
  },
});
const rounds = Number(values.rounds);
const events = values.events.split(",");
const scenarios = values.scenarios.split(",");
const killAfter = Number(values["kill-after"]);
const hook = join(values.plugin ?? join(root, "plugin"), "dist", "hook.js");
const { mod } = await bundle(`export { HOOK_SERVER_BUDGETS } from "./src/core/setup/server-limits.ts";`);
const budgets = mod.HOOK_SERVER_BUDGETS;

const work = mkdtempSync(join(tmpdir(), "cairn-bench-pgf-"));
const repo = join(work, "repo");
execFileSync("git", ["init", "-q", repo]);
const baseEnv = { ...process.env };
for (const k of ["CAIRN_DISABLE", "CAIRN_TRACE_FILE", "CAIRN_HOOK_GUARD", "CAIRN_DATABASE_URL"])
  delete baseEnv[k];
let homes = 0;
const freshHome = (url) => {
  const home = join(work, `h${++homes}`);
  mkdirSync(home);
  return { ...baseEnv, CAIRN_HOME: home, HOME: join(work, `u${homes}`), CAIRN_DATABASE_URL: url };
};

const payload = (event, sid) => ({
  session_id: sid,
  transcript_path: join(work, "none.jsonl"),
  cwd: repo,
  hook_event_name: event,
  ...{
    SessionStart: { source: "startup" },
    UserPromptSubmit: { prompt: "make the exporter retry on timeouts" },
    Stop: { stop_hook_active: false, last_assistant_message: "Done." },
    SessionEnd: { reason: "exit" },
  }[event],
});
let sids = 0;
const newSid = () => `aaaaaaaa-0000-4000-8000-${String(++sids).padStart(12, "0")}`;

/** One hook run: wall ms from spawn to exit, and its exit code ("killed" past --kill-after). */
function run(event, env, sid) {
  return new Promise((resolve) => {
    const t = performance.now();
    const p = spawn(process.execPath, [hook, event], { env, stdio: ["pipe", "ignore", "ignore"] });
    const timer = setTimeout(() => p.kill("SIGKILL"), killAfter);
    p.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ ms: performance.now() - t, code: code === null ? "killed" : String(code) });
    });
    p.stdin.end(JSON.stringify(payload(event, sid)));
  });
}

/** A successful Bash call in the spool (PostToolUse never contacts the server), so a Stop has work. */
function spoolBash(env, sid, n) {
  spawnSync(process.execPath, [hook, "PostToolUse"], {
    env,
    input: JSON.stringify({
      ...payload("PostToolUse", sid),
      tool_name: "Bash",
      tool_input: { command: "npm test" },
      tool_use_id: `toolu_b${n}`,
      tool_response: { stdout: "ok", stderr: "", interrupted: false },
    }),
    timeout: 30_000,
  });
}

/** Destroys the open sockets and closes the server. */
function closeAll(server, sockets) {
  for (const s of sockets) s.destroy();
  return new Promise((resolve) => server.close(() => resolve()));
}

const listen = (server) =>
  new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server.address().port)));

/** Accepts and never answers (reads and drops what the client sends). */
async function blackhole() {
  const sockets = new Set();
  const server = createServer((s) => {
    sockets.add(s);
    s.on("error", () => {});
    s.on("close", () => sockets.delete(s));
    s.resume();
  });
  const port = await listen(server);
  return { port, close: () => closeAll(server, sockets) };
}

/** A port nothing listens on: bound, then released. */
async function refusedPort() {
  const server = createServer();
  const port = await listen(server);
  await new Promise((r) => server.close(r));
  return port;
}

/**
 * Forwards to `target` until the client sends `marker` on a connection; then `action` runs once
 * and, with `freeze`, that connection is left hanging (nothing forwarded either way).
 */
async function proxy(target, marker, o) {
  const sockets = new Set();
  let fired = false;
  const server = createServer((client) => {
    const up = tcpConnect(target, "127.0.0.1");
    let stuck = false;
    for (const s of [client, up]) {
      sockets.add(s);
      s.on("error", () => {});
      s.on("close", () => {
        sockets.delete(s);
        if (!stuck) (s === client ? up : client).destroy();
      });
    }
    client.on("data", (chunk) => {
      if (stuck) return;
      if (!fired && chunk.includes(marker)) {
        fired = o.freeze !== true; // a freezing proxy freezes every connection that sends the marker
        o.action?.();
        if (o.freeze) {
          stuck = true;
          return;
        }
      }
      up.write(chunk);
    });
    up.on("data", (chunk) => {
      if (!stuck) client.write(chunk);
    });
  });
  const port = await listen(server);
  return { port, close: () => closeAll(server, sockets) };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
async function floorMs(n = 10) {
  const xs = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await new Promise((r) =>
      spawn(process.execPath, ["-e", "0"], { env: baseEnv, stdio: "ignore" }).on("exit", r),
    );
    xs.push(performance.now() - t);
  }
  return median(xs);
}

const rows = [];
function record(scenario, event, runs) {
  const b = budgets[event].budgetMs;
  const ms = runs.map((r) => r.ms);
  const codes = {};
  for (const r of runs) codes[r.code] = (codes[r.code] ?? 0) + 1;
  rows.push({
    scenario,
    event,
    budget: b,
    median: median(ms),
    max: Math.max(...ms),
    over: ms.filter((x) => x > b).length,
    n: ms.length,
    codes: Object.entries(codes)
      .map(([k, v]) => `${k}×${v}`)
      .join(" "),
  });
}

/** `rounds` runs of `event`, each in a fresh home on `url` (one spooled Bash call first). */
async function freshRuns(event, url) {
  const runs = [];
  for (let r = 0; r < rounds; r++) {
    const env = freshHome(url);
    const sid = newSid();
    spoolBash(env, sid, r);
    runs.push(await run(event, env, sid));
  }
  return runs;
}

const cluster = startCluster({ prefix: "cairn-bench-pgf-" });
const good = cluster.createDatabase("team");
const urlAt = (port) => {
  const u = new URL(good);
  u.port = String(port);
  return u.toString();
};
const floor = await floorMs();
try {
  for (const scenario of scenarios) {
    if (scenario === "healthy")
      for (const event of events) record(scenario, event, await freshRuns(event, good));
    if (scenario === "blackhole" || scenario === "retry-skip") {
      const bh = await blackhole();
      for (const event of events) {
        if (scenario === "blackhole") {
          record(scenario, event, await freshRuns(event, urlAt(bh.port)));
          continue;
        }
        // one home whose SessionStart found the server unreachable; then this event, within the window
        const env = freshHome(urlAt(bh.port));
        await run("SessionStart", env, newSid());
        const runs = [];
        for (let r = 0; r < rounds; r++) {
          const sid = newSid();
          spoolBash(env, sid, r);
          runs.push(await run(event, env, sid));
        }
        record(scenario, event, runs);
      }
      await bh.close();
    }
    if (scenario === "refused") {
      const port = await refusedPort();
      for (const event of events) record(scenario, event, await freshRuns(event, urlAt(port)));
    }
    if (scenario === "frozen") {
      const p = await proxy(cluster.port, "schema_migrations", { freeze: true });
      for (const event of events) record(scenario, event, await freshRuns(event, urlAt(p.port)));
      await p.close();
    }
    if (scenario === "killed" && events.includes("Stop")) {
      const runs = [];
      for (let r = 0; r < rounds; r++) {
        const p = await proxy(cluster.port, "INSERT INTO events", { action: () => cluster.kill() });
        const env = freshHome(urlAt(p.port));
        const sid = newSid();
        spoolBash(env, sid, r);
        runs.push(await run("Stop", env, sid));
        await p.close();
        cluster.restart();
      }
      record(scenario, "Stop", runs);
    }
  }
} finally {
  cluster.stop();
  rmSync(work, { recursive: true, force: true });
}

console.log(`hook: ${hook}`);
console.log(`floor (node -e 0, median of 10): ${floor.toFixed(0)} ms; ${rounds} runs per row\n`);
console.log(
  "scenario    event             budget  median   max     max/budget  median/floor  added/budget  over budget  exits",
);
// added/budget: what the fault adds to the healthy run's median, as a share of the budget (less
// sensitive to a loaded machine than the wall time itself, which includes Node's start-up)
const healthy = new Map(rows.filter((r) => r.scenario === "healthy").map((r) => [r.event, r.median]));
for (const r of rows) {
  const base = healthy.get(r.event);
  const added = base === undefined ? "-" : ((r.median - base) / r.budget).toFixed(2);
  console.log(
    `${r.scenario.padEnd(11)} ${r.event.padEnd(17)} ${String(r.budget).padStart(6)}  ${r.median.toFixed(0).padStart(6)}  ${r.max.toFixed(0).padStart(6)}  ${(r.max / r.budget).toFixed(2).padStart(10)}  ${(r.median / floor).toFixed(1).padStart(12)}  ${added.padStart(12)}  ${`${r.over}/${r.n}`.padStart(11)}  ${r.codes}`,
  );
}
