/**
 * Capture rules for shell commands (see core/capture/capture for the whole list): verified commands
 * (checks in their general form, then the other kept roles: core/capture/capture-verified), bug notes
 * for a command that failed, had files edited, then passed, and failed attempts (the same action failed,
 * then a changed run of it passed with nothing edited in between). Only roles whose outcome matters
 * count (core/capture/command-role: never a look or an everyday change); a call the user stopped is no
 * evidence either way. Pure.
 */
import { clip } from "../common/text.js";
import { commandKey, failedAttemptKey, sessionFixKey } from "../memories/dedupe-key.js";
import { verifiedByRole } from "./capture-verified.js";
import { classifyCommand, exitStatusIsFilters, exitStatusIsMasked } from "./command-kind.js";
import { type CommandRole, commandRole } from "./command-role.js";
import { classifiedSteps, generalForm, sameAction, shapeOf } from "./command-shape.js";
import { hasErrorWord } from "./error-line.js";
import { type ActivityEvent, isInterrupted } from "./events.js";
import type { MemoryDraft } from "./memory-draft.js";

const EDIT_TOOLS = new Set(["Write", "Edit", "MultiEdit", "NotebookEdit"]);
const SHELL_TOOLS = new Set(["Bash", "PowerShell"]);

const isShell = (e: ActivityEvent) =>
  e.kind === "tool" && e.tool !== null && SHELL_TOOLS.has(e.tool) && !!e.command;

/** Files a tool event changed: edit tools' paths, and for shell tools the files Claude Code saw it change. */
export function changedFiles(e: ActivityEvent): readonly string[] {
  if (e.kind !== "tool" || !e.tool) return [];
  return EDIT_TOOLS.has(e.tool) || SHELL_TOOLS.has(e.tool) ? e.files : [];
}

function draft(e: ActivityEvent, d: Omit<MemoryDraft, "sessionId" | "toolUseId" | "event">): MemoryDraft {
  return { ...d, sessionId: e.sessionId, toolUseId: e.toolUseId, event: e.event };
}

/** Roles whose passes and failures capture keeps (core/capture/command-role): never a look or an everyday change. */
const KEPT_ROLES: ReadonlySet<CommandRole> = new Set([
  "check",
  "install",
  "script",
  "remote",
  "deploy",
  "tool",
]);

/** What a command is, for titles and tags: its check kind (`test`, `lint`, …), else its role. */
function kindOf(command: string): string | null {
  const kind = classifyCommand(command);
  if (kind !== null) return kind;
  const role = commandRole(command);
  return KEPT_ROLES.has(role) ? role : null;
}

export function commandMemories(events: readonly ActivityEvent[]): MemoryDraft[] {
  const drafts: MemoryDraft[] = [];
  const fixes = new Map<
    string,
    { first: ActivityEvent; errors: string[]; files: Set<string>; kind: string }
  >();
  const shell = events.filter(isShell);
  for (const [i, e] of shell.entries()) {
    const command = e.command as string;
    if (e.ok === null || isInterrupted(e)) continue;
    const kind = kindOf(command);
    if (kind === null) continue;
    if (e.ok) {
      // a pass is evidence only with its own exit status: not a background start, not `|| true`
      if (e.exitCode !== 0 || exitStatusIsMasked(command)) continue;
      drafts.push(...verifiedDrafts(e));
      continue;
    }
    drafts.push(...failureDrafts(events, shell, i, kind, fixes));
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

/** Verified commands of a passing event: each check step in its general form, then the other kept roles. */
function verifiedDrafts(e: ActivityEvent): MemoryDraft[] {
  const command = e.command as string;
  const piped = exitStatusIsFilters(command);
  const drafts: MemoryDraft[] = [];
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
  return [...drafts, ...verifiedByRole(e, piped)];
}

/**
 * What one failure implies, looking at the shell events after it: nothing when it never passed later;
 * a fix (collected in `fixes`) when the same command passed after files were edited; a failed attempt
 * when a changed run of the same action passed with nothing edited in between.
 */
function failureDrafts(
  events: readonly ActivityEvent[],
  shell: readonly ActivityEvent[],
  i: number,
  kind: string,
  fixes: Map<string, { first: ActivityEvent; errors: string[]; files: Set<string>; kind: string }>,
): MemoryDraft[] {
  const e = shell[i] as ActivityEvent;
  const command = e.command as string;
  const shown = shapeOf(command).display;
  const later = shell
    .slice(i + 1)
    .filter((n) => n.ok === true && n.exitCode === 0 && !exitStatusIsMasked(n.command as string));
  const same = later.find((n) => shapeOf(n.command as string).display === shown);
  if (same) {
    const fixFiles = editsBetween(events, e, same);
    if (fixFiles.length === 0 || !e.error || !hasErrorWord(e.error)) return [];
    const general = shapeOf(command).general;
    const entry = fixes.get(general) ?? { first: e, errors: [], files: new Set<string>(), kind };
    if (!entry.errors.includes(e.error)) entry.errors.push(e.error);
    for (const f of fixFiles) entry.files.add(f);
    fixes.set(general, entry);
    return [];
  }
  // a changed run of the same action passed, nothing edited in between: the first way did not work
  const changed = later.find((n) => sameAction(command, n.command as string));
  if (!changed || editsBetween(events, e, changed).length > 0) return [];
  const laterShown = shapeOf(changed.command as string).display;
  const error = e.error ? ` Error: ${e.error}` : e.exitCode !== null ? ` Exit code ${e.exitCode}.` : "";
  return [
    draft(e, {
      type: "failed_attempt",
      title: clip(`\`${shown}\` failed; \`${laterShown}\` worked instead`, 300),
      body: `Tried \`${clip(shown, 300)}\` (${kind}) and it failed.${error} Then \`${clip(laterShown, 300)}\` passed.`,
      files: [],
      tags: [kind, programOf(command)],
      dedupeKey: failedAttemptKey(shown, laterShown),
    }),
  ];
}

/** Program name for tags and titles: `mix`, `npm`, `vitest` (wrappers such as npx removed). */
export function programOf(command: string): string {
  const program = shapeOf(command).action?.program.split(" ")[0];
  // a program run by its path (`C:\\tools\\x.exe`, `./scripts/run.sh`) is named by its file name
  return program?.split(/[\\/]/).findLast((part) => part !== "") ?? "shell";
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
