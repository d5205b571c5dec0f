// MCP tool-call round trips while the server embeds memories in the background, through the real MCP SDK
// client over stdio against plugin/dist/mcp.mjs (or --dist DIR: another build, e.g. the main checkout's).
// One run per configuration, in the same conditions:
//   floor   CAIRN_EMBEDDINGS=none: no vectors, no background embedding (what a call costs anyway);
//   offline the default provider: the server embeds every saved memory in the background (after 2 s).
// Each run makes --saves `save_decision` calls (texts of 80 to 2,000 characters from a seeded word
// generator, so embedding cost varies as with real memories) with a --pause ms pause after each, and a
// `search` call after every --search-every saves. Reported per tool: p50, p99 and max round trip in ms,
// counting only the calls made while the background embedding was running (between the first and the
// last vector written, read from the database afterwards), and each p99/max as a ratio of the floor's.
// Usage: node bench/mcp-latency.mjs [--dist DIR] [--saves 2000] [--pause 5] [--search-every 20] [--json]
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StdioClientTransport } from "@modelcontextprotocol/sdk/client/stdio.js";
import Database from "better-sqlite3";
import { root } from "./lib/bundle.mjs";

const { values } = parseArgs({
  options: {
    dist: { type: "string", default: join(root, "plugin", "dist") },
    saves: { type: "string", default: "2000" },
    pause: { type: "string", default: "5" },
    "search-every": { type: "string", default: "20" },
    json: { type: "boolean", default: false },
  },
});
const dist = resolve(values.dist);
const SAVES = Number(values.saves);
const PAUSE = Number(values.pause);
const EVERY = Number(values["search-every"]);

let seed = 7;
const rand = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};
const WORDS =
  "cache session export cursor rows stream migrate schema index vector query token budget hook server client build test lint deploy config parser router handler worker queue retry timeout error fix commit branch merge review summary decision pattern module function endpoint request response".split(
    " ",
  );
const text = (n) => {
  let s = "";
  while (s.length < n) s += `${WORDS[Math.floor(rand() * WORDS.length)]} `;
  return s.slice(0, n).trim();
};

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const q = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? Number.NaN;
};

async function run(provider) {
  const work = mkdtempSync(join(tmpdir(), "cairn-mcp-latency-"));
  const home = join(work, "home");
  const repo = join(work, "repo");
  mkdirSync(repo, { recursive: true });
  execFileSync("git", ["init", "-q", repo]);
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: [join(dist, "mcp.mjs"), "--project", repo],
    env: { ...process.env, CAIRN_HOME: home, CAIRN_EMBEDDINGS: provider, CLAUDE_PROJECT_DIR: repo },
    stderr: "ignore",
  });
  const client = new Client({ name: "cairn-bench", version: "0.0.0" });
  await client.connect(transport);
  const calls = [];
  const call = async (tool, args) => {
    const t0 = Date.now();
    const s = performance.now();
    const r = await client.callTool({ name: tool, arguments: args });
    calls.push({ tool, start: t0, ms: performance.now() - s });
    if (r.isError) throw new Error(`${tool}: ${JSON.stringify(r.content)}`);
  };
  seed = 7;
  for (let i = 0; i < SAVES; i++) {
    const len = 80 + Math.floor(rand() ** 2 * 1920);
    await call("save_decision", { title: `decision ${i}: ${text(40)}`, body: text(len) });
    if (EVERY > 0 && i % EVERY === EVERY - 1) await call("search", { query: text(30) });
    if (PAUSE > 0) await sleep(PAUSE);
  }
  await client.close();
  const db = new Database(join(home, "cairn.db"), { readonly: true });
  const span = db
    .prepare("SELECT min(embedded_at) AS lo, max(embedded_at) AS hi, count(*) AS n FROM memory_vectors")
    .get();
  db.close();
  rmSync(work, { recursive: true, force: true });
  const lo = span.lo ? Date.parse(span.lo) : Number.NaN;
  const hi = span.hi ? Date.parse(span.hi) : Number.NaN;
  // the floor run has no background embedding: every call counts
  const during = provider === "none" ? calls : calls.filter((c) => c.start >= lo && c.start <= hi);
  const stats = (tool) => {
    const ms = during.filter((c) => c.tool === tool).map((c) => c.ms);
    return { n: ms.length, p50: q(ms, 0.5), p99: q(ms, 0.99), max: Math.max(...ms) };
  };
  return {
    provider,
    vectors: span.n,
    embedSeconds: (hi - lo) / 1000,
    save: stats("save_decision"),
    search: stats("search"),
  };
}

const floor = await run("none");
const offline = await run("offline");
const result = { dist, saves: SAVES, pauseMs: PAUSE, floor, offline };
if (values.json) console.log(JSON.stringify(result, null, 2));
else {
  console.log(
    `MCP round trips (ms), ${SAVES} save_decision calls with ${PAUSE} ms pauses and a search every ${EVERY}; ${dist}`,
  );
  for (const r of [floor, offline]) {
    const what =
      r.provider === "none"
        ? "floor: embeddings none"
        : `offline: during background embedding (${r.vectors} vectors in ${r.embedSeconds.toFixed(1)} s)`;
    console.log(what);
    for (const tool of ["save", "search"]) {
      const s = r[tool];
      const ratio = (k) => (r === floor ? "" : ` (${(s[k] / floor[tool][k]).toFixed(1)}× floor)`);
      console.log(
        `  ${tool.padEnd(6)} n ${String(s.n).padStart(5)}  p50 ${s.p50.toFixed(1)}  p99 ${s.p99.toFixed(1)}${ratio("p99")}  max ${s.max.toFixed(1)}${ratio("max")}`,
      );
    }
  }
}
