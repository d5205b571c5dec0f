// Writes test/reliability/secrets/held-out-9/corpus.jsonl, the ninth held-out secrets corpus, from a fixed
// seed: `node test/reliability/secrets/held-out-9/gen/generate.mjs`. `buildCorpus()` returns the same
// bytes, so the validity test can check the file is this generator's output. No clock, no network.

import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { cloudCases } from "./cloud-pairs.mjs";
import { connectionCases } from "./connections.mjs";
import { ids } from "./ids.mjs";
import { GIT_TEMPLATES, REQUEST_TEMPLATES } from "./neg-git-ids.mjs";
import { HASH_TEMPLATES } from "./neg-hashes.mjs";
import { labelledIdCases } from "./neg-labels.mjs";
import { PUBLIC_TEMPLATES } from "./neg-public.mjs";
import { WORD_TEMPLATES } from "./neg-words.mjs";
import { nameForms, PLACEMENTS } from "./placements.mjs";
import { privateKeyCases } from "./private-keys.mjs";
import { makeRng } from "./prng.mjs";
import { VENDORS } from "./vendors.mjs";
import { cliSecretCases, MORE_VENDORS } from "./vendors-more.mjs";
import { webCases } from "./web-credentials.mjs";

export const SEED = "cairn-held-out-9/2026-11-27";
const PER_KIND = 6;
const ALL_VENDORS = [...VENDORS, ...MORE_VENDORS];
const NEG_TEMPLATE_REPEATS = 2;
const NEG_TOTAL = 650;

/** Vendor tokens: each kind once on its own CLI command, then in placements drawn from a shared cycle. */
function vendorCases(r) {
  const cycle = r.shuffle(PLACEMENTS.filter((p) => p.context !== "cli-command"));
  let at = 0;
  const out = [];
  for (const v of ALL_VENDORS) {
    const want = PER_KIND;
    const chosen = [PLACEMENTS.find((p) => p.context === "cli-command")];
    const seen = new Set();
    while (chosen.length < want) {
      const p = cycle[at++ % cycle.length];
      if ((v.weak && !p.named) || seen.has(p.context)) continue;
      seen.add(p.context);
      chosen.push(p);
    }
    for (const p of chosen) {
      const T = v.make(r);
      const text = p.fn({ T, ...nameForms(r.pick(v.env)), cli: r.pick(v.cli), r });
      out.push({ family: v.family, kind: v.kind, context: p.context, text, secret: T });
    }
  }
  return out;
}

function negativeCases(r) {
  const id = ids(r);
  const templates = [
    ...GIT_TEMPLATES,
    ...REQUEST_TEMPLATES,
    ...HASH_TEMPLATES,
    ...PUBLIC_TEMPLATES,
    ...WORD_TEMPLATES,
  ];
  const out = [];
  const texts = new Set();
  for (let k = 0; k < NEG_TEMPLATE_REPEATS; k++) {
    for (const [kind, context, fn] of templates) {
      const text = fn(r, id);
      if (texts.has(text)) continue; // a template without random parts is kept once
      texts.add(text);
      out.push({ kind, context, text });
    }
  }
  return [...out, ...labelledIdCases(r, id, NEG_TOTAL - out.length)];
}

const pad = (n) => String(n).padStart(4, "0");

/** The corpus as JSONL text (one object per line, trailing newline). Throws if a case is malformed. */
export function buildCorpus() {
  const r = makeRng(SEED);
  const token = (family, kind) => ALL_VENDORS.find((v) => v.family === family && v.kind === kind).make(r);
  const positives = [
    ...vendorCases(r),
    ...cliSecretCases(r, token),
    ...cloudCases(r),
    ...connectionCases(r),
    ...privateKeyCases(r),
    ...webCases(r),
  ];
  const negatives = negativeCases(r);
  const lines = [];
  positives.forEach((c, i) => {
    for (const s of [c.secret, ...(c.also ?? [])]) {
      if (s.length < 8 || !c.text.includes(s))
        throw new Error(`bad secret: ${c.family}/${c.kind}/${c.context}`);
    }
    const row = {
      id: `h9p-${pad(i + 1)}`,
      family: c.family,
      kind: c.kind,
      context: c.context,
      text: c.text,
      secret: c.secret,
    };
    if (c.also?.length) row.also = c.also;
    lines.push(JSON.stringify(row));
  });
  negatives.forEach((c, i) => {
    lines.push(
      JSON.stringify({
        id: `h9n-${pad(i + 1)}`,
        family: "negative",
        kind: c.kind,
        context: c.context,
        text: c.text,
      }),
    );
  });
  return `${lines.join("\n")}\n`;
}

export const CORPUS_PATH = join(dirname(fileURLToPath(import.meta.url)), "..", "corpus.jsonl");

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(CORPUS_PATH, buildCorpus());
}
