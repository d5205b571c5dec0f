// Hook latency as the plugin invokes it (`node plugin/dist/hook.js <Event>`, payload on stdin),
// against a store of 100,000 memories in one project, as a ratio to a bare `node -e 0` started the same way with
// the same environment (NODE_EXTRA_CA_CERTS and all) in the same run, interleaved round by round.
// Usage: node bench/hooks.mjs [--runs N] [--memories N] [--dist DIR] [--only Event,Event] [--held]
// --dist: another build's plugin/dist (a copy kept to compare before/after in the same conditions).
// --held: this process keeps a connection to the store open, as the MCP server does during a Claude Code
// session; a hook then never closes the last connection, so it neither checkpoints nor deletes the WAL.
import { execFileSync, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import Database from "better-sqlite3";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "40" },
    memories: { type: "string", default: "100000" },
    dist: { type: "string" },
    only: { type: "string" },
    held: { type: "boolean", default: false },
  },
});
const RUNS = Number(values.runs);
const MEMORIES = Number(values.memories);
const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = values.dist ? resolve(values.dist) : join(root, "plugin", "dist");
const hook = join(dist, "hook.js");
const cli = join(dist, "cli.mjs");
const work = mkdtempSync(join(tmpdir(), "cairn-bench-"));
const repo = join(work, "repo");
const env = { ...process.env, CAIRN_HOME: join(work, "home") };
delete env.CAIRN_DISABLE;
delete env.CAIRN_TRACE_FILE;

const words =
  "cache queue retry payment export session parser token index webhook billing schema migration worker".split(
    " ",
  );
execFileSync("git", ["init", "-q", repo]);
execFileSync(process.execPath, [cli, "save", "--type", "decision", "seed", "--project", repo], {
  env,
  stdio: "ignore",
});
const project = JSON.parse(
  execFileSync(process.execPath, [cli, "stats", "--json"], { cwd: repo, env, encoding: "utf8" }),
).project.id;
seed(join(work, "home", "cairn.db"), project, MEMORIES);
const held = values.held ? new Database(join(work, "home", "cairn.db")) : null;

function seed(path, projectId, n) {
  const db = new Database(path);
  const stmt = db.prepare(
    `INSERT INTO memories (id, project, type, title, body, scope, confidence, tags, files, pinned, source_kind, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, 'project', 0.8, '[]', ?, 0, 'cli', ?, ?)`,
  );
  const types = [
    "decision",
    "constraint",
    "verified_command",
    "todo",
    "bug_note",
    "project_fact",
    "failed_attempt",
  ];
  db.transaction(() => {
    for (let i = 0; i < n; i++) {
      const w = (k) => words[(i * 7 + k * 13) % words.length];
      const ts = new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString();
      stmt.run(
        `m_seed${i}`,
        projectId,
        types[i % types.length],
        `${w(1)} ${w(2)} rule ${i}`,
        `${w(3)} ${w(4)} ${w(5)} detail ${i}`,
        `["src/${w(6)}/${i}.ts"]`,
        ts,
        ts,
      );
    }
  })();
  db.close();
}

const sid = "bench-0000-4000-8000-000000000000";
const payloads = {
  PostToolUse: {
    session_id: sid,
    cwd: repo,
    hook_event_name: "PostToolUse",
    tool_name: "Bash",
    tool_input: { command: "npm test" },
    tool_use_id: "toolu_b",
    tool_response: { stdout: "ok", stderr: "", interrupted: false },
  },
  SessionStart: { session_id: "start-0000", cwd: repo, hook_event_name: "SessionStart", source: "startup" },
  UserPromptSubmit: {
    session_id: sid,
    cwd: repo,
    hook_event_name: "UserPromptSubmit",
    prompt: "why does the payment retry queue drop webhook events?",
  },
  Stop: {
    session_id: sid,
    cwd: repo,
    hook_event_name: "Stop",
    stop_hook_active: false,
    last_assistant_message: "Done.\nNext steps:\n- ship it",
  },
};

const time = (args, input) => {
  const t = process.hrtime.bigint();
  const r = spawnSync(process.execPath, args, { input, env, encoding: "utf8" });
  const ms = Number(process.hrtime.bigint() - t) / 1e6;
  if (r.status !== 0) throw new Error(`${args.join(" ")} exited ${r.status}: ${r.stderr}`);
  return ms;
};
const pct = (xs, p) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

const limits = { PostToolUse: 1.2, SessionStart: 2.0, UserPromptSubmit: 1.5 };
// each run is a new occurrence (Cairn handles one occurrence once: src/hooks/once.ts)
let occurrence = 0;
const fresh = (payload) => {
  occurrence++;
  const p = { ...payload };
  if (p.tool_use_id) p.tool_use_id = `${p.tool_use_id}-${occurrence}`;
  if (p.hook_event_name === "UserPromptSubmit") p.prompt_id = `bench-prompt-${occurrence}`;
  if (p.hook_event_name === "SessionStart") p.session_id = `start-${occurrence}`;
  return JSON.stringify(p);
};
const rows = [];
// the same hooks as `cairn install --scope project` runs them: `cairn hook <Event>` (the cli.mjs launcher)
const cases = [
  ...Object.entries(payloads).map(([event, payload]) => ({
    label: event,
    event,
    payload,
    argv: [hook, event],
  })),
  {
    label: "PostToolUse (cairn hook)",
    event: "PostToolUse",
    payload: payloads.PostToolUse,
    argv: [cli, "hook", "PostToolUse"],
  },
];
const only = values.only ? new Set(values.only.split(",")) : null;
for (const { label, event, payload, argv } of cases.filter((c) => !only || only.has(c.label))) {
  for (let i = 0; i < 3; i++) time(argv, fresh(payload)); // warm the page cache
  const floor = [];
  const hookMs = [];
  for (let i = 0; i < RUNS; i++) {
    const input = fresh(payload);
    floor.push(time(["-e", "0"], input));
    hookMs.push(time(argv, input));
  }
  const ratio = pct(hookMs, 50) / pct(floor, 50);
  rows.push({
    event: label,
    floorP50: pct(floor, 50),
    p50: pct(hookMs, 50),
    p90: pct(hookMs, 90),
    ratio,
    limit: label === event ? limits[event] : undefined,
  });
}
console.log(
  `hook latency, ${RUNS} runs each, store of ${MEMORIES.toLocaleString()} memories${held ? " (a connection held open)" : ""}, NODE_EXTRA_CA_CERTS=${process.env.NODE_EXTRA_CA_CERTS ? "set" : "unset"}, load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`,
);
console.log("event                      floor p50   hook p50   hook p90   ratio p50   limit");
for (const r of rows) {
  const verdict = r.limit ? (r.ratio <= r.limit ? "ok" : "OVER") : "";
  console.log(
    `${r.event.padEnd(26)} ${r.floorP50.toFixed(1).padStart(7)} ms ${r.p50.toFixed(1).padStart(7)} ms ${r.p90.toFixed(1).padStart(7)} ms ${r.ratio.toFixed(2).padStart(8)}×   ${r.limit ? `≤ ${r.limit}× ${verdict}` : ""}`,
  );
}
held?.close();
if (process.env.CAIRN_BENCH_KEEP) console.log(`kept ${work}`);
else rmSync(work, { recursive: true, force: true });
