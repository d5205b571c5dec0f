/**
 * Claude Code writes the transcript asynchronously, so when Stop fires it may not hold the turn yet
 * (the Stop payload carries `last_assistant_message` for this reason: https://code.claude.com/docs/en/hooks). Before measuring it, wait — briefly and boundedly — until its tail contains the
 * turn's final assistant text (the Stop payload's `last_assistant_message`). Returns whether it did.
 */
import { closeSync } from "node:fs";
import { openRegularFile } from "../transcript/open-regular.js";
import { readTail } from "../transcript/read-tail.js";

const TAIL_BYTES = 256 * 1024;

function tailContains(path: string, needle: string): boolean {
  return readTail(path, TAIL_BYTES)?.includes(needle) ?? false;
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
