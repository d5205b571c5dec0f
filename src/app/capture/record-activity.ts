/**
 * Records a batch of a session's activity and brings everything derived from it up to date:
 * events (idempotent), the session record and its heuristic summary, the derived memories
 * (verified commands, failed attempts, bug notes) and the one task_summary memory per session.
 * Shared by live capture (hooks) and transcript import, so both produce the same memories.
 */
import { deriveMemories } from "../../core/capture/capture.js";
import type { ActivityEvent } from "../../core/capture/events.js";
import type { SessionRecord } from "../../core/capture/session.js";
import { isMachinePrompt, isYesNoQuestion } from "../../core/capture/session-sources.js";
import { summarizeSession } from "../../core/capture/summary.js";
import { sessionKey } from "../../core/memories/dedupe-key.js";
import type { SourceKind } from "../../core/memories/memory.js";
import { redact } from "../../core/redact/redact.js";
import type { Store } from "../../store/store.js";
import { saveMemory } from "../memories/save-memory.js";

export interface ActivityBatch {
  project: { id: string; root: string };
  sessionId: string;
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
}

export interface ActivityResult {
  eventsAdded: number;
  memoriesCreated: number;
  session: SessionRecord;
}

/** Makes a path project-relative (forward slashes) when it lies inside the project root. */
export function toProjectPath(root: string, path: string): string {
  const p = path.replaceAll("\\", "/");
  const r = root.replaceAll("\\", "/").replace(/\/$/, "");
  return p.startsWith(`${r}/`) ? p.slice(r.length + 1) : p;
}

/** The summary, plus the whole closing message when the summary's "Ended with" line had to cut it. */
function closing(summary: string, lastMessage: string | null): string {
  const last = lastMessage?.trim() ?? "";
  if (last.length <= 300 || !summary.includes("Ended with: ")) return summary;
  return `${summary}\n\nClosing message:\n${last.slice(0, 4000)}`;
}

export async function recordActivity(store: Store, b: ActivityBatch): Promise<ActivityResult> {
  // callers redact at capture; this second pass keeps the guarantee for any future caller
  const r = (s: string | null) => (s === null ? null : redact(s));
  const events = b.events.map((e) => ({
    ...e,
    files: e.files.map((f) => toProjectPath(b.project.root, redact(f))),
    command: r(e.command),
    error: r(e.error),
    detail: r(e.detail),
  }));
  const eventsAdded = await store.insertEvents(b.project.id, events);
  const all = await store.listEvents({ sessionId: b.sessionId });
  const existing = await store.getSession(b.sessionId);
  // live: the answer to "did you push?" or to a task notification is not how the session ended
  const lastPrompt = all.findLast((e) => e.kind === "prompt")?.detail ?? "";
  const aside = isYesNoQuestion(lastPrompt) || isMachinePrompt(lastPrompt);
  const fresh = aside && existing?.lastAssistantMessage ? null : r(b.lastAssistantMessage ?? null);
  const lastMessage = fresh ?? existing?.lastAssistantMessage ?? null;
  const lastAt = fresh !== null ? (b.lastAssistantAt ?? null) : (existing?.updatedAt ?? null);
  const { commits: _c, filed: _f, remaining: _r, ...parts } = summarizeSession(all, lastMessage, lastAt);
  const nowIso = b.now.toISOString();
  const lastTs = all.at(-1)?.ts ?? nowIso;
  const session: SessionRecord = {
    id: b.sessionId,
    project: b.project.id,
    origin: existing?.origin ?? b.origin,
    startedAt: existing?.startedAt ?? all[0]?.ts ?? nowIso,
    updatedAt: b.origin === "import" ? lastTs : nowIso,
    endedAt: b.ended ? (b.origin === "import" ? lastTs : nowIso) : (existing?.endedAt ?? null),
    ...parts,
    gitBranch: b.gitBranch ?? existing?.gitBranch ?? null,
    cwd: b.cwd ?? existing?.cwd ?? null,
  };
  await store.upsertSession(session);

  const kind: SourceKind = b.origin === "import" ? "import" : "hook";
  let memoriesCreated = 0;
  for (const d of deriveMemories(all)) {
    const at =
      b.origin === "import" ? new Date(all.find((e) => e.toolUseId === d.toolUseId)?.ts ?? lastTs) : b.now;
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
        },
      },
      at,
    );
    if (r.created) memoriesCreated++;
  }
  if (session.summary) {
    const first = parts.intents[0] ?? parts.filesChanged.slice(0, 3).join(", ") ?? "";
    const r = await saveMemory(
      store,
      {
        project: b.project.id,
        type: "task_summary",
        title: `Session ${session.startedAt.slice(0, 10)}: ${first || "activity"}`.slice(0, 300),
        // the pack shows the summary; search also finds what the closing message says in full
        body: closing(session.summary, lastMessage),
        files: parts.filesChanged.slice(0, 20),
        gitCommit: b.gitCommit ?? null,
        dedupeKey: sessionKey(b.sessionId),
        source: { kind, event: b.trigger, sessionId: b.sessionId, toolUseId: null },
      },
      b.origin === "import" ? new Date(lastTs) : b.now,
    );
    if (r.created) memoriesCreated++;
  }
  return { eventsAdded, memoriesCreated, session };
}
