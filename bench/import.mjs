// Import throughput on the shared real transcripts (../shared/data/claude-code/transcripts), in MB/s,
// and its ratio to a bare read-line-and-JSON.parse pass over the same bytes measured in the same run.
// The corpus is the shared files copied N times with fresh session ids (so nothing de-duplicates away).
// Also prints the tokens Cairn injects at SessionStart for an imported real session and for the demo.
// Wall time is noisy on a shared machine, so CPU time (user + system) is reported too: the bare pass's
// from process.cpuUsage(), the import's from the waited-for children's times in /proc/self/stat
// (fields 16-17, cutime + cstime, in clock ticks; proc(5)), Linux only.
// Usage: node bench/import.mjs [--copies N] [--cli PATH]
// --cli runs another build of the CLI (e.g. one built from another branch) on the same corpus, for a before/after.
import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import {
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: { copies: { type: "string", default: "10" }, cli: { type: "string" } },
});
const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const shared = join(root, "..", "shared", "data", "claude-code", "transcripts");
const cli = values.cli ?? join(root, "plugin", "dist", "cli.mjs");
if (!existsSync(shared)) {
  console.log(`import bench skipped: ${shared} is absent (../shared/data is provided in CI)`);
  process.exit(0);
}

const walk = (d) =>
  readdirSync(d, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(d, e.name)) : e.name.endsWith(".jsonl") ? [join(d, e.name)] : [],
  );
const files = walk(shared);
const work = mkdtempSync(join(tmpdir(), "cairn-import-bench-"));
const corpus = join(work, "projects");
const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
for (let c = 0; c < Number(values.copies); c++) {
  const ids = new Map();
  for (const f of files) {
    const text = readFileSync(f, "utf8").replace(/"sessionId":"([^"]+)"/g, (_m, id) => {
      if (!ids.has(id)) ids.set(id, randomUUID());
      return `"sessionId":"${ids.get(id)}"`;
    });
    // <projects>/<project>/<session>.jsonl, as Claude Code lays them out: one project folder per copy
    const target = join(corpus, `copy-${c}-${relative(shared, f).replace(uuid, (u) => ids.get(u) ?? u)}`);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, text);
  }
}
const all = walk(corpus);
const bytes = all.reduce((n, f) => n + statSync(f).size, 0);
const mb = bytes / 1e6;

async function bareParse() {
  let records = 0;
  for (const f of all) {
    const rl = createInterface({ input: createReadStream(f), crlfDelay: Number.POSITIVE_INFINITY });
    for await (const line of rl) {
      if (line.trim() === "") continue;
      try {
        JSON.parse(line);
        records++;
      } catch {}
    }
  }
  return records;
}

const HZ = (() => {
  try {
    return Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
  } catch {
    return 100;
  }
})();
/** CPU seconds of waited-for child processes (Linux /proc/self/stat cutime + cstime), or null elsewhere. */
function childCpu() {
  try {
    const stat = readFileSync("/proc/self/stat", "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    // fields[0] is field 3 (state): cutime and cstime are fields 16 and 17
    return (Number(fields[13]) + Number(fields[14])) / HZ;
  } catch {
    return null;
  }
}
const cpuSeconds = (u) => (u.user + u.system) / 1e6;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const floor = [];
const imports = [];
const floorCpu = [];
const importCpu = [];
let summary = null;
for (let round = 0; round < 3; round++) {
  let t = performance.now();
  const cpu0 = process.cpuUsage();
  await bareParse();
  floorCpu.push(cpuSeconds(process.cpuUsage(cpu0)));
  floor.push((performance.now() - t) / 1000);
  const home = join(work, `home-${round}`);
  const child0 = childCpu();
  t = performance.now();
  summary = JSON.parse(
    execFileSync(process.execPath, [cli, "import", corpus, "--json"], {
      env: { ...process.env, CAIRN_HOME: home },
      encoding: "utf8",
    }),
  );
  imports.push((performance.now() - t) / 1000);
  const child1 = childCpu();
  if (child0 !== null && child1 !== null) importCpu.push(child1 - child0);
}
const f = median(floor);
const i = median(imports);
console.log(
  `import: ${all.length} files, ${mb.toFixed(1)} MB (${values.copies} copies of the shared transcripts), 3 rounds, medians`,
);
console.log(`  bare read + JSON.parse  ${f.toFixed(2)} s  ${(mb / f).toFixed(1)} MB/s`);
console.log(
  `  cairn import            ${i.toFixed(2)} s  ${(mb / i).toFixed(1)} MB/s   (${(i / f).toFixed(2)}× the bare pass; whole CLI process, into a fresh SQLite store)`,
);
if (importCpu.length === 3) {
  const fc = median(floorCpu);
  const ic = median(importCpu);
  console.log(
    `  CPU time (user + sys): bare ${fc.toFixed(2)} s, import ${ic.toFixed(2)} s  (${(ic / fc).toFixed(2)}× the bare pass)`,
  );
}
console.log(
  `  imported: ${summary.sessions} sessions, ${summary.events} events, ${summary.memories} memories`,
);

const home = join(work, "home-0");
const pack = JSON.parse(
  execFileSync(
    process.execPath,
    [cli, "context", "--project", "/home/USER/projects/spotter-worktrees/spotter-dov", "--json"],
    { env: { ...process.env, CAIRN_HOME: home }, encoding: "utf8" },
  ),
);
console.log(
  `tokens at SessionStart, imported real session (marot/spotter 2.1.39): ${pack.tokens} tokens, ${pack.text.length} chars, ${pack.items.length} items (budget ${pack.budget})`,
);
const demo = execFileSync(process.execPath, [join(root, "scripts", "demo.mjs")], { encoding: "utf8" });
console.log(
  `tokens at SessionStart, demo project: ${demo
    .match(/\[(\d+) characters, (\d+) tokens/)
    ?.slice(1)
    .reverse()
    .join(" tokens, ")} chars`,
);
rmSync(work, { recursive: true, force: true });
