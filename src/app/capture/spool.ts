/**
 * The hook spool: PostToolUse and PostToolUseFailure append one compact JSON line per tool call to
 * `<home>/spool/<session>.jsonl` (O_APPEND, no database, no zod on the hot path); the next hook that
 * opens the store (Stop, SubagentStop, PreCompact, SessionEnd, SessionStart) drains it. Draining
 * renames the file first, so appends racing with a drain land in a fresh file (spool-append.ts
 * re-publishes a line that raced with the rename as `<session>.late-….jsonl`, claimed the same
 * way), and a crash mid-drain leaves a `<session>.<pid>.<ms>.<start>.draining` claim that a later drain takes over at once when its owner
 * process is gone, or after `staleMs` otherwise (inserts are idempotent).
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { type ActivityEvent, activityEventSchema } from "../../core/capture/events.js";
import { spoolName as safe } from "../env/paths.js";
import { ownerGone, processStart } from "./spool-owner.js";

export { appendSpool } from "./spool-append.js";

export interface Drained {
  events: ActivityEvent[];
  /** Lines that did not parse or validate (skipped). */
  invalid: number;
  /** Files to delete once the events are committed. */
  files: string[];
}

/** Claims and reads the spool of one session (plus stale claims older than `staleMs`). */
export function drainSpool(spoolDir: string, sessionId: string, staleMs = 60_000): Drained {
  const base = safe(sessionId);
  const files: string[] = [];
  let claims = 0;
  let names: string[];
  try {
    names = readdirSync(spoolDir);
  } catch {
    // no spool folder yet: nothing to drain
    return { events: [], invalid: 0, files };
  }
  for (const name of names) {
    const path = join(spoolDir, name);
    if (name === `${base}.jsonl` || (name.startsWith(`${base}.late-`) && name.endsWith(".jsonl"))) {
      // a unique claim name per file: pid, time and a counter, then the owner's start time
      const claimed = join(
        spoolDir,
        `${base}.${process.pid}.${Date.now()}${claims++}.${processStart(process.pid)}.draining`,
      );
      try {
        renameSync(path, claimed);
        files.push(claimed);
      } catch {
        // another process claimed it first
      }
    } else if (name.startsWith(`${base}.late-`) && name.endsWith(".tmp")) {
      // an appender that died between writing its late line and publishing it
      try {
        if (Date.now() - statSync(path).mtimeMs > staleMs) rmSync(path, { force: true });
      } catch {
        // gone already
      }
    } else if (name.startsWith(`${base}.`) && name.endsWith(".draining")) {
      try {
        if (ownerGone(name) || Date.now() - statSync(path).mtimeMs > staleMs) files.push(path);
      } catch {
        // gone already
      }
    }
  }
  const events: ActivityEvent[] = [];
  let invalid = 0;
  for (const file of files) {
    for (const line of readFileSync(file, "utf8").split("\n")) {
      if (line.trim() === "") continue;
      try {
        const parsed = activityEventSchema.safeParse(JSON.parse(line));
        if (parsed.success) events.push(parsed.data);
        else invalid++;
      } catch {
        // a line cut by a partial write is not JSON: counted as invalid, the rest is kept
        invalid++;
      }
    }
  }
  return { events, invalid, files };
}

export function commitDrain(d: Drained): void {
  for (const f of d.files) rmSync(f, { force: true });
}

/**
 * Gives back the spool claims this process holds (a run whose store failed half-way, about to run
 * again on another store): each `.draining` file named with this pid is published again as a
 * `<session>.late-….jsonl` file, which the next drain takes like any late append. Returns how many.
 */
export function returnClaims(spoolDir: string): number {
  let names: string[];
  try {
    names = readdirSync(spoolDir);
  } catch {
    // no spool folder yet: no claims to return
    return 0;
  }
  let returned = 0;
  for (const name of names) {
    const parts = name.split(".");
    if (!name.endsWith(".draining") || parts.length !== 5 || parts[1] !== String(process.pid)) continue;
    const late = `${parts[0]}.late-${process.pid}-r${returned}-${Date.now().toString(36)}.jsonl`;
    try {
      renameSync(join(spoolDir, name), join(spoolDir, late));
      returned += 1;
    } catch {
      // committed meanwhile
    }
  }
  return returned;
}

/**
 * Marks (pending > 0) or clears a session's derivation backlog: an empty `<session>.backlog` file,
 * listed by pendingSpoolSessions so the next SessionStart continues where the deadline stopped.
 */
export function markBacklog(spoolDir: string, sessionId: string, pending: number): void {
  const path = join(spoolDir, `${safe(sessionId)}.backlog`);
  if (pending <= 0) {
    rmSync(path, { force: true });
    return;
  }
  mkdirSync(spoolDir, { recursive: true, mode: 0o700 });
  writeFileSync(path, "", { mode: 0o600 });
}

/** Session ids that have spooled events waiting. */
export function pendingSpoolSessions(spoolDir: string): string[] {
  try {
    const ids = new Set<string>();
    for (const name of readdirSync(spoolDir)) {
      const m = name.match(
        /^([A-Za-z0-9_-]+)\.(?:jsonl|late-[0-9a-z-]+\.jsonl|\d+\.\d+(?:\.\d+)?\.draining|backlog)$/,
      );
      if (m?.[1]) ids.add(m[1]);
    }
    return [...ids];
  } catch {
    // no spool folder yet: no leftover sessions
    return [];
  }
}

/** Reads the cwd recorded in a pending spool, so a leftover can be ingested into the right project. */
export function spoolCwd(spoolDir: string, sessionId: string): string | null {
  try {
    const first = readFileSync(join(spoolDir, `${safe(sessionId)}.jsonl`), "utf8").split("\n", 1)[0];
    const cwd = first ? (JSON.parse(first) as { cwd?: unknown }).cwd : null;
    return typeof cwd === "string" ? cwd : null;
  } catch {
    // the spool was drained meanwhile, or its first line is cut: no recorded cwd
    return null;
  }
}
