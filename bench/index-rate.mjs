// `cairn index` throughput on imported memories: the shared Claude Code transcripts (../shared/data, read
// from there) imported by `cairn import` into a temp CAIRN_HOME, then `cairn index --all` with the default
// offline model on a fresh copy of that home per configuration: --threads 1 and one per core (this build),
// and, with --dist DIR, another build's `cairn index` (e.g. the main checkout's: no --threads there).
// Printed per configuration: memories embedded, wall seconds, texts/s, and CPU seconds (user + system, from
// /usr/bin/time when present), with the load average before each run (the machine may be shared). Also
// how long the embedded texts are: title + body, cut at EMBED_TEXT_CHARS (2,000) characters.
// Usage: node bench/index-rate.mjs [--dist DIR] [--repeat N]
import { execFileSync, spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import Database from "better-sqlite3";
import { root } from "./lib/bundle.mjs";

const { values } = parseArgs({
  options: { dist: { type: "string" }, repeat: { type: "string", default: "1" } },
});
const TRANSCRIPTS = join(root, "..", "shared", "data", "claude-code", "transcripts");
if (!existsSync(TRANSCRIPTS)) {
  console.log(`skipped: no transcripts at ${TRANSCRIPTS} (they live in ../shared/data)`);
  process.exit(0);
}
const here = join(root, "plugin", "dist", "cli.mjs");
const work = mkdtempSync(join(tmpdir(), "cairn-index-rate-"));
const clean = join(work, "imported");
const env = (home) => ({ ...process.env, CAIRN_HOME: home, CAIRN_EMBEDDINGS: "offline" });
execFileSync(process.execPath, [here, "import", TRANSCRIPTS, "--json"], { env: env(clean), cwd: work });
const db = new Database(join(clean, "cairn.db"), { readonly: true });
const lengths = db
  .prepare("SELECT length(title) + 1 + length(body) AS n FROM memories WHERE deleted_at IS NULL")
  .all()
  .map((r) => r.n)
  .sort((a, b) => a - b);
db.close();
const timeBin = existsSync("/usr/bin/time") ? "/usr/bin/time" : null;

function run(label, cli, args) {
  const home = join(work, `run-${Math.random().toString(36).slice(2)}`);
  cpSync(clean, home, { recursive: true });
  const load = loadavg()[0].toFixed(1);
  const cmd = [cli, "index", "--all", "--json", ...args];
  const r = timeBin
    ? spawnSync(timeBin, ["-f", "%U %S", process.execPath, ...cmd], {
        env: env(home),
        cwd: work,
        encoding: "utf8",
      })
    : spawnSync(process.execPath, cmd, { env: env(home), cwd: work, encoding: "utf8" });
  rmSync(home, { recursive: true, force: true });
  if (r.status !== 0) throw new Error(`${label}: ${r.stderr}`);
  const out = JSON.parse(r.stdout);
  const cpu = timeBin
    ? r.stderr
        .trim()
        .split("\n")
        .at(-1)
        .split(" ")
        .reduce((a, b) => a + Number(b), 0)
    : Number.NaN;
  const s = out.ms / 1000;
  console.log(
    `${label.padEnd(34)} ${String(out.embedded).padStart(5)} memories  ${s.toFixed(1).padStart(6)} s  ${(out.embedded / s).toFixed(1).padStart(6)} texts/s  cpu ${cpu.toFixed(1)} s  (load ${load})`,
  );
}

const pct = (p) => lengths[Math.min(lengths.length - 1, Math.floor(p * lengths.length))];
console.log(
  `${lengths.length} imported memories; text length p50 ${pct(0.5)}, p90 ${pct(0.9)}, max ${lengths.at(-1)} characters; ${lengths.filter((n) => n > 2000).length} cut at 2,000`,
);
const cores = Math.min(4, availableParallelism());
for (let i = 0; i < Number(values.repeat); i++) {
  if (values.dist) run(`--dist ${values.dist}`, join(resolve(values.dist), "cli.mjs"), []);
  run("this build, --threads 1", here, ["--threads", "1"]);
  run(`this build, --threads ${cores} (default)`, here, ["--threads", String(cores)]);
}
rmSync(work, { recursive: true, force: true });
