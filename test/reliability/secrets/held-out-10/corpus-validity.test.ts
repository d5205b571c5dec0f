// Validity of the tenth held-out secrets corpus (not of the redactor, which this file never runs):
// the seeded generator reproduces corpus.jsonl byte for byte, every positive's secret (and `also`)
// occurs in its text, ids are unique and well-formed, and the counts are those the README states.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const dir = import.meta.dirname;
const corpusText = readFileSync(join(dir, "corpus.jsonl"), "utf8");
const readme = readFileSync(join(dir, "README.md"), "utf8");

interface Case {
  id: string;
  family: string;
  kind: string;
  context: string;
  text: string;
  secret?: string;
  also?: string[];
}

const cases: Case[] = corpusText
  .trimEnd()
  .split("\n")
  .map((line) => JSON.parse(line) as Case);
const positives = cases.filter((c) => c.family !== "negative");
const negatives = cases.filter((c) => c.family === "negative");

/** The `| name | n |` rows between `<!-- counts:NAME -->` and `<!-- /counts -->` in the README. */
function readmeTable(name: string): Map<string, number> {
  const start = readme.indexOf(`<!-- counts:${name} -->`);
  if (start < 0) throw new Error(`README has no counts:${name} table`);
  const end = readme.indexOf("<!-- /counts -->", start);
  const rows = new Map<string, number>();
  for (const line of readme.slice(start, end).split("\n")) {
    const m = /^\| ([^|]+?) \| (\d+) \|$/.exec(line);
    if (m) rows.set(m[1]!, Number(m[2]));
  }
  return rows;
}

function tally(xs: Case[], key: (c: Case) => string): Map<string, number> {
  const m = new Map<string, number>();
  for (const x of xs) m.set(key(x), (m.get(key(x)) ?? 0) + 1);
  return m;
}

const sorted = (m: Map<string, number>) => [...m.entries()].sort((a, b) => a[0].localeCompare(b[0]));

describe("held-out secrets corpus 10", () => {
  it("is reproduced byte for byte by its seeded generator", () => {
    const out = execFileSync(process.execPath, [join(dir, "gen", "generate.mjs"), "--stdout"], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(out === corpusText).toBe(true);
  });

  it("has unique, well-formed ids and the fields of its format", () => {
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
    positives.forEach((c, i) => {
      expect(c.id).toBe(`h10p-${String(i + 1).padStart(4, "0")}`);
      expect(typeof c.secret).toBe("string");
      expect(c.kind && c.context && c.text).toBeTruthy();
    });
    negatives.forEach((c, i) => {
      expect(c.id).toBe(`h10n-${String(i + 1).padStart(4, "0")}`);
      expect(c.secret).toBeUndefined();
      expect(c.also).toBeUndefined();
    });
  });

  it("puts every positive's secret and `also` strings in its text", () => {
    const missing = positives.flatMap((c) =>
      [c.secret!, ...(c.also ?? [])].filter((s) => s.length < 8 || !c.text.includes(s)).map(() => c.id),
    );
    expect(missing).toEqual([]);
  });

  it("has no negative that contains a positive's secret", () => {
    const secrets = positives.flatMap((c) => [c.secret!, ...(c.also ?? [])]).filter((s) => s.length >= 16);
    const leaking = negatives.filter((n) => secrets.some((s) => n.text.includes(s))).map((n) => n.id);
    expect(leaking).toEqual([]);
  });

  it("has no two cases with the same text", () => {
    expect(new Set(cases.map((c) => c.text)).size).toBe(cases.length);
  });

  it("has the counts the README states", () => {
    const totals = readmeTable("totals");
    expect(totals.get("positives")).toBe(positives.length);
    expect(totals.get("negatives")).toBe(negatives.length);
    expect(sorted(readmeTable("families"))).toEqual(sorted(tally(positives, (c) => c.family)));
    expect(sorted(readmeTable("contexts"))).toEqual(sorted(tally(positives, (c) => c.context)));
    expect(sorted(readmeTable("negative-kinds"))).toEqual(sorted(tally(negatives, (c) => c.kind)));
    expect(sorted(readmeTable("negative-contexts"))).toEqual(sorted(tally(negatives, (c) => c.context)));
  });
});
