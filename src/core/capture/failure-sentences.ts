/**
 * What is left of a message of Claude's once the user's next request pasted a failure
 * (core/capture/reported-failure): only the sentences that themselves report something going wrong (an
 * error line's words or a typed error: core/capture/error-line `hasErrorWord`) and claim nothing
 * (core/capture/claim-evidence `isClaim`). What the message said was done, works or will happen is what
 * the user's report contradicts, so it is withdrawn; what it said was failing agrees with the report and
 * stays (a cause, a blocker). Pure; linear in the message.
 */
import { isClaim } from "./claim-evidence.js";
import { hasErrorWord } from "./error-line.js";

/** A sentence boundary inside one line (Latin and CJK full stops), as core/capture/claim-evidence reads them. */
const SENTENCE = /(?<=[.!?])\s+|(?<=[。！？])/u;

/** The message's sentences that report a failure and claim nothing, one line per source line kept; "" when none. */
export function failureSentences(message: string): string {
  const out: string[] = [];
  for (const line of message.split("\n")) {
    const kept = line
      .split(SENTENCE)
      .map((s) => s.trim())
      .filter((s) => s.length > 0 && hasErrorWord(s) && !isClaim(s));
    if (kept.length > 0) out.push(kept.join(" "));
  }
  return out.join("\n");
}
