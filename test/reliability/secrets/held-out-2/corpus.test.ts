// Validity of the second held-out secret corpus (corpus.jsonl beside this file): the file is what
// its seeded generator writes, every line has the documented shape, every secret and `also` value
// occurs in its text, no non-secret case contains a secret, GitHub and npm tokens carry a valid
// CRC-32 checksum, and no published documentation example is used. It says nothing about how well
// any redactor does on the corpus; bench/secrets-held-out.mjs --corpus measures that.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const here = dirname(fileURLToPath(import.meta.url));
const CONTEXTS = ["shell", "output", "code", "config", "prose", "url", "header", "log", "json", "other"];

interface Row {
  id: string;
  family: string;
  kind: string;
  context: string;
  text: string;
  secret?: string;
  also?: string[];
}

const rows: Row[] = readFileSync(join(here, "corpus.jsonl"), "utf8")
  .split("\n")
  .filter(Boolean)
  .map((line) => JSON.parse(line) as Row);
const positives = rows.filter((row) => row.family !== "negative");
const negatives = rows.filter((row) => row.family === "negative");

/** CRC-32 (ISO-HDLC polynomial 0xEDB88320, as in zlib), written out so the check does not share
 * code with the generator. */
function crc32(text: string): number {
  let c = 0xffffffff;
  for (const byte of Buffer.from(text, "latin1")) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
}

/** Decodes 6 characters of the GMP base62 alphabet (0-9, A-Z, a-z) to an integer. */
function fromBase62(text: string): number {
  const alphabet = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
  return [...text].reduce((n, ch) => n * 62 + alphabet.indexOf(ch), 0);
}

describe("held-out-2 secret corpus", () => {
  it("is exactly what its seeded generator writes", () => {
    const out = execFileSync(process.execPath, [join(here, "gen", "generate.mjs"), "--check"], {
      encoding: "utf8",
    });
    expect(out).toContain("matches");
  });

  it("has the documented shape, unique ids and unique texts", () => {
    expect(positives.length).toBeGreaterThanOrEqual(400);
    expect(negatives.length).toBeGreaterThanOrEqual(250);
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    expect(new Set(rows.map((row) => row.text)).size).toBe(rows.length);
    for (const row of rows) {
      expect(typeof row.kind === "string" && row.kind.length > 0, row.id).toBe(true);
      expect(CONTEXTS, row.id).toContain(row.context);
      expect(row.text.length, row.id).toBeGreaterThan(0);
    }
    expect(new Set(positives.map((row) => row.context))).toEqual(new Set(CONTEXTS));
  });

  it("holds every secret and every `also` value inside its text", () => {
    for (const row of positives) {
      expect(typeof row.secret, row.id).toBe("string");
      expect((row.secret ?? "").length, row.id).toBeGreaterThanOrEqual(8);
      expect(row.text, row.id).toContain(row.secret);
      for (const extra of row.also ?? []) {
        expect(extra.length, row.id).toBeGreaterThanOrEqual(8);
        expect(extra, row.id).not.toBe(row.secret);
        expect(row.text, row.id).toContain(extra);
      }
    }
  });

  it("keeps secrets out of the non-secret cases", () => {
    const secrets = positives.flatMap((row) => [row.secret ?? "", ...(row.also ?? [])]);
    for (const row of negatives) {
      expect(row.secret, row.id).toBeUndefined();
      expect(row.also, row.id).toBeUndefined();
    }
    const leaks = negatives.filter((row) => secrets.some((secret) => row.text.includes(secret)));
    expect(leaks.map((row) => row.id)).toEqual([]);
  });

  it("gives GitHub and npm tokens a valid CRC-32 base62 checksum", () => {
    const token = /\b(?:gh[pousr]|npm)_([A-Za-z0-9]{30})([A-Za-z0-9]{6})\b/g;
    let checked = 0;
    for (const row of positives) {
      for (const match of row.text.matchAll(token)) {
        expect(fromBase62(match[2] ?? ""), `${row.id} ${match[0]}`).toBe(crc32(match[1] ?? ""));
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(20);
  });

  it("uses no published documentation example credential", () => {
    const published = [/AKIAIOSFODNN7EXAMPLE/, /wJalrXUtnFEMI\/K7MDENG/, /EXAMPLEKEY/];
    for (const row of rows)
      for (const pattern of published) expect(pattern.test(row.text), row.id).toBe(false);
  });
});
