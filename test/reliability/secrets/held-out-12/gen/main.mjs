// Writes test/reliability/secrets/held-out-12/corpus.jsonl byte for byte from one seed.
// Usage: node test/reliability/secrets/held-out-12/gen/main.mjs [--stdout]
//   --stdout  print the corpus instead of writing it (the validity test compares the two).
// Positives: vendor kinds spread over generic placements, then the special families; negatives:
// id/hash/placeholder templates, duplicates (same text) dropped. Ids h12p-0001…, h12n-0001….

import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { NEG_IDS } from "./neg-ids.mjs";
import { NEG_MORE } from "./neg-more.mjs";
import { NEG_OTHER } from "./neg-other.mjs";
import { PLACES } from "./places.mjs";
import { makeRng } from "./prng.mjs";
import { assembledCases } from "./special-assembled.mjs";
import { cliCases } from "./special-cli.mjs";
import { cloudCases } from "./special-cloud.mjs";
import { connCases } from "./special-conn.mjs";
import { keyCases } from "./special-keys.mjs";
import { webCases } from "./special-web.mjs";
import { VENDOR_KINDS } from "./vendors.mjs";

const SEED = "cairn held-out-12 2026-11-27";

function vendorCases(r) {
  const out = [];
  let deck = [];
  for (const kind of VENDOR_KINDS) {
    const used = new Set();
    const n = Math.max(2, Math.round(kind.n * 0.64));
    while (used.size < n) {
      if (deck.length === 0) deck = r.shuffle(PLACES.map((_, i) => i));
      const i = deck.shift();
      if (used.has(i)) {
        deck.push(i);
        if (deck.every((j) => used.has(j))) deck = [];
        continue;
      }
      used.add(i);
      const t = {
        value: kind.make(r),
        env: r.pick(kind.env),
        svc: kind.svc,
        header: kind.header,
        kind: kind.kind,
      };
      const res = PLACES[i].fn(t, r);
      const placed = typeof res === "string" ? { text: res } : res;
      out.push({
        family: kind.family,
        kind: kind.kind,
        context: PLACES[i].context,
        text: placed.text,
        secret: placed.secret ?? t.value,
      });
    }
  }
  return out;
}

/** Negatives per template: its count, scaled to about 550 in all (texts repeat for fixed picks). */
const want = (tpl) => Math.round(tpl.count * 1.2);

function negatives(r) {
  const out = [];
  const seen = new Set();
  for (const tpl of [...NEG_IDS, ...NEG_OTHER, ...NEG_MORE]) {
    for (let i = 0; i < want(tpl) * 3 && out.filter((x) => x.tpl === tpl).length < want(tpl); i++) {
      const text = tpl.fn(r);
      if (seen.has(text)) continue;
      seen.add(text);
      out.push({ tpl, kind: tpl.kind, context: tpl.context, text });
    }
  }
  return out.map(({ kind, context, text }) => ({ family: "negative", kind, context, text }));
}

/** The whole corpus as JSONL text (one object per line, trailing newline). */
export function buildCorpus() {
  const r = makeRng(SEED);
  const pos = [
    ...vendorCases(r),
    ...cloudCases(r),
    ...connCases(r),
    ...keyCases(r),
    ...webCases(r),
    ...cliCases(r),
    ...assembledCases(r),
  ];
  const neg = negatives(r);
  const lines = [];
  pos.forEach((c, i) => {
    const row = {
      id: `h12p-${String(i + 1).padStart(4, "0")}`,
      family: c.family,
      kind: c.kind,
      context: c.context,
      text: c.text,
      secret: c.secret,
    };
    if (c.also?.length) row.also = c.also;
    lines.push(JSON.stringify(row));
  });
  neg.forEach((c, i) => {
    lines.push(
      JSON.stringify({
        id: `h12n-${String(i + 1).padStart(4, "0")}`,
        family: c.family,
        kind: c.kind,
        context: c.context,
        text: c.text,
      }),
    );
  });
  return `${lines.join("\n")}\n`;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const corpus = buildCorpus();
  if (process.argv.includes("--stdout")) process.stdout.write(corpus);
  else writeFileSync(join(dirname(fileURLToPath(import.meta.url)), "..", "corpus.jsonl"), corpus);
}
