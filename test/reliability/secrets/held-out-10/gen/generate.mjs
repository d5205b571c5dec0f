// Writes test/reliability/secrets/held-out-10/corpus.jsonl (the tenth held-out secrets corpus) from a
// fixed seed: same code, same bytes. `node gen/generate.mjs --stdout` prints it instead of writing;
// `--counts` prints counts per family and per context as JSON, `--tables` as the README's tables.

import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { appSecretCases } from "./app-secrets.mjs";
import { dsnCases } from "./dsn.mjs";
import { ID_PLACEMENTS } from "./id-placements.mjs";
import { IDS } from "./ids.mjs";
import { keyCases } from "./keys.mjs";
import { miscCases, outputCases } from "./misc.mjs";
import { NEGATIVE_TEMPLATES } from "./negatives.mjs";
import { pairCases } from "./pairs.mjs";
import { PLACEMENTS } from "./placements.mjs";
import { makeRand } from "./rand.mjs";
import { VENDORS } from "./vendors.mjs";

const SEED = 0x10c0ffee;
const PER_VENDOR = 4;
const PER_ID_KIND = 5;
const PER_NEGATIVE_TEMPLATE = 2;

/** Fisher–Yates shuffle driven by `r` (returns a new array). */
function shuffle(r, xs) {
  const a = xs.slice();
  for (let i = a.length - 1; i > 0; i--) {
    const j = r.int(0, i);
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

function vendorCases(r) {
  const out = [];
  for (const v of VENDORS) {
    const fits = PLACEMENTS.filter((p) => !(v.bare && p.label === false));
    for (const p of shuffle(r, fits).slice(0, PER_VENDOR)) {
      const t = v.make(r);
      out.push({ family: v.family, kind: v.kind, context: p.context, text: p.text(v, t, r), secret: t });
    }
    for (const c of v.cli ?? []) {
      const t = v.make(r);
      out.push({
        family: v.family,
        kind: v.kind,
        context: "cli-vendor-command",
        text: `$ ${c.replaceAll("{T}", t)}`,
        secret: t,
      });
    }
  }
  return out;
}

function negativeCases(r) {
  const out = [];
  for (const id of IDS) {
    for (const p of shuffle(r, ID_PLACEMENTS).slice(0, PER_ID_KIND)) {
      const v = id.make(r);
      out.push({ kind: id.kind, context: p.context, text: p.text(r.pick(id.labels), v, id.env, r) });
    }
  }
  for (const [kind, context, f] of NEGATIVE_TEMPLATES) {
    // a template with no random part is written once (a second copy would be a duplicate case)
    const n = f.length === 0 ? 1 : PER_NEGATIVE_TEMPLATE;
    for (let i = 0; i < n; i++) out.push({ kind, context, text: f(r) });
  }
  return out;
}

/** The corpus as JSONL text (one object per line, trailing newline). */
export function corpusText() {
  const r = makeRand(SEED);
  const byKind = Object.fromEntries(VENDORS.map((v) => [v.kind, v]));
  const positives = [
    ...vendorCases(r),
    ...pairCases(r),
    ...dsnCases(r),
    ...keyCases(r),
    ...miscCases(r, byKind),
    ...outputCases(r, byKind),
    ...appSecretCases(r, byKind),
  ];
  const negatives = negativeCases(r);
  const lines = [];
  positives.forEach((c, i) => {
    const id = `h10p-${String(i + 1).padStart(4, "0")}`;
    const { family, kind, context, text, secret, also } = c;
    lines.push(JSON.stringify({ id, family, kind, context, text, secret, ...(also ? { also } : {}) }));
  });
  negatives.forEach((c, i) => {
    const id = `h10n-${String(i + 1).padStart(4, "0")}`;
    lines.push(JSON.stringify({ id, family: "negative", kind: c.kind, context: c.context, text: c.text }));
  });
  return `${lines.join("\n")}\n`;
}

function counts(text) {
  const rows = text
    .trimEnd()
    .split("\n")
    .map((l) => JSON.parse(l));
  const tally = (xs, f) => {
    const m = new Map();
    for (const x of xs) m.set(f(x), (m.get(f(x)) ?? 0) + 1);
    return [...m.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  };
  const pos = rows.filter((x) => x.family !== "negative");
  const neg = rows.filter((x) => x.family === "negative");
  return {
    positives: pos.length,
    negatives: neg.length,
    families: tally(pos, (x) => x.family),
    posContexts: tally(pos, (x) => x.context),
    negKinds: tally(neg, (x) => x.kind),
    negContexts: tally(neg, (x) => x.context),
  };
}

/** Markdown count tables for the README, each between `<!-- counts:NAME -->` and `<!-- /counts -->`. */
function tables(text) {
  const c = counts(text);
  const table = (name, head, rows) =>
    `<!-- counts:${name} -->\n| ${head} | cases |\n|---|---:|\n${rows.map(([k, n]) => `| ${k} | ${n} |`).join("\n")}\n<!-- /counts -->\n`;
  return [
    `<!-- counts:totals -->\n| set | cases |\n|---|---:|\n| positives | ${c.positives} |\n| negatives | ${c.negatives} |\n<!-- /counts -->\n`,
    table("families", "positive family", c.families),
    table("negative-kinds", "negative kind", c.negKinds),
    table("contexts", "positive context", c.posContexts),
    table("negative-contexts", "negative context", c.negContexts),
  ].join("\n");
}

const self = fileURLToPath(import.meta.url);
if (process.argv[1] === self) {
  const text = corpusText();
  if (process.argv.includes("--stdout")) process.stdout.write(text);
  else if (process.argv.includes("--counts"))
    process.stdout.write(`${JSON.stringify(counts(text), null, 1)}\n`);
  else if (process.argv.includes("--tables")) process.stdout.write(tables(text));
  else writeFileSync(join(dirname(self), "..", "corpus.jsonl"), text);
}
