// Writes ../corpus.jsonl (one JSON object per line; see ../README.md) from a fixed seed string.
// Usage: node generate.mjs            write ../corpus.jsonl
//        node generate.mjs --stdout   print the corpus instead
//        node generate.mjs --counts   print the per-family and per-context count tables
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { CLI_CASES } from "./cli.mjs";
import { CLOUD_CASES } from "./cloud.mjs";
import { KEY_CASES, KEY_FILE_CASES } from "./keys.mjs";
import { NEG_IDS } from "./negatives-ids.mjs";
import { NEG_LABELS } from "./negatives-labels.mjs";
import { NEG_PLACES } from "./negatives-places.mjs";
import { NEG_SHAPES } from "./negatives-shapes.mjs";
import { PLACEMENTS, wrapped } from "./placements.mjs";
import { makeRand } from "./rand.mjs";
import { STORE_CASES } from "./stores.mjs";
import { SYSTEM_CASES } from "./systems.mjs";
import { VENDORS } from "./vendors.mjs";

const SEED = "cairn held-out-13 / 2026-11-27";
const URL_SAFE = /^[A-Za-z0-9._~-]+$/;

function fits(p, t) {
  if (p.urlSafe && !URL_SAFE.test(t.value)) return false;
  if (p.wrap) return t.value === t.secret && t.secret.length >= 24;
  if (p.long && t.value.length < 24) return false;
  return true;
}

/** Draws placements from a shuffled deck so every placement is used about equally often. */
function deckDrawer(R) {
  let deck = [];
  return (t, used) => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const k = deck.findIndex((p) => !used.has(p.name) && fits(p, t));
      if (k >= 0) return deck.splice(k, 1)[0];
      deck = deck.concat(R.shuffle(PLACEMENTS));
    }
    throw new Error(`no placement fits ${t.label}`);
  };
}

function vendorCases(R) {
  const draw = deckDrawer(R);
  const out = [];
  for (const [family, kind, label, vendor, host, make, n] of VENDORS) {
    const used = new Set();
    const count = n === 2 ? 1 : n - 1;
    for (let j = 0; j < count; j++) {
      const made = make(R);
      const v = typeof made === "string" ? { value: made, secret: made } : made;
      const t = { label, vendor, host, ...v };
      const p = draw(t, used);
      used.add(p.name);
      const w = p.wrap ? wrapped(R, t) : { text: p.fn(R, t), secret: v.secret, also: v.also };
      out.push({ family, kind, context: p.name, text: w.text, secret: w.secret, also: w.also });
    }
  }
  return out;
}

function specialCases(R) {
  const out = [];
  for (const c of [
    ...KEY_CASES,
    ...KEY_FILE_CASES,
    ...CLOUD_CASES,
    ...STORE_CASES,
    ...SYSTEM_CASES,
    ...CLI_CASES,
  ]) {
    for (let j = 0; j < (c.n ?? 1); j++) {
      const m = c.make(R);
      out.push({
        family: c.family,
        kind: c.kind,
        context: m.context,
        text: m.text,
        secret: m.secret,
        also: m.also,
      });
    }
  }
  return out;
}

function negativeCases(R) {
  const out = [];
  for (const c of [...NEG_IDS, ...NEG_SHAPES, ...NEG_PLACES, ...NEG_LABELS]) {
    for (let i = 0; i < c.n; i++) {
      const m = c.make(R, i);
      out.push({ family: "negative", kind: c.kind, context: m.context, text: m.text });
    }
  }
  return out;
}

/** The corpus as an array of records, ids assigned. Throws if a positive's secret is not in its text. */
export function buildCorpus() {
  const R = makeRand(SEED);
  const pos = [...vendorCases(R), ...specialCases(R)].map((c, i) => {
    const rec = {
      id: `h13p-${String(i + 1).padStart(4, "0")}`,
      family: c.family,
      kind: c.kind,
      context: c.context,
      text: c.text,
      secret: c.secret,
    };
    if (c.also?.length) rec.also = c.also;
    for (const s of [rec.secret, ...(rec.also ?? [])]) {
      if (!s || !rec.text.includes(s))
        throw new Error(`${rec.id} ${rec.family}/${rec.kind}: secret not in text`);
    }
    return rec;
  });
  const neg = negativeCases(R).map((c, i) => ({ id: `h13n-${String(i + 1).padStart(4, "0")}`, ...c }));
  return [...pos, ...neg];
}

export function corpusText() {
  return `${buildCorpus()
    .map((r) => JSON.stringify(r))
    .join("\n")}\n`;
}

/** Markdown tables: positives per family, positives per context, negatives per kind. */
export function countTables(records) {
  const tally = (rows, key) => {
    const m = new Map();
    for (const r of rows) m.set(r[key], (m.get(r[key]) ?? 0) + 1);
    return [...m.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  };
  const pos = records.filter((r) => r.family !== "negative");
  const neg = records.filter((r) => r.family === "negative");
  const table = (title, rows) =>
    [`| ${title} | cases |`, "|---|---|", ...rows.map(([k, n]) => `| ${k} | ${n} |`)].join("\n");
  return [
    `Positives: ${pos.length}. Negatives: ${neg.length}.`,
    "",
    table("positive family", tally(pos, "family")),
    "",
    table("negative kind", tally(neg, "kind")),
    "",
    table("positive context", tally(pos, "context")),
  ].join("\n");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes("--stdout")) process.stdout.write(corpusText());
  else if (process.argv.includes("--counts")) console.log(countTables(buildCorpus()));
  else writeFileSync(join(dirname(fileURLToPath(import.meta.url)), "..", "corpus.jsonl"), corpusText());
}
