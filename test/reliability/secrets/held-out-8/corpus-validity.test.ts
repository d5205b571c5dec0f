// The held-out-8 secrets corpus itself (never the redactor): the seeded generator reproduces
// corpus.jsonl byte for byte, every positive's secret and `also` strings occur in its text, ids are
// unique and sequential, and README.md's count tables match the corpus.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const dir = dirname(fileURLToPath(import.meta.url));
const corpusText = readFileSync(join(dir, "corpus.jsonl"), "utf8");
const rows = corpusText
  .trim()
  .split("\n")
  .map((line) => JSON.parse(line) as Record<string, unknown>);
const positives = rows.filter((c) => c.family !== "negative");
const negatives = rows.filter((c) => c.family === "negative");

describe("held-out-8 secrets corpus", () => {
  it("is reproduced byte for byte by its seeded generator", () => {
    const generated = execFileSync(process.execPath, [join(dir, "gen", "generate.mjs"), "--stdout"], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(generated === corpusText).toBe(true);
  });

  it("has about 550 positives and 550 negatives with unique sequential ids", () => {
    expect(positives.length).toBeGreaterThanOrEqual(500);
    expect(negatives.length).toBeGreaterThanOrEqual(500);
    expect(new Set(rows.map((c) => c.id)).size).toBe(rows.length);
    expect(positives.map((c) => c.id)).toEqual(
      positives.map((_, i) => `h8p-${String(i + 1).padStart(4, "0")}`),
    );
    expect(negatives.map((c) => c.id)).toEqual(
      negatives.map((_, i) => `h8n-${String(i + 1).padStart(4, "0")}`),
    );
  });

  it("gives every case its fields, and every positive's secret and also strings occur in its text", () => {
    for (const c of rows) {
      for (const key of ["id", "family", "kind", "context", "text"])
        expect(typeof c[key], `${c.id} ${key}`).toBe("string");
    }
    for (const c of positives) {
      const text = c.text as string;
      const secret = c.secret as string;
      expect(typeof secret, `${c.id}`).toBe("string");
      expect(secret.length, `${c.id} secret length`).toBeGreaterThanOrEqual(8);
      expect(text.includes(secret), `${c.id} secret in text`).toBe(true);
      for (const a of (c.also as string[] | undefined) ?? [])
        expect(text.includes(a), `${c.id} also in text`).toBe(true);
    }
    for (const c of negatives) expect(c.secret, `${c.id}`).toBeUndefined();
  });

  it("puts no positive's secret inside any negative", () => {
    const negativeText = negatives.map((c) => c.text as string).join("\n");
    const leaked = positives.filter((c) => negativeText.includes(c.secret as string)).map((c) => c.id);
    expect(leaked).toEqual([]);
  });

  it("has the counts README.md states", () => {
    const readme = readFileSync(join(dir, "README.md"), "utf8");
    const block = readme.split("<!-- counts:begin -->")[1]?.split("<!-- counts:end -->")[0] ?? "";
    const counts = execFileSync(process.execPath, [join(dir, "gen", "counts.mjs")], { encoding: "utf8" });
    expect(block.trim()).toBe(counts.trim());
  });
});
