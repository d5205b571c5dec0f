/**
 * The Observer's per-session state (`$CAIRN_HOME/observer/sessions/<session>.json`) and the
 * transcript measurement behind "new tokens since the last observation": each call reads only the
 * transcript bytes added since the previous one, through the line reader import uses (at most
 * 8 MB; beyond that the rest counts as bytes / 4 unread) and adds the conversation characters of
 * complete lines
 * (core/observations/transcript-tokens.ts). The transcript may lag the current turn: what is not
 * written yet is counted at the next stop. Never called on PostToolUse.
 */
import { closeSync, readFileSync } from "node:fs";
import { initialObserverState, type ObserverState } from "../../core/observations/observer.js";
import { measureRecord } from "../../core/observations/transcript-tokens.js";
import { homeScope, writeFileSafe } from "../env/safe-write.js";
import { readLines } from "../transcript/line-reader.js";
import { openRegularFile } from "../transcript/open-regular.js";
import { sessionStatePath } from "./paths.js";

const MAX_SCAN_BYTES = 8 * 1024 * 1024;

export function loadObserverState(home: string, sessionId: string): ObserverState {
  try {
    const raw = JSON.parse(readFileSync(sessionStatePath(home, sessionId), "utf8")) as Partial<ObserverState>;
    return { ...initialObserverState(), ...raw };
  } catch {
    // no state for this session yet, or damaged: start from the initial state
    return initialObserverState();
  }
}

export function saveObserverState(home: string, sessionId: string, state: ObserverState): void {
  const path = sessionStatePath(home, sessionId);
  writeFileSafe(homeScope(home), path, JSON.stringify(state));
}

/**
 * Measures the transcript growth since `state.offset`; returns the updated state (not saved). Reads
 * with the transcript line reader that `cairn import` uses (transcript/line-reader.ts), from the
 * descriptor of a regular file only.
 */
export async function scanTranscript(
  state: ObserverState,
  transcriptPath: string | null | undefined,
  maxBytes = MAX_SCAN_BYTES,
): Promise<ObserverState> {
  if (!transcriptPath) return state;
  const s = { ...state };
  if (s.transcriptPath !== transcriptPath) {
    s.transcriptPath = transcriptPath;
    s.offset = 0;
  }
  // regular files only: a FIFO or device named as the transcript must never block the hook
  const file = openRegularFile(transcriptPath);
  if (!file) return s;
  const { fd, size } = file;
  if (size < s.offset) s.offset = 0; // replaced file: measure again
  const start = s.offset;
  let consumed = start;
  try {
    const end = start + Math.min(size - start, maxBytes);
    for await (const line of readLines(transcriptPath, start, undefined, { fd, end })) {
      // a line still being written (or cut at maxBytes) is measured once it is complete
      if (!line.terminated) break;
      consumed = line.end;
      if (line.text.trim() === "") continue;
      try {
        const m = measureRecord(JSON.parse(line.text));
        s.charsSinceMark += m.chars;
        if (m.contextTokens !== null && m.contextTokens > 0) s.contextTokens = m.contextTokens;
      } catch {
        // a broken line counts nothing
      }
    }
  } catch {
    // unreadable mid-way: what was measured stays, the rest is measured next time
  } finally {
    closeSync(fd);
  }
  s.offset = consumed;
  if (consumed === start) {
    // one line longer than maxBytes: count the bytes read, unparsed
    if (size - start >= maxBytes) {
      s.charsSinceMark += maxBytes;
      s.offset = start + maxBytes;
    }
    return s;
  }
  if (size - s.offset > maxBytes) {
    // a huge backlog (first look at a long resumed session): count the rest by size, unread
    s.charsSinceMark += size - s.offset;
    s.offset = size;
  }
  return s;
}

/** Records that observations were written for this session: resets the mark and the force flag. */
export async function markObserved(home: string, sessionId: string, now: Date): Promise<void> {
  const s = loadObserverState(home, sessionId);
  saveObserverState(home, sessionId, {
    ...(await scanTranscript(s, s.transcriptPath)),
    charsSinceMark: 0,
    force: false,
    forceReason: null,
    markedAt: now.toISOString(),
  });
}
