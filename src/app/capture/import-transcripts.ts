/**
 * `cairn import`: backfills memory from Claude Code transcripts. Streams each file (never loads it
 * whole), maps each session to its project by the recorded cwd (a folder that no longer exists keeps
 * its recorded path as identity), and records it through the same path as live capture.
 * Idempotent: each file's size, mtime and consumed byte offset are kept, so an unchanged file is
 * skipped and a grown one is read from where the last run stopped; event inserts are de-duplicated.
 */
import { stat } from "node:fs/promises";
import type { Store } from "../../store/store.js";
import { findTranscripts, type TranscriptFile } from "../transcript/find-transcripts.js";
import { readTranscript } from "../transcript/read-transcript.js";
import { recordImportedSession } from "./import-session.js";
import { emptySummary, type ImportSummary } from "./import-summary.js";

export { emptySummary, type ImportSummary };

export interface ImportOptions {
  root: string;
  /** Called before reading with the total bytes to read, then with bytes done so far. */
  onStart?: (totalBytes: number, files: number) => void;
  onProgress?: (bytesDone: number) => void;
  /** Called once for each session created or given new events (after its records are written). */
  onSession?: (sessionId: string) => void;
  now?: Date;
}

export async function importTranscripts(store: Store, o: ImportOptions): Promise<ImportSummary> {
  const summary = emptySummary();
  const work: { file: TranscriptFile; size: number; mtimeMs: number; from: number }[] = [];
  for await (const file of findTranscripts(o.root)) {
    const st = await stat(file.path);
    const mark = await store.getImportMark(file.path);
    if (mark && mark.size === st.size && mark.mtimeMs === st.mtimeMs) {
      summary.skipped++;
      continue;
    }
    const from = mark && mark.offset <= st.size ? mark.offset : 0;
    work.push({ file, size: st.size, mtimeMs: st.mtimeMs, from });
  }
  // parents before their subagents, so a session's record exists when its subagent events land
  work.sort((a, b) => Number(a.file.kind === "subagent") - Number(b.file.kind === "subagent"));
  const touched = new Set<string>();
  const total = work.reduce((n, w) => n + w.size - w.from, 0);
  o.onStart?.(total, work.length);
  let done = 0;
  for (const w of work) {
    const result = await readTranscript(w.file.path, {
      startOffset: w.from,
      onProgress: (b) => o.onProgress?.(done + b),
    });
    done += w.size - w.from;
    summary.files++;
    summary.bytes += result.bytesRead;
    summary.parseErrors += result.parseErrors;
    for (const [type, n] of result.unknownTypes)
      summary.unknownTypes[type] = (summary.unknownTypes[type] ?? 0) + n;
    let firstSession: string | null = null;
    let fileFailed = false;
    for (const s of result.sessions.values()) {
      firstSession ??= s.sessionId;
      const cwd = s.firstCwd ?? s.lastCwd;
      if (!cwd) {
        summary.skipped++;
        continue;
      }
      const at = new Date(s.lastTs ?? o.now ?? Date.now());
      const existed = (await store.getSession(s.sessionId)) !== null;
      const r = await recordImportedSession(
        store,
        summary,
        w.file.path,
        {
          sessionId: s.sessionId,
          events: s.events,
          // a subagent's final words are not the session's
          lastAssistantMessage: w.file.kind === "session" ? s.lastAssistantMessage : null,
          lastAssistantAt: w.file.kind === "session" ? s.lastAssistantAt : null,
          // a transcript on disk is a session that ran; a later import of a grown file moves the end
          ended: w.file.kind === "session",
          gitBranch: s.gitBranch,
          cwd,
          now: at,
        },
        // a recorded branch says the session ran in a git checkout: a removed worktree's layout counts
        { worktreeLayouts: Boolean(s.gitBranch) },
      );
      if (r === null) {
        fileFailed = true;
        continue;
      }
      if ((!existed || r.eventsAdded > 0) && !touched.has(s.sessionId)) {
        touched.add(s.sessionId);
        o.onSession?.(s.sessionId);
      }
    }
    // a file with a failed session keeps no mark, so the next run (a fixed version) reads it again
    if (fileFailed) continue;
    await store.setImportMark({
      path: w.file.path,
      size: w.size,
      mtimeMs: w.mtimeMs,
      offset: result.endOffset,
      sessionId: firstSession ?? w.file.parentSessionId ?? null,
      importedAt: (o.now ?? new Date()).toISOString(),
    });
  }
  o.onProgress?.(total);
  summary.sessions = touched.size;
  return summary;
}
