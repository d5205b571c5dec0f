/**
 * What Claude said while it waited on a job, once a later turn looked at the job again: a progress
 * report ("still running, 21% done, about 8 more minutes") that the later look replaced. Read from
 * the order of the session's tool calls, never from the words said, so it holds for any language
 * and any job (a build, an encode, a deploy, a test run in the background). Pure.
 *
 * A **poll** is a main-thread call of one of Claude Code's tools that read how a background task
 * stands (`BashOutput` in 1.x–2.0, `TaskOutput` in 2.1: POLL_TOOLS; Claude Code's tools reference,
 * https://code.claude.com/docs/en/settings#tools-available-to-claude): it changes nothing and looks at
 * no file. A search of the web called several times in a row is research, not a poll.
 * A message is **said while polling** when the main thread's last tool calls before it, in its turn,
 * are at least POLL_RUN calls in a row of one such tool, and a later turn's first tool call is that
 * same tool: the session looked again, so what the earlier turn said of the job's progress is no
 * longer how it stands. The later turn's own report is kept.
 */
import type { ActivityEvent } from "../capture/events.js";

/** Calls in a row of one tool that make a polling loop (one call is a look, two are a wait). */
export const POLL_RUN = 2;

/** A polling run: its tool, and when its first and last calls were. */
interface PollRun {
  tool: string;
  from: string;
  to: string;
  /** The prompts before the run's first call (its turn). */
  turn: number;
}

/** The main thread's polling runs and each turn's first tool, read once per session (see pollsOf). */
export interface SessionPolls {
  /** Polling runs by the time of each of their calls. */
  runs: Map<string, PollRun>;
  /** Tool → the latest turn (prompts before it) whose first main-thread call used it. */
  firstIn: Map<string, number>;
  /** Sorted times of the main thread's tool calls and prompts, for "the last call before". */
  calls: { ts: string; tool: string | null }[];
}

/** Claude Code's tools that read a background task's output and status (see the module comment). */
export const POLL_TOOLS: ReadonlySet<string> = new Set(["BashOutput", "TaskOutput"]);

const isPoll = (e: ActivityEvent): boolean => e.tool !== null && POLL_TOOLS.has(e.tool);

/** The polling runs of `events` (time order): one pass. */
export function pollsOf(events: readonly ActivityEvent[]): SessionPolls {
  const runs = new Map<string, PollRun>();
  const firstIn = new Map<string, number>();
  let firstSeen = -1;
  const calls: { ts: string; tool: string | null }[] = [];
  let turn = 0;
  let cur: (PollRun & { at: string[] }) | null = null;
  const close = () => {
    if (cur !== null && cur.at.length >= POLL_RUN) {
      const run = { tool: cur.tool, from: cur.from, to: cur.to, turn: cur.turn };
      for (const t of cur.at) runs.set(t, run);
    }
    cur = null;
  };
  for (const e of events) {
    if (e.agentId !== null) continue;
    if (e.kind === "prompt") {
      close();
      turn++;
      calls.push({ ts: e.ts, tool: null });
      continue;
    }
    if (e.kind !== "tool" || e.tool === null) continue;
    calls.push({ ts: e.ts, tool: e.tool });
    if (firstSeen !== turn) {
      firstSeen = turn;
      firstIn.set(e.tool, turn);
    }
    if (isPoll(e) && cur !== null && cur.tool === e.tool) {
      cur.at.push(e.ts);
      cur.to = e.ts;
    } else {
      close();
      if (isPoll(e)) cur = { tool: e.tool, from: e.ts, to: e.ts, turn, at: [e.ts] };
    }
  }
  close();
  calls.sort((a, b) => (a.ts < b.ts ? -1 : a.ts > b.ts ? 1 : 0));
  return { runs, firstIn, calls };
}

/**
 * True when a message said at `ts` was said while polling (see the module comment): the last
 * main-thread call before it, in its turn, belongs to a polling run, and a later turn's first call
 * uses the same tool.
 */
export function saidWhilePolling(ts: string, polls: SessionPolls): boolean {
  if (polls.runs.size === 0) return false;
  const last = lastBefore(polls.calls, ts);
  if (last === undefined || last.tool === null) return false;
  const run = polls.runs.get(last.ts);
  if (run === undefined || run.tool !== last.tool) return false;
  return (polls.firstIn.get(run.tool) ?? -1) > run.turn;
}

/** The last of the sorted `calls` at or before `ts` (binary search). */
function lastBefore<T extends { ts: string }>(calls: readonly T[], ts: string): T | undefined {
  let lo = 0;
  let hi = calls.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((calls[mid] as T).ts <= ts) lo = mid + 1;
    else hi = mid;
  }
  return calls[lo - 1];
}
