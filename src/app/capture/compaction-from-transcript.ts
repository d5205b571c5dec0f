/**
 * Live capture of Claude Code's compaction summary: at SessionStart with source "compact" the
 * transcript's tail holds the `isCompactSummary` record just written. It goes through the same
 * transcript accumulator as `cairn import`, so the hook and import store the same compact event.
 */
import { statSync } from "node:fs";
import { COMPACT_SUMMARY_MARK } from "../../core/capture/compact-summary.js";
import type { ActivityEvent } from "../../core/capture/events.js";
import { TranscriptAccumulator } from "../../core/transcript/accumulator.js";
import { readTail, tailLines } from "../transcript/read-tail.js";

/** Bytes of transcript tail searched for the summary record. */
const TAIL_BYTES = 1024 * 1024;

/** The condensed compact event of the latest compaction summary of `sessionId`, or null. */
export function latestCompactSummary(transcriptPath: string, sessionId: string): ActivityEvent | null {
  const tail = readTail(transcriptPath, TAIL_BYTES);
  if (tail === null) return null;
  let whole = false;
  try {
    whole = statSync(transcriptPath).size <= TAIL_BYTES;
  } catch {
    // the transcript went away after its tail was read: no summary rather than a guess
    return null;
  }
  const line = tailLines(tail, whole)
    .reverse()
    .find((l) => l.includes('"isCompactSummary":true'));
  if (line === undefined) return null;
  const acc = new TranscriptAccumulator({ defaultSessionId: sessionId });
  acc.pushLine(line);
  const session = acc.result().sessions.get(sessionId);
  return (
    session?.events.find((e) => e.kind === "compact" && e.detail?.startsWith(COMPACT_SUMMARY_MARK)) ?? null
  );
}
