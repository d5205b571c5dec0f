/**
 * TranscriptAccumulator: consumes transcript lines (or parsed records) in file order and builds
 * per-session results. Pure: the caller does the I/O. Memory grows with events and open tool
 * calls, not with raw record size. Threading: records chain by `uuid` / `parentUuid`; `parentUuid` is
 * null at the root and right after a compact boundary (whose `logicalParentUuid` links back);
 * subagent files hold `isSidechain: true` records of the parent's `sessionId`.
 */

import { isMachinePrompt } from "../capture/session-sources.js";
import { type ClassifiedRecord, classifyRecord, RECORD_CATEGORIES, type RecordCategory } from "./classify.js";
import { promptText } from "./prompt-intent.js";
import type { RecordContext } from "./record-context.js";
import type { TranscriptRecord } from "./record-schema.js";
import { SaidLog } from "./said-log.js";
import { SessionBuilder } from "./session-builder.js";
import { safeText } from "./text.js";
import type { TranscriptContent } from "./types.js";

export interface AccumulatorOptions {
  /** Session id for records that carry none (e.g. the file name's UUID). */
  defaultSessionId?: string;
  /** Also keep the main thread's assistant text (`TranscriptSession.said`); default false. */
  said?: boolean;
}

export class TranscriptAccumulator {
  private readonly sessions = new Map<string, SessionBuilder>();
  /** Main-thread assistant text per session (the conversation index), when `said` is on. */
  private readonly said = new Map<string, SaidLog>();
  private readonly counts = Object.fromEntries(RECORD_CATEGORIES.map((c) => [c, 0])) as Record<
    RecordCategory,
    number
  >;
  private readonly unknownTypes = new Map<string, number>();
  private readonly summaries: string[] = [];
  /** uuid → synthesised agent id, for 1.0.x sidechains written inline without `agentId`. */
  private readonly sidechainLabels = new Map<string, string>();
  private lines = 0;
  private parseErrors = 0;
  private recordsWithoutSession = 0;

  constructor(private readonly options: AccumulatorOptions = {}) {}

  /** Parses and consumes one line. Blank lines are ignored; invalid JSON is counted and skipped. */
  pushLine(line: string): void {
    if (line.trim().length === 0) return;
    this.lines += 1;
    let raw: unknown;
    try {
      raw = JSON.parse(line);
    } catch {
      // a line cut by a partial write: counted, the rest of the file is read
      this.parseErrors += 1;
      return;
    }
    this.pushRecord(raw);
  }

  /** Consumes one already-parsed record. Returns its classification (for callers that count). */
  pushRecord(raw: unknown): ClassifiedRecord {
    const c = classifyRecord(raw);
    this.counts[c.category] += 1;
    if (c.category === "unknown") this.unknownTypes.set(c.type, (this.unknownTypes.get(c.type) ?? 0) + 1);
    if (c.category === "summary" && c.record?.summary) this.summaries.push(safeText(c.record.summary, 4000));
    if (c.record === null || c.category === "summary") return c;
    const sessionId = c.record.sessionId ?? this.options.defaultSessionId;
    if (!sessionId) {
      // Bookkeeping without a session (file-history-snapshot) is normal; conversation records are not.
      if (c.category !== "bookkeeping") this.recordsWithoutSession += 1;
      return c;
    }
    const session = this.session(sessionId);
    const ctx: RecordContext = { record: c.record, agentId: this.agentIdOf(c.record) };
    // Bookkeeping records (hook progress, queue operations) still date the session and its cwd.
    session.observe(ctx);
    switch (c.category) {
      case "prompt":
        if (c.intent !== null) session.prompt(c.intent, ctx);
        if (c.intent !== null && ctx.agentId === null) this.said.get(sessionId)?.prompt();
        break;
      case "tool-result":
        session.toolResults(c.blocks, ctx);
        break;
      case "user-other":
        session.userOther(ctx);
        if (this.options.said && ctx.agentId === null && c.record.isMeta !== true && machineText(c.record))
          this.saidLog(sessionId).machinePrompt();
        break;
      case "assistant":
        if (c.assistant !== null) session.assistant(c.assistant, c.blocks, ctx);
        if (c.assistant !== null && ctx.agentId === null && this.options.said)
          this.saidLog(sessionId).assistant(
            c.assistant,
            c.blocks,
            c.assistant.id ?? c.record.uuid ?? "",
            c.record.timestamp,
          );
        break;
      case "compact-boundary":
        session.compact(ctx);
        break;
      default:
        break;
    }
    return c;
  }

  /** Counts a line that could not be parsed by the caller's own splitter. */
  countParseError(): void {
    this.lines += 1;
    this.parseErrors += 1;
  }

  /** Snapshot of the results so far; the accumulator can keep consuming afterwards. */
  result(): TranscriptContent {
    return {
      sessions: new Map(
        [...this.sessions].map(([id, b]) => [id, { ...b.finish(), said: this.said.get(id)?.texts() ?? [] }]),
      ),
      lines: this.lines,
      parseErrors: this.parseErrors,
      counts: { ...this.counts },
      unknownTypes: new Map(this.unknownTypes),
      summaries: [...this.summaries],
      recordsWithoutSession: this.recordsWithoutSession,
    };
  }

  private saidLog(id: string): SaidLog {
    let s = this.said.get(id);
    if (s === undefined) {
      s = new SaidLog();
      this.said.set(id, s);
    }
    return s;
  }

  private session(id: string): SessionBuilder {
    let s = this.sessions.get(id);
    if (s === undefined) {
      s = new SessionBuilder(id);
      this.sessions.set(id, s);
    }
    return s;
  }

  /**
   * Subagent id of a record: its `agentId`; for a sidechain without one (1.0.x inline Task
   * agents) the label of its parent record, or "sidechain-<first 8 of uuid>" at a sidechain root.
   */
  private agentIdOf(record: TranscriptRecord): string | null {
    if (record.agentId) return record.agentId;
    if (record.isSidechain !== true) return null;
    const inherited = record.parentUuid ? this.sidechainLabels.get(record.parentUuid) : undefined;
    const label = inherited ?? `sidechain-${(record.uuid ?? "unknown").slice(0, 8)}`;
    if (record.uuid) this.sidechainLabels.set(record.uuid, label);
    return label;
  }
}

/** True for a user record whose text Claude Code wrote (a task notification, command output). */
function machineText(record: TranscriptRecord): boolean {
  const content = (record.message as { content?: unknown } | undefined)?.content;
  const text = typeof content === "string" || Array.isArray(content) ? promptText(content) : null;
  return text !== null && isMachinePrompt(text);
}
