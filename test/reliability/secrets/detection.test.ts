// Redaction coverage on the synthetic secret corpus (gitleaks' rule categories, command lines,
// key files) and its false-positive rate on ordinary code read from node_modules.
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { redact } from "../../../src/core/redact/redact.js";
import { readCodeLines } from "./code-lines.js";
import { buildSecretCorpus } from "./corpus.js";

/** Cases the redactor is allowed to miss, with the reason; empty: every case must be caught. */
const ACCEPTED_MISSES: Record<string, string> = {};

describe("secret corpus", () => {
  const corpus = buildSecretCorpus();

  it("is deterministic, large and spread over the gitleaks categories", () => {
    expect(buildSecretCorpus()).toEqual(corpus);
    expect(corpus.length).toBeGreaterThanOrEqual(350);
    expect(new Set(corpus.map((c) => c.category)).size).toBeGreaterThanOrEqual(100);
    for (const c of corpus) expect(c.line, c.category).toContain(c.secret);
  });

  it("redacts every case (no secret value survives)", () => {
    const missed = corpus
      .filter((c) => redact(c.line).includes(c.secret))
      .filter((c) => ACCEPTED_MISSES[c.category] === undefined)
      .map((c) => `${c.category}: ${c.line.slice(0, 120)}`);
    expect(missed).toEqual([]);
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
});

describe("false positives on ordinary code", () => {
  const lines = readCodeLines(join(import.meta.dirname, "..", "..", "..", "node_modules"));

  it("changes at most 0.05% of 50,000+ lines of JavaScript/TypeScript sources", () => {
    expect(lines.length).toBeGreaterThanOrEqual(50_000);
    const changed = lines.filter((l) => redact(l.line) !== l.line);
    const rate = changed.length / lines.length;
    expect(
      rate,
      changed.map((c) => `${c.file}: ${c.line.trim().slice(0, 100)}`).join("\n"),
    ).toBeLessThanOrEqual(0.0005);
  });

  it("never mangles an arrow function or a union type after a token-named parameter", () => {
    for (const s of ["onresumptiontoken: token => {", "(token: Token | null) => x", 'lastToken = "}"']) {
      expect(redact(s)).toBe(s);
    }
  });
});
