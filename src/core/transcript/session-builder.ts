/**
 * Builds one TranscriptSession from the classified records of one session id: metadata, intents,
 * prompt/tool/compact events, tool_use ↔ tool_result pairing, last assistant text and usage.
 * Pure; redacts every string it keeps and never keeps raw tool output.
 */

import { isEditTool } from "../agents/tool-kinds.js";
import {
  backgroundTaskOf,
  bashOutputEnd,
  settled,
  type TaskEnd,
  taskNotificationEnd,
} from "../capture/background.js";
import { commandRole } from "../capture/command-role.js";
import { condenseCompactSummary, isCompactSummaryText } from "../capture/compact-summary.js";
import type { ActivityEvent } from "../capture/events.js";
import { assistantFinding } from "../capture/finding.js";
import type { CommandOutcome } from "../capture/session.js";
import { isMachinePrompt, isYesNoQuestion } from "../capture/session-sources.js";
import type { AssistantMessage } from "./classify.js";
import { importEvent } from "./event-shape.js";
import { promptText } from "./prompt-intent.js";
import { pickToolResult, pickToolUse } from "./record-pick.js";
import { blockType, type TranscriptRecord } from "./record-schema.js";
import { clip, SafeTextMemo, safeEnds, safeText } from "./text.js";
import { INTERRUPTED, summarizeToolUse, toolEventDetail, toolOutcome } from "./tool-call.js";
import type { PendingToolUse, TranscriptSession } from "./types.js";
import { UsageLedger } from "./usage.js";

/** Parallel calls cancelled because another call of the batch failed: an echo, not a new error. */
const SIBLING_CANCELLED = "Sibling tool call errored";
/** The output record Claude Code writes after a slash command it ran itself. */
const LOCAL_OUTPUT = /^\s*<local-command-(?:stdout|stderr)>/;

interface OpenToolUse extends PendingToolUse {
  files: string[];
  command: string | null;
  detail: string | null;
}

/** A tool call that changes something: an edit, or a shell command that is not a look (core/capture/command-role). */
function doesWork(tool: string, command: string | null): boolean {
  if (isEditTool(tool)) return true;
  return command !== null && commandRole(command) !== "look";
}

/** Where an event came from: the record plus its (possibly synthesised) subagent id. */
export interface RecordContext {
  record: TranscriptRecord;
  agentId: string | null;
}

export class SessionBuilder {
  private readonly versions = new Set<string>();
  private readonly models = new Set<string>();
  private readonly agentIds = new Set<string>();
  private readonly filesChanged = new Set<string>();
  private readonly messageIds = new Set<string>();
  private readonly open = new Map<string, OpenToolUse>();
  private readonly usage = new UsageLedger();
  private readonly intents: string[] = [];
  /** Task id → index in `events` of a command started in the background and not settled yet. */
  private readonly backgroundAt = new Map<string, number>();
  private readonly events: ActivityEvent[] = [];
  private readonly commands: CommandOutcome[] = [];
  private readonly errors: string[] = [];
  private firstCwd: string | null = null;
  private lastCwd: string | null = null;
  private gitBranch: string | null = null;
  private firstTs: string | null = null;
  private lastTs: string | null = null;
  private compactions = 0;
  private orphanResults = 0;
  private droppedEvents = 0;
  private lastText: { id: string; parts: string[] } | null = null;
  /** Last assistant text of a turn that answered a request (not a task notification or a yes/no question). */
  private lastSubstantive: { id: string; parts: string[]; ts: string | null } | null = null;
  private turnSubstantive = true;
  /** The last main-thread assistant text of the current turn: a `stop` event when the turn ends. */
  private turnText: { id: string; parts: string[]; ts: string; ctx: RecordContext } | null = null;
  /** Redacted cwd and paths, memoised: records repeat them and redaction is the costly part. */
  private readonly memo = new SafeTextMemo();

  constructor(readonly sessionId: string) {}

  /** Envelope metadata of any conversation record of this session. */
  observe({ record, agentId }: RecordContext): void {
    if (record.cwd) {
      this.lastCwd = this.memo.cwd(record.cwd);
      this.firstCwd ??= this.lastCwd;
    }
    if (record.gitBranch) this.gitBranch = record.gitBranch;
    if (record.version) this.versions.add(record.version);
    if (agentId !== null) this.agentIds.add(agentId);
    const ts = record.timestamp;
    if (ts) {
      if (this.firstTs === null || ts < this.firstTs) this.firstTs = ts;
      if (this.lastTs === null || ts > this.lastTs) this.lastTs = ts;
    }
  }

  /** A typed user prompt (already classified as an intent). */
  prompt(intent: string, ctx: RecordContext): void {
    if (ctx.record.type === "system") {
      // a `system/local_command` record: a command Claude Code ran itself, never a request to the model
      this.intents.push(safeText(intent, 4000));
      return;
    }
    this.endTurn();
    const text = safeText(intent, 4000);
    this.turnSubstantive = !isYesNoQuestion(text);
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
    this.settle(taskNotificationEnd(text));
    if (ctx.record.isCompactSummary === true || isCompactSummaryText(text)) {
      const detail = condenseCompactSummary(text);
      if (detail !== null) this.emit(ctx, { kind: "compact", detail: safeText(detail, 4000) });
      return;
    }
    if (ctx.record.isMeta === true || !isMachinePrompt(text)) return;
    this.endTurn();
    this.turnSubstantive = false;
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

  /** A background start (core/capture/background) settled by a later record that says how it ended. */
  private settle(end: TaskEnd | null): void {
    if (end === null || end.exitCode === null) return;
    const at = this.backgroundAt.get(end.taskId);
    const start = at === undefined ? undefined : this.events[at];
    if (at === undefined || start === undefined) return;
    this.backgroundAt.delete(end.taskId);
    this.events[at] = settled(start, end.exitCode);
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
    if (msg.model && !synthetic) this.models.add(msg.model);
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
    this.settle(bashOutputEnd(tur));
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
    const use = pickToolUse(block);
    if (use === null) return;
    const { id, name, input } = use;
    const { files, command, detail } = summarizeToolUse(name, input);
    const ts = ctx.record.timestamp ?? null;
    this.open.set(id, { toolUseId: id, tool: name, ts, agentId: ctx.agentId, files, command, detail });
  }

  private closeToolUse(use: OpenToolUse, outcome: ReturnType<typeof toolOutcome>, ctx: RecordContext): void {
    const files = [...new Set([...use.files, ...outcome.changedFiles])].map((f) => this.safePath(f));
    const command = use.command === null ? null : safeText(use.command, 2000);
    const error = outcome.error === null ? null : safeText(outcome.error, 500);
    const detail = toolEventDetail(use.detail, outcome);
    if (command !== null) this.commands.push({ command, ok: outcome.ok, exitCode: outcome.exitCode, error });
    if (error !== null && error !== SIBLING_CANCELLED && error !== INTERRUPTED) this.errors.push(error);
    if (outcome.ok && isEditTool(use.tool)) for (const f of files) this.filesChanged.add(f);
    if (outcome.ok) for (const f of outcome.changedFiles) this.filesChanged.add(this.safePath(f));
    // a turn that a task notification opened but that then does work answers something after all
    if (!this.turnSubstantive && use.agentId === null && outcome.ok && doesWork(use.tool, use.command))
      this.turnSubstantive = true;
    this.emit(
      ctx,
      {
        ts: ctx.record.timestamp ?? use.ts ?? undefined,
        kind: "tool",
        tool: clip(use.tool, 128),
        toolUseId: clip(use.toolUseId, 128),
        files: files.slice(0, 64),
        command,
        ok: outcome.ok,
        exitCode: outcome.exitCode,
        error,
        detail: detail === null ? null : safeText(detail, 4000),
      },
      use.agentId,
    );
    const task = backgroundTaskOf(detail);
    if (task !== null && this.events.at(-1)?.toolUseId === use.toolUseId.slice(0, 128))
      this.backgroundAt.set(task, this.events.length - 1);
  }

  /** Ends the current turn: its last assistant text becomes a `stop` event (what Claude answered). */
  private endTurn(): void {
    const t = this.turnText;
    this.turnText = null;
    if (t !== null) this.emit(t.ctx, { kind: "stop", ts: t.ts, detail: safeEnds(t.parts.join("\n"), 4000) });
  }

  private assistantText(id: string, block: unknown, ts: string | undefined, ctx: RecordContext): void {
    const text = (block as { text?: unknown }).text;
    if (typeof text !== "string" || text.trim().length === 0) return;
    if (ts !== undefined) {
      if (this.turnText?.id === id) this.turnText.parts.push(text);
      else this.turnText = { id, parts: [text], ts, ctx };
    }
    if (this.lastText !== null && this.lastText.id === id) this.lastText.parts.push(text);
    else this.lastText = { id, parts: [text] };
    if (this.turnSubstantive) this.lastSubstantive = { ...this.lastText, ts: ts ?? null };
  }

  /** A finding stated in assistant text (core/capture/finding) becomes an `assistant` event. */
  private finding(block: unknown, ctx: RecordContext): void {
    const text = (block as { text?: unknown }).text;
    const found = typeof text === "string" ? assistantFinding(text) : null;
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

  private safePath(raw: string): string {
    return this.memo.path(raw);
  }

  /** The `stop` event the current turn will end with (finish() is a snapshot: nothing is emitted). */
  private pendingStop(): ActivityEvent[] {
    const t = this.turnText;
    const e = t && this.event(t.ctx, { kind: "stop", ts: t.ts, detail: safeEnds(t.parts.join("\n"), 4000) });
    return e ? [e] : [];
  }

  /** Snapshot of everything gathered so far. */
  finish(): TranscriptSession {
    const final = this.lastSubstantive ?? this.lastText;
    return {
      sessionId: this.sessionId,
      firstCwd: this.firstCwd,
      lastCwd: this.lastCwd,
      gitBranch: this.gitBranch === null ? null : safeText(this.gitBranch, 256),
      versions: [...this.versions],
      models: [...this.models],
      firstTs: this.firstTs,
      lastTs: this.lastTs,
      intents: [...this.intents],
      events: [...this.events, ...this.pendingStop()],
      commands: [...this.commands],
      filesChanged: [...this.filesChanged],
      errors: [...this.errors],
      compactions: this.compactions,
      lastAssistantMessage: final === null ? null : safeText(final.parts.join("\n"), 4000),
      lastAssistantAt: this.lastSubstantive?.ts ?? null,
      assistantMessages: this.messageIds.size,
      usage: this.usage.total(),
      agentIds: [...this.agentIds],
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
