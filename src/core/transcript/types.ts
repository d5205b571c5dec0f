/**
 * Result shapes of transcript normalisation. Every string in them is redacted and clipped to the
 * ActivityEvent limits; none holds raw tool output.
 */
import type { ActivityEvent } from "../capture/events.js";
import type { CommandOutcome } from "../capture/session.js";
import type { SaidText } from "../conversation/excerpts.js";
import type { RecordCategory } from "./classify.js";

/** Token counts summed once per assistant API response (`message.id` + `requestId`). */
export interface TokenUsage {
  inputTokens: number;
  outputTokens: number;
  cacheCreationInputTokens: number;
  cacheReadInputTokens: number;
}

/** A tool_use with no tool_result (yet): the file ended, or a resumed read started after it. */
export interface PendingToolUse {
  toolUseId: string;
  tool: string;
  /** Timestamp of the tool_use record (ISO-8601), or null. */
  ts: string | null;
  agentId: string | null;
}

/** Everything one session id contributed to a transcript file. */
export interface TranscriptSession {
  sessionId: string;
  firstCwd: string | null;
  lastCwd: string | null;
  /** Last non-empty `gitBranch` seen (Claude Code writes "" outside git), or null. */
  gitBranch: string | null;
  /** Claude Code versions seen, in first-seen order. */
  versions: string[];
  /** Models of assistant messages, first-seen order ("<synthetic>" error turns excluded). */
  models: string[];
  /** Earliest / latest record timestamp (ISO-8601 UTC; records can be out of order in 1.0.x). */
  firstTs: string | null;
  lastTs: string | null;
  /** Typed user prompts of the main thread, oldest first; slash commands as "/name args". */
  intents: string[];
  /** Prompt, tool and compact events in record order (tool events at their result). */
  events: ActivityEvent[];
  /** Bash / PowerShell outcomes in result order. */
  commands: CommandOutcome[];
  /** Paths changed by successful Write/Edit/MultiEdit/NotebookEdit (and Bash edit diffs), first-seen order. */
  filesChanged: string[];
  /** First error line of every failed tool call, in order. */
  errors: string[];
  /** Number of `system/compact_boundary` records. */
  compactions: number;
  /**
   * Text (parts joined) of the last main-thread assistant message that answered a request — not
   * the reply to a task notification, a system reminder or a yes/no question — else of the last one
   * with text, or null.
   */
  lastAssistantMessage: string | null;
  /** Timestamp of that substantive message (ISO-8601), or null. */
  lastAssistantAt: string | null;
  /** Distinct assistant `message.id`s (one API response can span several records). */
  assistantMessages: number;
  usage: TokenUsage;
  /** Subagent ids seen on sidechain records ("sidechain-<uuid8>" for 1.0.x inline sidechains). */
  agentIds: string[];
  pendingToolUses: PendingToolUse[];
  /** tool_results whose tool_use was not seen. */
  orphanResults: number;
  /** Events that failed activityEventSchema (e.g. no timestamp at all) and were left out. */
  droppedEvents: number;
  /**
   * The main thread's assistant messages (text blocks joined), oldest first, unredacted, when the
   * accumulator was asked for them (`AccumulatorOptions.said`); else empty or absent.
   */
  said?: SaidText[];
}

/** What one pass over a sequence of records produced. */
export interface TranscriptContent {
  /** Sessions keyed by session id, in first-seen order. */
  sessions: Map<string, TranscriptSession>;
  /** Non-blank lines consumed (parsed or not). */
  lines: number;
  /** Lines that were not valid JSON. */
  parseErrors: number;
  /** Records per category. */
  counts: Record<RecordCategory, number>;
  /** Unknown record types and how often each occurred. */
  unknownTypes: Map<string, number>;
  /** `summary` record texts (1.0.x session titles), redacted. */
  summaries: string[];
  /** Conversation records without a usable session id (skipped). */
  recordsWithoutSession: number;
}
