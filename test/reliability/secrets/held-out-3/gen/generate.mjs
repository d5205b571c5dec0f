// Builds test/reliability/secrets/held-out-3/corpus.jsonl: seeded and deterministic, so running it again
// writes the same file. Usage: node test/reliability/secrets/held-out-3/gen/generate.mjs [--check]
//   --check  exit 1 when the file on disk differs from what the generator builds (nothing is written).
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { cloudCases } from "./cloud.mjs";
import { connectionCases } from "./connections.mjs";
import { fileCases } from "./files.mjs";
import { keyCases } from "./keys.mjs";
import { negativeCases } from "./negatives.mjs";
import { moreNegativeCases } from "./negatives-more.mjs";
import { CONTEXTS, PLACEMENTS, slugOf } from "./placements.mjs";
import { rng } from "./random.mjs";
import { cliCases, jwtCases, webhookCases } from "./sessions.mjs";
import { VENDORS } from "./vendors.mjs";

export const SEED = 0x5ec3e7;
const KEYWORD =
  /key|token|secret|passw|auth|bearer|credential|api|令牌|密钥|密码|schlüssel|clave|clé|キー|chave|токен|ключ|пароль/i;

/** True when two independent draws share a prefix of 3+ characters, i.e. the format is recognisable alone. */
function structured(vendor) {
  const a = vendor.make(rng(1));
  const b = vendor.make(rng(2));
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return i >= 3;
}

/** One case per vendor per pass, contexts rotated; a format without a prefix only goes where a keyword is. */
function vendorCases(r) {
  const out = [];
  const passes = [VENDORS, VENDORS.filter((_, i) => i % 2 === 0)];
  passes.forEach((list, pass) => {
    list.forEach((v, i) => {
      const needsKeyword = !structured(v);
      const tok = v.make(r);
      const t = { tok, env: v.env, vendor: v.vendor, slug: slugOf(v.vendor) };
      for (let step = 0; step < CONTEXTS.length; step++) {
        const context = CONTEXTS[(i + pass * 5 + step) % CONTEXTS.length];
        const templates = [...PLACEMENTS[context]];
        const start = r.int(0, templates.length - 1);
        for (let k = 0; k < templates.length; k++) {
          const text = templates[(start + k) % templates.length](r, t);
          if (needsKeyword && !KEYWORD.test(text.replace(tok, ""))) continue;
          out.push({ family: "vendor-token", kind: v.kind, context, text, secret: tok });
          return;
        }
      }
      throw new Error(`no placement for ${v.kind}`);
    });
  });
  return out;
}

export function buildCorpus() {
  const r = rng(SEED);
  const positives = [
    ...vendorCases(r),
    ...cloudCases(r),
    ...connectionCases(r),
    ...keyCases(r),
    ...fileCases(r),
    ...cliCases(r),
    ...jwtCases(r),
    ...webhookCases(r),
  ];
  const negatives = [...negativeCases(r), ...moreNegativeCases(r)];
  const cases = [];
  positives.forEach((p, i) => {
    if (!p.text.includes(p.secret)) throw new Error(`secret not in text: ${p.kind}`);
    for (const a of p.also ?? [])
      if (!p.text.includes(a)) throw new Error(`also value not in text: ${p.kind}`);
    const { family, kind, context, text, secret, also } = p;
    cases.push({
      id: `h3-p${String(i + 1).padStart(4, "0")}`,
      family,
      kind,
      context,
      text,
      secret,
      ...(also ? { also } : {}),
    });
  });
  const seen = new Set();
  for (const { family, kind, context, text } of negatives) {
    if (seen.has(text)) continue;
    seen.add(text);
    cases.push({ id: `h3-n${String(seen.size).padStart(4, "0")}`, family, kind, context, text });
  }
  return cases;
}

export const corpusPath = join(dirname(fileURLToPath(import.meta.url)), "..", "corpus.jsonl");
export const serialize = (cases) => `${cases.map((c) => JSON.stringify(c)).join("\n")}\n`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const text = serialize(buildCorpus());
  if (process.argv.includes("--check")) {
    const same = readFileSync(corpusPath, "utf8") === text;
    console.log(same ? "corpus.jsonl matches the generator" : "corpus.jsonl differs from the generator");
    process.exit(same ? 0 : 1);
  }
  writeFileSync(corpusPath, text);
  console.log(`wrote ${text.split("\n").length - 1} cases to ${corpusPath}`);
}
