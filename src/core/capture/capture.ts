/**
 * Capture rules: which memories a session's compact events imply, decided without a model.
 * Precision first: a misleading memory is worse than none.
 * - verified_command: each test/build/lint/typecheck/format step of a command that exited 0, in its
 *   general form (no `cd <dir> &&`, per-file arguments collapsed) — unless another step decides the
 *   status (`|| true`, `; echo $?`): then exit 0 is no evidence and nothing is kept.
 * - failed_attempt: a command failed, it never passed later, and the *same action* (same program
 *   and targets, core/capture/command-shape) with other flags passed with no file edited in between;
 *   for a version-control write (`git commit` → `git commit --no-gpg-sign`), only when nothing but
 *   looks ran in between.
 * - bug_note: the same command failed with an error line, files were edited, then it passed — one
 *   note per command and session, with its errors and the files that fixed it; and the error/fix
 *   pairs of Claude Code's compaction summary ("Errors and fixes"), and its errors still open at
 *   compaction that the session then resolved (core/capture/capture-compact); a pair a later summary of
 *   the session told again on the same subject is left out (core/capture/compact-retold); one whose named
 *   program never failed with the error code another command failed with is re-titled with that command
 *   (core/capture/compact-cause).
 * - decision: a plan-mode plan the user approved (ExitPlanMode succeeded); the user's answer to
 *   an AskUserQuestion call.
 * - todo: a follow-up filed in an issue tracker (`gh issue create`, `bd create`, …).
 * - preference / constraint: a user correction ("no, use X", "don't …").
 * - project_fact: a package script that does not exist (`npm run x` → "Missing script").
 * - bug_note: a finding Claude stated and then acted on (core/capture/capture-findings); an error of
 *   the agent's own tools that recurred or rejected the call's input, then the tool worked
 *   (core/capture/capture-tool-errors); an error the shell itself wrote (not the command) that a
 *   rerun of the same command got past (core/capture/capture-shell-noise); edit-tool calls on a
 *   file that kept failing until a shell command wrote it (core/capture/capture-edit-fallback).
 * - project_fact / decision / preference / constraint by turns: answers to look-only requests,
 *   replies to Claude's closing questions, redirects after an interrupt (core/capture/capture-turns,
 *   core/capture/capture-corrections) — less requests a later event of the session fulfilled
 *   (core/capture/request-done); a prompt's clause about the one file it named is scoped to that file
 *   (core/capture/one-file-instruction).
 * - project_fact: the dev server, package manager and stack a session showed (core/capture/capture-facts).
 * - bug_note / project_fact from what the shell showed: a `$name` the calling shell expanded in another
 *   program's code (core/capture/capture-expanded); where a program that then ran is installed
 *   (core/capture/capture-located); a setting a later warning says is unknown (core/capture/capture-unhonoured);
 *   an option the program read as a file name (core/capture/option-as-path).
 * Pure: events in, drafts out; the app layer saves them idempotently by `dedupeKey`.
 */

import { isCommandTool } from "../agents/tool-kinds.js";
import { clip } from "../common/text.js";
import { answerKey, compactFixKey, correctionKey, followUpKey, planKey } from "../memories/dedupe-key.js";
import { commandMemories } from "./capture-commands.js";
import { resolvedCompactionErrors } from "./capture-compact.js";
import { correctionMemories } from "./capture-corrections.js";
import { editFallbackMemories } from "./capture-edit-fallback.js";
import { expandedVariableMemories } from "./capture-expanded.js";
import { observedFacts } from "./capture-facts.js";
import { findingMemories } from "./capture-findings.js";
import { locatedProgramFacts } from "./capture-located.js";
import { shellNoiseMemories } from "./capture-shell-noise.js";
import { toolErrorMemories } from "./capture-tool-errors.js";
import { turnMemories } from "./capture-turns.js";
import { unhonouredSettingMemories } from "./capture-unhonoured.js";
import { UNPROVEN_TAG } from "./capture-verified.js";
import { checkLeftFailingMemories } from "./check-left-failing.js";
import { displayCommand } from "./command-shape.js";
import { withPlacedCauses } from "./compact-cause.js";
import { withoutRetoldFixes } from "./compact-retold.js";
import { COMPACT_SUMMARY_MARK, errorFixPair, parseCompactSummary } from "./compact-summary.js";
import type { ActivityEvent } from "./events.js";
import type { MemoryDraft } from "./memory-draft.js";
import { scopedToTheirFile } from "./one-file-instruction.js";
import { optionAsPathMemories } from "./option-as-path.js";
import { repeatedWarningMemories } from "./repeated-warning.js";
import { withoutDoneRequests } from "./request-done.js";
import { withoutGoneScripts } from "./script-gone.js";
import { filedFollowUp, followUpDescription, userCorrection } from "./session-sources.js";

export { changedFiles } from "./capture-commands.js";
export type { MemoryDraft } from "./memory-draft.js";

export function deriveMemories(events: readonly ActivityEvent[]): MemoryDraft[] {
  const drafts = [
    ...withoutGoneScripts(commandMemories(events), events),
    ...statedMemories(events),
    ...findingMemories(events),
    ...turnMemories(events),
    ...scopedToTheirFile(withoutDoneRequests(correctionMemories(events), events), events),
    ...toolErrorMemories(events),
    ...shellNoiseMemories(events),
    ...editFallbackMemories(events),
    ...expandedVariableMemories(events),
    ...resolvedCompactionErrors(events),
    ...observedFacts(events),
    ...locatedProgramFacts(events),
    ...unhonouredSettingMemories(events),
    ...optionAsPathMemories(events),
    ...checkLeftFailingMemories(events),
    ...repeatedWarningMemories(events),
  ];
  return dedupeDrafts(withPlacedCauses(withoutRetoldFixes(drafts, events), events));
}

const isShell = (e: ActivityEvent) =>
  e.kind === "tool" && e.tool !== null && isCommandTool(e.tool) && !!e.command;

function draft(e: ActivityEvent, d: Omit<MemoryDraft, "sessionId" | "toolUseId" | "event">): MemoryDraft {
  return { ...d, sessionId: e.sessionId, toolUseId: e.toolUseId, event: e.event };
}

function statedMemories(events: readonly ActivityEvent[]): MemoryDraft[] {
  return events.flatMap(statedIn);
}

/** What one event states: a user correction, a compaction's error/fix pair, an answer, a plan, a follow-up. */
function statedIn(e: ActivityEvent): MemoryDraft[] {
  if (e.kind === "prompt") return e.detail ? correctionDrafts(e, e.detail) : [];
  if (e.kind === "compact")
    return e.detail?.startsWith(COMPACT_SUMMARY_MARK) ? compactFixDrafts(e, e.detail) : [];
  if (e.kind !== "tool" || e.ok !== true) return [];
  if (e.tool === "AskUserQuestion" && e.detail) return answerDrafts(e, e.detail);
  if (e.tool === "ExitPlanMode" && e.detail?.startsWith("plan: ")) return [planDraft(e, e.detail)];
  return isShell(e) ? followUpDrafts(e, e.command as string) : [];
}

function correctionDrafts(e: ActivityEvent, prompt: string): MemoryDraft[] {
  const said = userCorrection(prompt);
  if (!said) return [];
  return [
    draft(e, {
      type: said.type,
      title: said.text,
      body: `The user said this during a session (${e.ts.slice(0, 10)}).`,
      files: [],
      tags: ["user-correction"],
      dedupeKey: correctionKey(said.text),
    }),
  ];
}

function compactFixDrafts(e: ActivityEvent, detail: string): MemoryDraft[] {
  const drafts: MemoryDraft[] = [];
  const base = Date.parse(e.ts);
  for (const [i, item] of parseCompactSummary(detail).errorsAndFixes.entries()) {
    const pair = errorFixPair(item);
    if (!pair) continue;
    drafts.push(
      draft(e, {
        // the summary lists errors in the order they happened: one millisecond apart keeps it
        ...(Number.isNaN(base) ? {} : { at: new Date(base + i).toISOString() }),
        type: "bug_note",
        title: clip(pair.error, 300),
        body: `Fix: ${pair.fix} (from Claude Code's compaction summary)`,
        files: [],
        tags: ["compaction"],
        dedupeKey: compactFixKey(pair.error),
      }),
    );
  }
  return drafts;
}

function answerDrafts(e: ActivityEvent, detail: string): MemoryDraft[] {
  const drafts: MemoryDraft[] = [];
  for (const line of detail.split("\n")) {
    const m = /^asked: (.+?) => (.+)$/.exec(line);
    if (!m?.[1] || !m[2]) continue;
    drafts.push(
      draft(e, {
        type: "decision",
        title: clip(`${m[1]} → ${m[2]}`, 300),
        body: "The user's answer when Claude asked (AskUserQuestion).",
        files: [],
        tags: ["user-choice"],
        dedupeKey: answerKey(e.sessionId, m[1]),
      }),
    );
  }
  return drafts;
}

function planDraft(e: ActivityEvent, detail: string): MemoryDraft {
  const plan = detail.slice(6).trim();
  const head = plan.split("\n").find((l) => l.trim() !== "") ?? "plan";
  const title = clip(
    `Plan: ${head
      .replace(/^#+\s*/, "")
      .replace(/^plan:\s*/i, "")
      .trim()}`,
    300,
  );
  return draft(e, {
    type: "decision",
    title,
    body: clip(`Approved plan (plan mode):\n${plan}`, 4000),
    files: [],
    tags: ["plan"],
    dedupeKey: planKey(e.sessionId, title),
  });
}

function followUpDrafts(e: ActivityEvent, command: string): MemoryDraft[] {
  const filed = filedFollowUp(command);
  if (!filed) return [];
  return [
    draft(e, {
      type: "todo",
      title: clip(`Follow-up filed (${filed.tracker}): ${filed.title}`, 300),
      body: followUpBody(command),
      files: [],
      tags: ["follow-up", filed.tracker],
      dedupeKey: followUpKey(filed.tracker, filed.title),
    }),
  ];
}

/** A filed follow-up's body: its description when the command gave one, else the command. */
function followUpBody(command: string): string {
  const description = followUpDescription(command);
  return description
    ? `Filed during a session. Description:\n${description}`
    : `Filed during a session with \`${clip(displayCommand(command), 400)}\`.`;
}

/**
 * Keeps the last draft per dedupeKey (the most recent evidence), except that weaker evidence (a
 * draft with a lowered confidence, e.g. a piped run; a pass its exit status does not prove) never
 * replaces a draft without one.
 */
function dedupeDrafts(drafts: MemoryDraft[]): MemoryDraft[] {
  const byKey = new Map<string, MemoryDraft>();
  const unproven = (d: MemoryDraft) => d.tags.includes(UNPROVEN_TAG);
  for (const d of drafts) {
    const kept = byKey.get(d.dedupeKey);
    if (kept && kept.confidence === undefined && d.confidence !== undefined) continue;
    if (kept && !unproven(kept) && unproven(d)) continue;
    byKey.set(d.dedupeKey, d);
  }
  return [...byKey.values()];
}
