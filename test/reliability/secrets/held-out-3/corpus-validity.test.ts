// Validity of the third held-out secret corpus (corpus.jsonl beside this file): well-formed cases,
// unique ids, every secret present in its text, vendor checksums that hold, and a file that is exactly
// what its seeded generator builds. It checks the corpus, never a redactor's score on it.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";

const here = dirname(fileURLToPath(import.meta.url));
const raw = readFileSync(join(here, "corpus.jsonl"), "utf8");

type Case = {
  id: string;
  family: string;
  kind: string;
  context: string;
  text: string;
  secret?: string;
  also?: string[];
};

const cases: Case[] = raw
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Case);
const positives = cases.filter((c) => c.family !== "negative");
const negatives = cases.filter((c) => c.family === "negative");
const CONTEXTS = ["shell", "output", "code", "config", "prose", "url", "header", "log", "json", "other"];

/** CRC-32 (IEEE 802.3, reflected polynomial 0xEDB88320), written here independently of the generator. */
function crc32(text: string): number {
  let crc = 0xffffffff;
  for (const byte of Buffer.from(text, "utf8")) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
function base62(value: number, width: number): string {
  let n = value;
  let out = "";
  do {
    out = BASE62[n % 62] + out;
    n = Math.floor(n / 62);
  } while (n > 0);
  return out.padStart(width, "0");
}

describe("held-out-3 secret corpus", () => {
  it("has the planned size: about 500 positives and 300 negatives", () => {
    expect(positives.length).toBeGreaterThanOrEqual(500);
    expect(negatives.length).toBeGreaterThanOrEqual(300);
  });

  it("gives every case a unique id, a known context and the fields of its kind", () => {
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
    for (const c of cases) {
      expect(CONTEXTS, c.id).toContain(c.context);
      expect(c.kind.length, c.id).toBeGreaterThan(0);
      expect(c.text.length, c.id).toBeGreaterThan(0);
    }
    for (const c of negatives) {
      expect(c.secret, c.id).toBeUndefined();
      expect(c.also, c.id).toBeUndefined();
    }
  });

  it("puts every secret and every `also` value inside its text", () => {
    for (const c of positives) {
      expect(typeof c.secret, c.id).toBe("string");
      expect((c.secret ?? "").length, c.id).toBeGreaterThanOrEqual(6);
      expect(c.text.includes(c.secret ?? "\u0000"), c.id).toBe(true);
      for (const a of c.also ?? []) expect(c.text.includes(a), `${c.id}: ${a.slice(0, 8)}`).toBe(true);
    }
  });

  it("covers every context with positives and with negatives", () => {
    for (const context of CONTEXTS) {
      expect(
        positives.some((c) => c.context === context),
        context,
      ).toBe(true);
      expect(
        negatives.some((c) => c.context === context),
        context,
      ).toBe(true);
    }
  });

  it("gives GitHub and npm tokens a valid CRC-32 base62 checksum", () => {
    const tokens = cases.flatMap((c) =>
      [...c.text.matchAll(/\b(?:gh[pousr]|npm)_[A-Za-z0-9]{36}\b/g)].map((m) => m[0]),
    );
    expect(tokens.length).toBeGreaterThan(10);
    for (const token of tokens) {
      const body = token.slice(token.indexOf("_") + 1);
      expect(body.slice(30), token.slice(0, 8)).toBe(base62(crc32(body.slice(0, 30)), 6));
    }
  });

  it("is exactly what its seeded generator builds", async () => {
    const generator = pathToFileURL(join(here, "gen", "generate.mjs")).href;
    const mod = (await import(generator)) as {
      buildCorpus: () => unknown[];
      serialize: (c: unknown[]) => string;
    };
    expect(mod.serialize(mod.buildCorpus()) === raw).toBe(true);
  });
});
