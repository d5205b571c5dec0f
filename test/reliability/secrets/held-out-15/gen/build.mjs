// Writes test/reliability/secrets/held-out-15/corpus.jsonl from its PRNG seed words alone.
// Usage: node test/reliability/secrets/held-out-15/gen/build.mjs [--stdout]
//   --stdout  print the corpus instead of writing corpus.jsonl (the validity test compares the two)

import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { connCases } from "./conn.mjs";
import { keyCases } from "./keys.mjs";
import { miscCases } from "./misc.mjs";
import { idNegatives } from "./negatives-ids.mjs";
import { objectNegatives } from "./negatives-objects.mjs";
import { positionNegatives } from "./negatives-positions.mjs";
import { wordNegatives } from "./negatives-words.mjs";
import { cloudCases } from "./pairs.mjs";
import { PLACEMENT_NAMES, PLACEMENTS } from "./placements.mjs";
import { reseed } from "./rand.mjs";
import { VENDORS } from "./vendors.mjs";

const shows = (c) => c.text.includes(c.secret) && (c.also ?? []).every((a) => a && c.text.includes(a));

/** Each vendor token in 3 placements, rotating through every placement. */
function vendorCases() {
  const out = [];
  VENDORS.forEach(([family, env, host, make, auth, cli], i) => {
    const v = { family, env, host, auth, cli };
    const want = 3;
    let tried = 0;
    for (let k = 0; out.filter((c) => c.vendorIndex === i).length < want; k++) {
      const ctx = PLACEMENT_NAMES[(i * 7 + k * 13 + tried) % PLACEMENT_NAMES.length];
      const t = make();
      const r = PLACEMENTS[ctx](v, t);
      const c = typeof r === "string" ? { text: r, secret: t } : r;
      if (!shows(c) || c.secret.length < 8) {
        tried++;
        continue;
      }
      out.push({
        vendorIndex: i,
        family,
        kind: "vendor-token",
        context: ctx,
        text: c.text,
        secret: c.secret,
      });
    }
  });
  return out.map(({ vendorIndex, ...c }) => c);
}

/** The corpus as JSONL text: positives h15p-NNNN then negatives h15n-NNNN. */
export function buildCorpus() {
  reseed(0x15c0ffee, 0x0000cafe, 0x2026112a, 0x15151515);
  const positives = [...vendorCases(), ...cloudCases(), ...connCases(), ...keyCases(), ...miscCases()];
  const negatives = [...idNegatives(), ...objectNegatives(), ...wordNegatives(), ...positionNegatives()];
  const lines = [];
  positives.forEach((c, i) => {
    if (!shows(c)) throw new Error(`positive ${c.family}/${c.context} does not show its secret`);
    const rec = {
      id: `h15p-${String(i + 1).padStart(4, "0")}`,
      family: c.family,
      kind: c.kind,
      context: c.context,
      text: c.text,
      secret: c.secret,
    };
    if (c.also?.length) rec.also = c.also;
    lines.push(JSON.stringify(rec));
  });
  negatives.forEach((c, i) => {
    const rec = {
      id: `h15n-${String(i + 1).padStart(4, "0")}`,
      family: "negative",
      kind: c.kind,
      context: c.context,
      text: c.text,
    };
    lines.push(JSON.stringify(rec));
  });
  return `${lines.join("\n")}\n`;
}

const self = fileURLToPath(import.meta.url);
if (process.argv[1] === self) {
  const text = buildCorpus();
  if (process.argv.includes("--stdout")) process.stdout.write(text);
  else writeFileSync(join(dirname(self), "..", "corpus.jsonl"), text);
}
