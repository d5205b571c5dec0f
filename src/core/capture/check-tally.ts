/**
 * The counts a test run's closing line reports ("4 failed, 31 passed"), kept beside a failing check
 * so the summary tells how it failed, not only that it did. Read from the runners' summary lines:
 * pytest (`=== 4 failed, 31 passed in 0.39s ===`), Jest (`Tests: 4 failed, 31 passed, 35 total`),
 * Vitest (`Tests  4 failed | 31 passed (35)`), cargo test (`test result: FAILED. 31 passed; 4 failed;`),
 * ExUnit (`35 tests, 4 failures`), RSpec (`35 examples, 4 failures`), Mocha (`31 passing`, `4 failing`),
 * tsc (`Found 3 errors in 2 files.`). Pure.
 */

/** The note prefix a failing check's tally is kept under (an event's `detail`). */
export const TALLY = "tally: ";

/** One count: a number and the outcome word after it. */
const COUNT =
  /\b(\d{1,6}) (passed|passing|failed|failing|failures?|errors?|error|skipped|pending|tests?|examples?|total)\b/g;
/** Words that say something failed: a line needs one with a count above zero. */
const FAILED = /^(?:failed|failing|failures?|errors?)$/;
/** Most characters of the kept tally. */
const MAX = 120;

/**
 * The last line of `output` (a failing check's output) that counts failures — `failed`, `failures`,
 * `errors` with a number above zero — as its counts joined by ", " (`4 failed, 31 passed`), else null.
 * Mocha prints passing and failing on two lines: both are joined.
 */
export function checkTally(output: string): string | null {
  const lines = output.split(/\r?\n/);
  for (let i = lines.length - 1; i >= 0 && i >= lines.length - 400; i--) {
    const counts = countsOf(lines[i] as string);
    if (!counts.some(([n, word]) => n > 0 && FAILED.test(word))) continue;
    const above = counts.length === 1 && i > 0 ? countsOf(lines[i - 1] as string) : [];
    const all = [...above, ...counts];
    return all
      .map(([n, word]) => `${n} ${word}`)
      .join(", ")
      .slice(0, MAX);
  }
  return null;
}

/** The counts of one line of a runner's output (`4 failed, 31 passed` → [[4, "failed"], [31, "passed"]]); none for lines over 400 chars. */
export function countsOf(line: string): [number, string][] {
  if (line.length > 400) return [];
  return [...line.matchAll(COUNT)].map((m) => [Number(m[1]), (m[2] as string).toLowerCase()]);
}
