// Validity of the seventh held-out secret corpus (corpus.jsonl beside this file): its shape, that
// every positive's secret and `also` values occur in its text, that the checksummed GitHub and npm
// tokens carry a valid CRC-32 (github.blog, "Behind GitHub's new authentication token formats",
// 2021), and that the generator still reproduces the file byte for byte. It measures no redactor:
// the score is bench/secrets-held-out.mjs's job.

import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const here = dirname(fileURLToPath(import.meta.url));
const raw = readFileSync(join(here, "corpus.jsonl"), "utf8");

interface Case {
  id: string;
  family: string;
  kind: string;
  context: string;
  text: string;
  secret?: string;
  also?: string[];
}

const cases: Case[] = raw
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
const BASE62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

function crc32(text: string): number {
  let crc = 0xffffffff;
  for (let i = 0; i < text.length; i++) {
    crc ^= text.charCodeAt(i);
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function base62(value: number, width: number): string {
  let n = value;
  let out = "";
  do {
    out = BASE62[n % 62] + out;
    n = Math.floor(n / 62);
  } while (n > 0);
  return out.padStart(width, "0");
}

describe("held-out-7 corpus", () => {
  it("has about as many negatives as positives, with unique ids and known contexts", () => {
    expect(positives.length).toBeGreaterThanOrEqual(450);
    expect(negatives.length).toBeGreaterThanOrEqual(450);
    expect(new Set(cases.map((c) => c.id)).size).toBe(cases.length);
    for (const c of cases) {
      expect(CONTEXTS.has(c.context), `${c.id} context ${c.context}`).toBe(true);
      expect(c.kind.length, c.id).toBeGreaterThan(0);
      expect(c.text.length, c.id).toBeGreaterThan(0);
    }
  });

  it("puts every positive's secret and also values in its text, and none in a negative", () => {
    for (const c of positives) {
      expect(typeof c.secret, c.id).toBe("string");
      expect((c.secret ?? "").length, c.id).toBeGreaterThanOrEqual(8);
      expect(c.text.includes(c.secret ?? "\u0000"), `${c.id} secret not in text`).toBe(true);
      for (const a of c.also ?? []) expect(c.text.includes(a), `${c.id} also not in text`).toBe(true);
    }
    const secrets = positives.map((c) => c.secret ?? "");
    for (const n of negatives) {
      expect(n.secret, n.id).toBeUndefined();
      expect(n.also, n.id).toBeUndefined();
      expect(
        secrets.some((s) => n.text.includes(s)),
        `${n.id} holds a positive's secret`,
      ).toBe(false);
    }
  });

  it("gives every GitHub and npm checksummed token a valid CRC-32 suffix", () => {
    let checked = 0;
    for (const c of positives) {
      for (const m of c.text.matchAll(/\b(?:gh[pousr]|npm)_([A-Za-z0-9]{36})\b/g)) {
        const body = m[1] ?? "";
        expect(base62(crc32(body.slice(0, 30)), 6), `${c.id} ${m[0].slice(0, 4)}`).toBe(body.slice(30));
        checked++;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(20);
  });

  it("is reproduced byte for byte by its seeded generator", () => {
    const run = spawnSync(process.execPath, [join(here, "gen", "generate.mjs"), "--stdout"], {
      encoding: "utf8",
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toBe(raw);
  });
});
