// Validity of the fourth held-out secret corpus itself (not any redactor's score): every case is well formed,
// every positive's secret is really in its text, vendor checksums hold, and the seeded generator rebuilds the
// committed file byte for byte.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const corpusPath = fileURLToPath(new URL("./corpus.jsonl", import.meta.url));
const generatorPath = fileURLToPath(new URL("./gen/build-corpus.mjs", import.meta.url));
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

interface Case {
  id: string;
  family: string;
  kind: string;
  context: string;
  text: string;
  secret?: string;
  also?: string[];
}

const raw = readFileSync(corpusPath, "utf8");
const cases: Case[] = raw
  .split("\n")
  .filter((line) => line.length > 0)
  .map((line) => JSON.parse(line) as Case);
const positives = cases.filter((c) => c.family !== "negative");
const negatives = cases.filter((c) => c.family === "negative");

/** CRC-32 (zlib polynomial), written here independently of the generator's copy. */
function crc32(text: string): number {
  let crc = ~0;
  for (const byte of Buffer.from(text, "utf8")) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return ~crc >>> 0;
}
const B62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
function base62(n: number): string {
  let out = "";
  for (let v = n; v > 0; v = Math.floor(v / 62)) out = B62[v % 62] + out;
  return out.padStart(6, "0");
}

describe("held-out-4 secret corpus", () => {
  it("has about as many negatives as positives, each well formed", () => {
    expect(positives.length).toBeGreaterThanOrEqual(500);
    expect(negatives.length).toBeGreaterThanOrEqual(500);
    for (const c of cases) {
      expect(typeof c.id, c.id).toBe("string");
      expect(c.kind.length, c.id).toBeGreaterThan(0);
      expect(CONTEXTS.has(c.context), `${c.id} context ${c.context}`).toBe(true);
      expect(c.text.length, c.id).toBeGreaterThan(0);
    }
  });

  it("has unique ids and no two cases with the same text", () => {
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
    expect(new Set(cases.map((c) => c.text)).size).toBe(cases.length);
  });

  it("contains every positive's secret and `also` values verbatim; negatives carry none", () => {
    for (const c of positives) {
      expect(c.secret && c.secret.length >= 6, `${c.id} secret length`).toBe(true);
      expect(c.text.includes(c.secret as string), `${c.id} secret in text`).toBe(true);
      for (const a of c.also ?? []) expect(c.text.includes(a), `${c.id} also in text`).toBe(true);
    }
    for (const c of negatives) {
      expect(c.secret, c.id).toBeUndefined();
      expect(c.also, c.id).toBeUndefined();
    }
  });

  it("never puts a positive's secret inside a negative", () => {
    const secrets = positives.map((c) => c.secret as string);
    const leaks = negatives.filter((n) => secrets.some((s) => n.text.includes(s))).map((n) => n.id);
    expect(leaks).toEqual([]);
  });

  it("gives GitHub and npm tokens in positives a valid CRC-32 base62 checksum", () => {
    let checked = 0;
    for (const c of positives) {
      for (const m of c.text.matchAll(/\b(?:gh[pousr]|npm)_([A-Za-z0-9]{36})\b/g)) {
        const body = (m[1] as string).slice(0, 30);
        expect(base62(crc32(body)), `${c.id} checksum`).toBe((m[1] as string).slice(30));
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(20);
  });

  it("is rebuilt byte for byte by its seeded generator", () => {
    const rebuilt = execFileSync(process.execPath, [generatorPath, "--stdout"], {
      encoding: "utf8",
      maxBuffer: 64 << 20,
    });
    expect(rebuilt === raw).toBe(true);
  });
});
