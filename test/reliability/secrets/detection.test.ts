// Redaction coverage, measured where text reaches disk (core/redact/stored-text.ts, the choke point of
// the spool, the store and every file Cairn writes): the tuning corpus (corpus*.ts) must be kept off
// disk entirely and its look-alikes (negatives.ts) left alone; the held-out corpus (held-out/, written
// by someone who had not seen the rules) must stay above its floors; ordinary code must stay below
// the false-positive ceiling.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { redact } from "../../../src/core/redact/redact.js";
import { redactStoredText } from "../../../src/core/redact/stored-text.js";
import { readCodeLines } from "./code-lines.js";
import { buildSecretCorpus } from "./corpus.js";
import { readHeldOut } from "./held-out.js";
import { changed, keptOff } from "./measure.js";
import { buildNegativeCorpus } from "./negatives.js";

/**
 * Floors for the held-out corpus (`node bench/secrets.mjs`). The rules frozen before it was seen
 * (commit bf22344) kept 379/399 = 95.0% of its secrets off disk and changed 12/206 = 5.8% of its
 * non-secrets: that is the held-out result. Rules changed after it was seen (each needed by a tuning
 * case written from a published format) keep 396/399 = 99.2% and change 1/206 = 0.5%; that number is
 * no longer held-out. The floors sit just below the current numbers, to catch regressions.
 */
const HELD_OUT_KEPT_OFF_FLOOR = 0.98;
const HELD_OUT_NEGATIVES_CHANGED_CEILING = 0.03;
/** Ceiling for lines of ordinary code a redaction changes. */
const CODE_FALSE_POSITIVE_CEILING = 0.0005;

describe("tuning corpus", () => {
  const corpus = buildSecretCorpus();

  it("is deterministic, large and spread over the gitleaks families and contexts", () => {
    expect(buildSecretCorpus()).toEqual(corpus);
    expect(corpus.length).toBeGreaterThanOrEqual(1630);
    expect(new Set(corpus.map((c) => c.category)).size).toBeGreaterThanOrEqual(417);
    for (const c of corpus) expect(c.line, c.category).toContain(c.secret);
  });

  it("keeps every secret off disk", () => {
    const result = keptOff(
      corpus.map((c) => ({ family: c.category, text: c.line, secrets: [c.secret] })),
      redactStoredText,
    );
    expect(result.missed.map((c) => `${c.family}: ${c.text.slice(0, 120)}`)).toEqual([]);
  });

  it("keeps every secret off disk inside a long text (the pattern gates' scan for texts past 2 KB)", () => {
    const filler = "const total = items.reduce((sum, item) => sum + item.price, 0);\n".repeat(40);
    expect(filler.length).toBeGreaterThan(2048);
    const result = keptOff(
      corpus.map((c) => ({ family: c.category, text: `${filler}${c.line}\n${filler}`, secrets: [c.secret] })),
      redactStoredText,
    );
    expect(
      result.missed.map((c) => `${c.family}: ${c.text.slice(filler.length, filler.length + 120)}`),
    ).toEqual([]);
  });

  it("is idempotent on every case", () => {
    for (const c of corpus) {
      const once = redact(c.line);
      expect(redact(once), c.category).toBe(once);
    }
  });

  it("keeps the command and the variable name around the secret", () => {
    const mysql = corpus.find((c) => c.category === "cmd-mysql")!;
    expect(redact(mysql.line)).toMatch(
      /^mysql -h db\.internal -u root -p\[REDACTED:password\] app_production$/,
    );
    const env = corpus.find((c) => c.line.startsWith("ENCRYPTION_KEY="))!;
    expect(redact(env.line)).toBe("ENCRYPTION_KEY=[REDACTED:secret]");
  });

  it("leaves every look-alike unchanged (hashes, ids, public keys, placeholders, code)", () => {
    const negatives = buildNegativeCorpus();
    expect(negatives.length).toBeGreaterThanOrEqual(1200);
    expect(changed(negatives, redactStoredText).map((n) => `${n.kind}: ${n.text.slice(0, 100)}`)).toEqual([]);
  });
});

describe("held-out corpus", () => {
  const heldOut = readHeldOut();
  const skip = heldOut === null;
  if (skip) console.warn("skipping: test/reliability/secrets/held-out/corpus.jsonl is absent");

  it.skipIf(skip)(`keeps at least ${HELD_OUT_KEPT_OFF_FLOOR * 100}% of its secrets off disk`, () => {
    const result = keptOff(heldOut!.positives, redactStoredText);
    console.info(`held-out kept off disk: ${result.kept}/${result.total}`);
    expect(result.total).toBeGreaterThanOrEqual(300);
    expect(
      result.rate,
      result.missed.map((c) => `${c.family}: ${c.text.slice(0, 100)}`).join("\n"),
    ).toBeGreaterThanOrEqual(HELD_OUT_KEPT_OFF_FLOOR);
  });

  it.skipIf(skip)(
    `changes at most ${Math.round(HELD_OUT_NEGATIVES_CHANGED_CEILING * 100)}% of the texts that hold no secret`,
    () => {
      const negatives = heldOut!.negatives;
      expect(negatives.length).toBeGreaterThanOrEqual(150);
      const hit = changed(negatives, redactStoredText);
      console.info(`held-out negatives changed: ${hit.length}/${negatives.length}`);
      expect(
        hit.length / negatives.length,
        hit.map((n) => `${n.family}: ${n.text.slice(0, 100)}`).join("\n"),
      ).toBeLessThanOrEqual(HELD_OUT_NEGATIVES_CHANGED_CEILING);
    },
  );
});

describe("false positives on ordinary code", () => {
  const lines = readCodeLines(join(import.meta.dirname, "..", "..", "..", "node_modules"));

  it(`changes at most ${CODE_FALSE_POSITIVE_CEILING * 100}% of 50,000+ lines of JavaScript/TypeScript sources`, () => {
    expect(lines.length).toBeGreaterThanOrEqual(50_000);
    const hit = lines.filter((l) => redactStoredText(l.line) !== l.line);
    expect(
      hit.length / lines.length,
      hit.map((c) => `${c.file}: ${c.line.trim().slice(0, 100)}`).join("\n"),
    ).toBeLessThanOrEqual(CODE_FALSE_POSITIVE_CEILING);
  });

  it("never mangles an arrow function or a union type after a token-named parameter", () => {
    for (const s of ["onresumptiontoken: token => {", "(token: Token | null) => x", 'lastToken = "}"']) {
      expect(redact(s)).toBe(s);
    }
  });
});
