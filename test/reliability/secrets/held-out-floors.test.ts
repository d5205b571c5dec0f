// Floors for the blind held-out corpora written as JSON lines (held-out-6/corpus.jsonl and later ones):
// regression guards, not results. The result of a blind corpus is its first measurement, recorded in its
// README.md; once measured, a corpus is no longer blind and must not be tuned on. A positive is kept off
// disk when the redacted text contains neither `secret` nor any `also` value; a negative counts when the
// redacted text differs from the original at all (as bench/secrets-held-out.mjs measures).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { redact } from "../../../src/core/redact/redact.js";

interface HeldOutCase {
  id: string;
  family: string;
  text: string;
  secret?: string;
  also?: string[];
}

/**
 * Per corpus: the floor on secrets kept off disk and the ceiling on look-alikes changed, just below / above
 * the rules' numbers when the floor was set. held-out-6 was measured blind at main 30d7dbf (529/544 kept,
 * 10/579 changed) and again on the rules merged after it was written (the same 529/544 and 10/579).
 * held-out-7 was measured blind at main 51822c6 (504/517 kept, 10/500 changed) and once on the rules merged
 * after it was written (506/517 kept, 15/500 changed). held-out-8 was measured blind at main 6959375
 * (557/577 kept, 36/558 changed) and once on the rules merged after it was written (558/577 kept,
 * 34/558 changed). held-out-9 was measured blind at main 7cfd634 (559/572 kept, 14/650 changed) and once
 * on the rules merged after it was written (559/572 kept, 12/650 changed). Those rules (written on new
 * tuning look-alikes, never on these corpora) also moved the spent corpora: held-out-6 527/544 kept
 * (2 fewer), 10/579 changed; held-out-7 505/517 (1 fewer), 10/500 (5 fewer); held-out-8 558/577,
 * 23/558 (11 fewer). held-out-10 was measured blind at main 47a2d62 (638/656 kept, 12/574 changed) and
 * once on the rules merged after it was written (639/656 kept, 12/574 changed); those rules first lost 5
 * secrets of held-out-6 and -7 (a printed token's wrapped tail), which this test caught and a fix restored.
 * held-out-10 was then spent: the shapes of its misses (not its cases) were given to a rule round, after
 * which it measures 652/656 kept and 1/574 changed, no longer a blind number; that round also moved the
 * corpora it was not told about: held-out-6 530/544, -7 506/517, -8 560/577 with 20/558 changed, -9 560/572.
 * held-out-11 (code of 17 languages, ~25 config formats, what an agent's tools show) was measured blind at
 * main 1d7b4d3 (637/679 kept, 3/541 changed) and once on the rules merged after it was written (639/679
 * kept, 3/541 changed); those rules also moved held-out-6 to 531/544, -7 507/517, -8 19/558 changed, -9 561/572.
 * held-out-11 was then spent (its misses' families given to a rule round): 671/679 kept, 3/541 changed, no longer
 * blind. held-out-12 (what an agent's session carries: tool results, JSON in transcripts, notebooks, assembled
 * and encoded tokens) was measured blind at main f8afa7b (633/664 kept, 23/538 changed) and once on the rules
 * merged after it was written (644/664 kept, 23/538 changed); that round moved held-out-6 to 535/544, -7
 * 511/517, -8 568/577, -9 565/572, -10 653/656. held-out-12 was then spent (its misses' and changed look-alikes'
 * families given to a rule round: public identifiers beside credentials, references, encoded files): 652/664
 * kept, 0/538 changed; that round moved -6 to 0/579 changed, -7 0/500, -8 4/558, -9 4/650, -11 672/679 kept, 0/541.
 * held-out-13 (ecosystems beyond web backends, secret stores' CLIs and output, OS credential stores, mail and
 * network configs, 16 human languages) was measured blind at main 90e90d7 (641/679 kept, 24/553 changed) and once
 * on the rules merged after it was written (641/679 kept, 16/553 changed): its blind number. held-out-13 was
 * then spent (its misses' and changed look-alikes' families given to a rule round): 678/679 kept, 1/553
 * changed, no longer blind; that round moved -6 to 536/544, -7 513/517, -12 654/664 kept.
 * held-out-14 (code in ~25 languages, config formats, what a transcript does to a secret: escaped, wrapped, base64 in
 * `kubectl` output, URL-encoded; 650 positives, 550 look-alikes) was measured blind at main 5e62ebb: 635/650 kept
 * (97.7%), 5/550 look-alikes changed; after secrets-fix15 (frozen before it was read), merged: 635/650, 3/550.
 * That is its blind number. held-out-14 was then spent (its misses' and changed look-alikes' families given to a
 * rule round): 649/650 kept (the one left lists an empty string among its secrets), 0/550 changed, no longer
 * blind; that round moved -6 to 537/544, -9 567/572 and -12 658/664 kept.
 * held-out-15 (the long tail of vendor formats, what tools print, key material of every format, credentials
 * pasted in 20 human languages; 661 positives, 559 look-alikes) was measured blind at main a6f4ac8: 645/661 kept
 * (97.6%), 5/559 changed; once on the rules merged after it was written (secrets-fix16, which never opened it):
 * 647/661 (97.9%), 5/559. That is its blind number.
 */
const FLOORS = [
  { corpus: "held-out-6", keptOff: 0.985, changedCeiling: 0.005 },
  { corpus: "held-out-7", keptOff: 0.99, changedCeiling: 0.005 },
  { corpus: "held-out-8", keptOff: 0.984, changedCeiling: 0.01 },
  { corpus: "held-out-9", keptOff: 0.99, changedCeiling: 0.01 },
  { corpus: "held-out-10", keptOff: 0.995, changedCeiling: 0.005 },
  { corpus: "held-out-11", keptOff: 0.989, changedCeiling: 0.005 },
  { corpus: "held-out-12", keptOff: 0.99, changedCeiling: 0.005 },
  { corpus: "held-out-13", keptOff: 0.998, changedCeiling: 0.005 },
  { corpus: "held-out-14", keptOff: 0.998, changedCeiling: 0.002 },
  { corpus: "held-out-15", keptOff: 0.975, changedCeiling: 0.01 },
];

function read(corpus: string): HeldOutCase[] {
  const file = join(import.meta.dirname, corpus, "corpus.jsonl");
  return readFileSync(file, "utf8")
    .split("\n")
    .filter((l) => l.trim() !== "")
    .map((l) => JSON.parse(l) as HeldOutCase);
}

describe.each(FLOORS)("blind corpus $corpus", ({ corpus, keptOff, changedCeiling }) => {
  const cases = read(corpus);
  const positives = cases.filter((c) => c.family !== "negative");
  const negatives = cases.filter((c) => c.family === "negative");

  it(`keeps at least ${keptOff * 100}% of its secrets off disk`, () => {
    const kept = positives.filter((c) => {
      const out = redact(c.text);
      return [c.secret ?? "", ...(c.also ?? [])].every((s) => !out.includes(s));
    });
    expect(positives.length).toBeGreaterThanOrEqual(500);
    expect(kept.length / positives.length).toBeGreaterThanOrEqual(keptOff);
  });

  it(`changes at most ${changedCeiling * 100}% of its look-alikes`, () => {
    const changed = negatives.filter((c) => redact(c.text) !== c.text);
    expect(negatives.length).toBeGreaterThanOrEqual(500);
    expect(changed.length / negatives.length).toBeLessThanOrEqual(changedCeiling);
  });
});
