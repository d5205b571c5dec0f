/**
 * Capture rules: which memories a session's compact events imply, decided without a model.
 * - verified_command: a test/build/lint/typecheck/format command that exited 0 — unless another
 *   step decides the status (`|| true`, `; echo $?`): then exit 0 is no evidence and nothing is kept.
 * - failed_attempt (candidate): such a command failed, it never passed later in the session, and a
 *   *different* command of the same kind did — the first approach did not work.
 * - bug_note (candidate): the *same* command failed, files were edited, then it passed — the error
 *   and the files that fixed it.
 * Pure: events in, drafts out; the app layer saves them idempotently by `dedupeKey`.
 */

import { clip } from "../common/text.js";
import { bugFixKey, commandKey, failedAttemptKey } from "../memories/dedupe-key.js";
import type { MemoryType } from "../memories/memory.js";
import {
  classifyCommand,
  exitStatusIsFilters,
  exitStatusIsMasked,
  normalizeCommand,
} from "./command-kind.js";
import type { ActivityEvent } from "./events.js";

export interface MemoryDraft {
  type: MemoryType;
  title: string;
  body: string;
  files: string[];
  tags: string[];
  dedupeKey: string;
  sessionId: string;
  toolUseId: string | null;
  event: string;
  /** Set when the evidence is weaker than the baseline assumes (0–1). */
  confidence?: number;
}

export const EDIT_TOOLS = new Set(["Write", "Edit", "MultiEdit", "NotebookEdit"]);
const SHELL_TOOLS = new Set(["Bash", "PowerShell"]);

/** Files a tool event changed: edit tools' paths, and for shell tools the files Claude Code saw it change. */
export function changedFiles(e: ActivityEvent): readonly string[] {
  if (e.kind !== "tool" || !e.tool) return [];
  return EDIT_TOOLS.has(e.tool) || SHELL_TOOLS.has(e.tool) ? e.files : [];
}

export function deriveMemories(events: readonly ActivityEvent[]): MemoryDraft[] {
  const drafts: MemoryDraft[] = [];
  const shell = events.filter(
    (e) => e.kind === "tool" && e.tool !== null && SHELL_TOOLS.has(e.tool) && e.command,
  );
  for (const [i, e] of shell.entries()) {
    const command = e.command as string;
    const kind = classifyCommand(command);
    if (kind === null || e.ok === null) continue;
    const norm = normalizeCommand(command);
    if (e.ok) {
      if (exitStatusIsMasked(command)) continue;
      const piped = exitStatusIsFilters(command);
      drafts.push({
        type: "verified_command",
        title: clip(norm, 300),
        body: piped
          ? `${kind} command; exit 0 as \`${clip(command, 200)}\` (status of the output filter, so a pass is likely, not proven).`
          : `${kind} command; passed (exit 0).`,
        ...(piped ? { confidence: 0.6 } : {}),
        files: [],
        tags: [kind],
        dedupeKey: commandKey(norm),
        sessionId: e.sessionId,
        toolUseId: e.toolUseId,
        event: e.event,
      });
      continue;
    }
    const passes = shell
      .slice(i + 1)
      .filter(
        (n) =>
          n.ok === true &&
          !exitStatusIsMasked(n.command as string) &&
          classifyCommand(n.command as string) === kind,
      );
    // the same command passing later means it was fixed, not abandoned: never a failed attempt
    const later = passes.find((n) => normalizeCommand(n.command as string) === norm) ?? passes[0];
    if (!later) continue;
    const laterNorm = normalizeCommand(later.command as string);
    const error = e.error ? ` Error: ${e.error}` : e.exitCode !== null ? ` Exit code ${e.exitCode}.` : "";
    if (laterNorm !== norm) {
      drafts.push({
        type: "failed_attempt",
        title: clip(`\`${norm}\` failed; \`${laterNorm}\` worked instead`, 300),
        body: `Tried \`${norm}\` (${kind}) and it failed.${error} Then \`${laterNorm}\` passed.`,
        files: [],
        tags: [kind],
        dedupeKey: failedAttemptKey(norm, laterNorm),
        sessionId: e.sessionId,
        toolUseId: e.toolUseId,
        event: e.event,
      });
      continue;
    }
    const fixFiles = editsBetween(events, e, later);
    if (fixFiles.length === 0 || !e.error) continue;
    drafts.push({
      type: "bug_note",
      title: clip(`${kind} failure fixed: ${e.error}`, 300),
      body: `\`${norm}\` failed with: ${e.error}\nFixed by editing ${fixFiles.join(", ")}; the command then passed.`,
      files: fixFiles,
      tags: [kind],
      dedupeKey: bugFixKey(norm, e.error),
      sessionId: e.sessionId,
      toolUseId: e.toolUseId,
      event: e.event,
    });
  }
  return dedupeDrafts(drafts);
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
