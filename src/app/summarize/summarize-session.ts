/**
 * Rewrites one session's summary with a model: bounded, redacted digest (Claude Code's latest
 * compaction summary and the work after it when there is one, core/summarize/compaction-digest;
 * else the whole session, core/capture/summary-format) →
 * provider → DECISIONS / FILES / BLOCKERS / NEXT parsed and validated → merged into the session record
 * and its task_summary memory (through save-memory, same dedupeKey `session:<id>`). Any failure,
 * timeout or malformed output leaves the heuristic summary in place and is logged: the result says
 * "fallback" with the reason. A session that changed while the model ran is left alone ("skipped").
 */

import type { SessionRecord } from "../../core/capture/session.js";
import {
  buildSummaryPrompt,
  mergeModelSummary,
  parseStructuredSummary,
  type StructuredSummary,
  sessionDigest,
  structuredFromSession,
} from "../../core/capture/summary-format.js";
import { CairnError } from "../../core/common/errors.js";
import { sessionKey } from "../../core/memories/dedupe-key.js";
import { compactionDigest } from "../../core/summarize/compaction-digest.js";
import type { Store } from "../../store/store.js";
import { saveMemory } from "../memories/save-memory.js";
import { failureReason, type ProviderName, type SummaryProvider } from "./provider.js";

export interface ModelSummaryRequest {
  sessionId: string;
  timeoutMs: number;
  now?: Date;
  /** One line per fallback or failure (summarizer.log). */
  log?: (line: string) => void;
}

export interface ModelSummaryResult {
  sessionId: string;
  /** model: rewritten; heuristic: no model configured; fallback: the model failed; skipped: session changed meanwhile. */
  status: "model" | "heuristic" | "fallback" | "skipped";
  provider: ProviderName;
  /** The summary text stored now. */
  summary: string;
  structured: StructuredSummary;
  /** Why the heuristic summary stands (fallback, skipped). */
  reason: string | null;
  /**
   * What the model was given: "compaction" = Claude Code's latest compaction summary and the work
   * after it, "session" = the whole-session digest; null when no model was called.
   */
  input: "compaction" | "session" | null;
  ms: number;
  /** The session's updatedAt the outcome applies to. */
  sessionUpdatedAt: string;
}

export async function summarizeSessionWithModel(
  store: Store,
  provider: SummaryProvider,
  req: ModelSummaryRequest,
): Promise<ModelSummaryResult> {
  const started = Date.now();
  const session = await store.getSession(req.sessionId);
  if (!session) throw new CairnError("NOT_FOUND", `no session with id ${req.sessionId}`);
  let input: ModelSummaryResult["input"] = null;
  const result = (
    status: ModelSummaryResult["status"],
    summary: string,
    structured: StructuredSummary,
    reason: string | null = null,
  ): ModelSummaryResult => ({
    sessionId: session.id,
    status,
    provider: provider.name,
    summary,
    structured,
    reason,
    input,
    ms: Date.now() - started,
    sessionUpdatedAt: session.updatedAt,
  });
  const fallback = (reason: string) => {
    req.log?.(`fallback session=${session.id} provider=${provider.name} reason=${reason}`);
    return result("fallback", session.summary, structuredFromSession(session), reason);
  };
  if (provider.complete === null) return result("heuristic", session.summary, structuredFromSession(session));

  let text: string;
  try {
    // Claude Code's compaction summary, when the session has one, stands in for everything before it
    const events = await store.listEvents({ sessionId: session.id });
    const digest = compactionDigest(session, events);
    input = digest === null ? "session" : "compaction";
    text = await provider.complete(buildSummaryPrompt(digest ?? sessionDigest(session)), {
      timeoutMs: req.timeoutMs,
      maxTokens: 1024,
    });
  } catch (err) {
    return fallback(failureReason(err));
  }
  const parsed = parseStructuredSummary(text);
  if (!parsed.ok) return fallback(`malformed: ${parsed.error}`);

  const merged = mergeModelSummary(session.summary, parsed.summary, provider.label);
  const written = await writeModelSummary(store, session, merged, parsed.summary.next, req.now ?? new Date());
  if (!written) {
    req.log?.(`skipped session=${session.id}: it changed while the model ran`);
    return result("skipped", session.summary, structuredFromSession(session), "session changed meanwhile");
  }
  return result("model", merged, parsed.summary);
}

/**
 * Writes the merged summary into the session record and its task_summary memory, in one transaction,
 * unless the session changed while the model ran; false then (nothing written).
 */
async function writeModelSummary(
  store: Store,
  session: SessionRecord,
  merged: string,
  next: string[],
  now: Date,
): Promise<boolean> {
  return store.inTransaction(async () => {
    const current = await store.getSession(session.id);
    if (!current || current.updatedAt !== session.updatedAt) return false;
    await store.upsertSession({
      ...current,
      summary: merged,
      nextSteps: next.length > 0 ? next : current.nextSteps,
    });
    const memory = await store.findByDedupeKey(current.project, sessionKey(current.id));
    if (memory) {
      await saveMemory(
        store,
        {
          project: memory.project,
          type: "task_summary",
          title: memory.title,
          body: merged,
          files: memory.files,
          tags: ["model-summary"],
          gitCommit: memory.gitCommit,
          source: memory.source,
          dedupeKey: memory.dedupeKey,
        },
        now,
      );
    }
    return true;
  });
}
