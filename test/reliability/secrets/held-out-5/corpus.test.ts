// Validity of the fifth held-out secret corpus (corpus.jsonl beside this file): its shape, that every
// secret is inside its text, that GitHub/npm-style tokens carry a valid CRC-32 checksum, and that the
// generator reproduces the committed file. It does not run the redactor: the score is measured by
// bench/secrets-held-out.mjs, never asserted here.

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
}

const here = dirname(fileURLToPath(import.meta.url));
const cases: Case[] = readFileSync(join(here, "corpus.jsonl"), "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Case);
const positives = cases.filter((c) => c.family !== "negative");
const negatives = cases.filter((c) => c.family === "negative");
const CONTEXTS = new Set([
  "shell",
  "output",
  "code",
  "config",
  "prose",
  "url",
  "header",
  "log",
  "json",
  "other",
]);

/** CRC-32 (IEEE, reflected polynomial 0xEDB88320), bit by bit: independent of the generator's table. */
function crc32(text: string): number {
  let crc = 0xffffffff;
  for (const byte of Buffer.from(text, "utf8")) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function base62(value: number, width: number): string {
  const digits = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
  let n = value;
  let out = "";
  while (n > 0) {
    out = digits[n % 62] + out;
    n = Math.floor(n / 62);
  }
  return out.padStart(width, "0");
}

describe("held-out-5 secret corpus", () => {
  it("has about as many negatives as positives, with unique ids and known contexts", () => {
    expect(positives.length).toBeGreaterThanOrEqual(500);
    expect(negatives.length).toBeGreaterThanOrEqual(500);
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
    for (const c of cases) {
      expect(CONTEXTS.has(c.context), `${c.id} context ${c.context}`).toBe(true);
      expect(c.kind.length, c.id).toBeGreaterThan(0);
      expect(c.text.length, c.id).toBeGreaterThan(0);
    }
  });

  it("puts every secret and every `also` value inside its text", () => {
    for (const c of positives) {
      expect(c.secret && c.secret.length >= 8, `${c.id} secret too short`).toBe(true);
      expect(c.text.includes(c.secret ?? "\u0000"), `${c.id} secret not in text`).toBe(true);
      for (const extra of c.also ?? []) expect(c.text.includes(extra), `${c.id} also not in text`).toBe(true);
    }
  });

  it("keeps negatives free of secret fields and of any positive's secret", () => {
    const secrets = new Set(positives.map((c) => c.secret));
    for (const c of negatives) {
      expect(c.secret, c.id).toBeUndefined();
      expect(c.also, c.id).toBeUndefined();
      for (const word of c.text.split(/[^A-Za-z0-9_+/=.~-]+/)) expect(secrets.has(word), c.id).toBe(false);
    }
  });

  it("gives GitHub and npm tokens the CRC-32 base62 checksum their vendors define", () => {
    const tokens = cases.flatMap((c) => c.text.match(/\b(?:ghp|gho|ghs|ghr|npm)_[A-Za-z0-9]{36}\b/g) ?? []);
    const real = tokens.filter((t) => !/^(?:ghp|gho|ghs|ghr|npm)_x{36}$/.test(t));
    expect(real.length).toBeGreaterThan(20);
    for (const token of real) {
      const body = token.slice(4, 34);
      expect(token.slice(34), token.slice(0, 8)).toBe(base62(crc32(body), 6));
    }
  });

  it("is reproduced byte for byte by its seeded generator", () => {
    const script = join(here, "gen", "generate.mjs");
    expect(() => execFileSync(process.execPath, [script, "--check"], { stdio: "pipe" })).not.toThrow();
  });
});
