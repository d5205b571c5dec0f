// Writes ../corpus.jsonl: the sixth held-out secret corpus (see ../README.md).
// Deterministic: the same seed gives byte-identical output. Usage: node generate.mjs
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { cloudPairs, jwts, privateKeys } from "./keys.mjs";
import { NEGATIVES } from "./negatives.mjs";
import { PLACEMENTS } from "./placements.mjs";
import { makeRng } from "./rng.mjs";
import { cookies, oauthAndOpaque, outputs, prosePasswords, webhooks } from "./sessions.mjs";
import { commandLines, connections, credentialFiles } from "./structures.mjs";
import { VENDORS } from "./vendors.mjs";

export const SEED = "cairn/held-out-6/a-corpus-of-its-own/2026-11-26";
const PER_VENDOR = 3;
const NEGATIVE_ROUNDS = 6;

function vendorCases(r) {
  const cases = [];
  let slot = 0;
  for (const [family, make, varName, service] of VENDORS) {
    for (let i = 0; i < PER_VENDOR; i++) {
      const [kind, context, place] = PLACEMENTS[slot % PLACEMENTS.length];
      slot += 7;
      const token = make(r);
      cases.push({ family, kind, context, text: place(token, varName, service, r), secret: token });
    }
    const token = make(r);
    if (token.length >= 64 && cases.length % 2 === 0) {
      const cut = 40;
      cases.push({
        family,
        kind: "wrapped-at-terminal-width",
        context: "output",
        text: `$ ${service.toLowerCase().replace(/[^a-z]/g, "")} token show\n${token.slice(0, cut)}\n${token.slice(cut)}`,
        secret: token.slice(0, cut),
        also: [token.slice(cut)],
      });
    }
  }
  return cases;
}

function negativeCases(r) {
  const seen = new Set();
  const cases = [];
  for (let round = 0; round < NEGATIVE_ROUNDS; round++) {
    for (const [kind, context, make] of NEGATIVES) {
      const text = make(r);
      if (seen.has(text)) continue;
      seen.add(text);
      cases.push({ family: "negative", kind, context, text });
    }
  }
  return cases;
}

export function buildCorpus() {
  const r = makeRng(SEED);
  const positives = [
    ...vendorCases(r),
    ...privateKeys(r),
    ...jwts(r),
    ...cloudPairs(r),
    ...connections(r),
    ...credentialFiles(r),
    ...commandLines(r),
    ...outputs(r),
    ...cookies(r),
    ...webhooks(r),
    ...oauthAndOpaque(r),
    ...prosePasswords(r),
  ];
  const negatives = negativeCases(r);
  const pad = (n) => String(n).padStart(4, "0");
  return [
    ...positives.map((c, i) => ({ id: `h6-p${pad(i + 1)}`, ...c })),
    ...negatives.map((c, i) => ({ id: `h6-n${pad(i + 1)}`, ...c })),
  ].map(({ id, family, kind, context, text, secret, also }) => ({
    id,
    family,
    kind,
    context,
    text,
    ...(secret === undefined ? {} : { secret }),
    ...(also?.length ? { also } : {}),
  }));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const corpus = buildCorpus();
  const path = join(dirname(fileURLToPath(import.meta.url)), "..", "corpus.jsonl");
  writeFileSync(path, `${corpus.map((c) => JSON.stringify(c)).join("\n")}\n`);
  const positives = corpus.filter((c) => c.family !== "negative").length;
  process.stdout.write(
    `wrote ${corpus.length} cases (${positives} positives, ${corpus.length - positives} negatives) to ${path}\n`,
  );
}
