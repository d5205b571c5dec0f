/**
 * The envelope metadata of one session's records: working directories (first and last, redacted),
 * git branch, Claude Code versions, models, subagent ids and the time span. Pure.
 */
import type { TranscriptRecord } from "./record-schema.js";
import { type SafeTextMemo, safeText } from "./text.js";
import type { TranscriptSession } from "./types.js";

export type EnvelopeFields = Pick<
  TranscriptSession,
  "firstCwd" | "lastCwd" | "gitBranch" | "versions" | "models" | "firstTs" | "lastTs" | "agentIds"
>;

export class SessionEnvelope {
  private readonly versions = new Set<string>();
  private readonly models = new Set<string>();
  private readonly agentIds = new Set<string>();
  private firstCwd: string | null = null;
  private lastCwd: string | null = null;
  private gitBranch: string | null = null;
  private firstTs: string | null = null;
  private lastTs: string | null = null;

  /** `memo` redacts the cwd (shared with the caller: records repeat it and redaction is the costly part). */
  constructor(private readonly memo: SafeTextMemo) {}

  /** Envelope metadata of any conversation record of this session. */
  observe(record: TranscriptRecord, agentId: string | null): void {
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

  /** The model of an assistant message ("<synthetic>" error turns are left out by the caller). */
  model(name: string): void {
    this.models.add(name);
  }

  /** Snapshot, in first-seen order. */
  fields(): EnvelopeFields {
    return {
      firstCwd: this.firstCwd,
      lastCwd: this.lastCwd,
      gitBranch: this.gitBranch === null ? null : safeText(this.gitBranch, 256),
      versions: [...this.versions],
      models: [...this.models],
      firstTs: this.firstTs,
      lastTs: this.lastTs,
      agentIds: [...this.agentIds],
    };
  }
}
