/**
 * Records a batch of a session's activity and brings everything derived from it up to date:
 * events (idempotent), the session record and its heuristic summary, the derived memories
 * (verified commands, failed attempts, bug notes) and the one task_summary memory per session; todos
 * the session's task list or commits did are closed (app/memories/close-todos.ts).
 * Shared by live capture (hooks) and transcript import, so both produce the same memories.
 *
 * Incremental: the session record keeps how many events the derivation has covered
 * (`derivedEvents`); each call derives from the events after that point in slices of
 * DERIVE_SLICE, each slice seen with the DERIVE_LOOKBACK events before it (so a failure still pairs
 * with the pass that follows it), and stops between slices once `deadline` has passed (one slice
 * always runs, so every call makes progress). What is left
 * is reported as `pending` for a later hook. The summary is recomputed from the session's last
 * SUMMARY_TAIL events.
 */
import type { ActivityEvent } from "../../core/capture/events.js";
import type { SessionRecord } from "../../core/capture/session.js";
import { isMachinePrompt, isYesNoQuestion } from "../../core/capture/session-sources.js";
import { summarizeSession } from "../../core/capture/summary.js";
import type { SourceKind } from "../../core/memories/memory.js";
import { redactOnce } from "../../core/redact/redacted-texts.js";
import type { Store } from "../../store/store.js";
import type { ActivityBatch, ActivityResult, SessionPlan, SkippedMemory } from "./activity-batch.js";
import { saveLookedFindings } from "./findings-looked.js";
import { saveDerived, saveSessionSummary } from "./save-derived.js";
import { saveExcerpts } from "./save-excerpts.js";

export type { ActivityBatch, ActivityResult, SkippedMemory } from "./activity-batch.js";

/** Events before a slice that its derivation also sees (pairs a failure with a later pass). */
export const DERIVE_LOOKBACK = 500;
/** New events derived per slice; the deadline is checked between slices. */
export const DERIVE_SLICE = 500;
/** Most recent events the session summary is computed from. */
export const SUMMARY_TAIL = 10_000;

/** Makes a path project-relative (forward slashes) when it lies inside the project root. */
export function toProjectPath(root: string, path: string): string {
  const p = path.replaceAll("\\", "/");
  const r = root.replaceAll("\\", "/").replace(/\/$/, "");
  return p.startsWith(`${r}/`) ? p.slice(r.length + 1) : p;
}

/**
 * The events of a session's first import when all of them were just stored: they are its whole
 * history, so they are returned in the store's order (time, then insertion; a stable sort) instead
 * of being read back. null otherwise (the caller lists them from the store).
 */
function firstImport(
  b: ActivityBatch,
  existing: SessionRecord | null,
  events: ActivityEvent[],
  added: number,
): ActivityEvent[] | null {
  if (b.origin !== "import" || existing !== null || added !== events.length || events.length >= SUMMARY_TAIL)
    return null;
  if (!events.every((e) => e.sessionId === b.sessionId)) return null;
  return [...events].sort((x, y) => (x.ts < y.ts ? -1 : x.ts > y.ts ? 1 : 0));
}

export async function recordActivity(store: Store, b: ActivityBatch): Promise<ActivityResult> {
  const events = batchEvents(b);
  const existing = await store.getSession(b.sessionId);
  const eventsAdded = await store.insertEvents(b.project.id, events);
  const plan = await planSession(store, b, existing, events, eventsAdded);
  const { session, from } = plan;
  // a hook records the session before deriving (a later hook resumes from `from`); an import runs in
  // one transaction (import-session.ts) that nothing else reads before it commits: one write, at the end
  const imported = b.trigger === "import";
  if (!imported) await store.upsertSession({ ...session, derivedEvents: from });
  await saveExcerpts(store, b, plan.recent, existing?.updatedAt ?? null);
  const kind: SourceKind = b.origin === "import" ? "import" : "hook";
  const done = await deriveSlices(store, b, plan, kind);
  const previous = existing?.updatedAt ?? null;
  done.memoriesCreated += await saveLookedFindings(
    store,
    b,
    plan.recent,
    previous,
    kind,
    done.memoriesSkipped,
  );
  if (imported || done.derived !== from)
    await store.upsertSession({ ...session, derivedEvents: done.derived });
  if (session.summary && (await saveSessionSummary(store, b, plan, kind))) done.memoriesCreated++;
  return {
    eventsAdded,
    memoriesCreated: done.memoriesCreated,
    memoriesSkipped: done.memoriesSkipped,
    session: { ...session, derivedEvents: done.derived },
    derived: { from, to: done.derived },
    pending: plan.total - done.derived,
  };
}

/** The batch's events with project-relative paths, redacted again when they come from a hook. */
function batchEvents(b: ActivityBatch): ActivityEvent[] {
  // callers redact at capture; this second pass keeps the guarantee for any future caller. Imported
  // events come from SessionBuilder, whose every text went through safeText (redact), and the store
  // redacts each bound value again (store/sqlite/statements.ts), so import skips this pass over them.
  const again = b.origin === "import" ? (s: string | null) => s : redactOrNull;
  return b.events.map((e) => ({
    ...e,
    files: e.files.map((f) => toProjectPath(b.project.root, b.origin === "import" ? f : redactOnce(f))),
    command: again(e.command),
    error: again(e.error),
    detail: again(e.detail),
  }));
}

const redactOrNull = (s: string | null) => (s === null ? null : redactOnce(s));

/** Lists what the summary needs, builds the session record and finds where derivation resumes. */
async function planSession(
  store: Store,
  b: ActivityBatch,
  existing: SessionRecord | null,
  events: ActivityEvent[],
  eventsAdded: number,
): Promise<SessionPlan> {
  // the summary reads at most SUMMARY_TAIL events: its cost stops growing with the session
  const recent =
    firstImport(b, existing, events, eventsAdded) ??
    (await store.listEvents({ sessionId: b.sessionId, tail: SUMMARY_TAIL }));
  const total = recent.length < SUMMARY_TAIL ? recent.length : await store.countEvents(b.sessionId);
  // live: the answer to "did you push?" or to a task notification is not how the session ended
  const lastPrompt = recent.findLast((e) => e.kind === "prompt")?.detail ?? "";
  const aside = isYesNoQuestion(lastPrompt) || isMachinePrompt(lastPrompt);
  const fresh = aside && existing?.lastAssistantMessage ? null : redactOrNull(b.lastAssistantMessage ?? null);
  const lastMessage = fresh ?? existing?.lastAssistantMessage ?? null;
  const lastAt = fresh !== null ? (b.lastAssistantAt ?? null) : (existing?.updatedAt ?? null);
  const {
    commits: _c,
    filed: _f,
    remaining: _r,
    uncommitted: _u,
    ...parts
  } = summarizeSession(recent, lastMessage, lastAt);
  const nowIso = b.now.toISOString();
  const lastTs = recent.at(-1)?.ts ?? nowIso;
  const firstTs =
    existing?.startedAt ??
    (total > recent.length
      ? (await store.listEvents({ sessionId: b.sessionId, limit: 1 }))[0]?.ts
      : recent[0]?.ts);
  const session: SessionRecord = {
    id: b.sessionId,
    project: b.project.id,
    origin: existing?.origin ?? b.origin,
    agent: b.agent ?? existing?.agent ?? "claude-code",
    startedAt: firstTs ?? nowIso,
    updatedAt: b.origin === "import" ? lastTs : nowIso,
    endedAt: b.ended ? (b.origin === "import" ? lastTs : nowIso) : (existing?.endedAt ?? null),
    ...parts,
    gitBranch: b.gitBranch ?? existing?.gitBranch ?? null,
    cwd: b.cwd ?? existing?.cwd ?? null,
  };
  // a record from before incremental derivation was derived up to the events it had
  const next = Math.min(existing?.derivedEvents ?? (existing ? total - eventsAdded : 0), total);
  // an event older than the lookback of the next slice (a raced append published late) is derived too
  const late = eventsAdded > 0 ? positionOf(recent, total, events) : total;
  const from = late < next - DERIVE_LOOKBACK ? late : next;
  return { recent, total, session, lastMessage, lastTs, from };
}

/**
 * Derives and saves memories slice by slice from `plan.from` until every event is derived or the
 * deadline has passed (the first slice always runs, so a session whose listing alone outlasts the
 * deadline still progresses); returns the position reached.
 */
async function deriveSlices(
  store: Store,
  b: ActivityBatch,
  plan: SessionPlan,
  kind: SourceKind,
): Promise<{ derived: number; memoriesCreated: number; memoriesSkipped: SkippedMemory[] }> {
  const { recent, total, from } = plan;
  let derived = from;
  let memoriesCreated = 0;
  const memoriesSkipped: SkippedMemory[] = [];
  const saved = new Set<string>();
  while (derived < total && (derived === from || b.deadline === undefined || Date.now() < b.deadline)) {
    const end = Math.min(total, derived + DERIVE_SLICE);
    const start = Math.max(0, derived - DERIVE_LOOKBACK);
    // events by position in the session; the listed tail covers the newest of them
    const skipped = total - recent.length;
    // the whole of `recent` is passed as is: what is computed once per list of events (claim evidence,
    // command state) is then shared with the summary and the excerpts
    const window =
      start >= skipped
        ? start === skipped && end - skipped === recent.length
          ? recent
          : recent.slice(start - skipped, end - skipped)
        : await store.listEvents({ sessionId: b.sessionId, offset: start, limit: end - start });
    const batch = { ...b, agent: plan.session.agent };
    memoriesCreated += await saveDerived(store, batch, window, kind, plan.lastTs, saved, memoriesSkipped);
    derived = end;
  }
  return { derived, memoriesCreated, memoriesSkipped };
}

/** Position in the session's time order of the oldest of `events` (`recent`: the session's newest events). */
function positionOf(
  recent: readonly ActivityEvent[],
  total: number,
  events: readonly ActivityEvent[],
): number {
  const oldest = events.reduce((m, e) => (e.ts < m ? e.ts : m), events[0]?.ts ?? "\uffff");
  const i = recent.findIndex((e) => e.ts >= oldest);
  return i < 0 ? total : total - recent.length + i;
}
