// Builds ../corpus.jsonl from a fixed SEED constant; the same code and SEED give the same bytes.
// Usage: node build-corpus.mjs            (writes the corpus, prints counts per family and context)
//        node build-corpus.mjs --stdout   (prints the corpus instead of writing it; used by the validity test)
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { ID_NEGATIVES } from "./neg-ids.mjs";
import { MORE_NEGATIVES } from "./neg-more.mjs";
import { TEXT_NEGATIVES } from "./neg-text.mjs";
import { cliCases, dsnCases } from "./pos-access.mjs";
import { awsCases, jwtCases, otherCloudCases, privateKeyCases } from "./pos-cloud.mjs";
import { credentialFileCases, printedSecretCases } from "./pos-files.mjs";
import { PROJECT_TEMPLATES, SESSION_TEMPLATES, WIRE_KINDS } from "./pos-vendor.mjs";
import { cookieCases, keywordCases, urlCredentialCases, webhookCases } from "./pos-web.mjs";
import { makeRng } from "./rng.mjs";
import { PROSE_WITH_VALUE } from "./scene.mjs";
import { VENDORS } from "./vendors.mjs";

export const SEED = "cairn/held-out-4: wren-kettle-0931";
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

/** A case is usable when its secret (and every `also`) appears verbatim in its text. */
const fits = (k) => k.text.includes(k.secret) && (k.also ?? []).every((a) => k.text.includes(a));

/** Indexes of the session templates whose kind is in WIRE_KINDS (found by a dry run with a fixed seed). */
const WIRE = new Set(
  SESSION_TEMPLATES.map((tpl, j) => [tpl(makeRng("probe"), VENDORS[0], "probe-token-value")[1], j])
    .filter(([kind]) => WIRE_KINDS.includes(kind))
    .map(([, j]) => j),
);

function vendorCases(r) {
  const out = [];
  VENDORS.forEach((v, i) => {
    const placements = [r.shuffle(SESSION_TEMPLATES), r.shuffle(PROJECT_TEMPLATES)];
    const used = new Set();
    if (i % 3 === 0) {
      const say = PROSE_WITH_VALUE[(i / 3) % PROSE_WITH_VALUE.length];
      const token = v.make(r);
      out.push({
        family: v.family,
        context: "prose",
        kind: "hand-over",
        text: say(v.vendor, token),
        secret: token,
      });
      used.add("hand-over");
    }
    if (i % 3 === 1) placements.push(r.shuffle(SESSION_TEMPLATES.filter((_, j) => WIRE.has(j))));
    for (const pool of placements) {
      for (const tpl of pool) {
        const token = v.make(r);
        const [context, kind, text] = tpl(r, v, token);
        const k = { family: v.family, context, kind, text, secret: token };
        if (!used.has(kind) && fits(k)) {
          used.add(kind);
          out.push(k);
          break;
        }
      }
    }
  });
  return out;
}

function negatives(r) {
  const out = [];
  const seen = new Set();
  for (const [kind, count, make] of [...ID_NEGATIVES, ...TEXT_NEGATIVES, ...MORE_NEGATIVES]) {
    for (let i = 0; i < count; i++) {
      const [context, text] = make(r, i);
      if (seen.has(text)) continue;
      seen.add(text);
      out.push({ family: "negative", kind, context, text });
    }
  }
  return out;
}

export function buildCorpus() {
  const r = makeRng(SEED);
  const positives = [
    ...vendorCases(r),
    ...awsCases(r),
    ...otherCloudCases(r),
    ...jwtCases(r),
    ...privateKeyCases(r),
    ...dsnCases(r),
    ...cliCases(r),
    ...credentialFileCases(r),
    ...printedSecretCases(r),
    ...webhookCases(r),
    ...cookieCases(r),
    ...urlCredentialCases(r),
    ...keywordCases(r),
  ];
  const bad = positives.filter((k) => !fits(k));
  if (bad.length > 0)
    throw new Error(`cases whose secret is not in the text: ${bad.map((k) => k.kind).join(", ")}`);
  const negs = negatives(r);
  const cases = r.shuffle([
    ...positives.map((k) => ({ ...k, _pos: true })),
    ...negs.map((k) => ({ ...k, _pos: false })),
  ]);
  let p = 0;
  let q = 0;
  return cases.map(({ _pos, ...k }) => {
    const id = _pos ? `h4p-${String(++p).padStart(4, "0")}` : `h4n-${String(++q).padStart(4, "0")}`;
    return _pos
      ? {
          id,
          family: k.family,
          kind: k.kind,
          context: k.context,
          text: k.text,
          secret: k.secret,
          ...(k.also ? { also: k.also } : {}),
        }
      : { id, family: "negative", kind: k.kind, context: k.context, text: k.text };
  });
}

function counts(cases) {
  const by = (key, pick) => {
    const m = new Map();
    for (const k of cases.filter(pick)) m.set(k[key], (m.get(k[key]) ?? 0) + 1);
    return [...m.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  };
  const pos = (k) => k.family !== "negative";
  const neg = (k) => k.family === "negative";
  return {
    positives: cases.filter(pos).length,
    negatives: cases.filter(neg).length,
    families: by("family", pos),
    positiveContexts: by("context", pos),
    negativeContexts: by("context", neg),
    negativeKinds: by("kind", neg),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const cases = buildCorpus();
  const text = `${cases.map((k) => JSON.stringify(k)).join("\n")}\n`;
  if (process.argv.includes("--stdout")) {
    process.stdout.write(text);
  } else {
    writeFileSync(join(dirname(fileURLToPath(import.meta.url)), "..", "corpus.jsonl"), text);
    console.log(JSON.stringify(counts(cases), null, 1));
  }
}
