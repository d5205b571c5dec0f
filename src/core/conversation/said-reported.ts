/**
 * What Claude said before the user's next request pasted a failure (core/capture/reported-failure): the
 * user reported the opposite of the message, so of it only the sentences that themselves report a failure
 * are kept as said (core/capture/failure-sentences); its claims, predictions and quoted example output
 * are not. Structure only: who wrote the next request (typed by the user, not a machine prompt) and what it
 * holds (pasted output with an error line). Pure; the requests are read once per session, each message is
 * placed by binary search.
 */
import type { ActivityEvent } from "../capture/events.js";
import { failureSentences } from "../capture/failure-sentences.js";
import { pastedErrorLine } from "../capture/reported-failure.js";
import { isTypedRequest } from "../capture/session-turns.js";
import { countAtOrBefore } from "./sorted-times.js";

/** A typed request of the session: when, and whether it pasted a failure. */
export interface TypedRequest {
  ts: string;
  reports: boolean;
}

/** The session's typed requests in time order, each marked when it pastes failing output. */
export function typedRequests(events: readonly ActivityEvent[]): TypedRequest[] {
  const out: TypedRequest[] = [];
  for (const e of events)
    if (isTypedRequest(e)) out.push({ ts: e.ts, reports: pastedErrorLine(e.detail) !== null });
  return out.sort((a, b) => (a.ts < b.ts ? -1 : a.ts > b.ts ? 1 : 0));
}

/**
 * `text` (Claude's, said at `ts`) as kept once the first request typed after it pasted a failure: its
 * failure sentences only ("" when none); `null` when no such request followed (the text is judged as usual).
 */
export function reportedLater(text: string, ts: string, requests: readonly TypedRequest[]): string | null {
  const next = requests[countAtOrBefore(requests, ts, (r) => r.ts)];
  return next?.reports ? failureSentences(text) : null;
}
