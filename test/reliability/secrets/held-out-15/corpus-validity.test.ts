// Validity of the held-out-15 secrets corpus itself (never the redactor): the generator reproduces
// corpus.jsonl byte for byte, every positive shows its secret, ids are unique, counts match the README.

import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
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
  .trim()
  .split("\n")
  .map((line) => JSON.parse(line) as Case);
const positives = cases.filter((c) => c.family !== "negative");
const negatives = cases.filter((c) => c.family === "negative");

describe("held-out-15 secrets corpus", () => {
  it("is reproduced byte for byte by its generator", () => {
    const out = execFileSync(process.execPath, [join(here, "gen", "build.mjs"), "--stdout"], {
      maxBuffer: 64 * 1024 * 1024,
    }).toString("utf8");
    expect(out === corpusText).toBe(true);
  });

  it("has unique ids in the h15p-/h15n- series, numbered from 0001 without gaps", () => {
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
    const want = (prefix: string, n: number) =>
      Array.from({ length: n }, (_, i) => `${prefix}-${String(i + 1).padStart(4, "0")}`);
    expect(positives.map((c) => c.id)).toEqual(want("h15p", positives.length));
    expect(negatives.map((c) => c.id)).toEqual(want("h15n", negatives.length));
  });

  it("shows every positive's secret and every `also` string in its text", () => {
    const missing = positives.filter(
      (c) => !c.secret || !c.text.includes(c.secret) || (c.also ?? []).some((a) => !a || !c.text.includes(a)),
    );
    expect(missing.map((c) => c.id)).toEqual([]);
  });

  it("gives every case a kind, a context and a text; negatives carry no secret", () => {
    for (const c of cases) {
      expect(c.kind && c.context && c.text).toBeTruthy();
    }
    expect(negatives.filter((c) => c.secret !== undefined || c.also !== undefined)).toEqual([]);
  });

  it("has the counts its README states", () => {
    const readme = readFileSync(join(here, "README.md"), "utf8");
    expect(positives.length).toBe(661);
    expect(negatives.length).toBe(559);
    expect(readme).toContain(`${positives.length} positives, ${negatives.length} negatives.`);
    const kinds = new Map<string, number>();
    for (const c of positives) kinds.set(c.kind, (kinds.get(c.kind) ?? 0) + 1);
    for (const [kind, n] of kinds) expect(readme).toMatch(new RegExp(`\\| ${kind} \\| ${n} \\|`));
    expect(new Set(positives.map((c) => c.family)).size).toBe(257);
    expect(readme).toContain("### Positive families (257)");
  });
});
