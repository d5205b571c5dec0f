// Builds test/reliability/secrets/held-out-7/corpus.jsonl (see ../README.md). Deterministic: one
// seed, no clock, no network. Run: node test/reliability/secrets/held-out-7/gen/generate.mjs
// (--counts prints the per-family and per-context table, --stdout the JSONL, instead of writing).

import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { cloudPairs, privateKeys } from "./infra.mjs";
import { NEGATIVES } from "./negatives.mjs";
import { PLACEMENTS, wrapped } from "./placements.mjs";
import { makeRng } from "./rng.mjs";
import { cliCredentials, credentialFiles, printedCredentials, prosePasswords } from "./sessions.mjs";
import { VENDORS } from "./vendors.mjs";
import { connections, cookies, jwts, webhooks } from "./web.mjs";

export const SEED = "cairn/held-out-7/basalt-tidewater-0917";
export const CONTEXTS = [
  "shell",
  "output",
  "code",
  "config",
  "prose",
  "url",
  "header",
  "log",
  "json",
  "other",
];
const NEGATIVE_TARGET = 500;

function vendorCases(r) {
  const out = [];
  VENDORS.forEach((v, i) => {
    for (let k = 0; k < 3; k++) {
      const t = v.make(r);
      const placed = PLACEMENTS[(i * 7 + k * 13) % PLACEMENTS.length](r, v, t);
      const secret = placed.text.includes(t) ? t : encodeURIComponent(t);
      out.push({ family: "vendor-token", kind: v.kind, context: placed.context, text: placed.text, secret });
    }
  });
  const long = VENDORS.filter((v) => v.make(makeRng(v.kind)).length >= 60);
  for (const v of long.slice(0, 18)) {
    const w = wrapped(r, v, v.make(r));
    out.push({ family: "wrapped-token", kind: v.kind, ...w });
  }
  return out;
}

function negatives(r) {
  const out = [];
  const seen = new Set();
  for (let round = 0; round < 12 && out.length < NEGATIVE_TARGET; round++) {
    for (const [kind, context, make] of NEGATIVES) {
      if (out.length >= NEGATIVE_TARGET) break;
      const text = make(r);
      if (seen.has(text)) continue;
      seen.add(text);
      out.push({ family: "negative", kind, context, text });
    }
  }
  return out;
}

/** The whole corpus, positives first, each with a stable id. */
export function buildCorpus() {
  const r = makeRng(SEED);
  const positives = [
    ...vendorCases(r),
    ...cloudPairs(r),
    ...privateKeys(r),
    ...connections(r),
    ...jwts(r),
    ...cookies(r),
    ...webhooks(r),
    ...credentialFiles(r),
    ...cliCredentials(r),
    ...printedCredentials(r),
    ...prosePasswords(r),
  ];
  const cases = [];
  positives.forEach((c, i) => {
    const item = {
      id: `h7p-${String(i + 1).padStart(4, "0")}`,
      family: c.family,
      kind: c.kind,
      context: c.context,
      text: c.text,
      secret: c.secret,
    };
    if (c.also?.length) item.also = c.also;
    cases.push(item);
  });
  negatives(r).forEach((c, i) => {
    cases.push({
      id: `h7n-${String(i + 1).padStart(4, "0")}`,
      family: c.family,
      kind: c.kind,
      context: c.context,
      text: c.text,
    });
  });
  return cases;
}

function countTable(cases) {
  const tally = (key) => {
    const m = new Map();
    for (const c of cases) m.set(c[key], (m.get(c[key]) ?? 0) + 1);
    return [...m.entries()].sort((a, b) => b[1] - a[1]);
  };
  const pos = cases.filter((c) => c.family !== "negative");
  const neg = cases.filter((c) => c.family === "negative");
  const lines = [`positives ${pos.length}, negatives ${neg.length}`, "", "| family | cases |", "|---|---|"];
  for (const [k, n] of tally("family")) lines.push(`| ${k} | ${n} |`);
  lines.push("", "| context | positives | negatives |", "|---|---|---|");
  for (const ctx of CONTEXTS) {
    lines.push(
      `| ${ctx} | ${pos.filter((c) => c.context === ctx).length} | ${neg.filter((c) => c.context === ctx).length} |`,
    );
  }
  return `${lines.join("\n")}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const cases = buildCorpus();
  for (const c of cases) {
    if (c.secret !== undefined && !c.text.includes(c.secret)) throw new Error(`${c.id}: secret not in text`);
    for (const a of c.also ?? []) if (!c.text.includes(a)) throw new Error(`${c.id}: also value not in text`);
  }
  const jsonl = `${cases.map((c) => JSON.stringify(c)).join("\n")}\n`;
  if (process.argv.includes("--counts")) {
    process.stdout.write(countTable(cases));
  } else if (process.argv.includes("--stdout")) {
    process.stdout.write(jsonl);
  } else {
    const target = join(dirname(fileURLToPath(import.meta.url)), "..", "corpus.jsonl");
    writeFileSync(target, jsonl);
    process.stdout.write(`wrote ${cases.length} cases to ${target}\n`);
  }
}
