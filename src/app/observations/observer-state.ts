/**
 * The Observer's per-session state (`$CAIRN_HOME/observer/sessions/<session>.json`) and the
 * transcript measurement behind "new tokens since the last observation": each call reads only the
 * transcript bytes added since the previous one (at most 8 MB; beyond that the rest counts as
 * bytes / 4 unread) and adds the conversation characters of complete lines
 * (core/observations/transcript-tokens.ts). The transcript may lag the current turn: what is not
 * written yet is counted at the next stop. Never called on PostToolUse.
 */
import { closeSync, readFileSync, readSync } from "node:fs";
import { initialObserverState, type ObserverState } from "../../core/observations/observer.js";
import { measureRecord } from "../../core/observations/transcript-tokens.js";
import { homeScope, writeFileSafe } from "../env/safe-write.js";
import { openRegularFile } from "../transcript/open-regular.js";
import { sessionStatePath } from "./paths.js";

const MAX_SCAN_BYTES = 8 * 1024 * 1024;

export function loadObserverState(home: string, sessionId: string): ObserverState {
  try {
    const raw = JSON.parse(readFileSync(sessionStatePath(home, sessionId), "utf8")) as Partial<ObserverState>;
    return { ...initialObserverState(), ...raw };
  } catch {
    return initialObserverState();
  }
}

export function saveObserverState(home: string, sessionId: string, state: ObserverState): void {
  const path = sessionStatePath(home, sessionId);
  writeFileSafe(homeScope(home), path, JSON.stringify(state));
}

/** Measures the transcript growth since `state.offset`; returns the updated state (not saved). */
export function scanTranscript(
  state: ObserverState,
  transcriptPath: string | null | undefined,
  maxBytes = MAX_SCAN_BYTES,
): ObserverState {
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
  if (size === s.offset) {
    closeSync(fd);
    return s;
  }
  const len = Math.min(size - s.offset, maxBytes);
  const buf = Buffer.alloc(len);
  try {
    readSync(fd, buf, 0, len, s.offset);
  } finally {
    closeSync(fd);
  }
  const lastNl = buf.lastIndexOf(0x0a);
  if (lastNl < 0) {
    if (len === maxBytes) {
      s.charsSinceMark += len;
      s.offset += len;
    }
    return s;
  }
  for (const line of buf.toString("utf8", 0, lastNl).split("\n")) {
    if (line.trim() === "") continue;
    try {
      const m = measureRecord(JSON.parse(line));
      s.charsSinceMark += m.chars;
      if (m.contextTokens !== null && m.contextTokens > 0) s.contextTokens = m.contextTokens;
    } catch {
      // a broken line counts nothing
    }
  }
  s.offset += lastNl + 1;
  if (size - s.offset > maxBytes) {
    // a huge backlog (first look at a long resumed session): count the rest by size, unread
    s.charsSinceMark += size - s.offset;
    s.offset = size;
  }
  return s;
}

/** Records that observations were written for this session: resets the mark and the force flag. */
export function markObserved(home: string, sessionId: string, now: Date): void {
  const s = loadObserverState(home, sessionId);
  saveObserverState(home, sessionId, {
    ...scanTranscript(s, s.transcriptPath),
    charsSinceMark: 0,
    force: false,
    forceReason: null,
    markedAt: now.toISOString(),
  });
}
