/**
 * The import loop shared by the agents whose transcripts hold one session a file (Codex rollouts, Copilot
 * `events.jsonl`): each file through the same recording path as Claude Code transcripts (record-activity.ts,
 * origin "import", the file's agent). Idempotent as the Claude Code import: each file's size and mtime are
 * kept as its import mark, so an unchanged file is skipped; a grown one (a resumed session) is read again
 * and its new events are added (event inserts are de-duplicated). Streams each file line by line.
 */
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { createInterface } from "node:readline";
import type { AgentName } from "../../core/agents/agent-event.js";
import type { AgentSession } from "../../core/agents/agent-session.js";
import type { ActivityEvent } from "../../core/capture/events.js";
import type { Store } from "../../store/store.js";
import { turnedOff } from "../env/cairn-off.js";
import { useImportCompilerFlags } from "./import-compiler.js";
import { recordImportedSession } from "./import-session.js";
import type { ImportSummary } from "./import-transcripts.js";

export interface AgentSessionFiles {
  agent: AgentName;
  files: readonly string[];
  /** The session a file's lines hold (null: none), calling `onBadLine` for each line that is not a record. */
  session: (lines: AsyncIterable<string>, onBadLine: () => void) => Promise<AgentSession | null>;
}

/** A tool event's identity without its id and time: tool, command and the files' last path segments. */
function callKey(e: ActivityEvent): string {
  const names = e.files.map((f) => f.split(/[\\/]/).at(-1) ?? f).sort();
  return `${e.tool ?? ""}\u0000${e.command ?? ""}\u0000${names.join("\u0000")}`;
}

/**
 * `events` less the tool calls live capture already stored without an id (a Copilot hook that could not
 * read its call's `toolCallId` from events.jsonl): each such stored call stands for one imported call with
 * the same key whose id is not stored yet, so a call is never stored twice and a repeated call still is.
 */
async function withoutLiveTwins(
  store: Store,
  sessionId: string,
  events: readonly ActivityEvent[],
): Promise<ActivityEvent[]> {
  const stored = await store.listEvents({ sessionId });
  const ids = new Set(stored.flatMap((e) => (e.toolUseId ? [e.toolUseId] : [])));
  const unmatched = new Map<string, number>();
  for (const e of stored) {
    if (e.kind !== "tool" || e.toolUseId) continue;
    unmatched.set(callKey(e), (unmatched.get(callKey(e)) ?? 0) + 1);
  }
  if (unmatched.size === 0) return [...events];
  return events.filter((e) => {
    if (e.kind !== "tool" || !e.toolUseId || ids.has(e.toolUseId)) return true;
    const left = unmatched.get(callKey(e)) ?? 0;
    if (left === 0) return true;
    unmatched.set(callKey(e), left - 1);
    return false;
  });
}

export async function importAgentSessions(
  store: Store,
  o: { now?: Date; onSession?: (id: string) => void },
  summary: ImportSummary,
  source: AgentSessionFiles,
): Promise<ImportSummary> {
  useImportCompilerFlags();
  for (const path of source.files) {
    const st = await stat(path);
    const mark = await store.getImportMark(path);
    if (mark && mark.size === st.size && mark.mtimeMs === st.mtimeMs) {
      summary.skipped++;
      continue;
    }
    summary.files++;
    summary.bytes += st.size;
    const lines = createInterface({
      input: createReadStream(path, "utf8"),
      crlfDelay: Number.POSITIVE_INFINITY,
    });
    const s = await source.session(lines, () => summary.parseErrors++);
    if (!s?.cwd || turnedOff(s.cwd)) {
      summary.skipped++;
      continue;
    }
    const cwd = s.cwd;
    const at = new Date(s.lastAssistantAt ?? s.events.at(-1)?.ts ?? s.startedAt ?? o.now ?? Date.now());
    const r = await recordImportedSession(store, summary, path, {
      sessionId: s.sessionId,
      agent: source.agent,
      events: await withoutLiveTwins(store, s.sessionId, s.events),
      lastAssistantMessage: s.lastAssistantMessage,
      lastAssistantAt: s.lastAssistantAt,
      ended: true,
      cwd,
      now: at,
    });
    if (r === null) continue;
    if (r.eventsAdded > 0) {
      summary.sessions++;
      o.onSession?.(s.sessionId);
    }
    await store.setImportMark({
      path,
      size: st.size,
      mtimeMs: st.mtimeMs,
      offset: st.size,
      sessionId: s.sessionId,
      importedAt: (o.now ?? new Date()).toISOString(),
    });
  }
  return summary;
}
