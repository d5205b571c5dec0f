/**
 * Model summaries for a list of sessions, one call at a time with the summarizer's hard timeout per
 * call (`cairn import --summarize`). Each session goes through summarizeSessionWithModel, so a
 * session with a compaction summary is summarized from it; failures keep the heuristic summary.
 */
import type { SummarizerSettings } from "./create-provider.js";
import { summarizeSessionWithModel } from "./summarize-session.js";

export interface SessionsSummarized {
  /** Sessions whose summary the model rewrote. */
  model: number;
  /** Of those, how many were summarized from Claude Code's compaction summary. */
  fromCompaction: number;
  /** Sessions that kept the heuristic summary (model failure, malformed reply, changed meanwhile). */
  fallback: number;
}

export async function summarizeSessions(
  store: Parameters<typeof summarizeSessionWithModel>[0],
  settings: SummarizerSettings,
  sessionIds: readonly string[],
  opts: { log?: (line: string) => void; now?: Date; onDone?: (done: number) => void } = {},
): Promise<SessionsSummarized> {
  const out: SessionsSummarized = { model: 0, fromCompaction: 0, fallback: 0 };
  let done = 0;
  for (const sessionId of sessionIds) {
    const r = await summarizeSessionWithModel(store, settings.provider, {
      sessionId,
      timeoutMs: settings.timeoutMs,
      log: opts.log,
      now: opts.now,
    });
    if (r.status === "model") {
      out.model += 1;
      if (r.input === "compaction") out.fromCompaction += 1;
    } else if (r.status !== "heuristic") out.fallback += 1;
    opts.onDone?.(++done);
  }
  return out;
}
