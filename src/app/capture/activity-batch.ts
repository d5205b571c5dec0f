/**
 * The shapes of recording a batch of a session's activity (app/capture/record-activity.ts): the
 * batch, its result, a derived memory left out, and the plan one call works from.
 */
import type { AgentName } from "../../core/agents/agent-event.js";
import type { ActivityEvent } from "../../core/capture/events.js";
import type { SessionRecord } from "../../core/capture/session.js";
import type { SaidText } from "../../core/conversation/excerpts.js";

export interface ActivityBatch {
  project: { id: string; root: string };
  sessionId: string;
  /** The agent that ran the session; absent: the recorded one, else Claude Code. */
  agent?: AgentName;
  events: readonly ActivityEvent[];
  /**
   * Claude's main-thread messages read from the transcript (unredacted), for the conversation index
   * (save-excerpts.ts); absent or empty: the batch's `stop` events (each turn's last message) stand in.
   */
  said?: readonly SaidText[];
  origin: "hook" | "import";
  /** Hook event that triggered this (e.g. "Stop"), or "import". */
  trigger: string;
  lastAssistantMessage?: string | null;
  /** When that message was written (ISO-8601); absent = after every event of the batch (a live Stop). */
  lastAssistantAt?: string | null;
  ended?: boolean;
  gitCommit?: string | null;
  gitBranch?: string | null;
  cwd?: string | null;
  now: Date;
  /** Epoch ms after which no further derivation slice starts; absent: derive everything. */
  deadline?: number;
}

/** A derived memory left out because it did not validate: its type, title and why. */
export interface SkippedMemory {
  type: string;
  title: string;
  reason: string;
}

export interface ActivityResult {
  eventsAdded: number;
  memoriesCreated: number;
  /** Derived memories that failed validation and were not stored (the session's events still were). */
  memoriesSkipped: SkippedMemory[];
  session: SessionRecord;
  /** Events derived by this call: `[from, to)` in the session's time order. */
  derived: { from: number; to: number };
  /** Events still waiting for derivation (a backlog left by the deadline). */
  pending: number;
}

/** What one call works from: the session's newest events, the updated record and where derivation resumes. */
export interface SessionPlan {
  /** The session's newest events (at most SUMMARY_TAIL), in time order. */
  recent: ActivityEvent[];
  /** How many events the session has. */
  total: number;
  session: SessionRecord;
  lastMessage: string | null;
  /** The newest event's time (ISO-8601), or now for an empty session. */
  lastTs: string;
  /** Position of the first event this call derives. */
  from: number;
}
