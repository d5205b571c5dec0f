// Secret redaction: detection rate per category on the synthetic secret corpus
// (test/reliability/secrets/corpus.ts, gitleaks' rule categories plus command lines and key files),
// false positives on ordinary code (JS/TS sources of well-known packages in node_modules,
// test/reliability/secrets/code-lines.ts), and cost in µs per KB, for Cairn's own patterns
// (src/core/redact), the secretlint recommended preset (@secretlint/core +
// @secretlint/secretlint-rule-preset-recommend) and both combined. Cost is printed against a floor
// measured in the same run (one pass of String.prototype.includes over the same text).
// Usage: node bench/secrets.mjs [--baseline <git-ref>]   (also measures src/core/redact at that ref)
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { build } from "esbuild";

const { values } = parseArgs({ options: { baseline: { type: "string" } } });
const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const work = mkdtempSync(join(tmpdir(), "cairn-bench-secrets-"));

async function bundle(entry, name, extra = {}) {
  const outfile = join(work, `${name}.mjs`);
  await build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    platform: "node",
    format: "esm",
    outfile,
    logLevel: "warning",
    ...extra,
  });
  return outfile;
}

/** Minified bundle size in bytes of a module exporting `names` from `spec` (resolved from the repo). */
async function bundleSize(spec, names) {
  const r = await build({
    absWorkingDir: root,
    stdin: { contents: `export { ${names.join(", ")} } from ${JSON.stringify(spec)};`, resolveDir: root },
    bundle: true,
    platform: "node",
    format: "esm",
    minify: true,
    write: false,
    logLevel: "warning",
  });
  return r.outputFiles[0].contents.length;
}

const fixtures = await import(
  pathToFileURL(await bundle(join(root, "test/reliability/secrets/bench-entry.ts"), "fixtures")).href
);
const { lintSource } = await import("@secretlint/core");
const { creator } = await import("@secretlint/secretlint-rule-preset-recommend");
const lintConfig = { rules: [{ id: creator.meta.id, rule: creator }] };

let baseline = null;
if (values.baseline) {
  const dir = join(work, "baseline", "src", "core", "redact");
  mkdirSync(dir, { recursive: true });
  const files = execFileSync(
    "git",
    ["-C", root, "ls-tree", "--name-only", values.baseline, "src/core/redact/"],
    {
      encoding: "utf8",
    },
  )
    .split("\n")
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"));
  for (const f of files) {
    const text = execFileSync("git", ["-C", root, "show", `${values.baseline}:${f}`], { encoding: "utf8" });
    writeFileSync(join(work, "baseline", f), text);
  }
  baseline = (await import(pathToFileURL(await bundle(join(dir, "redact.ts"), "baseline")).href)).redact;
}

const mark = "[REDACTED:secretlint]";
/** secretlint as a redactor: every reported range replaced, last first. */
async function libRedact(text) {
  const r = await lintSource({
    source: { filePath: "/stored.txt", content: text, ext: ".txt", contentType: "text" },
    options: { config: lintConfig },
  });
  const ranges = r.messages.map((m) => m.range).sort((a, b) => b[0] - a[0]);
  let out = text;
  let floor = Number.POSITIVE_INFINITY;
  for (const [s, e] of ranges) {
    if (e > floor) continue; // overlapping range already replaced
    out = out.slice(0, s) + mark + out.slice(e);
    floor = s;
  }
  return out;
}

const own = async (t) => fixtures.redact(t);
const redactors = {
  ...(baseline ? { [`own@${values.baseline}`]: async (t) => baseline(t) } : {}),
  own,
  secretlint: libRedact,
  combined: async (t) => fixtures.redact(await libRedact(t)),
};

// 1. Detection per category.
const corpus = fixtures.buildSecretCorpus();
const categories = [...new Set(corpus.map((c) => c.category))];
const detected = {};
for (const [name, fn] of Object.entries(redactors)) {
  const per = new Map();
  for (const c of corpus) {
    const e = per.get(c.category) ?? { n: 0, ok: 0 };
    e.n++;
    if (!(await fn(c.line)).includes(c.secret)) e.ok++;
    per.set(c.category, e);
  }
  detected[name] = per;
}
const names = Object.keys(redactors);
console.log(`secret corpus: ${corpus.length} cases in ${categories.length} categories`);
console.log(`${"category".padEnd(40)}${names.map((n) => n.padStart(14)).join("")}`);
for (const cat of categories) {
  const cells = names.map((n) => {
    const e = detected[n].get(cat);
    return `${e.ok}/${e.n}`.padStart(14);
  });
  console.log(`${cat.padEnd(40)}${cells.join("")}`);
}
const total = (n) => [...detected[n].values()].reduce((a, e) => a + e.ok, 0);
const fullCats = (n) => [...detected[n].values()].filter((e) => e.ok === e.n).length;
console.log(
  `${"TOTAL detected".padEnd(40)}${names.map((n) => `${total(n)}/${corpus.length}`.padStart(14)).join("")}`,
);
console.log(
  `${"rate".padEnd(40)}${names.map((n) => `${((100 * total(n)) / corpus.length).toFixed(1)}%`.padStart(14)).join("")}`,
);
console.log(
  `${"categories fully caught".padEnd(40)}${names.map((n) => `${fullCats(n)}/${categories.length}`.padStart(14)).join("")}`,
);

// 2. False positives on ordinary code: lines changed (own: line by line; secretlint: per file, lines
//    touched by a reported range).
const lines = fixtures.readCodeLines(join(root, "node_modules"));
const byFile = new Map();
for (const l of lines) {
  const a = byFile.get(l.file) ?? [];
  a.push(l.line);
  byFile.set(l.file, a);
}
const fp = {};
for (const name of names) {
  let changed = 0;
  if (name === "secretlint" || name === "combined") {
    for (const fileLines of byFile.values()) {
      const red = await libRedact(fileLines.join("\n"));
      const out = red.split("\n");
      // a replaced range may span lines; count lines that differ after aligning from the start
      for (let i = 0; i < fileLines.length; i++) {
        const line = out[i] ?? "";
        const after = name === "combined" ? fixtures.redact(line) : line;
        if (after !== fileLines[i]) changed++;
      }
    }
  } else {
    for (const l of lines) if ((await redactors[name](l.line)) !== l.line) changed++;
  }
  fp[name] = changed;
}
console.log(`\nfalse positives on ${lines.length} lines of code (${byFile.size} files):`);
for (const n of names) {
  console.log(
    `  ${n.padEnd(18)} ${String(fp[n]).padStart(6)} lines  ${((100 * fp[n]) / lines.length).toFixed(4)}%`,
  );
}

// 3. Cost: stored texts are short (a command, a prompt, a memory body), so measure per call on each
//    code line (what a hook does) and per KB on 4 KB chunks; floor = String.includes over the same text.
const text = lines.map((l) => l.line).join("\n");
const kb = text.length / 1024;
const chunks = [];
for (let i = 0; i < text.length; i += 4096) chunks.push(text.slice(i, i + 4096));
async function timeIt(fn, inputs) {
  const t0 = process.hrtime.bigint();
  for (const s of inputs) await fn(s);
  return Number(process.hrtime.bigint() - t0) / 1000; // µs
}
const floorFn = async (s) => s.includes("\u0000");
const sample = lines.slice(0, 20000).map((l) => l.line);
const sampleKb = sample.join("\n").length / 1024;
const floorChunks = await timeIt(floorFn, chunks);
const floorLines = await timeIt(floorFn, sample);
console.log(
  `\ncost (${kb.toFixed(0)} KB in 4 KB chunks; ${sample.length} single lines, ${sampleKb.toFixed(0)} KB):`,
);
console.log(`  ${"floor (includes)".padEnd(18)} ${(floorChunks / kb).toFixed(1).padStart(8)} µs/KB`);
for (const n of names) {
  await timeIt(redactors[n], chunks.slice(0, 50)); // warm-up
  const c = await timeIt(redactors[n], chunks);
  const l = await timeIt(redactors[n], sample);
  console.log(
    `  ${n.padEnd(18)} ${(c / kb).toFixed(1).padStart(8)} µs/KB (x${(c / floorChunks).toFixed(0)} floor)` +
      `  ${(l / sample.length).toFixed(1).padStart(7)} µs/line (x${(l / Math.max(floorLines, 1)).toFixed(0)} floor)`,
  );
}

// 4. Bundle size (minified, esbuild) of what a hook handler would have to load.
console.log("\nbundle size (minified):");
console.log(
  `  own redact            ${await bundleSize(join(root, "src/core/redact/stored-text.ts"), ["redactStoredText"])} bytes`,
);
console.log(
  `  secretlint core+preset ${await bundleSize("@secretlint/core", ["lintSource"])} + ${await bundleSize("@secretlint/secretlint-rule-preset-recommend", ["creator"])} bytes (async API)`,
);
rmSync(work, { recursive: true, force: true });
