/**
 * readTranscript: streams one Claude Code transcript JSONL file (1.0.x – 2.1.x) through the
 * TranscriptAccumulator. Reads line by line (constant memory in file size) and reports where a
 * later run can resume. Does not write anything or touch the store.
 */
import { stat } from "node:fs/promises";
import { basename } from "node:path";
import { CairnError } from "../../core/common/errors.js";
import { isJsonText } from "../../core/common/text.js";
import { TranscriptAccumulator } from "../../core/transcript/accumulator.js";
import type { TranscriptContent } from "../../core/transcript/types.js";
import { readLineBatches } from "./line-reader.js";

export interface ReadTranscriptOptions {
  /** Byte offset to start at; must be a line boundary (a previous result's `endOffset`). Default 0. */
  startOffset?: number;
  /** Called after each chunk (≈1 MiB) with the bytes read so far in this call. */
  onProgress?: (bytesRead: number) => void;
  /** Also keep the main thread's assistant text (`TranscriptSession.said`, the conversation index). */
  said?: boolean;
}

/** Per-session results of one file plus where reading stopped. */
export interface TranscriptResult extends TranscriptContent {
  path: string;
  startOffset: number;
  /**
   * Byte offset just past the last complete line consumed: resume from here. A final line without
   * "\n" counts as complete only if it parses as JSON (Claude Code may be mid-write).
   */
  endOffset: number;
  /** Bytes read in this call (endOffset − startOffset, plus any incomplete tail). */
  bytesRead: number;
  /** true when the file ended in an unterminated line that did not parse (left for the next run). */
  incompleteTail: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Reads `path` from `opts.startOffset` to the end. Records without a sessionId fall back to the
 * file name when it is a UUID (`<session-id>.jsonl`).
 * Errors: CairnError("IO") when the file cannot be read; CairnError("INVALID_INPUT") when
 * startOffset is negative or beyond the end of the file (the file was truncated or replaced).
 */
export async function readTranscript(
  path: string,
  opts: ReadTranscriptOptions = {},
): Promise<TranscriptResult> {
  const startOffset = opts.startOffset ?? 0;
  let size: number;
  try {
    size = (await stat(path)).size;
  } catch (cause) {
    throw new CairnError("IO", `cannot read transcript ${path}`, { cause });
  }
  if (!Number.isInteger(startOffset) || startOffset < 0 || startOffset > size) {
    throw new CairnError("INVALID_INPUT", `startOffset ${startOffset} is outside ${path} (${size} bytes)`);
  }
  const stem = basename(path, ".jsonl");
  const acc = new TranscriptAccumulator({
    ...(UUID.test(stem) ? { defaultSessionId: stem } : {}),
    said: opts.said === true,
  });
  let endOffset = startOffset;
  let bytesRead = 0;
  let incompleteTail = false;
  try {
    for await (const batch of readLineBatches(path, startOffset, opts.onProgress)) {
      for (const line of batch) {
        bytesRead = line.end - startOffset;
        if (line.terminated) {
          acc.pushLine(line.text);
          endOffset = line.end;
        } else if (isJsonText(line.text)) {
          acc.pushLine(line.text);
          endOffset = line.end;
        } else if (line.text.trim().length > 0) {
          incompleteTail = true;
        }
      }
    }
  } catch (cause) {
    throw new CairnError("IO", `cannot read transcript ${path}`, { cause });
  }
  return { ...acc.result(), path, startOffset, endOffset, bytesRead, incompleteTail };
}
