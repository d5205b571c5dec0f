// Secret redaction, measured where text reaches disk (src/core/redact/stored-text.ts
// redactStoredText, the choke point of the spool, the store and every file Cairn writes):
// 1. kept off disk on the tuning corpus (test/reliability/secrets/corpus*.ts) and on the held-out
//    corpus (test/reliability/secrets/held-out/corpus.jsonl, written by someone who had not seen the
//    rules), per family for the held-out one;
// 2. false positives: look-alikes changed (negatives.ts and the held-out negatives) and lines of
//    ordinary code changed (JS/TS sources of well-known packages in node_modules, code-lines.ts);
// 3. cost in µs per KB and per line against a floor measured in the same run (one pass of
//    String.prototype.includes over the same text);
// 4. the shared real transcripts (../shared/data/claude-code): strings changed, and thinking-block
//    signatures and tool/message ids that did not come through unchanged (per redactor, and changed
//    by this tree's rules only when --baseline is given; --misses prints those);
// 5. the minified bundle size.
// Redactors: Cairn's own; with --baseline <git-ref> also src/core/redact at that ref; with
// --secretlint also the secretlint recommended preset (@secretlint/core +
// @secretlint/secretlint-rule-preset-recommend) and both combined (slow: about 1 ms per call).
// Usage: node bench/secrets.mjs [--baseline <git-ref>] [--secretlint] [--misses] [--tuning-only]
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { build } from "esbuild";

const { values } = parseArgs({
  options: {
    baseline: { type: "string" },
    secretlint: { type: "boolean", default: false },
    misses: { type: "boolean", default: false },
    "tuning-only": { type: "boolean", default: false },
  },
});
const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const work = mkdtempSync(join(tmpdir(), "cairn-bench-secrets-"));

async function bundle(entry, name) {
  const outfile = join(work, `${name}.mjs`);
  await build({
    absWorkingDir: root,
    entryPoints: [entry],
    bundle: true,
    platform: "node",
    format: "esm",
    outfile,
    // (a baseline extracted under the temp folder resolves packages from this repository)
    nodePaths: [join(root, "node_modules")],
    logLevel: "warning",
  });
  return import(pathToFileURL(outfile).href);
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

const fx = await bundle(join(root, "test/reliability/secrets/bench-entry.ts"), "fixtures");

/**
 * src/core at a git ref (the redaction rules import from sibling folders such as src/core/common), extracted
 * with `git archive` and bundled: its redactStoredText.
 */
async function baselineRedactor(ref) {
  const base = join(work, "baseline");
  mkdirSync(base, { recursive: true });
  const tar = join(work, "baseline.tar");
  execFileSync("git", ["-C", root, "archive", "--format=tar", `--output=${tar}`, ref, "src/core/"]);
  execFileSync("tar", ["-xf", tar, "-C", base]);
  const m = await bundle(join(base, "src", "core", "redact", "stored-text.ts"), "baseline");
  return m.redactStoredText;
}

const redactors = { own: (t) => fx.redactStoredText(t) };
if (values.baseline) redactors[`own@${values.baseline}`] = await baselineRedactor(values.baseline);
if (values.secretlint) {
  const { lintSource } = await import("@secretlint/core");
  const { creator } = await import("@secretlint/secretlint-rule-preset-recommend");
  const config = { rules: [{ id: creator.meta.id, rule: creator }] };
  const mark = "[REDACTED:secretlint]";
  /** secretlint as a redactor: every reported range replaced, last first. */
  const secretlint = async (text) => {
    const r = await lintSource({
      source: { filePath: "/stored.txt", content: text, ext: ".txt", contentType: "text" },
      options: { config },
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
  };
  redactors.secretlint = secretlint;
  redactors.combined = async (t) => fx.redactStoredText(await secretlint(t));
}
const names = Object.keys(redactors);
const pct = (x) => `${(100 * x).toFixed(1)}%`;
const row = (label, cells) =>
  console.log(`${label.padEnd(34)}${cells.map((c) => String(c).padStart(16)).join("")}`);

/** Runs every (possibly async) redactor over the texts once and keeps the outputs. */
async function outputs(texts) {
  const out = {};
  for (const n of names) {
    out[n] = [];
    for (const t of texts) out[n].push(await redactors[n](t));
  }
  return out;
}

/** keptOff for each redactor, from precomputed outputs. */
async function keptOffAll(cases) {
  const outs = await outputs(cases.map((c) => c.text));
  const result = {};
  for (const n of names) {
    let i = 0; // keptOff asks for each case's output once, in order
    result[n] = fx.keptOff(cases, () => outs[n][i++]);
  }
  return result;
}

// 1. Kept off disk.
const tuning = fx.buildSecretCorpus().map((c) => ({ family: c.category, text: c.line, secrets: [c.secret] }));
// --tuning-only: the held-out corpus is not read at all (for rule work that must not see it)
const heldOut = values["tuning-only"]
  ? null
  : fx.readHeldOut(join(root, "test/reliability/secrets/held-out/corpus.jsonl"));
console.log("kept off disk (secrets absent from what redactStoredText returns)");
row("", names);
const tuningKept = await keptOffAll(tuning);
row(
  `tuning corpus (${tuning.length} cases)`,
  names.map((n) => pct(tuningKept[n].rate)),
);
let heldKept = null;
if (heldOut) {
  heldKept = await keptOffAll(heldOut.positives);
  row(
    `held-out corpus (${heldOut.positives.length} cases)`,
    names.map((n) => pct(heldKept[n].rate)),
  );
} else {
  console.log("held-out corpus: absent (test/reliability/secrets/held-out/corpus.jsonl)");
}
if (heldKept) {
  console.log("\nheld-out, per family");
  for (const [family, e] of [...heldKept.own.perFamily].sort((a, b) => a[0].localeCompare(b[0]))) {
    row(
      `  ${family}`,
      names.map((n) => `${heldKept[n].perFamily.get(family).kept}/${e.total}`),
    );
  }
}
if (values.misses) {
  for (const [label, result] of [
    ["tuning", tuningKept],
    ["held-out", heldKept],
  ]) {
    for (const c of result?.own.missed ?? [])
      console.log(`MISS ${label} ${c.family}: ${JSON.stringify(c.text).slice(0, 200)}`);
  }
}

// 2. False positives.
console.log("\nfalse positives (texts without a secret that were changed)");
row("", names);
const tuningNeg = fx.buildNegativeCorpus();
const negOuts = await outputs(tuningNeg.map((n) => n.text));
row(
  `tuning look-alikes (${tuningNeg.length})`,
  names.map((n) => `${negOuts[n].filter((o, i) => o !== tuningNeg[i].text).length}`),
);
if (heldOut) {
  const outs = await outputs(heldOut.negatives.map((n) => n.text));
  const hits = names.map((n) => outs[n].filter((o, i) => o !== heldOut.negatives[i].text).length);
  row(
    `held-out negatives (${heldOut.negatives.length})`,
    hits.map((h) => `${h} (${pct(h / heldOut.negatives.length)})`),
  );
  if (values.misses) {
    outs.own.forEach((o, i) => {
      if (o !== heldOut.negatives[i].text)
        console.log(`FP held-out ${heldOut.negatives[i].family}: ${JSON.stringify(o).slice(0, 200)}`);
    });
  }
}
const lines = fx.readCodeLines(join(root, "node_modules"));
const codeOuts = {};
for (const n of names.filter((x) => !x.startsWith("secretlint") && x !== "combined")) {
  codeOuts[n] = lines.filter((l) => redactors[n](l.line) !== l.line).length;
}
if (values.secretlint) {
  // secretlint per file (1 ms a call): lines touched by a reported range; combined adds Cairn's per line
  const byFile = new Map();
  for (const l of lines) byFile.set(l.file, [...(byFile.get(l.file) ?? []), l.line]);
  let sl = 0;
  let both = 0;
  for (const fileLines of byFile.values()) {
    const out = (await redactors.secretlint(fileLines.join("\n"))).split("\n");
    fileLines.forEach((line, i) => {
      if ((out[i] ?? "") !== line) sl++;
      if (fx.redactStoredText(out[i] ?? "") !== line) both++;
    });
  }
  codeOuts.secretlint = sl;
  codeOuts.combined = both;
}
row(
  `code lines (${lines.length})`,
  names.map((n) => `${codeOuts[n]} (${((100 * codeOuts[n]) / lines.length).toFixed(4)}%)`),
);

// 3. Cost: stored texts are short (a command, a prompt, a memory body), so per call on single code
//    lines (what a hook does) and per KB on 4 KB chunks; floor = String.includes over the same text.
const text = lines.map((l) => l.line).join("\n");
const chunks = [];
for (let i = 0; i < text.length; i += 4096) chunks.push(text.slice(i, i + 4096));
const sample = lines.slice(0, 20000).map((l) => l.line);
async function timeIt(fn, inputs) {
  const t0 = process.hrtime.bigint();
  for (const s of inputs) await fn(s);
  return Number(process.hrtime.bigint() - t0) / 1000; // µs
}
const kb = text.length / 1024;
const floorFn = async (s) => s.includes("\u0000");
const floorChunks = await timeIt(floorFn, chunks);
const floorLines = await timeIt(floorFn, sample);
console.log(`\ncost (${kb.toFixed(0)} KB in 4 KB chunks; ${sample.length} single lines):`);
console.log(`  ${"floor (includes)".padEnd(18)} ${(floorChunks / kb).toFixed(1).padStart(8)} µs/KB`);
for (const n of names) {
  const inputs = n === "secretlint" || n === "combined" ? chunks.slice(0, 300) : chunks;
  const inKb = inputs.reduce((a, s) => a + s.length, 0) / 1024;
  await timeIt(redactors[n], inputs.slice(0, 50)); // warm-up
  const c = await timeIt(redactors[n], inputs);
  const l = await timeIt(redactors[n], sample);
  console.log(
    `  ${n.padEnd(18)} ${(c / inKb).toFixed(1).padStart(8)} µs/KB (x${(c / inKb / (floorChunks / kb)).toFixed(0)} floor)` +
      `  ${(l / sample.length).toFixed(1).padStart(7)} µs/line (x${(l / Math.max(floorLines, 1)).toFixed(0)} floor)`,
  );
}

// 4. The shared real transcripts (../shared/data/claude-code: Claude Code sessions and hook payloads):
//    every distinct string value, redacted by each redactor; strings changed, and whether thinking-block
//    signatures and tool-use / message / request ids come through unchanged.
const realRoot = join(root, "..", "shared", "data", "claude-code");
if (!existsSync(realRoot)) {
  console.log(`\nreal transcripts: skipped (${realRoot} absent)`);
} else {
  const strings = new Map(); // string -> the key it was stored under (first seen)
  const collect = (v, key) => {
    if (typeof v === "string") {
      if (!strings.has(v)) strings.set(v, key);
    } else if (Array.isArray(v)) for (const x of v) collect(x, key);
    else if (v !== null && typeof v === "object") for (const [k, x] of Object.entries(v)) collect(x, k);
  };
  const walk = (dir) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, e.name);
      if (e.isDirectory()) walk(path);
      else if (/\.jsonl?$/.test(e.name))
        for (const l of readFileSync(path, "utf8").split("\n")) {
          try {
            if (l.trim() !== "") collect(JSON.parse(l), "");
          } catch {
            // a .json file spans lines: parsed whole below
          }
        }
      if (e.name.endsWith(".json"))
        try {
          collect(JSON.parse(readFileSync(path, "utf8")), "");
        } catch {
          // not JSON: skipped
        }
    }
  };
  walk(realRoot);
  const all = [...strings.keys()];
  const isSignature = (s) => strings.get(s) === "signature";
  const isToolId = (s) => /^(?:toolu|msg|req|srvtoolu)_[A-Za-z0-9]{10,}$/.test(s);
  console.log(`\nreal transcripts (${all.length} distinct strings, ${realRoot}):`);
  row("", [...names.filter((n) => n !== "secretlint" && n !== "combined"), "own only"]);
  const changedBy = {};
  for (const n of names.filter((x) => x !== "secretlint" && x !== "combined"))
    changedBy[n] = new Set(all.filter((t) => redactors[n](t) !== t));
  const own = changedBy.own;
  const other = Object.keys(changedBy).find((n) => n !== "own");
  const onlyOwn = other === undefined ? [] : [...own].filter((t) => !changedBy[other].has(t));
  const cells = (f) => Object.values(changedBy).map((set) => [...set].filter(f).length);
  row("  strings changed", [...cells(() => true), onlyOwn.length]);
  row(`  signatures changed (of ${all.filter(isSignature).length})`, [
    ...cells(isSignature),
    onlyOwn.filter(isSignature).length,
  ]);
  row(`  tool/message ids changed (of ${all.filter(isToolId).length})`, [
    ...cells(isToolId),
    onlyOwn.filter(isToolId).length,
  ]);
  if (values.misses)
    for (const t of onlyOwn.slice(0, 40)) {
      const o = fx.redactStoredText(t);
      const at = [...t].findIndex((c, i) => c !== o[i]);
      console.log(`CHANGED-BY-OWN-ONLY ${JSON.stringify(o.slice(Math.max(0, at - 60), at + 80))}`);
    }
}

// 5. Bundle size (minified, esbuild) of what a hook handler loads.
console.log("\nbundle size (minified):");
console.log(
  `  own redact            ${await bundleSize(join(root, "src/core/redact/stored-text.ts"), ["redactStoredText"])} bytes`,
);
if (values.secretlint) {
  console.log(
    `  secretlint core+preset ${await bundleSize("@secretlint/core", ["lintSource"])} + ${await bundleSize("@secretlint/secretlint-rule-preset-recommend", ["creator"])} bytes (async API)`,
  );
}
rmSync(work, { recursive: true, force: true });
