// The held-out secret corpus is well formed: every line parses, each positive case's secret (and each
// `also` value) occurs verbatim in its text, negatives carry no secret and contain no positive's
// secret, the committed file matches its generator, and the corpus keeps the breadth it promises
// (counts per family and context). It says nothing about any redactor; bench/ measures that.

import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

interface Case {
  id: string;
  family: string;
  kind: string;
  context: string;
  text: string;
  secret?: string;
  also?: string[];
  form?: string;
}

const here = dirname(fileURLToPath(import.meta.url));
const cases: Case[] = readFileSync(join(here, "corpus.jsonl"), "utf8")
  .split("\n")
  .filter((line) => line.length > 0)
  .map((line) => JSON.parse(line) as Case);
const positives = cases.filter((c) => c.family !== "negative");
const negatives = cases.filter((c) => c.family === "negative");
const count = (list: Case[], key: keyof Case) => {
  const m = new Map<string, number>();
  for (const c of list) m.set(String(c[key]), (m.get(String(c[key])) ?? 0) + 1);
  return m;
};

describe("held-out secret corpus", () => {
  it("has unique ids and the documented fields", () => {
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
    for (const c of cases) {
      expect(c.id).toMatch(/^[pn]-\d{3}$/);
      expect(["shell", "output", "code", "prose"]).toContain(c.context);
      expect(c.kind.length).toBeGreaterThan(0);
      expect(c.text.length).toBeGreaterThan(0);
    }
  });

  it("places every secret verbatim in its own text", () => {
    for (const c of positives) {
      for (const s of [c.secret, ...(c.also ?? [])]) {
        expect(typeof s, c.id).toBe("string");
        expect((s as string).length, c.id).toBeGreaterThanOrEqual(8);
        expect(c.text.includes(s as string), `${c.id} ${c.kind}`).toBe(true);
      }
    }
  });

  it("keeps negatives free of secrets, including every positive's", () => {
    const all = positives.flatMap((c) => [c.secret as string, ...(c.also ?? [])]);
    expect(new Set(all).size).toBe(all.length);
    for (const c of negatives) {
      expect(c.secret, c.id).toBeUndefined();
      for (const s of all) expect(c.text.includes(s), c.id).toBe(false);
    }
  });

  it("covers the promised breadth", () => {
    expect(positives.length).toBeGreaterThanOrEqual(300);
    expect(negatives.length).toBeGreaterThanOrEqual(150);
    const families = count(positives, "family");
    for (const f of [
      "cloud",
      "payment",
      "messaging",
      "source-hosting",
      "package-registry",
      "observability",
      "ai-provider",
      "database",
      "ci-cd",
      "saas",
      "generic-credential",
      "private-key",
    ]) {
      expect(families.get(f) ?? 0, f).toBeGreaterThanOrEqual(15);
    }
    for (const [list, min] of [
      [positives, 30],
      [negatives, 15],
    ] as const) {
      const contexts = count(list, "context");
      for (const ctx of ["shell", "output", "code", "prose"])
        expect(contexts.get(ctx) ?? 0, ctx).toBeGreaterThanOrEqual(min);
    }
    const keyKinds = new Set(positives.filter((c) => c.family === "private-key").map((c) => c.kind));
    for (const k of [
      "rsa-pkcs1-pem",
      "rsa-pkcs8-pem",
      "ec-sec1-pem",
      "dsa-pem",
      "openssh-ed25519",
      "putty-ppk-v3",
      "pgp-private-key-block",
      "encrypted-pem",
      "jwk-ec-private",
    ]) {
      expect(keyKinds.has(k), k).toBe(true);
    }
  });

  it("matches what its generator writes", () => {
    const out = execFileSync(process.execPath, [join(here, "generate.mjs"), "--check"], { encoding: "utf8" });
    expect(out).toContain("up to date");
  });
});
