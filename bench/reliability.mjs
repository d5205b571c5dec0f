// Reliability figures for the hook bundle as Claude Code runs it (`node plugin/dist/hook.js <Event>`):
//  1. loss: W parallel writers send PostToolUse events while Stop hooks drain the same session;
//     prints sent / stored / lost and the exit-code histogram of every hook run;
//  2. latency by session size (1k / 5k / 10k events by default): Stop with 10 new events (p50, p95),
//     SessionEnd, and SessionStart with a deferred spool of that size from another session (was the
//     pack printed? how much backlog is left?), as ratios to a bare `node -e 0` started the same way
//     with the same environment in the same run.
// Usage: node bench/reliability.mjs [--writers 8] [--events 250] [--sizes 1000,5000,10000] [--rounds 10]
//        [--plugin DIR]   (DIR holds dist/hook.js and dist/cli.mjs; default: this repo's plugin/)
import { execFileSync, spawn, spawnSync } from "node:child_process";
import {
  appendFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import Database from "better-sqlite3";

const { values } = parseArgs({
  options: {
    writers: { type: "string", default: "8" },
    events: { type: "string", default: "250" },
    sizes: { type: "string", default: "1000,5000,10000" },
    rounds: { type: "string", default: "10" },
    plugin: { type: "string" },
  },
});
const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const plugin = values.plugin ?? join(root, "plugin");
const hook = join(plugin, "dist", "hook.js");
const cli = join(plugin, "dist", "cli.mjs");
const work = mkdtempSync(join(tmpdir(), "cairn-bench-rel-"));
const repo = join(work, "repo");
execFileSync("git", ["init", "-q", repo]);
const baseEnv = { ...process.env };
for (const k of ["CAIRN_DISABLE", "CAIRN_TRACE_FILE", "CAIRN_HOOK_GUARD"]) delete baseEnv[k];
const exitCodes = new Map();

function countExit(code) {
  const k = code === null ? "killed" : String(code);
  exitCodes.set(k, (exitCodes.get(k) ?? 0) + 1);
}

function runHook(event, payload, env) {
  const t = performance.now();
  const r = spawnSync(process.execPath, [hook, event], {
    input: JSON.stringify({ hook_event_name: event, cwd: repo, ...payload }),
    env,
    encoding: "utf8",
    timeout: 60_000,
  });
  countExit(r.status);
  return { ms: performance.now() - t, status: r.status, stdout: r.stdout };
}

function runHookAsync(event, payload, env) {
  return new Promise((resolve) => {
    const p = spawn(process.execPath, [hook, event], { env, stdio: ["pipe", "ignore", "ignore"] });
    p.on("exit", (code) => {
      countExit(code);
      resolve(code);
    });
    p.stdin.end(JSON.stringify({ hook_event_name: event, cwd: repo, ...payload }));
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const pct = (xs, p) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((p / 100) * xs.length) - 1)];

function floor(env, n = 10) {
  const xs = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    spawnSync(process.execPath, ["-e", "0"], { env, input: "{}" });
    xs.push(performance.now() - t);
  }
  return median(xs);
}

function storedToolUses(home, sessionId) {
  const path = join(home, "cairn.db");
  if (!existsSync(path)) return 0;
  const db = new Database(path, { readonly: true });
  try {
    return db
      .prepare("SELECT COUNT(DISTINCT tool_use_id) AS n FROM events WHERE session_id = ?")
      .get(sessionId).n;
  } finally {
    db.close();
  }
}

const backlogLeft = (home) => {
  try {
    return readdirSync(join(home, "spool")).length;
  } catch {
    return 0;
  }
};

// ---- 1. loss under parallel writers and concurrent drains
async function lossRun() {
  const W = Number(values.writers);
  const N = Number(values.events);
  const home = join(work, "home-loss");
  const env = { ...baseEnv, CAIRN_HOME: home };
  const sid = "loss-0000-4000-8000-000000000000";
  let writing = true;
  const writers = Array.from({ length: W }, async (_, w) => {
    for (let i = 0; i < N; i++)
      await runHookAsync(
        "PostToolUse",
        {
          session_id: sid,
          tool_name: "Bash",
          tool_use_id: `toolu_${w}_${i}`,
          tool_input: { command: `echo ${w} ${i}` },
          tool_response: { exitCode: 0 },
        },
        env,
      );
  });
  const stop = { session_id: sid, stop_hook_active: false, last_assistant_message: "ok" };
  const drains = (async () => {
    let n = 0;
    while (writing) {
      await runHookAsync("Stop", stop, env);
      n++;
    }
    return n;
  })();
  await Promise.all(writers);
  writing = false;
  const drainRuns = await drains;
  for (let i = 0; i < 20 && backlogLeft(home) > 0; i++) runHook("Stop", stop, env);
  const sent = W * N;
  const stored = storedToolUses(home, sid);
  console.log(`loss: ${W} writers × ${N} PostToolUse, ${drainRuns} concurrent Stop drains`);
  console.log(`  sent ${sent}  stored ${stored}  lost ${sent - stored}`);
}

// ---- 2. latency by session size
function spoolEvents(home, sid, from, n) {
  const dir = join(home, "spool");
  mkdirSync(dir, { recursive: true });
  let out = "";
  for (let i = from; i < from + n; i++) {
    const bash = i % 3 === 0;
    const failed = bash && i % 7 === 0;
    out += `${JSON.stringify({
      sessionId: sid,
      ts: new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString(),
      kind: "tool",
      event: failed ? "PostToolUseFailure" : "PostToolUse",
      tool: bash ? "Bash" : "Edit",
      toolUseId: `tu_${i}`,
      files: bash ? [] : [join(repo, `src/f${i % 200}.ts`)],
      command: bash ? `npm test -- f${i % 50}` : null,
      ok: !failed,
      exitCode: bash ? (failed ? 1 : 0) : null,
      error: failed ? `Error: expected ${i % 30} to be 0` : null,
      cwd: repo,
    })}\n`;
  }
  appendFileSync(join(dir, `${sid}.jsonl`), out);
}

function latencyRun(size) {
  const rounds = Number(values.rounds);
  const home = join(work, `home-${size}`);
  const env = { ...baseEnv, CAIRN_HOME: home };
  execFileSync(
    process.execPath,
    [cli, "save", "--type", "decision", "Retry payments with backoff", "--project", repo],
    {
      env,
      stdio: "ignore",
    },
  );
  const sid = `size-${size}`;
  const transcript = join(work, `${sid}.jsonl`);
  writeFileSync(
    transcript,
    `${JSON.stringify({ type: "assistant", message: { content: [{ type: "text", text: "Round done." }] } })}\n`,
  );
  const stop = {
    session_id: sid,
    transcript_path: transcript,
    last_assistant_message: "Round done.",
    stop_hook_active: false,
  };
  spoolEvents(home, sid, 0, size);
  let catchUp = 0;
  do {
    runHook("Stop", stop, env);
    catchUp++;
  } while (backlogLeft(home) > 0 && catchUp < 200);
  const stops = [];
  const floors = [];
  for (let r = 0; r < rounds; r++) {
    spoolEvents(home, sid, size + r * 10, 10);
    floors.push(floor(env, 1));
    stops.push(runHook("Stop", stop, env).ms);
  }
  spoolEvents(home, sid, size + rounds * 10, 10);
  const end = runHook("SessionEnd", { session_id: sid, reason: "other" }, env).ms;
  // a deferred spool of the same size from another session, then a new session starts
  spoolEvents(home, `deferred-${size}`, 0, size);
  const start = runHook("SessionStart", { session_id: `next-${size}`, source: "startup" }, env);
  const packed = start.stdout.includes("additionalContext");
  const left = backlogLeft(home);
  const f = median([...floors, floor(env, 5)]);
  const ratio = (ms) => `${(ms / f).toFixed(1)}×`;
  console.log(
    `${String(size).padStart(6)} events | floor ${f.toFixed(0)} ms | catch-up Stops ${catchUp} | Stop p50 ${ratio(median(stops))} p95 ${ratio(pct(stops, 95))} (${pct(stops, 95).toFixed(0)} ms) | SessionEnd ${ratio(end)} (${end.toFixed(0)} ms) | SessionStart ${ratio(start.ms)} (${start.ms.toFixed(0)} ms) pack ${packed ? "printed" : "MISSING"}, backlog files left ${left}`,
  );
}

console.log(`plugin: ${plugin}`);
await lossRun();
console.log("latency by session size (ratios to a bare `node -e 0` in the same run):");
for (const size of values.sizes.split(",").map(Number)) latencyRun(size);
console.log(
  `exit codes of all hook runs: ${[...exitCodes]
    .sort()
    .map(([k, v]) => `${k}: ${v}`)
    .join(", ")}`,
);
rmSync(work, { recursive: true, force: true });
