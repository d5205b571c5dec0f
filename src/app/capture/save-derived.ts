/**
 * The save step of recording activity: the memories derived from a window of events and the session's
 * one task_summary memory, saved through saveMemory (idempotent by dedupe key). Imported memories are
 * dated by their events, live ones by the batch's `now`.
 */
import { deriveMemories } from "../../core/capture/capture.js";
import type { ActivityEvent } from "../../core/capture/events.js";
import { sessionIntents } from "../../core/capture/summary.js";
import { summaryBody } from "../../core/capture/summary-claims.js";
import { sessionKey } from "../../core/memories/dedupe-key.js";
import { fitTags, type SourceKind } from "../../core/memories/memory.js";
import type { Store } from "../../store/store.js";
import { closeDoneTodos } from "../memories/close-todos.js";
import { saveMemory } from "../memories/save-memory.js";
import type { ActivityBatch, SessionPlan, SkippedMemory } from "./activity-batch.js";
import { saveDraft } from "./findings-draft-save.js";

/** Saves the session's one task_summary memory and closes the todos it did; true when it is new. */
export async function saveSessionSummary(
  store: Store,
  b: ActivityBatch,
  plan: SessionPlan,
  kind: SourceKind,
): Promise<boolean> {
  const { session, recent } = plan;
  const first = session.intents[0] ?? session.filesChanged.slice(0, 3).join(", ") ?? "";
  const r = await saveMemory(
    store,
    {
      project: b.project.id,
      type: "task_summary",
      title: `Session ${session.startedAt.slice(0, 10)}: ${first || "activity"}`.slice(0, 300),
      // the pack shows the summary; search also finds what the closing message says in full
      body: summaryBody(session.summary ?? "", plan.lastMessage, sessionIntents(recent), recent),
      // a path longer than a memory may name (1,024) stays in the session record only
      files: session.filesChanged.filter((f) => f.length <= 1024).slice(0, 20),
      gitCommit: b.gitCommit ?? null,
      dedupeKey: sessionKey(b.sessionId),
      source: { kind, event: b.trigger, sessionId: b.sessionId, toolUseId: null, agent: session.agent },
    },
    b.origin === "import" ? new Date(plan.lastTs) : b.now,
  );
  await closeDoneTodos(store, r.memory, recent);
  return r.created;
}

/**
 * Saves the memories derived from one window of events (idempotent by dedupe key), skipping drafts
 * already in `saved` (the same draft from an overlapping window); returns how many are new. A draft
 * that fails validation (INVALID_INPUT) is reported in `skipped` and the others are still saved.
 */
export async function saveDerived(
  store: Store,
  b: ActivityBatch,
  window: readonly ActivityEvent[],
  kind: SourceKind,
  lastTs: string,
  saved: Set<string>,
  skipped: SkippedMemory[],
): Promise<number> {
  let memoriesCreated = 0;
  const firstTs = firstTsByToolUse(window);
  for (const raw of deriveMemories(window)) {
    const d = { ...raw, tags: fitTags(raw.tags) };
    // a draft identical to one saved earlier in this call would be an unchanged re-save: skip it
    const key = JSON.stringify([d.type, d.dedupeKey, d.title, d.body, d.files, d.tags, d.confidence]);
    if (saved.has(key)) continue;
    saved.add(key);
    // a draft that says when its evidence was written is dated by it (hook and import alike)
    const at = d.at
      ? new Date(d.at)
      : b.origin === "import"
        ? new Date(firstTs.get(d.toolUseId) ?? lastTs)
        : b.now;
    if (await saveDraft(store, b, d, kind, d.event, at, skipped)) memoriesCreated++;
  }
  return memoriesCreated;
}

/** The time of the first event of each tool call id in `window` (null: the first event without one). */
function firstTsByToolUse(window: readonly ActivityEvent[]): Map<string | null, string> {
  const out = new Map<string | null, string>();
  for (const e of window) if (!out.has(e.toolUseId)) out.set(e.toolUseId, e.ts);
  return out;
}
