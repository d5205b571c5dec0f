/**
 * Claude Code writes the transcript asynchronously, so when Stop fires it may not hold the turn yet
 * (reference §1.6). Before measuring it, wait — briefly and boundedly — until its tail contains the
 * turn's final assistant text (the Stop payload's `last_assistant_message`). Returns whether it did.
 */
import { closeSync, readSync } from "node:fs";
import { openRegularFile } from "../transcript/open-regular.js";

const TAIL_BYTES = 256 * 1024;

function tailContains(path: string, needle: string): boolean {
  const file = openRegularFile(path);
  if (!file) return false;
  const { fd, size } = file;
  try {
    const length = Math.min(size, TAIL_BYTES);
    const buf = Buffer.alloc(length);
    readSync(fd, buf, 0, length, size - length);
    return buf.toString("utf8").includes(needle);
  } catch {
    return false;
  } finally {
    closeSync(fd);
  }
}

/**
 * Polls every `stepMs` for at most `maxMs` (defaults 50 ms / 1,500 ms). The needle is the first line
 * of the message (≤ 60 chars) escaped as JSON would write it inside a string. A path that is missing
 * or not a regular file (a FIFO, a device) returns false at once: only a lagging write is waited for.
 */
export async function awaitTranscriptTurn(
  path: string | null | undefined,
  lastAssistantMessage: string | null | undefined,
  opts: { maxMs?: number; stepMs?: number } = {},
): Promise<boolean> {
  const first = lastAssistantMessage?.trim().split(/\r?\n/, 1)[0]?.slice(0, 60) ?? "";
  if (!path || first.length < 4) return false;
  const needle = JSON.stringify(first).slice(1, -1);
  const present = openRegularFile(path);
  if (!present) return false;
  closeSync(present.fd);
  const deadline = Date.now() + (opts.maxMs ?? 1500);
  for (;;) {
    if (tailContains(path, needle)) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((r) => setTimeout(r, opts.stepMs ?? 50));
  }
}
