// Writes ../corpus.jsonl, the second held-out secret corpus, deterministically from one seed.
// Usage: node test/reliability/secrets/held-out-2/gen/generate.mjs [--check]
//   --check  regenerates in memory and exits 1 if corpus.jsonl differs (nothing is written).
// Line format: {"id","family","kind","context","text","secret","also"?} for a secret and
// {"id","family":"negative","kind","context","text"} for text that must come through unchanged.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { cliCases, keywordCases, outputCases, proseCases, webhookCases } from "./cli.mjs";
import { cloudCases } from "./cloud.mjs";
import { TEMPLATES } from "./contexts.mjs";
import { dbCases } from "./db.mjs";
import { fileCases, jwtCases } from "./files.mjs";
import { keyCases } from "./keys.mjs";
import { negativeCases } from "./negatives.mjs";
import * as r from "./rng.mjs";
import { VENDORS } from "./vendors.mjs";

const SEED = 0x5ec2e7c2;
const NEGATIVES = 300;
const CONTEXTS_PER_VENDOR = 2;

/** Each vendor token in CONTEXTS_PER_VENDOR templates taken in turn from a seeded shuffle, so
 * every template is used about equally; keyword-free templates only for prefixed tokens. */
function vendorCases() {
  const order = TEMPLATES.map((_t, i) => [r.next(), i])
    .sort((a, b) => a[0] - b[0])
    .map(([, i]) => TEMPLATES[i]);
  let cursor = 0;
  const out = [];
  for (const vendor of VENDORS) {
    const used = new Set();
    while (used.size < CONTEXTS_PER_VENDOR) {
      const template = order[cursor++ % order.length];
      if ((template.prefixedOnly && !vendor.prefixed) || used.has(template.context)) continue;
      used.add(template.context);
      const token = vendor.gen();
      out.push({
        family: vendor.family,
        kind: vendor.kind,
        context: template.context,
        text: template.render(vendor, token),
        secret: token,
      });
    }
  }
  return out;
}

function build() {
  r.seed(SEED);
  const positives = [
    ...vendorCases(),
    ...cloudCases(),
    ...dbCases(),
    ...keyCases(),
    ...fileCases(),
    ...jwtCases(),
    ...cliCases(),
    ...keywordCases(),
    ...outputCases(),
    ...webhookCases(),
    ...proseCases(),
  ];
  const seen = new Set(positives.map((p) => p.text));
  const negatives = [];
  for (const candidate of negativeCases(NEGATIVES * 3)) {
    if (negatives.length === NEGATIVES) break;
    if (seen.has(candidate.text)) continue;
    seen.add(candidate.text);
    negatives.push(candidate);
  }
  const rows = [
    ...positives.map((p, i) => ({
      id: `h2p-${String(i + 1).padStart(4, "0")}`,
      family: p.family,
      kind: p.kind,
      context: p.context,
      text: p.text,
      secret: p.secret,
      ...(p.also?.length ? { also: p.also } : {}),
    })),
    ...negatives.map((n, i) => ({
      id: `h2n-${String(i + 1).padStart(4, "0")}`,
      family: "negative",
      kind: n.kind,
      context: n.context,
      text: n.text,
    })),
  ];
  return `${rows.map((row) => JSON.stringify(row)).join("\n")}\n`;
}

const target = join(dirname(fileURLToPath(import.meta.url)), "..", "corpus.jsonl");
const body = build();
if (process.argv.includes("--check")) {
  const same = readFileSync(target, "utf8") === body;
  console.log(same ? "corpus.jsonl matches the generator" : "corpus.jsonl differs from the generator");
  process.exit(same ? 0 : 1);
}
writeFileSync(target, body);
const rows = body
  .trim()
  .split("\n")
  .map((l) => JSON.parse(l));
const tally = (key, filter) => {
  const counts = {};
  for (const row of rows.filter(filter)) counts[row[key]] = (counts[row[key]] ?? 0) + 1;
  return Object.entries(counts).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
};
console.log(
  `${rows.filter((x) => x.family !== "negative").length} positives, ${rows.filter((x) => x.family === "negative").length} negatives`,
);
console.log(
  "positives by family:",
  JSON.stringify(Object.fromEntries(tally("family", (x) => x.family !== "negative"))),
);
console.log(
  "positives by context:",
  JSON.stringify(Object.fromEntries(tally("context", (x) => x.family !== "negative"))),
);
console.log(
  "negatives by context:",
  JSON.stringify(Object.fromEntries(tally("context", (x) => x.family === "negative"))),
);
