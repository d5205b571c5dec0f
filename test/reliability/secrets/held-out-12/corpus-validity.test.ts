// Validity of the held-out-12 secrets corpus (see README.md): the seeded generator reproduces
// corpus.jsonl byte for byte, every positive's secret and `also` strings occur in its text, ids are
// unique and well-formed, and the counts match the README's tables. Tests the corpus only, never
// the redactor.

import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const here = dirname(fileURLToPath(import.meta.url));
const corpusText = readFileSync(join(here, "corpus.jsonl"), "utf8");
const readme = readFileSync(join(here, "README.md"), "utf8");

type Row = {
  id: string;
  family: string;
  kind: string;
  context: string;
  text: string;
  secret?: string;
  also?: string[];
};
const rows: Row[] = corpusText
  .split("\n")
  .filter((l) => l.length > 0)
  .map((l) => JSON.parse(l) as Row);
const positives = rows.filter((r) => r.family !== "negative");
const negatives = rows.filter((r) => r.family === "negative");

/** Counts from a README table whose rows are `| name | count |`, between a heading and the next. */
function readmeTable(heading: string): Map<string, number> {
  const start = readme.indexOf(heading);
  expect(start, `README has a "${heading}" section`).toBeGreaterThanOrEqual(0);
  const rest = readme.slice(start + heading.length);
  const section = rest.slice(0, rest.search(/\n#{2,3} /) === -1 ? undefined : rest.search(/\n#{2,3} /));
  const out = new Map<string, number>();
  for (const m of section.matchAll(/^\| `?([a-z0-9:._-]+)`? \| (\d+) \|/gm)) out.set(m[1]!, Number(m[2]));
  return out;
}

function tally(list: Row[], key: "family" | "context" | "kind"): Map<string, number> {
  const out = new Map<string, number>();
  for (const r of list) out.set(r[key], (out.get(r[key]) ?? 0) + 1);
  return out;
}

const sorted = (m: Map<string, number>) => [...m.entries()].sort(([a], [b]) => a.localeCompare(b));

describe("held-out-12 secrets corpus", () => {
  it("is reproduced byte for byte by its seeded generator", () => {
    const run = spawnSync(process.execPath, [join(here, "gen", "main.mjs"), "--stdout"], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout === corpusText).toBe(true);
  });

  it("has unique, well-formed ids in order", () => {
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    positives.forEach((r, i) => {
      expect(r.id).toBe(`h12p-${String(i + 1).padStart(4, "0")}`);
    });
    negatives.forEach((r, i) => {
      expect(r.id).toBe(`h12n-${String(i + 1).padStart(4, "0")}`);
    });
  });

  it("puts every positive's secret and also-strings in its text, and none in any negative", () => {
    for (const p of positives) {
      expect(typeof p.secret, p.id).toBe("string");
      expect(p.secret!.length, p.id).toBeGreaterThanOrEqual(8);
      expect(p.text.includes(p.secret!), p.id).toBe(true);
      for (const a of p.also ?? []) expect(p.text.includes(a), `${p.id} also`).toBe(true);
    }
    const secrets = positives.flatMap((p) => [p.secret!, ...(p.also ?? [])]);
    for (const n of negatives) {
      expect(n.secret, n.id).toBeUndefined();
      expect(
        secrets.some((s) => n.text.includes(s)),
        n.id,
      ).toBe(false);
    }
  });

  it("has the counts the README states", () => {
    expect(readme).toContain(`${positives.length} positives`);
    expect(readme).toContain(`${negatives.length} negatives`);
    expect(sorted(readmeTable("### Positives per family"))).toEqual(sorted(tally(positives, "family")));
    expect(sorted(readmeTable("### Positives per context"))).toEqual(sorted(tally(positives, "context")));
    expect(sorted(readmeTable("### Negatives per kind"))).toEqual(sorted(tally(negatives, "kind")));
  });
});
