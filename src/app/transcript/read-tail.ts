/**
 * Reads the last bytes of a transcript (or any file) synchronously: for hooks that need only what
 * Claude Code wrote last (the turn's final text, a fresh compaction summary) and must not stream a
 * multi-megabyte file. Returns null when the file cannot be read or is not a regular file.
 */
import { closeSync, readSync } from "node:fs";
import { openRegularFile } from "./open-regular.js";

/** The last `maxBytes` of the file as UTF-8 (a multi-byte character cut at the start becomes U+FFFD). */
export function readTail(path: string, maxBytes: number): string | null {
  const file = openRegularFile(path); // never blocks on a FIFO or a device
  if (!file) return null;
  const { fd, size } = file;
  try {
    const length = Math.min(size, maxBytes);
    const buf = Buffer.alloc(length);
    readSync(fd, buf, 0, length, size - length);
    return buf.toString("utf8");
  } catch {
    // a read error (the file shrank or went away): no tail
    return null;
  } finally {
    closeSync(fd);
  }
}

/** Complete JSONL lines of a tail (the first, possibly cut, line is dropped unless the tail is the whole file). */
export function tailLines(tail: string, wholeFile: boolean): string[] {
  const lines = tail.split("\n");
  if (!wholeFile) lines.shift();
  return lines.filter((l) => l.trim() !== "");
}
