/**
 * Which sessions still wait for a model summary, and what happened to each attempt. Outcomes are
 * kept in `$CAIRN_HOME/summaries/state.json` (written atomically, newest 500 kept) keyed by session id
 * with the session's updatedAt, so a session is tried once per state: a failure is not retried until
 * the session changes (resumed, more work), and a resumed session is summarized again.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import * as z from "zod/mini";
import type { SessionRecord } from "../../core/capture/session.js";
import { isModelSummary } from "../../core/capture/summary-format.js";
import type { Store } from "../../store/store.js";
import { homeScope, writeFileSafe } from "../env/safe-write.js";

/** A session counts as finished when SessionEnd recorded it, or when idle this long (ms). */
export const IDLE_AS_ENDED_MS = 30 * 60_000;
/** Sessions older than this are never summarized by a model (imports and old history stay heuristic). */
export const MAX_AGE_MS = 48 * 3_600_000;
const KEEP = 500;

const outcomeSchema = z.object({
  updatedAt: z.string(),
  status: z.string(),
  provider: z.string(),
  at: z.string(),
  reason: z._default(z.nullable(z.string()), null),
});
export type SummaryOutcome = z.output<typeof outcomeSchema>;
const stateSchema = z.object({ version: z.literal(1), sessions: z.record(z.string(), outcomeSchema) });
export type SummaryState = z.output<typeof stateSchema>;

export const summariesDir = (home: string) => join(home, "summaries");
const statePath = (home: string) => join(summariesDir(home), "state.json");

/** The outcome ledger; empty when missing or unreadable (the worst case is one extra attempt). */
export function readSummaryState(home: string): SummaryState {
  try {
    const r = stateSchema.safeParse(JSON.parse(readFileSync(statePath(home), "utf8")));
    if (r.success) return r.data;
  } catch {
    // missing or corrupt: start over
  }
  return { version: 1, sessions: {} };
}

export async function recordSummaryOutcome(
  home: string,
  sessionId: string,
  outcome: SummaryOutcome,
): Promise<void> {
  const state = readSummaryState(home);
  state.sessions[sessionId] = outcome;
  const entries = Object.entries(state.sessions).sort((a, b) => b[1].at.localeCompare(a[1].at));
  state.sessions = Object.fromEntries(entries.slice(0, KEEP));
  writeFileSafe(homeScope(home), statePath(home), `${JSON.stringify(state, null, 2)}\n`);
}

/** True when `s` should get a model summary now (see the module header). */
export function isPending(s: SessionRecord, state: SummaryState, now: Date): boolean {
  const age = now.getTime() - Date.parse(s.updatedAt);
  if (s.origin !== "hook" || s.summary.trim() === "" || isModelSummary(s.summary)) return false;
  if (!(age <= MAX_AGE_MS)) return false;
  if (s.endedAt === null && age < IDLE_AS_ENDED_MS) return false;
  return state.sessions[s.id]?.updatedAt !== s.updatedAt;
}

/** Pending sessions, most recently updated first (one project, or all). */
export async function findPendingSessions(
  store: Store,
  home: string,
  opts: { project?: string; limit: number; now: Date },
): Promise<SessionRecord[]> {
  const state = readSummaryState(home);
  const recent = await store.listSessions({ project: opts.project, limit: Math.max(20, opts.limit * 4) });
  return recent.filter((s) => isPending(s, state, opts.now)).slice(0, opts.limit);
}
