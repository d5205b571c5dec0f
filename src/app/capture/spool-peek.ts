/**
 * What the hooks spooled and no ingest has read yet (spool.ts), for the dashboard's live feed: a read
 * of `<spool>/*.jsonl` — no claim, no rename, nothing written. Tool calls reach the store only when a
 * later hook drains the spool (Stop, SessionEnd, …); until then they are here. `spoolMarker` changes on
 * every append (each spool file's name, size and mtime).
 */
import { closeSync, fstatSync, openSync, readdirSync, readSync, statSync } from "node:fs";
import { join } from "node:path";
import { type ActivityEvent, activityEventSchema } from "../../core/capture/events.js";

const SPOOLED = /^[A-Za-z0-9_-]+(?:\.late-[0-9a-z-]+)?\.jsonl$/;
/** Bytes read per spool file at most (its newest lines); a feed needs the latest events only. */
const TAIL_BYTES = 256 * 1024;

function spoolFiles(spoolDir: string): string[] {
  try {
    return readdirSync(spoolDir)
      .filter((n) => SPOOLED.test(n))
      .sort();
  } catch {
    // no spool folder yet: nothing spooled
    return [];
  }
}

/** An opaque string that changes whenever a hook appends to the spool (or a drain takes a file). */
export function spoolMarker(spoolDir: string): string {
  const parts: string[] = [];
  for (const name of spoolFiles(spoolDir)) {
    try {
      const st = statSync(join(spoolDir, name));
      parts.push(`${name}:${st.size}:${st.mtimeMs}`);
    } catch {
      // drained meanwhile
    }
  }
  return parts.join("|");
}

/** The file's last TAIL_BYTES at most, from the first whole line in them. */
function tail(path: string): string {
  const fd = openSync(path, "r");
  try {
    const size = fstatSync(fd).size;
    const start = Math.max(0, size - TAIL_BYTES);
    const buf = Buffer.alloc(size - start);
    const n = readSync(fd, buf, 0, buf.length, start);
    const text = buf.subarray(0, n).toString("utf8");
    return start === 0 ? text : text.slice(text.indexOf("\n") + 1);
  } finally {
    closeSync(fd);
  }
}

/** The newest `limit` spooled events (newest first) that `keep` accepts; unreadable lines are skipped. */
export function peekSpool(
  spoolDir: string,
  limit: number,
  keep: (e: ActivityEvent) => boolean = () => true,
): ActivityEvent[] {
  const events: ActivityEvent[] = [];
  for (const name of spoolFiles(spoolDir)) {
    let text: string;
    try {
      text = tail(join(spoolDir, name));
    } catch {
      continue; // drained meanwhile
    }
    for (const line of text.split("\n")) {
      if (line.trim() === "") continue;
      try {
        const parsed = activityEventSchema.safeParse(JSON.parse(line));
        if (parsed.success && keep(parsed.data)) events.push(parsed.data);
      } catch {
        // a line cut by a concurrent append: the next refresh reads it whole
      }
    }
  }
  return events.sort((a, b) => b.ts.localeCompare(a.ts)).slice(0, limit);
}
