/**
 * Drives a real Claude Code session through a compaction offline: a first `claude -p` turn (any script) with
 * `--session-id`, then `claude -p "/compact <instructions>" --resume <id>`, which makes one model request (the
 * summary prompt, answered by test/support/fake-anthropic.ts) and fires PreCompact(manual) →
 * SessionStart(compact) → PostCompact(manual, compact_summary) on 2.1.197 and 2.1.330; then, optionally, a
 * resumed turn whose first request carries what SessionStart(compact) added. Auto-compaction is the other way
 * (fake `inputTokens` 190000 with CLAUDE_CODE_AUTO_COMPACT_WINDOW=200000), not used here.
 */
import { randomUUID } from "node:crypto";
import type { ProbeAnswer, ProbeEvent, ProbeRun, ProbeSession } from "./claude-probe.js";
import type { ScriptStep } from "./fake-anthropic.js";

export interface CompactionRuns {
  sessionId: string;
  first: ProbeRun;
  compact: ProbeRun;
  /** The resumed turn after the compaction, when `after` was given. */
  after?: ProbeRun;
}

export interface CompactionOptions {
  prompt: string;
  script: ScriptStep[];
  /** Text after `/compact` (the PreCompact payload's `custom_instructions`); none when omitted. */
  instructions?: string;
  /** The compaction's summary, as the model's answer (the PostCompact payload's `compact_summary`). */
  summary?: string;
  /** What the probe hooks answer during the compaction run (e.g. SessionStart context on `compact`). */
  answers?: Partial<Record<ProbeEvent, ProbeAnswer>>;
  /** A prompt for a resumed turn after the compaction, answered with `afterText`. */
  after?: { prompt: string; text: string };
}

/** Runs the three (or two) turns in order; a failing run is returned, not thrown. */
export async function compactSession(session: ProbeSession, o: CompactionOptions): Promise<CompactionRuns> {
  const sessionId = randomUUID();
  const first = await session.run(["-p", o.prompt, "--session-id", sessionId], { script: o.script });
  const summary = o.summary ?? "<analysis>scripted</analysis>\n<summary>Scripted e2e conversation.</summary>";
  const command = o.instructions ? `/compact ${o.instructions}` : "/compact";
  const compact = await session.run(
    ["-p", command, "--resume", sessionId],
    { script: [], compactSummary: summary },
    o.answers ?? {},
  );
  if (!o.after) return { sessionId, first, compact };
  const after = await session.run(["-p", o.after.prompt, "--resume", sessionId], {
    script: [{ text: o.after.text }],
    fallbackText: o.after.text,
  });
  return { sessionId, first, compact, after };
}
