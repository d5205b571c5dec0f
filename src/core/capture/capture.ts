/**
 * Capture rules: which memories a session's compact events imply, decided without a model.
 * Precision first: a misleading memory is worse than none.
 * - verified_command: each test/build/lint/typecheck/format step of a command that exited 0, in its
 *   general form (no `cd <dir> &&`, per-file arguments collapsed) — unless another step decides the
 *   status (`|| true`, `; echo $?`): then exit 0 is no evidence and nothing is kept.
 * - failed_attempt: a command failed, it never passed later, and the *same action* (same program
 *   and targets, core/capture/command-shape) with other flags passed with no file edited in between.
 * - bug_note: the same command failed with an error line, files were edited, then it passed — one
 *   note per command and session, with its errors and the files that fixed it; and the error/fix
 *   pairs of Claude Code's compaction summary ("Errors and fixes"), and its errors still open at
 *   compaction that the session then resolved (core/capture/capture-compact).
 * - decision: a plan-mode plan the user approved (ExitPlanMode succeeded); the user's answer to
 *   an AskUserQuestion call.
 * - todo: a follow-up filed in an issue tracker (`gh issue create`, `bd create`, …).
 * - preference / constraint: a user correction ("no, use X", "don't …").
 * - project_fact: a package script that does not exist (`npm run x` → "Missing script").
 * - bug_note: a finding Claude stated and then acted on (core/capture/capture-findings).
 * - project_fact: the dev server, package manager and stack a session showed (core/capture/capture-facts).
 * Pure: events in, drafts out; the app layer saves them idempotently by `dedupeKey`.
 */

import { clip } from "../common/text.js";
import {
  answerKey,
  commandKey,
  compactFixKey,
  correctionKey,
  failedAttemptKey,
  followUpKey,
  planKey,
  sessionFixKey,
} from "../memories/dedupe-key.js";
import { resolvedCompactionErrors } from "./capture-compact.js";
import { observedFacts } from "./capture-facts.js";
import { findingMemories } from "./capture-findings.js";
import { classifyCommand, exitStatusIsFilters, exitStatusIsMasked } from "./command-kind.js";
import { classifiedSteps, displayCommand, generalForm, sameAction, shapeOf } from "./command-shape.js";
import { COMPACT_SUMMARY_MARK, errorFixPair, parseCompactSummary } from "./compact-summary.js";
import { hasErrorWord } from "./error-line.js";
import type { ActivityEvent } from "./events.js";
import type { MemoryDraft } from "./memory-draft.js";
import { filedFollowUp, followUpDescription, userCorrection } from "./session-sources.js";

export type { MemoryDraft } from "./memory-draft.js";

export const EDIT_TOOLS = new Set(["Write", "Edit", "MultiEdit", "NotebookEdit"]);
const SHELL_TOOLS = new Set(["Bash", "PowerShell"]);

/** Files a tool event changed: edit tools' paths, and for shell tools the files Claude Code saw it change. */
export function changedFiles(e: ActivityEvent): readonly string[] {
  if (e.kind !== "tool" || !e.tool) return [];
  return EDIT_TOOLS.has(e.tool) || SHELL_TOOLS.has(e.tool) ? e.files : [];
}

export function deriveMemories(events: readonly ActivityEvent[]): MemoryDraft[] {
  return dedupeDrafts([
    ...commandMemories(events),
    ...statedMemories(events),
    ...findingMemories(events),
    ...resolvedCompactionErrors(events),
    ...observedFacts(events),
  ]);
}

const isShell = (e: ActivityEvent) =>
  e.kind === "tool" && e.tool !== null && SHELL_TOOLS.has(e.tool) && !!e.command;

function draft(e: ActivityEvent, d: Omit<MemoryDraft, "sessionId" | "toolUseId" | "event">): MemoryDraft {
  return { ...d, sessionId: e.sessionId, toolUseId: e.toolUseId, event: e.event };
}

function commandMemories(events: readonly ActivityEvent[]): MemoryDraft[] {
  const drafts: MemoryDraft[] = [];
  const fixes = new Map<
    string,
    { first: ActivityEvent; errors: string[]; files: Set<string>; kind: string }
  >();
  const shell = events.filter(isShell);
  for (const [i, e] of shell.entries()) {
    const command = e.command as string;
    const kind = classifyCommand(command);
    if (kind === null || e.ok === null) continue;
    const shown = shapeOf(command).display;
    if (e.ok) {
      if (exitStatusIsMasked(command)) continue;
      const piped = exitStatusIsFilters(command);
      for (const step of classifiedSteps(command)) {
        const general = generalForm(step.step);
        const example = general === step.step ? "" : ` Last run as \`${clip(step.step, 200)}\`.`;
        drafts.push(
          draft(e, {
            type: "verified_command",
            title: clip(general, 300),
            body: piped
              ? `${step.kind} command; exit 0 as \`${clip(command.trim(), 200)}\` (status of the output filter, so a pass is likely, not proven).`
              : `${step.kind} command; passed (exit 0).${example}`,
            ...(piped ? { confidence: 0.6 } : {}),
            files: [],
            tags: [step.kind, programOf(step.step)],
            dedupeKey: commandKey(general),
          }),
        );
      }
      continue;
    }
    const later = shell.slice(i + 1).filter((n) => n.ok === true && !exitStatusIsMasked(n.command as string));
    const same = later.find((n) => shapeOf(n.command as string).display === shown);
    if (same) {
      const fixFiles = editsBetween(events, e, same);
      if (fixFiles.length === 0 || !e.error || !hasErrorWord(e.error)) continue;
      const general = shapeOf(command).general;
      const entry = fixes.get(general) ?? { first: e, errors: [], files: new Set<string>(), kind };
      if (!entry.errors.includes(e.error)) entry.errors.push(e.error);
      for (const f of fixFiles) entry.files.add(f);
      fixes.set(general, entry);
      continue;
    }
    // a changed run of the same action passed, nothing edited in between: the first way did not work
    const changed = later.find((n) => sameAction(command, n.command as string));
    if (!changed || editsBetween(events, e, changed).length > 0) continue;
    const laterShown = shapeOf(changed.command as string).display;
    const error = e.error ? ` Error: ${e.error}` : e.exitCode !== null ? ` Exit code ${e.exitCode}.` : "";
    drafts.push(
      draft(e, {
        type: "failed_attempt",
        title: clip(`\`${shown}\` failed; \`${laterShown}\` worked instead`, 300),
        body: `Tried \`${clip(shown, 300)}\` (${kind}) and it failed.${error} Then \`${clip(laterShown, 300)}\` passed.`,
        files: [],
        tags: [kind, programOf(command)],
        dedupeKey: failedAttemptKey(shown, laterShown),
      }),
    );
  }
  for (const [general, f] of fixes) {
    const program = programOf(general);
    const files = [...f.files];
    drafts.push(
      draft(f.first, {
        type: "bug_note",
        title: clip(`${program} ${f.kind} failure fixed: ${f.errors[0]}`, 300),
        body: `\`${clip(general, 300)}\` failed with:\n${f.errors
          .slice(0, 4)
          .map((x) => `- ${x}`)
          .join("\n")}\nFixed by editing ${files.slice(0, 12).join(", ")}; the command then passed.`,
        files,
        tags: [f.kind, program],
        dedupeKey: sessionFixKey(f.first.sessionId, general),
      }),
    );
  }
  return drafts;
}

/** Program name for tags and titles: `mix`, `npm`, `vitest` (wrappers such as npx removed). */
function programOf(command: string): string {
  const program = shapeOf(command).action?.program.split(" ")[0];
  // a program run by its path (`C:\\tools\\x.exe`, `./scripts/run.sh`) is named by its file name
  return program?.split(/[\\/]/).findLast((part) => part !== "") ?? "shell";
}

function statedMemories(events: readonly ActivityEvent[]): MemoryDraft[] {
  const drafts: MemoryDraft[] = [];
  for (const e of events) {
    if (e.kind === "prompt" && e.detail) {
      const said = userCorrection(e.detail);
      if (said)
        drafts.push(
          draft(e, {
            type: said.type,
            title: said.text,
            body: `The user said this during a session (${e.ts.slice(0, 10)}).`,
            files: [],
            tags: ["user-correction"],
            dedupeKey: correctionKey(said.text),
          }),
        );
      continue;
    }
    if (e.kind === "compact" && e.detail?.startsWith(COMPACT_SUMMARY_MARK)) {
      for (const item of parseCompactSummary(e.detail).errorsAndFixes) {
        const pair = errorFixPair(item);
        if (!pair) continue;
        drafts.push(
          draft(e, {
            type: "bug_note",
            title: clip(pair.error, 300),
            body: `Fix: ${pair.fix} (from Claude Code's compaction summary)`,
            files: [],
            tags: ["compaction"],
            dedupeKey: compactFixKey(pair.error),
          }),
        );
      }
      continue;
    }
    if (e.kind !== "tool" || e.ok !== true) continue;
    if (e.tool === "AskUserQuestion" && e.detail) {
      for (const line of e.detail.split("\n")) {
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
      continue;
    }
    if (e.tool === "ExitPlanMode" && e.detail?.startsWith("plan: ")) {
      const plan = e.detail.slice(6).trim();
      const head = plan.split("\n").find((l) => l.trim() !== "") ?? "plan";
      const title = clip(
        `Plan: ${head
          .replace(/^#+\s*/, "")
          .replace(/^plan:\s*/i, "")
          .trim()}`,
        300,
      );
      drafts.push(
        draft(e, {
          type: "decision",
          title,
          body: clip(`Approved plan (plan mode):\n${plan}`, 4000),
          files: [],
          tags: ["plan"],
          dedupeKey: planKey(e.sessionId, title),
        }),
      );
      continue;
    }
    if (!isShell(e)) continue;
    const filed = filedFollowUp(e.command as string);
    if (filed)
      drafts.push(
        draft(e, {
          type: "todo",
          title: clip(`Follow-up filed (${filed.tracker}): ${filed.title}`, 300),
          body: followUpBody(e.command as string),
          files: [],
          tags: ["follow-up", filed.tracker],
          dedupeKey: followUpKey(filed.tracker, filed.title),
        }),
      );
  }
  return drafts;
}

/** A filed follow-up's body: its description when the command gave one, else the command. */
function followUpBody(command: string): string {
  const description = followUpDescription(command);
  return description
    ? `Filed during a session. Description:\n${description}`
    : `Filed during a session with \`${clip(displayCommand(command), 400)}\`.`;
}

function editsBetween(events: readonly ActivityEvent[], from: ActivityEvent, to: ActivityEvent): string[] {
  const a = events.indexOf(from);
  const b = events.indexOf(to);
  const files = new Set<string>();
  for (const e of events.slice(a + 1, b)) {
    for (const f of changedFiles(e)) files.add(f);
  }
  return [...files];
}

/**
 * Keeps the last draft per dedupeKey (the most recent evidence), except that weaker evidence (a
 * draft with a lowered confidence, e.g. a piped run) never replaces a draft without one.
 */
function dedupeDrafts(drafts: MemoryDraft[]): MemoryDraft[] {
  const byKey = new Map<string, MemoryDraft>();
  for (const d of drafts) {
    const kept = byKey.get(d.dedupeKey);
    if (kept && kept.confidence === undefined && d.confidence !== undefined) continue;
    byKey.set(d.dedupeKey, d);
  }
  return [...byKey.values()];
}
