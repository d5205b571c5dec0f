// Cost of safe writes (src/app/env/safe-write.ts) against the plain calls they replace, measured in the
// same run on the same disk: a replacing write (writeFileSafe vs writeFileSync to a temp + renameSync,
// both with fsync) and an append (appendFileSafe vs appendFileSync), interleaved round by round, as
// ratios to the plain floor. Also checks, on real symlinks, that each refused case leaves its target
// unchanged (count of refusals / cases).
// Usage: node bench/reliability-fs.mjs [--writes N]
import {
  appendFileSync,
  closeSync,
  fsyncSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
  writeSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { build } from "esbuild";

const { values } = parseArgs({ options: { writes: { type: "string", default: "2000" } } });
const N = Number(values.writes);
const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const work = mkdtempSync(join(tmpdir(), "cairn-bench-fs-"));
const bundle = join(work, "safe-write.mjs");
await build({
  entryPoints: [join(root, "src", "app", "env", "safe-write.ts")],
  outfile: bundle,
  bundle: true,
  platform: "node",
  format: "esm",
  logLevel: "warning",
});
const sw = await import(pathToFileURL(bundle).href);

const repo = join(work, "repo");
const home = join(work, "home");
mkdirSync(join(repo, ".cairn", "notes"), { recursive: true });
const text = "x".repeat(2048);

function plainWrite(path) {
  const tmp = `${path}.tmp`;
  const fd = openSync(tmp, "w");
  writeSync(fd, text);
  fsyncSync(fd);
  closeSync(fd);
  renameSync(tmp, path);
}
const cases = {
  "replace (fsync+rename)": {
    floor: () => plainWrite(join(repo, ".cairn", "notes", "plain.md")),
    safe: () => sw.writeFileSafe(sw.projectScope(repo), join(repo, ".cairn", "notes", "safe.md"), text),
  },
  append: {
    floor: () => appendFileSync(join(work, "plain.log"), "line\n"),
    safe: () => sw.appendFileSafe(sw.homeScope(home), join(home, "logs", "safe.log"), "line\n"),
  },
};
const ms = {};
for (const [name, c] of Object.entries(cases)) {
  ms[name] = { floor: [], safe: [] };
  for (let i = 0; i < N; i++) {
    for (const kind of i % 2 ? ["floor", "safe"] : ["safe", "floor"]) {
      const t = process.hrtime.bigint();
      c[kind]();
      ms[name][kind].push(Number(process.hrtime.bigint() - t) / 1e6);
    }
  }
}
const q = (a, p) => [...a].sort((x, y) => x - y)[Math.floor((a.length - 1) * p)];
console.log(`safe writes vs plain, ${N} each, interleaved (ms; ratio = safe / plain)`);
for (const [name, r] of Object.entries(ms)) {
  const p50 = [q(r.floor, 0.5), q(r.safe, 0.5)];
  const p95 = [q(r.floor, 0.95), q(r.safe, 0.95)];
  console.log(
    `  ${name.padEnd(24)} p50 ${p50[0].toFixed(3)} → ${p50[1].toFixed(3)} (×${(p50[1] / p50[0]).toFixed(2)})   p95 ${p95[0].toFixed(3)} → ${p95[1].toFixed(3)} (×${(p95[1] / p95[0]).toFixed(2)})`,
  );
}

// refusals on real links: the target must stay byte-identical
const outside = join(work, "outside");
mkdirSync(outside);
const victim = join(outside, "victim");
writeFileSync(victim, "ORIGINAL");
const r2 = join(work, "r2");
mkdirSync(join(r2, ".cairn", "local"), { recursive: true });
symlinkSync(victim, join(r2, "CLAUDE.local.md"));
symlinkSync(outside, join(r2, ".cairn", "tasks"));
symlinkSync(join(outside, "dangling"), join(r2, ".cairn", "local", ".gitignore"));
const attempts = [
  () => sw.writeFileSafe(sw.projectScope(r2), join(r2, "CLAUDE.local.md"), "x"),
  () => sw.writeFileSafe(sw.projectScope(r2), join(r2, ".cairn", "tasks", "main", "tasks.json"), "x"),
  () => sw.writeFileSafe(sw.projectScope(r2), join(r2, ".cairn", "local", ".gitignore"), "x"),
  () => sw.appendFileSafe(sw.projectScope(r2), join(r2, "CLAUDE.local.md"), "x"),
  () => sw.writeFileSafe(sw.projectScope(r2), join(r2, "..", "outside", "new"), "x"),
];
let refused = 0;
for (const a of attempts) {
  try {
    a();
  } catch (e) {
    if (e?.code === "UNSAFE_PATH") refused++;
  }
}
const intact = readFileSync(victim, "utf8") === "ORIGINAL";
console.log(`symlink/outside cases refused: ${refused}/${attempts.length}; target unchanged: ${intact}`);
rmSync(work, { recursive: true, force: true });
