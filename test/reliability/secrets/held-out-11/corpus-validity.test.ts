// Validity of the held-out-11 secrets corpus itself (never the redactor): the seeded generator writes
// corpus.jsonl byte for byte, every positive's secret and `also` values occur in its text, ids are
// unique and well-formed, and the per-family counts match the table in README.md.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";

const here = dirname(fileURLToPath(import.meta.url));
const corpusText = readFileSync(join(here, "corpus.jsonl"), "utf8");

interface Row {
  id: string;
  family: string;
  kind: string;
  context: string;
  text: string;
  secret?: string;
  also?: string[];
}

const rows: Row[] = corpusText
  .trimEnd()
  .split("\n")
  .map((line) => JSON.parse(line) as Row);
const positives = rows.filter((r) => r.family !== "negative");
const negatives = rows.filter((r) => r.family === "negative");

/** Rows of the README table that follows `heading`: `| \`name\` | count |`. */
function readmeTable(heading: string): Map<string, number> {
  const readme = readFileSync(join(here, "README.md"), "utf8");
  const section = readme.slice(readme.indexOf(heading));
  const table = new Map<string, number>();
  for (const line of section.split("\n").slice(1)) {
    if (line.startsWith("#")) break;
    const m = /^\| `([^`]+)` \| (\d+) \|/.exec(line);
    if (m) table.set(m[1]!, Number(m[2]));
  }
  return table;
}

describe("held-out-11 secrets corpus", () => {
  it("is reproduced byte for byte by its seeded generator", async () => {
    const url = pathToFileURL(join(here, "gen", "build.mjs")).href;
    const gen = await import(url);
    expect(gen.buildCorpus()).toBe(corpusText);
  });

  it("has unique, well-formed ids in order", () => {
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    expect(positives.map((r) => r.id)).toEqual(
      positives.map((_, i) => `h11p-${String(i + 1).padStart(4, "0")}`),
    );
    expect(negatives.map((r) => r.id)).toEqual(
      negatives.map((_, i) => `h11n-${String(i + 1).padStart(4, "0")}`),
    );
  });

  it("puts every positive's secret and also-values in its text", () => {
    for (const r of positives) {
      expect(r.secret, r.id).toBeTypeOf("string");
      expect(r.secret!.length, r.id).toBeGreaterThanOrEqual(8);
      expect(r.text.includes(r.secret!), r.id).toBe(true);
      for (const a of r.also ?? []) expect(r.text.includes(a), r.id).toBe(true);
    }
  });

  it("gives negatives no secret field and distinct texts", () => {
    for (const r of negatives) expect("secret" in r, r.id).toBe(false);
    expect(new Set(negatives.map((r) => r.text)).size).toBe(negatives.length);
  });

  it("has the counts README.md states", () => {
    const families = readmeTable("## Positives per family");
    const actual = new Map<string, number>();
    for (const r of positives) actual.set(r.family, (actual.get(r.family) ?? 0) + 1);
    expect(Object.fromEntries(actual)).toEqual(Object.fromEntries(families));
    const totals = readmeTable("## Totals");
    expect(totals.get("positives")).toBe(positives.length);
    expect(totals.get("negatives")).toBe(negatives.length);
  });
});
