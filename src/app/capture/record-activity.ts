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
import type { AgentName } from "../../core/agents/agent-event.js";
import { deriveMemories } from "../../core/capture/capture.js";
import type { ActivityEvent } from "../../core/capture/events.js";
import type { SessionRecord } from "../../core/capture/session.js";
import { isMachinePrompt, isYesNoQuestion } from "../../core/capture/session-sources.js";
import { sessionIntents, summarizeSession } from "../../core/capture/summary.js";
import { summaryBody } from "../../core/capture/summary-claims.js";
import { CairnError } from "../../core/common/errors.js";
import { sessionKey } from "../../core/memories/dedupe-key.js";
import { fitTags, type SourceKind } from "../../core/memories/memory.js";
import { redactOnce } from "../../core/redact/redacted-texts.js";
import type { Store } from "../../store/store.js";
import { closeDoneTodos } from "../memories/close-todos.js";
import { saveMemory } from "../memories/save-memory.js";

export interface ActivityBatch {
  project: { id: string; root: string };
  sessionId: string;
  /** The agent that ran the session; absent: the recorded one, else Claude Code. */
  agent?: AgentName;
  events: readonly ActivityEvent[];
  origin: "hook" | "import";
  /** Hook event that triggered this (e.g. "Stop"), or "import". */
  trigger: string;
  lastAssistantMessage?: string | null;
  /** When that message was written (ISO-8601); absent = after every event of the batch (a live Stop). */
  lastAssistantAt?: string | null;
  ended?: boolean;
  gitCommit?: string | null;
  gitBranch?: string | null;
  cwd?: string | null;
  now: Date;
  /** Epoch ms after which no further derivation slice starts; absent: derive everything. */
  deadline?: number;
}

/** A derived memory left out because it did not validate: its type, title and why. */
export interface SkippedMemory {
  type: string;
  title: string;
  reason: string;
}

export interface ActivityResult {
  eventsAdded: number;
  memoriesCreated: number;
  /** Derived memories that failed validation and were not stored (the session's events still were). */
  memoriesSkipped: SkippedMemory[];
  session: SessionRecord;
  /** Events derived by this call: `[from, to)` in the session's time order. */
  derived: { from: number; to: number };
  /** Events still waiting for derivation (a backlog left by the deadline). */
  pending: number;
}

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
  // callers redact at capture; this second pass keeps the guarantee for any future caller. Imported
  // events come from SessionBuilder, whose every text went through safeText (redact), and the store
  // redacts each bound value again (store/sqlite/statements.ts), so import skips this pass over them.
  const r = (s: string | null) => (s === null ? null : redactOnce(s));
  const again = b.origin === "import" ? (s: string | null) => s : r;
  const events = b.events.map((e) => ({
    ...e,
    files: e.files.map((f) => toProjectPath(b.project.root, b.origin === "import" ? f : redactOnce(f))),
    command: again(e.command),
    error: again(e.error),
    detail: again(e.detail),
  }));
  const existing = await store.getSession(b.sessionId);
  const eventsAdded = await store.insertEvents(b.project.id, events);
  // the summary reads at most SUMMARY_TAIL events: its cost stops growing with the session
  const recent =
    firstImport(b, existing, events, eventsAdded) ??
    (await store.listEvents({ sessionId: b.sessionId, tail: SUMMARY_TAIL }));
  const total = recent.length < SUMMARY_TAIL ? recent.length : await store.countEvents(b.sessionId);
  // live: the answer to "did you push?" or to a task notification is not how the session ended
  const lastPrompt = recent.findLast((e) => e.kind === "prompt")?.detail ?? "";
  const aside = isYesNoQuestion(lastPrompt) || isMachinePrompt(lastPrompt);
  const fresh = aside && existing?.lastAssistantMessage ? null : r(b.lastAssistantMessage ?? null);
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
  let derived = from;
  await store.upsertSession({ ...session, derivedEvents: derived });

  const kind: SourceKind = b.origin === "import" ? "import" : "hook";
  let memoriesCreated = 0;
  const memoriesSkipped: SkippedMemory[] = [];
  const saved = new Set<string>();
  // the first slice always runs, so a session whose listing alone outlasts the deadline still progresses
  while (derived < total && (derived === from || b.deadline === undefined || Date.now() < b.deadline)) {
    const end = Math.min(total, derived + DERIVE_SLICE);
    const start = Math.max(0, derived - DERIVE_LOOKBACK);
    // events by position in the session; the listed tail covers the newest of them
    const skipped = total - recent.length;
    const window =
      start >= skipped
        ? recent.slice(start - skipped, end - skipped)
        : await store.listEvents({ sessionId: b.sessionId, offset: start, limit: end - start });
    memoriesCreated += await saveDerived(
      store,
      { ...b, agent: session.agent },
      window,
      kind,
      lastTs,
      saved,
      memoriesSkipped,
    );
    derived = end;
  }
  if (derived !== from) await store.upsertSession({ ...session, derivedEvents: derived });
  if (session.summary) {
    const first = parts.intents[0] ?? parts.filesChanged.slice(0, 3).join(", ") ?? "";
    const r = await saveMemory(
      store,
      {
        project: b.project.id,
        type: "task_summary",
        title: `Session ${session.startedAt.slice(0, 10)}: ${first || "activity"}`.slice(0, 300),
        // the pack shows the summary; search also finds what the closing message says in full
        body: summaryBody(session.summary, lastMessage, sessionIntents(recent), recent),
        // a path longer than a memory may name (1,024) stays in the session record only
        files: parts.filesChanged.filter((f) => f.length <= 1024).slice(0, 20),
        gitCommit: b.gitCommit ?? null,
        dedupeKey: sessionKey(b.sessionId),
        source: { kind, event: b.trigger, sessionId: b.sessionId, toolUseId: null, agent: session.agent },
      },
      b.origin === "import" ? new Date(lastTs) : b.now,
    );
    if (r.created) memoriesCreated++;
    await closeDoneTodos(store, r.memory, recent);
  }
  return {
    eventsAdded,
    memoriesCreated,
    memoriesSkipped,
    session: { ...session, derivedEvents: derived },
    derived: { from, to: derived },
    pending: total - derived,
  };
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

/**
 * Saves the memories derived from one window of events (idempotent by dedupe key), skipping drafts
 * already in `saved` (the same draft from an overlapping window); returns how many are new. A draft
 * that fails validation (INVALID_INPUT) is reported in `skipped` and the others are still saved.
 */
async function saveDerived(
  store: Store,
  b: ActivityBatch,
  window: readonly ActivityEvent[],
  kind: SourceKind,
  lastTs: string,
  saved: Set<string>,
  skipped: SkippedMemory[],
): Promise<number> {
  let memoriesCreated = 0;
  for (const raw of deriveMemories(window)) {
    const d = { ...raw, tags: fitTags(raw.tags) };
    // a draft identical to one saved earlier in this call would be an unchanged re-save: skip it
    const key = JSON.stringify([d.type, d.dedupeKey, d.title, d.body, d.files, d.tags, d.confidence]);
    if (saved.has(key)) continue;
    saved.add(key);
    const at =
      b.origin === "import" ? new Date(window.find((e) => e.toolUseId === d.toolUseId)?.ts ?? lastTs) : b.now;
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
          event: b.origin === "import" ? "import" : d.event,
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
    if (r?.created) memoriesCreated++;
  }
  return memoriesCreated;
}
