/**
 * A session as Cairn remembers it: one row per Claude Code session id, kept current by every
 * Stop / SubagentStop / PreCompact / SessionEnd (idempotent) and by transcript import.
 */
import type { AgentName } from "../agents/agent-event.js";

export interface CommandOutcome {
  command: string;
  ok: boolean;
  exitCode: number | null;
  error: string | null;
  /** Sent to the background and no later record gave its exit status (core/capture/background). */
  started?: boolean;
  /**
   * A check that passed, after which an edit tool changed a file other than prose and the check was
   * not run again: its pass is not the state at the end (core/capture/session-commands).
   */
  editedAfter?: boolean;
  /**
   * Exited 0 through a pipe into an output filter (`| tail`, `| head`, `| grep`) without `pipefail`:
   * the status is the filter's, so the command's own pass is not proven (core/capture/session-commands).
   */
  unproven?: boolean;
  /** A failing check's test counts (core/capture/check-tally): `4 failed, 31 passed`. */
  tally?: string;
}

export interface SessionRecord {
  id: string;
  project: string;
  /** "hook" for live capture, "import" for backfilled transcripts. */
  origin: "hook" | "import";
  /** The coding agent that ran the session (core/agents); absent on records written before it was recorded (Claude Code). */
  agent?: AgentName;
  startedAt: string;
  updatedAt: string;
  endedAt: string | null;
  /** User intents (redacted prompts), oldest first, capped. */
  intents: string[];
  /** Project-relative paths changed by Write/Edit/MultiEdit/NotebookEdit. */
  filesChanged: string[];
  commands: CommandOutcome[];
  errors: string[];
  /** Final assistant text of the last turn (redacted, truncated). */
  lastAssistantMessage: string | null;
  nextSteps: string[];
  /** Rendered summary text (heuristic, no model). */
  summary: string;
  gitBranch: string | null;
  cwd: string | null;
  /**
   * How many of the session's events (in time order) the memory derivation has covered; the rest is
   * a backlog for the next hook. Absent on records written before derivation became incremental.
   */
  derivedEvents?: number;
}
