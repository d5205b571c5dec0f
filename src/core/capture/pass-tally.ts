/**
 * What a passing test run reported: the counts of its runner's closing line (`Tests  12 passed (12)`,
 * `84 tests, 0 failures`, `=== 31 passed in 0.39s ===`, `test result: ok. 31 passed; 0 failed`), kept
 * beside the run as `tally: <counts>` so that the verified command it becomes says what it proved
 * (core/capture/capture-commands), not only that it exited 0. The runners' formats are those listed in
 * core/capture/check-tally. Only test steps (core/capture/command-kind) are read, only the last 400
 * lines of their output. Pure; does not redact (callers do).
 */
import { countsOf, TALLY } from "./check-tally.js";
import { classifyCommand } from "./command-kind.js";

/** Outcome words of a count that say tests ran and passed. */
const RAN = /^(?:passed|passing|tests?|examples?)$/;
/** Outcome words of a count that say something failed. */
const FAILED = /^(?:failed|failing|failures?|errors?)$/;
/** Most characters of the kept tally. */
const MAX = 120;
/** Lines read from the end of the output. */
const TAIL_LINES = 400;

/**
 * The last line of `output` that counts tests run or passed (a count above zero) and no failure above
 * zero, as its counts joined by ", " (`12 passed`, `84 tests, 0 failures`), else null. A line that
 * counts a failure ends the search: the run's verdict is not a pass.
 */
export function passTally(output: string): string | null {
  const lines = output.split(/\r?\n/);
  for (let i = lines.length - 1; i >= 0 && i >= lines.length - TAIL_LINES; i--) {
    const counts = countsOf(lines[i] as string);
    if (counts.length === 0) continue;
    if (counts.some(([n, word]) => n > 0 && FAILED.test(word))) return null;
    if (!counts.some(([n, word]) => n > 0 && RAN.test(word))) continue;
    return counts
      .map(([n, word]) => `${n} ${word}`)
      .join(", ")
      .slice(0, MAX);
  }
  return null;
}

/** Separates the counts from the commands a package script echoed. */
export const RAN_MARK = " :: ran: ";
/** A command a package manager echoes before running a script: pnpm/yarn `$ vitest run`, npm `> vitest run`. */
const ECHOED = /^(?:\$|>) (?!\S+@\S* \S)(\S.{0,118})$/;
/** Head lines read for echoed commands. */
const HEAD_LINES = 12;

/** The commands a package manager echoed at the head of the output (≤ 2; npm's `> pkg@1.0.0 test` header is skipped). */
export function echoedCommands(output: string): string[] {
  const out: string[] = [];
  for (const line of output.split(/\r?\n/, HEAD_LINES)) {
    const m = ECHOED.exec(line.trim());
    if (m?.[1] && !out.includes(m[1])) out.push(m[1]);
    if (out.length === 2) break;
  }
  return out;
}

/**
 * `tally: <counts>` for a passing test command's output (see passTally), with ` :: ran: <cmd> | <cmd>`
 * when the package manager echoed what the script ran (see echoedCommands), else null.
 */
export function passNote(command: string, output: string): string | null {
  if (classifyCommand(command) !== "test") return null;
  const tally = passTally(output);
  if (!tally) return null;
  const ran = echoedCommands(output);
  return `${TALLY}${tally}${ran.length > 0 ? `${RAN_MARK}${ran.join(" | ")}` : ""}`;
}

/** The body sentence of a `tally:` note: ` It reported: 12 passed (running \`vitest run\`).`, else "". */
export function reportedSentence(detail: string | null): string {
  if (!detail?.startsWith(TALLY)) return "";
  const [counts, ran] = detail.slice(TALLY.length).split(RAN_MARK);
  const running = ran
    ? ` (running ${ran
        .split(" | ")
        .map((c) => `\`${c}\``)
        .join(", then ")})`
    : "";
  return ` It reported: ${counts}${running}.`;
}
