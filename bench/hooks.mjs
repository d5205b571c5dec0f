// Hook latency as the plugin invokes it (`node [flags] plugin/dist/hook.js <Event>` as plugin/hooks/hooks.json
// says, payload on stdin),
// against a store of 100,000 memories in one project, as a ratio to a bare `node -e 0` started the same way with
// the same environment (NODE_EXTRA_CA_CERTS and all) in the same run, interleaved round by round.
// `--backend postgres`: the store is a throwaway local PostgreSQL cluster (scripts/lib/pg-cluster.mjs)
// named by CAIRN_DATABASE_URL, so the hooks that open the store connect to a server on every run.
// Usage: node bench/hooks.mjs [--runs N] [--memories N] [--backend sqlite|postgres] [--dist DIR] [--base DIR] [--only Event,Event] [--held] [--auto-memory N]
// --auto-memory N: the project has a Claude Code auto-memory folder of N files (HOME is a temp folder), read
// by the first run; the timed runs find it unchanged, as most SessionStart and Stop hooks do.
// --dist: another build's plugin/dist (a copy kept to compare before/after in the same conditions).
// --base: another build's plugin/dist timed in the same rounds as --dist (or this one), alternating which
// runs first: an A/B that holds on a loaded machine, where runs minutes apart do not compare. On Linux
// the table also gives each hook's mean CPU time over the floor's ("cpu ratio"), which load hardly moves.
// --held: this process keeps a connection to the store open, as the MCP server does during a Claude Code
// session; a hook then never closes the last connection, so it neither checkpoints nor deletes the WAL.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import Database from "better-sqlite3";
import { pgUnavailableReason, startCluster } from "../scripts/lib/pg-cluster.mjs";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "40" },
    memories: { type: "string", default: "100000" },
    backend: { type: "string", default: "sqlite" },
    dist: { type: "string" },
    base: { type: "string" },
    only: { type: "string" },
    held: { type: "boolean", default: false },
    "auto-memory": { type: "string", default: "0" },
  },
});
const POSTGRES = values.backend === "postgres";
if (!POSTGRES && values.backend !== "sqlite") throw new Error("--backend must be sqlite or postgres");
if (POSTGRES && pgUnavailableReason()) {
  console.log(`skipping --backend postgres: ${pgUnavailableReason()}`);
  process.exit(0);
}
const RUNS = Number(values.runs);
const MEMORIES = Number(values.memories);
const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const dist = values.dist ? resolve(values.dist) : join(root, "plugin", "dist");
const cli = join(dist, "cli.mjs");
const work = mkdtempSync(join(tmpdir(), "cairn-bench-"));
const repo = join(work, "repo");
const env = { ...process.env, CAIRN_HOME: join(work, "home") };
delete env.CAIRN_DISABLE;
delete env.CAIRN_TRACE_FILE;
delete env.CAIRN_DATABASE_URL;
const cluster = POSTGRES ? startCluster({ prefix: "cairn-bench-pg-" }) : null;
if (cluster) env.CAIRN_DATABASE_URL = cluster.createDatabase("bench");

const words =
  "cache queue retry payment export session parser token index webhook billing schema migration worker".split(
    " ",
  );
/** The i-th seeded memory's id, in the store's own shape (`m_` and 12 hex digits: store/sqlite/memories.ts). */
const seedId = (i) => `m_${i.toString(16).padStart(12, "0")}`;
const AUTO_MEMORY = Number(values["auto-memory"]);
if (AUTO_MEMORY > 0) {
  // Claude Code's folder for the repo: every character outside [A-Za-z0-9] becomes "-" (short paths only)
  env.HOME = join(work, "user");
  const dir = join(env.HOME, ".claude", "projects", repo.replace(/[^A-Za-z0-9]/g, "-"), "memory");
  mkdirSync(dir, { recursive: true });
  const index = [];
  for (let i = 0; i < AUTO_MEMORY; i++) {
    const w = (k) => words[(i * 5 + k * 11) % words.length];
    const text = `---\nname: note-${i}\ndescription: The ${w(1)} ${w(2)} uses ${w(3)} ${i}\nmetadata:\n  node_type: memory\n  type: ${["project", "feedback", "user", "reference"][i % 4]}\n---\n\nThe ${w(1)} ${w(2)} uses ${w(3)} in src/${w(4)}.ts (${i}).\n**Why:** ${w(5)}.\n`;
    writeFileSync(join(dir, `note-${i}.md`), text);
    index.push(`- [note ${i}](note-${i}.md) — ${w(1)} ${w(2)}`);
  }
  writeFileSync(join(dir, "MEMORY.md"), `${index.join("\n")}\n`);
}
execFileSync("git", ["init", "-q", repo]);
execFileSync(process.execPath, [cli, "save", "--type", "decision", "seed", "--project", repo], {
  env,
  stdio: "ignore",
});
const project = JSON.parse(
  execFileSync(process.execPath, [cli, "stats", "--json"], { cwd: repo, env, encoding: "utf8" }),
).project.id;
if (cluster) seedServer(project, MEMORIES);
else seed(join(work, "home", "cairn.db"), project, MEMORIES);

/** The same rows as `seed`, generated by the server (5,000 per statement). */
function seedServer(projectId, n) {
  const arr = (xs) => `ARRAY[${xs.map((x) => `'${x}'`).join(",")}]`;
  const types = [
    "decision",
    "constraint",
    "verified_command",
    "todo",
    "bug_note",
    "project_fact",
    "failed_attempt",
  ];
  const w = (k) => `(${arr(words)})[1 + ((i * 7 + ${k * 13}) % ${words.length})]`;
  for (let from = 0; from < n; from += 5000)
    cluster.psql(
      "bench",
      `INSERT INTO memories (id, project, type, title, body, scope, confidence, tags, files, pinned, source_kind, created_at, updated_at)
       SELECT 'm_' || lpad(to_hex(i), 12, '0'), '${projectId}', (${arr(types)})[1 + i % ${types.length}],
         ${w(1)} || ' ' || ${w(2)} || ' rule ' || i,
         ${w(3)} || ' ' || ${w(4)} || ' ' || ${w(5)} || ' detail ' || i,
         'project', 0.8, '[]', jsonb_build_array('src/' || ${w(6)} || '/' || i || '.ts'), false, 'cli', ts, ts
       FROM (SELECT i, to_char(timestamp '2026-01-01' + i * interval '1 minute', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS ts
             FROM generate_series(${from}, ${Math.min(n, from + 5000) - 1}) AS i) AS g;`,
    );
  cluster.psql("bench", "ANALYZE memories;");
}
const held = values.held && !cluster ? new Database(join(work, "home", "cairn.db")) : null;

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
        seedId(i),
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

/**
 * CPU time (user + system, ms) of the children this process has waited for, on Linux: fields 16 and 17
 * of /proc/self/stat (cutime, cstime), in clock ticks (USER_HZ, 100 on Linux: proc(5)); null elsewhere.
 * Unlike wall time it hardly moves with the machine's load, so it compares runs on a busy machine.
 */
function childCpuMs() {
  try {
    const stat = readFileSync("/proc/self/stat", "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" "); // fields[0] is field 3
    return (Number(fields[13]) + Number(fields[14])) * 10;
  } catch {
    return null;
  }
}
/** Runs `node args` with `input` on stdin; pushes its wall time to `into.ms` and its CPU time to `into.cpu`. */
const time = (args, input, into) => {
  const c = childCpuMs();
  const t = process.hrtime.bigint();
  const r = spawnSync(process.execPath, args, { input, env, encoding: "utf8" });
  const ms = Number(process.hrtime.bigint() - t) / 1e6;
  if (r.status !== 0) throw new Error(`${args.join(" ")} exited ${r.status}: ${r.stderr}`);
  into?.ms.push(ms);
  if (c !== null) into?.cpu.push(childCpuMs() - c);
};
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
const pct = (xs, p) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

// with a server, SessionStart connects on every run: its ceiling is 2.5× a bare node start
const limits = { PostToolUse: 1.2, SessionStart: POSTGRES ? 2.5 : 2.0, UserPromptSubmit: 1.5 };
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
/**
 * `node`'s arguments for `event` as the plugin's hooks.json beside `dist` gives them (V8 flags, then
 * the script and the event; `${CLAUDE_PLUGIN_ROOT}` is dist's folder), else `hook.js <event>`.
 */
function pluginArgv(event, from = dist) {
  const file = join(dirname(from), "hooks", "hooks.json");
  const plain = [join(from, "hook.js"), event];
  if (!existsSync(file)) return plain;
  const handler = JSON.parse(readFileSync(file, "utf8")).hooks?.[event]?.[0]?.hooks?.[0];
  if (!Array.isArray(handler?.args)) return plain;
  return handler.args.map((a) => a.replaceAll("${CLAUDE_PLUGIN_ROOT}", dirname(from)));
}
const base = values.base ? resolve(values.base) : null;
// the plugin's hooks as its hooks.json runs them, and the same hook as `cairn install --scope project`
// runs it: `cairn hook <Event>` (the cli.mjs launcher)
const cases = [
  ...Object.entries(payloads).map(([event, payload]) => ({
    label: event,
    event,
    payload,
    argv: pluginArgv(event),
    baseArgv: base ? pluginArgv(event, base) : null,
  })),
  {
    label: "PostToolUse (cairn hook)",
    event: "PostToolUse",
    payload: payloads.PostToolUse,
    argv: [cli, "hook", "PostToolUse"],
    baseArgv: base ? [join(base, "cli.mjs"), "hook", "PostToolUse"] : null,
  },
];
const only = values.only ? new Set(values.only.split(",")) : null;
for (const { label, event, payload, argv, baseArgv } of cases.filter((c) => !only || only.has(c.label))) {
  // --base: that build's hook in the same rounds, each round in the other order than the last
  const variants = [{ label, argv, ms: [], cpu: [] }];
  if (baseArgv) variants.push({ label: `${label} (base)`, argv: baseArgv, ms: [], cpu: [] });
  for (const v of variants) for (let i = 0; i < 3; i++) time(v.argv, fresh(payload)); // warm the page cache
  const floor = { ms: [], cpu: [] };
  for (let i = 0; i < RUNS; i++) {
    time(["-e", "0"], fresh(payload), floor);
    for (const v of i % 2 ? [...variants].reverse() : variants) time(v.argv, fresh(payload), v);
  }
  for (const v of variants)
    rows.push({
      event: v.label,
      floorP50: pct(floor.ms, 50),
      // mean CPU per run over mean CPU of the floor (ticks of 10 ms: a mean, not a percentile)
      cpuRatio: floor.cpu.length ? mean(v.cpu) / mean(floor.cpu) : null,
      p50: pct(v.ms, 50),
      p90: pct(v.ms, 90),
      ratio: pct(v.ms, 50) / pct(floor.ms, 50),
      limit: v.label === event ? limits[event] : undefined,
    });
}
console.log(
  `hook latency (${POSTGRES ? "PostgreSQL on 127.0.0.1" : "SQLite"}), ${RUNS} runs each, store of ${MEMORIES.toLocaleString()} memories${held ? " (a connection held open)" : ""}, NODE_EXTRA_CA_CERTS=${process.env.NODE_EXTRA_CA_CERTS ? "set" : "unset"}, load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`,
);
console.log("event                      floor p50   hook p50   hook p90   ratio p50   cpu ratio   limit");
for (const r of rows) {
  const verdict = r.limit ? (r.ratio <= r.limit ? "ok" : "OVER") : "";
  const cpu = r.cpuRatio === null ? "      –" : `${r.cpuRatio.toFixed(2).padStart(7)}×`;
  console.log(
    `${r.event.padEnd(26)} ${r.floorP50.toFixed(1).padStart(7)} ms ${r.p50.toFixed(1).padStart(7)} ms ${r.p90.toFixed(1).padStart(7)} ms ${r.ratio.toFixed(2).padStart(8)}×   ${cpu}   ${r.limit ? `≤ ${r.limit}× ${verdict}` : ""}`,
  );
}
held?.close();
cluster?.stop();
if (process.env.CAIRN_BENCH_KEEP) console.log(`kept ${work}`);
else rmSync(work, { recursive: true, force: true });
