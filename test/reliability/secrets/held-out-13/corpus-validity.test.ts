// The thirteenth held-out secrets corpus is well formed: the seeded generator reproduces
// corpus.jsonl byte for byte, every positive's secret (and each `also`) occurs in its text, ids
// are unique and well numbered, and the counts match the README. It tests the corpus only, never
// the redactor.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const here = dirname(fileURLToPath(import.meta.url));
const generator = join(here, "gen", "generate.mjs");
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
  .trim()
  .split("\n")
  .map((line) => JSON.parse(line) as Case);
const positives = cases.filter((c) => c.family !== "negative");
const negatives = cases.filter((c) => c.family === "negative");

describe("held-out-13 secrets corpus", () => {
  it("is reproduced byte for byte by its seeded generator", () => {
    const out = execFileSync(process.execPath, [generator, "--stdout"], {
      encoding: "utf8",
      maxBuffer: 64 << 20,
    });
    expect(out === corpusText).toBe(true);
  });

  it("has every positive's secret and also-values inside its text", () => {
    const missing = positives.filter(
      (c) => !c.secret || !c.text.includes(c.secret) || (c.also ?? []).some((a) => !a || !c.text.includes(a)),
    );
    expect(missing.map((c) => c.id)).toEqual([]);
  });

  it("has unique, sequential ids and the documented fields", () => {
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
    positives.forEach((c, i) => {
      expect(c.id).toBe(`h13p-${String(i + 1).padStart(4, "0")}`);
    });
    negatives.forEach((c, i) => {
      expect(c.id).toBe(`h13n-${String(i + 1).padStart(4, "0")}`);
      expect(c.secret).toBeUndefined();
    });
    for (const c of cases) {
      expect(Object.keys(c).slice(0, 5)).toEqual(["id", "family", "kind", "context", "text"]);
      expect(c.kind.length * c.context.length * c.text.length).toBeGreaterThan(0);
    }
  });

  it("has the counts the README states", () => {
    const readme = readFileSync(join(here, "README.md"), "utf8");
    const block = readme.split("<!-- counts:start -->")[1]?.split("<!-- counts:end -->")[0]?.trim();
    const tables = execFileSync(process.execPath, [generator, "--counts"], { encoding: "utf8" }).trim();
    expect(block).toBe(tables);
    expect(block).toContain(`Positives: ${positives.length}. Negatives: ${negatives.length}.`);
    expect(positives.length).toBeGreaterThanOrEqual(600);
    expect(negatives.length).toBeGreaterThanOrEqual(500);
  });
});
