// Validity of the held-out-14 secrets corpus itself (never the redactor): the seeded generator
// reproduces corpus.jsonl byte for byte, every positive's secret (and `also`) occurs in its text,
// ids are unique and well-formed, and the counts match the README.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";

const here = dirname(fileURLToPath(import.meta.url));
const corpusText = readFileSync(join(here, "corpus.jsonl"), "utf8");

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
  .split("\n")
  .filter((l) => l.length > 0)
  .map((l) => JSON.parse(l) as Case);
const positives = cases.filter((c) => c.family !== "negative");
const negatives = cases.filter((c) => c.family === "negative");

const countBy = (list: Case[], key: "context" | "family") => {
  const out: Record<string, number> = {};
  for (const c of list) out[c[key]] = (out[c[key]] ?? 0) + 1;
  return out;
};

// The same numbers as README.md's tables.
const POSITIVE_CONTEXTS = {
  code: 145,
  transcript: 121,
  config: 80,
  shell: 74,
  "deploy-ci": 56,
  prose: 55,
  url: 28,
  "cli-output": 24,
  "package-credentials": 24,
  "http-log": 18,
  diff: 17,
  notebook: 8,
};
const NEGATIVE_CONTEXTS = { transcript: 195, config: 124, code: 111, url: 44, shell: 40, prose: 36 };

describe("held-out-14 secrets corpus", () => {
  it("is reproduced byte for byte by its seeded generator", async () => {
    const gen = (await import(pathToFileURL(join(here, "gen", "corpus.mjs")).href)) as {
      buildCorpus: () => string;
    };
    expect(gen.buildCorpus() === corpusText).toBe(true);
  });

  it("has every positive's secret and also-values inside its text", () => {
    for (const c of positives) {
      expect(typeof c.secret, c.id).toBe("string");
      expect(c.secret!.length, c.id).toBeGreaterThanOrEqual(8);
      expect(c.text.includes(c.secret!), c.id).toBe(true);
      for (const a of c.also ?? []) expect(c.text.includes(a), c.id).toBe(true);
    }
  });

  it("has unique, well-formed ids and the required fields", () => {
    const ids = cases.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [i, c] of positives.entries()) expect(c.id).toBe(`h14p-${String(i + 1).padStart(4, "0")}`);
    for (const [i, c] of negatives.entries()) expect(c.id).toBe(`h14n-${String(i + 1).padStart(4, "0")}`);
    for (const c of cases) {
      for (const k of ["kind", "context", "text"] as const) expect(c[k].length, c.id).toBeGreaterThan(0);
    }
    for (const c of negatives) expect("secret" in c || "also" in c, c.id).toBe(false);
  });

  it("has the counts the README states", () => {
    expect(positives.length).toBe(650);
    expect(negatives.length).toBe(550);
    expect(countBy(positives, "context")).toEqual(POSITIVE_CONTEXTS);
    expect(countBy(negatives, "context")).toEqual(NEGATIVE_CONTEXTS);
    expect(Object.keys(countBy(positives, "family")).length).toBe(62);
    expect(new Set(negatives.map((c) => c.text)).size).toBe(negatives.length);
  });
});
