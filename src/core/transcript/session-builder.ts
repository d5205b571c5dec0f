/**
 * Builds one TranscriptSession from the classified records of one session id: metadata, intents,
 * prompt/tool/compact events, tool_use ↔ tool_result pairing, last assistant text and usage.
 * Pure; redacts every string it keeps and never keeps raw tool output.
 */

import { isEditTool } from "../agents/tool-kinds.js";
import { bashOutputEnd, taskNotificationEnd } from "../capture/background.js";
import { condenseCompactSummary, isCompactSummaryText } from "../capture/compact-summary.js";
import type { ActivityEvent } from "../capture/events.js";
import { failureReading } from "../capture/failure-reading.js";
import { assistantFinding } from "../capture/finding.js";
import type { CommandOutcome } from "../capture/session.js";
import { isMachinePrompt, isYesNoQuestion } from "../capture/session-sources.js";
import { BackgroundStarts } from "./background-starts.js";
import type { AssistantMessage } from "./classify.js";
import { importEvent } from "./event-shape.js";
import {
  closeToolUse,
  doesWork,
  type OpenToolUse,
  openToolUse,
  type ToolOutcome,
  toolEventFields,
  unansweredCalls,
} from "./open-tool-uses.js";
import { promptText } from "./prompt-intent.js";
import type { RecordContext } from "./record-context.js";
import { pickToolResult } from "./record-pick.js";
import { blockType } from "./record-schema.js";
import { SessionEnvelope } from "./session-envelope.js";
import { SafeTextMemo, safeEnds, safeText } from "./text.js";
import { INTERRUPTED, toolOutcome } from "./tool-call.js";
import { type TurnText, TurnTexts } from "./turn-text.js";
import type { TranscriptSession } from "./types.js";
import { UsageLedger } from "./usage.js";

/** Parallel calls cancelled because another call of the batch failed: an echo, not a new error. */
const SIBLING_CANCELLED = "Sibling tool call errored";
/** The output record Claude Code writes after a slash command it ran itself. */
const LOCAL_OUTPUT = /^\s*<local-command-(?:stdout|stderr)>/;

export class SessionBuilder {
  private readonly filesChanged = new Set<string>();
  private readonly messageIds = new Set<string>();
  private readonly open = new Map<string, OpenToolUse>();
  private readonly usage = new UsageLedger();
  private readonly intents: string[] = [];
  /** Commands started in the background and not settled yet (core/transcript/background-starts). */
  private readonly background = new BackgroundStarts();
  private readonly events: ActivityEvent[] = [];
  private readonly commands: CommandOutcome[] = [];
  private readonly errors: string[] = [];
  private compactions = 0;
  private orphanResults = 0;
  private droppedEvents = 0;
  /** What Claude answered in each turn (core/transcript/turn-text). */
  private readonly turns = new TurnTexts<RecordContext>();
  /** Redacted cwd and paths, memoised: records repeat them and redaction is the costly part. */
  private readonly memo = new SafeTextMemo();
  private readonly envelope = new SessionEnvelope(this.memo);

  constructor(readonly sessionId: string) {}

  /** Envelope metadata of any conversation record of this session. */
  observe({ record, agentId }: RecordContext): void {
    this.envelope.observe(record, agentId);
  }

  /** A typed user prompt (already classified as an intent). */
  prompt(intent: string, ctx: RecordContext): void {
    if (ctx.record.type === "system") {
      // a `system/local_command` record: a command Claude Code ran itself, never a request to the model
      this.intents.push(safeText(intent, 4000));
      return;
    }
    const text = safeText(intent, 4000);
    this.stop(this.turns.next(!isYesNoQuestion(text)));
    this.intents.push(text);
    this.emit(ctx, { kind: "prompt", detail: text });
  }

  /**
   * A main-thread user record that is not a typed prompt: a task notification or system reminder
   * starts a turn whose answer is not the session's state; Claude Code's compaction summary becomes
   * a compact event whose detail is the condensed summary (core/capture/compact-summary).
   */
  userOther(ctx: RecordContext): void {
    if (ctx.agentId !== null) return;
    const content = (ctx.record.message as { content?: unknown } | undefined)?.content;
    const text = typeof content === "string" || Array.isArray(content) ? promptText(content) : null;
    if (text === null) return;
    if (LOCAL_OUTPUT.test(text)) this.dropLocalCommand();
    this.background.settle(taskNotificationEnd(text), this.events);
    if (ctx.record.isCompactSummary === true || isCompactSummaryText(text)) {
      const detail = condenseCompactSummary(text);
      if (detail !== null) this.emit(ctx, { kind: "compact", detail: safeText(detail, 4000) });
      return;
    }
    if (ctx.record.isMeta === true || !isMachinePrompt(text)) return;
    this.stop(this.turns.next(false));
    // the user stopped Claude mid-turn: what they type next redirects it (core/capture/corrections)
    if (/^\s*\[Request interrupted by user/.test(text)) this.emit(ctx, { kind: "stop", detail: INTERRUPTED });
  }

  /**
   * A slash command whose next record is its local output (`<local-command-stdout>`): Claude Code ran
   * it itself (`/model opus`, `/compact keep the errors`, `/add-dir ../api`), so it asked the model
   * for nothing and is no prompt event (it stays among the intents, as typed). A command that expands
   * into a prompt (a skill, a plugin or custom command) is followed by its expanded body instead and
   * stays a prompt.
   */
  private dropLocalCommand(): void {
    const last = this.events.at(-1);
    if (last?.kind === "prompt" && last.agentId === null && /^\/[\w:.-]/.test(last.detail ?? ""))
      this.events.pop();
  }

  /** A `system/compact_boundary` record. */
  compact(ctx: RecordContext): void {
    this.compactions += 1;
    const meta = ctx.record.compactMetadata;
    const detail = `${meta?.trigger ?? "unknown"} compaction${meta?.preTokens === undefined ? "" : `, ${meta.preTokens} tokens before`}`;
    this.emit(ctx, { kind: "compact", detail });
  }

  /** One assistant record (one content block of an API response). */
  assistant(msg: AssistantMessage, blocks: readonly unknown[], ctx: RecordContext): void {
    const id = msg.id ?? ctx.record.uuid ?? "";
    if (id) this.messageIds.add(id);
    if (msg.usage && id) this.usage.add(id, ctx.record.requestId, msg.usage);
    const synthetic = msg.model === "<synthetic>";
    if (msg.model && !synthetic) this.envelope.model(msg.model);
    for (const block of blocks) {
      const type = blockType(block);
      if (type === "tool_use") this.openToolUse(block, ctx);
      else if (type === "text" && !synthetic) {
        if (ctx.agentId === null) this.assistantText(id, block, ctx.record.timestamp, ctx);
        this.finding(block, ctx);
      }
    }
  }

  /** A user record holding tool_result blocks. */
  toolResults(blocks: readonly unknown[], ctx: RecordContext): void {
    const results = blocks.filter((b) => blockType(b) === "tool_result");
    // toolUseResult belongs to the call only when the record answers exactly one call.
    const tur = results.length === 1 ? ctx.record.toolUseResult : undefined;
    this.background.settle(bashOutputEnd(tur), this.events);
    for (const block of results) {
      const result = pickToolResult(block);
      if (result === null) continue;
      const use = this.open.get(result.tool_use_id);
      if (use === undefined) {
        this.orphanResults += 1;
        continue;
      }
      this.open.delete(use.toolUseId);
      this.closeToolUse(use, toolOutcome(use.tool, result, tur, use.command, use.files), ctx);
    }
  }

  private openToolUse(block: unknown, ctx: RecordContext): void {
    const use = openToolUse(block, ctx);
    if (use !== null) this.open.set(use.toolUseId, use);
  }

  private closeToolUse(use: OpenToolUse, outcome: ToolOutcome, ctx: RecordContext): void {
    const closed = closeToolUse(use, outcome, this.memo);
    const { files, command, error } = closed;
    if (command !== null) this.commands.push({ command, ok: outcome.ok, exitCode: outcome.exitCode, error });
    if (error !== null && error !== SIBLING_CANCELLED && error !== INTERRUPTED) this.errors.push(error);
    if (outcome.ok && isEditTool(use.tool)) for (const f of files) this.filesChanged.add(f);
    if (outcome.ok) for (const f of outcome.changedFiles) this.filesChanged.add(this.memo.path(f));
    // a turn that a task notification opened but that then does work answers something after all
    if (!this.turns.answersRequest && use.agentId === null && outcome.ok && doesWork(use.tool, use.command))
      this.turns.markSubstantive();
    this.emit(
      ctx,
      toolEventFields(ctx.record.timestamp ?? use.ts ?? undefined, use, closed, outcome),
      use.agentId,
    );
    this.background.noteLast(this.events, closed.detail, use.toolUseId);
  }

  /** An ended turn's last assistant text becomes a `stop` event (what Claude answered). */
  private stop(t: TurnText<RecordContext> | null): void {
    if (t !== null) this.emit(t.ctx, { kind: "stop", ts: t.ts, detail: safeEnds(t.parts.join("\n"), 4000) });
  }

  private assistantText(id: string, block: unknown, ts: string | undefined, ctx: RecordContext): void {
    const text = (block as { text?: unknown }).text;
    if (typeof text === "string") this.turns.text(id, text, ts, ctx);
  }

  /**
   * A finding stated in assistant text (core/capture/finding), or the text right after a failed command
   * (core/capture/failure-reading), becomes an `assistant` event.
   */
  private finding(block: unknown, ctx: RecordContext): void {
    const text = (block as { text?: unknown }).text;
    if (typeof text !== "string") return;
    // the text right after a failed command of this thread is Claude's reading of it (core/capture/failure-reading)
    const last = this.events.at(-1);
    const found =
      assistantFinding(text) ?? failureReading(text, last?.agentId === ctx.agentId ? last : undefined);
    if (found !== null) this.emit(ctx, { kind: "assistant", detail: safeText(found, 4000) });
  }

  /**
   * Appends an event with activityEventSchema's output shape (./event-shape.ts); an event without a
   * timestamp or with a non-integer exit code is dropped and counted.
   */
  private emit(
    ctx: RecordContext,
    fields: Partial<ActivityEvent> & Pick<ActivityEvent, "kind">,
    agentId: string | null = ctx.agentId,
  ): void {
    const e = this.event(ctx, fields, agentId);
    if (e === null) this.droppedEvents += 1;
    else this.events.push(e);
  }

  private event(
    ctx: RecordContext,
    fields: Partial<ActivityEvent> & Pick<ActivityEvent, "kind">,
    agentId: string | null = ctx.agentId,
  ): ActivityEvent | null {
    const cwd = ctx.record.cwd ? this.memo.cwd(ctx.record.cwd) : null;
    return importEvent(this.sessionId, fields.ts ?? ctx.record.timestamp, cwd, fields, agentId);
  }

  /** The `stop` event the current turn will end with (finish() is a snapshot: nothing is emitted). */
  private pendingStop(): ActivityEvent[] {
    const t = this.turns.pending();
    const e = t && this.event(t.ctx, { kind: "stop", ts: t.ts, detail: safeEnds(t.parts.join("\n"), 4000) });
    return e ? [e] : [];
  }

  /** Snapshot of everything gathered so far. */
  finish(): TranscriptSession {
    const final = this.turns.finalText();
    const env = this.envelope.fields();
    return {
      sessionId: this.sessionId,
      firstCwd: env.firstCwd,
      lastCwd: env.lastCwd,
      gitBranch: env.gitBranch,
      versions: env.versions,
      models: env.models,
      firstTs: env.firstTs,
      lastTs: env.lastTs,
      intents: [...this.intents],
      events: [
        ...this.events,
        ...this.pendingStop(),
        ...unansweredCalls(this.sessionId, this.open.values(), this.events, this.memo),
      ],
      commands: [...this.commands],
      filesChanged: [...this.filesChanged],
      errors: [...this.errors],
      compactions: this.compactions,
      lastAssistantMessage: final === null ? null : safeText(final, 4000),
      lastAssistantAt: this.turns.finalAt(),
      assistantMessages: this.messageIds.size,
      usage: this.usage.total(),
      agentIds: env.agentIds,
      pendingToolUses: [...this.open.values()].map(({ toolUseId, tool, ts, agentId }) => ({
        toolUseId,
        tool,
        ts,
        agentId,
      })),
      orphanResults: this.orphanResults,
      droppedEvents: this.droppedEvents,
    };
  }
}
