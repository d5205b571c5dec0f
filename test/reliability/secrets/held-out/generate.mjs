// Writes the held-out secret corpus, corpus.jsonl, beside this file (format in README.md), after
// checking every case: each secret (and each `also` value) occurs in its text, no secret is shorter
// than 8 characters or repeated across cases, and no negative text contains any positive secret.
// Usage: node test/reliability/secrets/held-out/generate.mjs [--seed S] [--check]
//   --check  regenerate in memory and exit 1 if corpus.jsonl differs (the committed file is stale)

import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { builder } from "./gen/builder.mjs";
import { cloudCases } from "./gen/cases-cloud.mjs";
import { databaseCases } from "./gen/cases-database.mjs";
import { hookPayloadCases, promptCases } from "./gen/cases-extra.mjs";
import { genericCases } from "./gen/cases-generic.mjs";
import { hostingCases, registryCases } from "./gen/cases-hosting-registry.mjs";
import { keyCases } from "./gen/cases-keys.mjs";
import { aiCases, ciCases, observabilityCases, saasCases } from "./gen/cases-ops.mjs";
import { messagingCases, paymentCases } from "./gen/cases-payment-messaging.mjs";
import { commandNegatives } from "./gen/negatives-commands.mjs";
import { identifierNegatives } from "./gen/negatives-identifiers.mjs";
import { textNegatives } from "./gen/negatives-text.mjs";
import { createRandom } from "./gen/random.mjs";

export const DEFAULT_SEED = "cairn-held-out-secrets-v1";

/** Build the corpus: an array of cases in file order, ids assigned. Throws on an invalid case. */
export function buildCorpus(seed = DEFAULT_SEED) {
  const b = builder(createRandom(seed));
  for (const part of [
    cloudCases,
    paymentCases,
    messagingCases,
    hostingCases,
    registryCases,
    observabilityCases,
    aiCases,
    ciCases,
    saasCases,
    databaseCases,
    genericCases,
    keyCases,
    promptCases,
    hookPayloadCases,
    identifierNegatives,
    textNegatives,
    commandNegatives,
  ]) {
    part(b);
  }
  let p = 0;
  let n = 0;
  const cases = b.out.map((c) => {
    const id =
      c.family === "negative" ? `n-${String(++n).padStart(3, "0")}` : `p-${String(++p).padStart(3, "0")}`;
    return { id, ...c };
  });
  validate(cases);
  return cases;
}

function validate(cases) {
  const owner = new Map();
  const positives = cases.filter((c) => c.family !== "negative");
  for (const c of positives) {
    for (const s of [c.secret, ...(c.also ?? [])]) {
      if (typeof s !== "string" || s.length < 8) throw new Error(`${c.id}: secret shorter than 8 characters`);
      if (!c.text.includes(s)) throw new Error(`${c.id} (${c.kind}): secret not found in text`);
      const prev = owner.get(s);
      if (prev && prev !== c.id) throw new Error(`${c.id}: secret also used by ${prev}`);
      owner.set(s, c.id);
    }
  }
  for (const c of cases.filter((x) => x.family === "negative")) {
    if ("secret" in c) throw new Error(`${c.id}: a negative case has no secret`);
    for (const [s, id] of owner) {
      if (c.text.includes(s)) throw new Error(`${c.id}: negative text contains the secret of ${id}`);
    }
  }
}

/** Cases counted by a field, as [value, count] sorted by count then value. */
export function countBy(cases, field) {
  const m = new Map();
  for (const c of cases) m.set(c[field], (m.get(c[field]) ?? 0) + 1);
  return [...m].sort((a, b) => b[1] - a[1] || String(a[0]).localeCompare(String(b[0])));
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const { values } = parseArgs({
    options: { seed: { type: "string", default: DEFAULT_SEED }, check: { type: "boolean", default: false } },
  });
  const file = join(dirname(fileURLToPath(import.meta.url)), "corpus.jsonl");
  const cases = buildCorpus(values.seed);
  const body = `${cases.map((c) => JSON.stringify(c)).join("\n")}\n`;
  if (values.check) {
    const current = readFileSync(file, "utf8");
    if (current !== body) {
      console.error("corpus.jsonl is stale: run node test/reliability/secrets/held-out/generate.mjs");
      process.exit(1);
    }
  } else {
    writeFileSync(file, body);
  }
  const pos = cases.filter((c) => c.family !== "negative");
  const neg = cases.length - pos.length;
  console.log(
    `${pos.length} positive cases, ${neg} negative cases${values.check ? " (corpus.jsonl up to date)" : ` -> ${file}`}`,
  );
  console.log("\npositives by family:");
  for (const [k, v] of countBy(pos, "family")) console.log(`  ${k.padEnd(20)} ${v}`);
  console.log("\npositives by context:");
  for (const [k, v] of countBy(pos, "context")) console.log(`  ${k.padEnd(20)} ${v}`);
  console.log("\nnegatives by context:");
  for (const [k, v] of countBy(
    cases.filter((c) => c.family === "negative"),
    "context",
  ))
    console.log(`  ${k.padEnd(20)} ${v}`);
  console.log(
    `\n${new Set(pos.map((c) => c.kind)).size} positive kinds, ${new Set(cases.filter((c) => c.family === "negative").map((c) => c.kind)).size} negative kinds`,
  );
}
