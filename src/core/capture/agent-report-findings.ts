/**
 * Findings of a subagent that only looked: the report a Task / Agent call of the main thread returned
 * (core/capture/agent-report) when the subagent neither edited nor ran a command that changes anything —
 * its own events (same `agentId`) are all looks (core/capture/looked-findings `isLook`), or, when the
 * session holds none of them, the call's stats say so. Research the main thread then worked from ("the
 * env vars each app reads", "where the renderer builds its rows"), in the subagent's words, read from
 * the structure of the session, not from its words, so it holds for any language and stack. A report of
 * a subagent that changed things is a claim of work done, not a finding, and is not kept.
 *
 * Kept as one `project_fact` per report (tags `finding`, `subagent`; confidence 0.5): its stated part
 * (core/capture/looked-findings `statedFinding`: no code blocks, no closing question or announcement),
 * less every line that names a file a later edit of the session changed (what the report said about it
 * described the file before that edit), when at least MIN_WORDS words remain and a line names a subject
 * (that line is the title). What else the session disproved later is the caller's to remove (`checked`,
 * as for looked-findings). Pure; does not redact (saveMemory does).
 */
import { isEditTool } from "../agents/tool-kinds.js";
import { clip } from "../common/text.js";
import type { SaidText } from "../conversation/excerpts.js";
import { wordCount } from "../conversation/excerpts.js";
import { findingKey } from "../memories/dedupe-key.js";
import { agentReportOf } from "./agent-report.js";
import type { ActivityEvent } from "./events.js";
import { isLook, MIN_WORDS, statedFinding, subjectLine } from "./looked-findings.js";
import type { MemoryDraft } from "./memory-draft.js";

/** Longest report text a finding's body keeps (characters). */
const MAX_TEXT = 3000;

const base = (p: string) => (p.split(/[\\/]/).at(-1) ?? "").toLowerCase();

/** True when the subagent `agentId` only looked: its calls in `events` all looked, else its stats say so. */
function onlyLooked(events: readonly ActivityEvent[], agentId: string, how: string): boolean {
  const own = events.filter((e) => e.agentId === agentId && e.kind === "tool");
  return own.length > 0 ? own.every(isLook) : how === "looked";
}

/** `text` less its lines that name (by file name) one of `changed`. */
function withoutChanged(text: string, changed: ReadonlySet<string>): string {
  if (changed.size === 0) return text;
  return text
    .split("\n")
    .filter((line) => {
      const words = line.toLowerCase().match(/[\w.-]+\.[a-z0-9]{1,6}\b/g) ?? [];
      return !words.some((w) => changed.has(base(w)));
    })
    .join("\n");
}

/**
 * Project facts from the reports of subagents that only looked (see the module comment). `events`: the
 * session's events in time order; `since`: only reports at or after this time (a hook's lower bound);
 * `checked(s)`: the report's text less what the session disproved, or null to leave it out.
 */
export function agentReportFindings(
  sessionId: string,
  events: readonly ActivityEvent[],
  since: string | null = null,
  checked: (s: SaidText) => string | null = (s) => s.text,
): MemoryDraft[] {
  const out: MemoryDraft[] = [];
  for (const e of events) {
    if (e.kind !== "tool" || e.agentId !== null || e.ok !== true || (since !== null && e.ts < since))
      continue;
    const report = agentReportOf(e.detail);
    if (report === null || !onlyLooked(events, report.agentId, report.how)) continue;
    const changed = new Set<string>();
    for (const n of events)
      if (n.ts > e.ts && n.kind === "tool" && n.ok === true && isEditTool(n.tool))
        for (const f of n.files) changed.add(base(f));
    const kept = checked({ role: "assistant", ts: e.ts, text: report.text });
    const stated = kept === null ? null : statedFinding(withoutChanged(kept, changed));
    const title = stated === null ? null : subjectLine(stated);
    if (stated === null || title === null || wordCount(stated) < MIN_WORDS) continue;
    out.push({
      type: "project_fact",
      title,
      body: `A subagent reported this (${e.ts.slice(0, 10)}) after only looking; the main thread went on from it:\n${clip(stated, MAX_TEXT)}`,
      files: [],
      tags: ["finding", "subagent"],
      dedupeKey: findingKey(sessionId, `agent:${report.agentId}`),
      confidence: 0.5,
      at: e.ts,
      sessionId,
      toolUseId: e.toolUseId,
      event: e.event,
    });
  }
  return out;
}
