// Writes ../corpus.jsonl: the fifth held-out secret corpus. Deterministic (seeded); run with
//   node test/reliability/secrets/held-out-5/gen/generate.mjs [--check]
// --check regenerates in memory and exits 1 when the committed file differs.

import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { negatives } from "./negatives.mjs";
import { PLACEMENTS } from "./placements.mjs";
import { codeLiterals, prose } from "./pos-code-prose.mjs";
import { cloudPairs, connectionStrings, jwts, privateKeys } from "./pos-infra.mjs";
import { cliArguments, commandOutput, credentialFiles } from "./pos-tools.mjs";
import { authHeaders, cookies, jsonResponses, logLines, urlTokens, webhooks } from "./pos-web.mjs";
import { makeRng } from "./rng.mjs";
import { VENDORS } from "./vendors.mjs";

const SEED = "cairn/held-out-5/tidepool-lantern-2026-11";
const CONTEXTS = new Set([
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
]);

export function buildCorpus() {
  const r = makeRng(SEED);
  const cases = [];
  let p = 0;
  let n = 0;
  const add = (family, kind, context, text, secret, also = []) => {
    if (!CONTEXTS.has(context)) throw new Error(`bad context ${context}`);
    for (const s of [secret, ...also]) {
      if (!text.includes(s)) throw new Error(`${family}/${kind}: secret not in text`);
    }
    const c = { id: `h5-p${String(++p).padStart(4, "0")}`, family, kind, context, text, secret };
    if (also.length > 0) c.also = also;
    cases.push(c);
  };
  const addNeg = (kind, context, text) => {
    if (!CONTEXTS.has(context)) throw new Error(`bad context ${context}`);
    cases.push({ id: `h5-n${String(++n).padStart(4, "0")}`, family: "negative", kind, context, text });
  };
  const vendorOrder = [...VENDORS, ...r.shuffle(VENDORS).slice(0, 4)];
  for (const v of vendorOrder) {
    const tok = v.make(r);
    for (;;) {
      const placed = r.pick(PLACEMENTS)(r, v, tok);
      if (!placed.text.includes(tok)) continue;
      add("vendor-token", v.kind, placed.context, placed.text, tok);
      break;
    }
  }
  cloudPairs(r, add);
  connectionStrings(r, add);
  privateKeys(r, add);
  jwts(r, add);
  credentialFiles(r, add);
  cliArguments(r, add);
  commandOutput(r, add);
  webhooks(r, add);
  cookies(r, add);
  authHeaders(r, add);
  urlTokens(r, add);
  jsonResponses(r, add);
  logLines(r, add);
  codeLiterals(r, add);
  prose(r, add);
  negatives(r, addNeg);
  return cases;
}

const here = dirname(fileURLToPath(import.meta.url));
const out = join(here, "..", "corpus.jsonl");
const body = `${buildCorpus()
  .map((c) => JSON.stringify(c))
  .join("\n")}\n`;
if (process.argv.includes("--check")) {
  if (readFileSync(out, "utf8") !== body) {
    console.error("held-out-5: corpus.jsonl differs from the generator's output");
    process.exit(1);
  }
} else {
  writeFileSync(out, body);
  const lines = body
    .trim()
    .split("\n")
    .map((l) => JSON.parse(l));
  const pos = lines.filter((c) => c.family !== "negative").length;
  console.log(`held-out-5: ${pos} positives, ${lines.length - pos} negatives -> ${out}`);
}
