// Redaction stays linear on long single lines: each adversarial 100 KB line (redact.fixtures.ts
// LONG_LINE_INPUTS) is redacted within a bounded ratio of the time the same redactor takes on 100 KB
// of ordinary code and prose (ORDINARY_LINE), both measured in the same run (best of 3). Before the
// bounds in assignments.ts and value-context.ts, `Cookie: a=ba=b…` and `key=key=…` took over 100×
// the baseline; a quadratic rule on 100 KB is thousands of times slower than a linear pass.
import { describe, expect, it } from "vitest";
import { LONG_LINE_INPUTS, ORDINARY_LINE } from "./redact.fixtures.js";
import { redact } from "./redact.js";

/** Largest allowed ratio to the baseline: linear rules measure up to about 6× here. */
const MAX_RATIO = 25;

function best(text: string): number {
  let min = Number.POSITIVE_INFINITY;
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    redact(text);
    min = Math.min(min, performance.now() - t0);
  }
  return min;
}

describe("long single lines", () => {
  it("redacts each adversarial 100 KB line within a ratio of the ordinary-text baseline", () => {
    best(ORDINARY_LINE); // warm-up: compiles every rule
    const baseline = best(ORDINARY_LINE);
    const slow: string[] = [];
    for (const text of LONG_LINE_INPUTS) {
      const ratio = best(text) / baseline;
      if (ratio > MAX_RATIO) slow.push(`${JSON.stringify(text.slice(0, 24))}: ${ratio.toFixed(1)}×`);
    }
    expect(slow).toEqual([]);
  }, 120_000);
});
