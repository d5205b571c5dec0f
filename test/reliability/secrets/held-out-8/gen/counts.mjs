// Prints the count tables that README.md carries between its "counts" markers, computed from
// corpus.jsonl. Usage: node gen/counts.mjs
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const file = join(dirname(fileURLToPath(import.meta.url)), "..", "corpus.jsonl");
const rows = readFileSync(file, "utf8")
  .trim()
  .split("\n")
  .map((l) => JSON.parse(l));
const pos = rows.filter((c) => c.family !== "negative");
const neg = rows.filter((c) => c.family === "negative");

const tally = (xs, key) => {
  const m = new Map();
  for (const x of xs) m.set(x[key], (m.get(x[key]) ?? 0) + 1);
  return [...m].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
};
const kinds = (fam) => new Set(pos.filter((c) => c.family === fam).map((c) => c.kind)).size;
const table = (head, entries) =>
  [head, `|---|---:|`, ...entries.map(([k, n]) => `| ${k} | ${n} |`)].join("\n");

const out = [
  `Positives: ${pos.length} (${new Set(pos.map((c) => c.kind)).size} kinds). Negatives: ${neg.length} (${new Set(neg.map((c) => c.kind)).size} kinds).`,
  "",
  "| positive family | cases | kinds |",
  "|---|---:|---:|",
  ...tally(pos, "family").map(([k, n]) => `| ${k} | ${n} | ${kinds(k)} |`),
  "",
  table("| positive context | cases |", tally(pos, "context")),
  "",
  table("| negative context | cases |", tally(neg, "context")),
].join("\n");
process.stdout.write(`${out}\n`);
