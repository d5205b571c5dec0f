/**
 * The `error` of a tool event whose call the user stopped (rejected at the permission prompt or
 * interrupted), and the `detail` of a `stop` event for an interrupt: no evidence that the call failed.
 * A module of its own, so code that needs only this value (the PostToolUse hook's normaliser) does not
 * load the event schemas of events.ts.
 */
export const INTERRUPTED = "interrupted";
