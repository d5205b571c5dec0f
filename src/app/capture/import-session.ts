/**
 * One imported session recorded, shared by every `cairn import` loop (Claude Code transcripts, Codex
 * rollouts, Copilot events): its project resolved from the recorded cwd, its events recorded through
 * record-activity.ts (origin and trigger "import") in one transaction, and the summary's counters kept.
 * A session that cannot be recorded is rolled back and listed in `summary.failed`; the caller goes on.
 */
import type { Store } from "../../store/store.js";
import { ensureProject } from "../projects/ensure-project.js";
import type { ImportSummary } from "./import-summary.js";
import { type ActivityBatch, type ActivityResult, recordActivity } from "./record-activity.js";

/** The batch of one imported session, less what this step sets (project, origin, trigger). */
export type ImportedBatch = Omit<ActivityBatch, "project" | "origin" | "trigger"> & { cwd: string };

/**
 * Records `batch` (read from the file at `path`) and adds its events, memories and skipped memories to
 * `summary`. `worktreeLayouts`: see ensureProject. Returns the result, or null when recording failed
 * (the failure, its first line ≤ 300 characters, is in `summary.failed`).
 */
export async function recordImportedSession(
  store: Store,
  summary: ImportSummary,
  path: string,
  batch: ImportedBatch,
  o: { worktreeLayouts?: boolean } = {},
): Promise<ActivityResult | null> {
  let r: ActivityResult;
  try {
    const project = await ensureProject(store, batch.cwd, batch.now, o);
    if (!summary.projects.includes(project.id)) summary.projects.push(project.id);
    r = await store.inTransaction(() =>
      recordActivity(store, { ...batch, project, origin: "import", trigger: "import" }),
    );
  } catch (err) {
    // one session that cannot be recorded never costs the others: report it and go on
    summary.failed.push({ path, sessionId: batch.sessionId, reason: errorText(err) });
    return null;
  }
  for (const m of r.memoriesSkipped) summary.memoriesSkipped.push({ ...m, sessionId: batch.sessionId });
  summary.events += r.eventsAdded;
  summary.memories += r.memoriesCreated;
  return r;
}

function errorText(err: unknown): string {
  return (err instanceof Error ? err.message : String(err)).split("\n")[0]?.slice(0, 300) ?? "unknown error";
}
