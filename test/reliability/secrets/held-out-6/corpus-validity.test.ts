/**
 * Validity of the sixth held-out secret corpus (corpus.jsonl beside this file), not the
 * redactor's score: every case well formed, ids unique, every `secret`/`also` value inside its
 * text, negatives distinct, GitHub/npm tokens carrying a valid CRC-32 base62 checksum, and the
 * committed file byte-identical to what the seeded generator (gen/generate.mjs) writes.
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
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

const dir = join(import.meta.dirname, ".");
const raw = readFileSync(join(dir, "corpus.jsonl"), "utf8");
const corpus: Case[] = raw
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Case);
const positives = corpus.filter((c) => c.family !== "negative");
const negatives = corpus.filter((c) => c.family === "negative");
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

/** CRC-32 (IEEE 802.3, reflected 0xEDB88320) of a UTF-8 string. */
function crc32(text: string): number {
  let c = 0xffffffff;
  for (const byte of Buffer.from(text, "utf8")) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
}

/** Base62 (0-9A-Za-z), left-padded to 6: the checksum suffix GitHub and npm tokens carry. */
function base62(value: number): string {
  const digits = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
  let v = value;
  let out = "";
  do {
    out = digits[v % 62] + out;
    v = Math.floor(v / 62);
  } while (v > 0);
  return out.padStart(6, "0");
}

describe("held-out-6 corpus validity", () => {
  it("has about as many negatives as positives, each well formed with a unique id", () => {
    expect(positives.length).toBeGreaterThanOrEqual(500);
    expect(negatives.length).toBeGreaterThanOrEqual(500);
    expect(new Set(corpus.map((c) => c.id)).size).toBe(corpus.length);
    for (const c of corpus) {
      expect(c.id, c.id).toMatch(/^h6-[pn]\d{4}$/);
      expect(CONTEXTS.has(c.context), `${c.id} context ${c.context}`).toBe(true);
      expect(c.kind.length, c.id).toBeGreaterThan(0);
      expect(c.text.length, c.id).toBeGreaterThan(0);
    }
  });

  it("puts every secret and every also value inside its text, and none in a negative", () => {
    for (const c of positives) {
      expect(typeof c.secret, c.id).toBe("string");
      expect((c.secret ?? "").length, c.id).toBeGreaterThanOrEqual(8);
      expect(c.text.includes(c.secret ?? "\u0000"), c.id).toBe(true);
      for (const also of c.also ?? []) {
        expect(also.length, c.id).toBeGreaterThanOrEqual(8);
        expect(c.text.includes(also), c.id).toBe(true);
      }
    }
    for (const c of negatives) {
      expect(c.secret, c.id).toBeUndefined();
      expect(c.also, c.id).toBeUndefined();
    }
    expect(new Set(negatives.map((c) => c.text)).size).toBe(negatives.length);
  });

  it("gives the GitHub and npm tokens of its positives a valid CRC-32 checksum", () => {
    const tokens = positives.flatMap((c) =>
      [...c.text.matchAll(/\b(?:gh[opsur]|npm)_[A-Za-z0-9]{36}\b/g)].map((m) => m[0]),
    );
    expect(tokens.length).toBeGreaterThan(20);
    for (const token of tokens) {
      const body = token.slice(4, -6);
      expect(token.slice(-6), token).toBe(base62(crc32(body)));
    }
  });

  it("is exactly what the seeded generator writes", () => {
    const generator = pathToFileURL(join(dir, "gen", "generate.mjs")).href;
    const script = `import { buildCorpus } from ${JSON.stringify(generator)};
process.stdout.write(buildCorpus().map((c) => JSON.stringify(c)).join("\\n") + "\\n");`;
    const out = execFileSync(process.execPath, ["--input-type=module", "-e", script], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(out === raw).toBe(true);
  });
});
