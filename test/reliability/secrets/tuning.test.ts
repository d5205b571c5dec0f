// Redaction on the tuning corpus, measured where text reaches disk (core/redact/stored-text.ts, the
// choke point of the spool, the store and every file Cairn writes): every secret of corpus*.ts kept off
// disk, every look-alike of negatives*.ts left alone. Held-out corpora are detection.test.ts's and
// held-out-floors.test.ts's.
import { describe, expect, it } from "vitest";
import { redact } from "../../../src/core/redact/redact.js";
import { redactStoredText } from "../../../src/core/redact/stored-text.js";
import { buildSecretCorpus } from "./corpus.js";
import { changed, keptOff } from "./measure.js";
import { buildNegativeCorpus } from "./negatives.js";

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
