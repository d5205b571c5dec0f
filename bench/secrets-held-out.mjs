// Secret redaction on the held-out corpus (test/reliability/secrets/held-out/corpus.jsonl, written
// without seeing the rules; see its README): share of secrets kept off disk per family and per
// context, and the false-positive rate on its non-secret cases, for Cairn's `redact`
// (src/core/redact/redact.ts), the secretlint recommended preset (@secretlint/core +
// @secretlint/secretlint-rule-preset-recommend) and both combined.
// A positive is kept off disk when the redacted text contains neither `secret` nor any `also` value;
// a negative is a false positive when the redacted text differs from the original at all.
// Only per-family and per-context totals are printed, never a case, so running it does not show a
// rule-tuner the held-out cases.
// Usage: node bench/secrets-held-out.mjs [--corpus <path>]
//   --corpus  a corpus in the same JSONL format (default: the first held-out corpus; the second is
//             test/reliability/secrets/held-out-2/corpus.jsonl). A relative path is taken from the cwd.

import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { build } from "esbuild";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const { values: args } = parseArgs({ options: { corpus: { type: "string" } } });
const corpusPath = args.corpus
  ? resolve(args.corpus)
  : join(root, "test/reliability/secrets/held-out/corpus.jsonl");
if (!existsSync(corpusPath)) {
  console.error(`secrets-held-out: no corpus at ${corpusPath}`);
  process.exit(2);
}
const corpus = readFileSync(corpusPath, "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line));

const out = await build({
  absWorkingDir: root,
  stdin: {
    contents: `export { redact } from "./src/core/redact/redact.ts";`,
    resolveDir: root,
    loader: "ts",
  },
  bundle: true,
  write: false,
  format: "esm",
  platform: "node",
  logLevel: "warning",
});
const { redact } = await import(
  `data:text/javascript;base64,${Buffer.from(out.outputFiles[0].text).toString("base64")}`
);
const { lintSource } = await import("@secretlint/core");
const { creator } = await import("@secretlint/secretlint-rule-preset-recommend");

/** Redact with secretlint: replace every reported range, last first. */
async function secretlint(text) {
  const result = await lintSource({
    source: { content: text, filePath: "/held-out.txt", contentType: "text" },
    options: { config: { rules: [{ id: "@secretlint/secretlint-rule-preset-recommend", rule: creator }] } },
  });
  let t = text;
  for (const m of [...result.messages].sort((a, b) => b.range[0] - a.range[0])) {
    t = `${t.slice(0, m.range[0])}[REDACTED]${t.slice(m.range[1])}`;
  }
  return t;
}

const redactors = {
  cairn: async (t) => redact(t),
  secretlint,
  combined: async (t) => redact(await secretlint(t)),
};

const positives = corpus.filter((c) => c.family !== "negative");
const negatives = corpus.filter((c) => c.family === "negative");
const results = {};
for (const [name, fn] of Object.entries(redactors)) {
  const kept = new Set();
  let falsePositives = 0;
  for (const c of positives) {
    const r = await fn(c.text);
    if ([c.secret, ...(c.also ?? [])].every((s) => !r.includes(s))) kept.add(c.id);
  }
  for (const c of negatives) if ((await fn(c.text)) !== c.text) falsePositives++;
  results[name] = { kept, falsePositives };
}

const names = Object.keys(redactors);
const pct = (a, b) => `${((100 * a) / b).toFixed(1)}%`;
const row = (label, cells) => console.log(`${label.padEnd(28)}${cells.map((c) => c.padStart(14)).join("")}`);
console.log(
  `held-out secret corpus ${relative(root, corpusPath)}: ${positives.length} secrets, ${negatives.length} non-secrets`,
);
row("kept off disk", names);
for (const field of ["family", "context"]) {
  for (const value of [...new Set(positives.map((c) => c[field]))].sort()) {
    const group = positives.filter((c) => c[field] === value);
    row(
      `  ${field === "context" ? "ctx " : ""}${value}`,
      names.map((n) => `${group.filter((c) => results[n].kept.has(c.id)).length}/${group.length}`),
    );
  }
}
row(
  "TOTAL kept off disk",
  names.map((n) => `${results[n].kept.size}/${positives.length}`),
);
row(
  "rate",
  names.map((n) => pct(results[n].kept.size, positives.length)),
);
row(
  "false positives",
  names.map((n) => `${results[n].falsePositives}/${negatives.length}`),
);
row(
  "false-positive rate",
  names.map((n) => pct(results[n].falsePositives, negatives.length)),
);
