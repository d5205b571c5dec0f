// Prints the README's count sections (totals, positives per family, negatives per kind group, contexts)
// from corpus.jsonl: `node test/reliability/secrets/held-out-9/gen/readme-tables.mjs`.

import { readFileSync } from "node:fs";
import { CORPUS_PATH } from "./generate.mjs";

const rows = readFileSync(CORPUS_PATH, "utf8")
  .trimEnd()
  .split("\n")
  .map((l) => JSON.parse(l));
const pos = rows.filter((r) => r.family !== "negative");
const neg = rows.filter((r) => r.family === "negative");
const labelled = neg.filter((r) => r.kind.startsWith("labelled-"));
const countBy = (list, key) => {
  const m = new Map();
  for (const r of list) m.set(key(r), (m.get(key(r)) ?? 0) + 1);
  return m;
};
const table = (m, head) =>
  `| ${head} | n |\n|---|---|\n${[...m].map(([k, v]) => `| ${k} | ${v} |`).join("\n")}\n`;
const list = (m) =>
  [...m]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([k, v]) => `${k} ${v}`)
    .join(", ");
const pc = countBy(pos, (r) => r.context);
const nc = countBy(neg, (r) => r.context);
const group = (r) => (r.kind.startsWith("labelled-") ? "labelled-id" : r.kind);

console.log(`## Totals

| total | n |
|---|---|
| positives | ${pos.length} |
| negatives | ${neg.length} |

${pos.length} positives in ${countBy(pos, (r) => r.family).size} families, ${countBy(pos, (r) => `${r.family}/${r.kind}`).size} kinds and ${pc.size} contexts; ${neg.length} negatives in ${countBy(neg, (r) => r.kind).size} kinds and ${nc.size} contexts.

## Positives per family

${table(
  countBy(pos, (r) => r.family),
  "family",
)}
## Negatives per kind group

\`labelled-id\` groups the ${labelled.length} cases of gen/neg-labels.mjs (${countBy(labelled, (r) => r.kind).size} labels such as \`labelled-commit_sha\`, \`labelled-page_token\`, \`labelled-idempotency_key\`, each in up to 20 formats: JSON, YAML, env, logfmt, headers, query strings, code, SQL, CLI flags, tables, prose).

${table(countBy(neg, group), "kind group")}
## Contexts

Positives (${pc.size}): ${list(pc)}.

Negatives (${nc.size}): ${list(nc)}.`);
