/**
 * Saves one capture draft (core/capture/memory-draft) of a batch through saveMemory (idempotent by
 * dedupe key): the one place that turns a draft and its batch into saveMemory's input, for the derived
 * memories (app/capture/save-derived.ts) and the findings from a look (app/capture/findings-looked.ts).
 * The source event is "import" on import, else `liveEvent`. A draft that does not validate
 * (INVALID_INPUT) is reported in `skipped` and nothing is thrown; any other error is.
 */
import type { MemoryDraft } from "../../core/capture/memory-draft.js";
import { CairnError } from "../../core/common/errors.js";
import type { SourceKind } from "../../core/memories/memory.js";
import type { Store } from "../../store/store.js";
import { saveMemory } from "../memories/save-memory.js";
import type { ActivityBatch, SkippedMemory } from "./activity-batch.js";

/** Saves draft `d` (its tags already fitted) dated `at`; true when the memory is new. */
export async function saveDraft(
  store: Store,
  b: ActivityBatch,
  d: MemoryDraft,
  kind: SourceKind,
  liveEvent: string,
  at: Date,
  skipped: SkippedMemory[],
): Promise<boolean> {
  const r = await saveMemory(
    store,
    {
      project: b.project.id,
      type: d.type,
      title: d.title,
      body: d.body,
      files: d.files,
      tags: d.tags,
      confidence: d.confidence,
      gitCommit: b.gitCommit ?? null,
      dedupeKey: d.dedupeKey,
      source: {
        kind,
        event: b.origin === "import" ? "import" : liveEvent,
        sessionId: d.sessionId,
        toolUseId: d.toolUseId,
        agent: b.agent,
      },
    },
    at,
  ).catch((err: unknown) => {
    if (!(err instanceof CairnError && err.code === "INVALID_INPUT")) throw err;
    skipped.push({ type: d.type, title: d.title.slice(0, 120), reason: err.message });
    return null;
  });
  return r?.created === true;
}
