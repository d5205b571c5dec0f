// Validity of the ninth held-out secrets corpus (corpus.jsonl): the seeded generator reproduces it byte
// for byte, every positive's secret (and `also` values) occurs in its text, ids are unique and in order,
// no positive's secret appears in a negative, and the counts are the ones README.md states.
// It checks the corpus only, never the redactor.

import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { buildCorpus, CORPUS_PATH } from "./gen/generate.mjs";

interface Row {
  id: string;
  family: string;
  kind: string;
  context: string;
  text: string;
  secret?: string;
  also?: string[];
}

const here = dirname(fileURLToPath(import.meta.url));
const raw = readFileSync(join(here, "corpus.jsonl"), "utf8");
const rows: Row[] = raw
  .trimEnd()
  .split("\n")
  .map((line) => JSON.parse(line) as Row);
const positives = rows.filter((r) => r.family !== "negative");
const negatives = rows.filter((r) => r.family === "negative");

/** Rows `| name | n |` of the README table under `heading`. */
function readmeTable(heading: string): Map<string, number> {
  const readme = readFileSync(join(here, "README.md"), "utf8");
  const start = readme.indexOf(heading);
  expect(start, `README has a "${heading}" section`).toBeGreaterThan(-1);
  const section = readme.slice(start + heading.length).split("\n## ")[0] ?? "";
  const table = new Map<string, number>();
  for (const m of section.matchAll(/^\| `?([\w-]+)`? \| (\d+) \|/gm)) table.set(m[1]!, Number(m[2]));
  return table;
}

function countBy(list: Row[], key: (r: Row) => string): Map<string, number> {
  const out = new Map<string, number>();
  for (const r of list) out.set(key(r), (out.get(key(r)) ?? 0) + 1);
  return out;
}

describe("held-out-9 secrets corpus", () => {
  it("is exactly what the seeded generator writes", () => {
    expect(CORPUS_PATH).toBe(join(here, "corpus.jsonl"));
    expect(buildCorpus() === raw).toBe(true);
  });

  it("has well-formed rows with unique, ordered ids", () => {
    positives.forEach((r, i) => {
      expect(r.id).toBe(`h9p-${String(i + 1).padStart(4, "0")}`);
      expect(Object.keys(r).slice(0, 6)).toEqual(["id", "family", "kind", "context", "text", "secret"]);
    });
    negatives.forEach((r, i) => {
      expect(r.id).toBe(`h9n-${String(i + 1).padStart(4, "0")}`);
      expect(Object.keys(r)).toEqual(["id", "family", "kind", "context", "text"]);
    });
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.text)).size).toBe(rows.length);
  });

  it("puts every positive's secret and also-values in its text", () => {
    for (const r of positives) {
      for (const s of [r.secret!, ...(r.also ?? [])]) {
        expect(s.length, r.id).toBeGreaterThanOrEqual(8);
        expect(r.text.includes(s), r.id).toBe(true);
      }
    }
  });

  it("has no positive's secret inside a negative", () => {
    const secrets = positives.flatMap((r) => [r.secret!, ...(r.also ?? [])]);
    const leaks = negatives.filter((n) => secrets.some((s) => n.text.includes(s))).map((n) => n.id);
    expect(leaks).toEqual([]);
  });

  it("has the counts README.md states", () => {
    const totals = readmeTable("## Totals");
    expect(totals.get("positives")).toBe(positives.length);
    expect(totals.get("negatives")).toBe(negatives.length);
    expect(readmeTable("## Positives per family")).toEqual(countBy(positives, (r) => r.family));
    expect(readmeTable("## Negatives per kind group")).toEqual(
      countBy(negatives, (r) => (r.kind.startsWith("labelled-") ? "labelled-id" : r.kind)),
    );
  });
});
