/**
 * `cairn import`: backfills memory from Claude Code transcripts. Streams each file (never loads it
 * whole), maps each session to its project by the recorded cwd (a folder that no longer exists keeps
 * its recorded path as identity), and records it through the same path as live capture.
 * Idempotent: each file's size, mtime and consumed byte offset are kept, so an unchanged file is
 * skipped and a grown one is read from where the last run stopped; event inserts are de-duplicated.
 */
import { stat } from "node:fs/promises";
import type { TranscriptSession } from "../../core/transcript/types.js";
import type { Store } from "../../store/store.js";
import { turnedOff } from "../env/cairn-off.js";
import { findTranscripts, type TranscriptFile } from "../transcript/find-transcripts.js";
import { readTranscript, type TranscriptResult } from "../transcript/read-transcript.js";
import { useImportCompilerFlags } from "./import-compiler.js";
import { type ImportedBatch, recordImportedSession } from "./import-session.js";
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

/** A transcript to read: its size and mtime now, and the byte offset to read it from. */
interface PendingFile {
  file: TranscriptFile;
  size: number;
  mtimeMs: number;
  from: number;
}

export async function importTranscripts(store: Store, o: ImportOptions): Promise<ImportSummary> {
  useImportCompilerFlags();
  const summary = emptySummary();
  const work = await pendingFiles(store, o.root, summary);
  const touched = new Set<string>();
  const total = work.reduce((n, w) => n + w.size - w.from, 0);
  o.onStart?.(total, work.length);
  let done = 0;
  for (const w of work) {
    const result = await readTranscript(w.file.path, {
      startOffset: w.from,
      onProgress: (b) => o.onProgress?.(done + b),
      said: true,
    });
    done += w.size - w.from;
    countRead(summary, result);
    const { firstSession, failed } = await recordFileSessions(store, o, summary, w, result, touched);
    // a file with a failed session keeps no mark, so the next run (a fixed version) reads it again
    if (failed) continue;
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

/**
 * The transcripts under `root` that changed since their import mark (an unchanged one is counted as
 * skipped), each from the offset its mark reached (0 when the file shrank); parents before their
 * subagents, so a session's record exists when its subagent events land.
 */
async function pendingFiles(store: Store, root: string, summary: ImportSummary): Promise<PendingFile[]> {
  const work: PendingFile[] = [];
  for await (const file of findTranscripts(root)) {
    const st = await stat(file.path);
    const mark = await store.getImportMark(file.path);
    if (mark && mark.size === st.size && mark.mtimeMs === st.mtimeMs) {
      summary.skipped++;
      continue;
    }
    const from = mark && mark.offset <= st.size ? mark.offset : 0;
    work.push({ file, size: st.size, mtimeMs: st.mtimeMs, from });
  }
  work.sort((a, b) => Number(a.file.kind === "subagent") - Number(b.file.kind === "subagent"));
  return work;
}

/** Adds one read file's counts (bytes, parse errors, unknown record types) to `summary`. */
function countRead(summary: ImportSummary, result: TranscriptResult): void {
  summary.files++;
  summary.bytes += result.bytesRead;
  summary.parseErrors += result.parseErrors;
  for (const [type, n] of result.unknownTypes)
    summary.unknownTypes[type] = (summary.unknownTypes[type] ?? 0) + n;
}

/**
 * Records each session read from one file (a session with no recorded cwd, or in a folder where Cairn
 * is turned off with `.cairn-off`, is counted as skipped);
 * `touched` gets each session created or given new events, reported once through `o.onSession`.
 * Returns the file's first session and whether recording any of its sessions failed.
 */
async function recordFileSessions(
  store: Store,
  o: ImportOptions,
  summary: ImportSummary,
  w: PendingFile,
  result: TranscriptResult,
  touched: Set<string>,
): Promise<{ firstSession: string | null; failed: boolean }> {
  let firstSession: string | null = null;
  let failed = false;
  for (const s of result.sessions.values()) {
    firstSession ??= s.sessionId;
    const cwd = s.firstCwd ?? s.lastCwd;
    if (!cwd || turnedOff(cwd)) {
      summary.skipped++;
      continue;
    }
    const existed = (await store.getSession(s.sessionId)) !== null;
    const r = await recordImportedSession(store, summary, w.file.path, importedBatch(w.file, s, cwd, o.now), {
      // a recorded branch says the session ran in a git checkout: a removed worktree's layout counts
      worktreeLayouts: Boolean(s.gitBranch),
    });
    if (r === null) {
      failed = true;
      continue;
    }
    if ((!existed || r.eventsAdded > 0) && !touched.has(s.sessionId)) {
      touched.add(s.sessionId);
      o.onSession?.(s.sessionId);
    }
  }
  return { firstSession, failed };
}

/** The batch one read session records (dated by its last record, else `now`). */
function importedBatch(
  file: TranscriptFile,
  s: TranscriptSession,
  cwd: string,
  now: Date | undefined,
): ImportedBatch {
  const session = file.kind === "session";
  return {
    sessionId: s.sessionId,
    events: s.events,
    said: s.said,
    // a subagent's final words are not the session's
    lastAssistantMessage: session ? s.lastAssistantMessage : null,
    lastAssistantAt: session ? s.lastAssistantAt : null,
    // a transcript on disk is a session that ran; a later import of a grown file moves the end
    ended: session,
    gitBranch: s.gitBranch,
    cwd,
    now: new Date(s.lastTs ?? now ?? Date.now()),
  };
}
