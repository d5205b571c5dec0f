/**
 * Capture rules for shell commands (see core/capture/capture for the whole list): verified commands
 * (checks in their general form, then the other kept roles: core/capture/capture-verified), bug notes
 * for a command that failed, had files edited, then passed, and failed attempts (the same action failed,
 * then a changed run of it passed with nothing edited in between). Only roles whose outcome matters
 * count (core/capture/command-role: never a look or an everyday change); a call the user stopped is no
 * evidence either way. Pure.
 */
import { isCommandTool, isEditTool } from "../agents/tool-kinds.js";
import { clip } from "../common/text.js";
import { commandKey, failedAttemptKey, sessionFixKey } from "../memories/dedupe-key.js";
import { withSettledBackground } from "./background.js";
import { mergeRemote, sshParts, UNPROVEN_TAG, verifiedByRole } from "./capture-verified.js";
import { classifyCommand, exitStatusIsFilters, exitStatusIsMasked } from "./command-kind.js";
import { type CommandRole, commandRole, roleSteps, strongestStep } from "./command-role.js";
import { classifiedSteps, generalForm, programName, shapeOf } from "./command-shape.js";
import { provenPart } from "./command-status.js";
import { hasErrorWord } from "./error-line.js";
import { type ActivityEvent, isInterrupted } from "./events.js";
import type { MemoryDraft } from "./memory-draft.js";
import { reportedSentence } from "./pass-tally.js";

const isShell = (e: ActivityEvent) =>
  e.kind === "tool" && e.tool !== null && isCommandTool(e.tool) && !!e.command;

/** Files a tool event changed: edit tools' paths, and for shell tools the files Claude Code saw it change. */
export function changedFiles(e: ActivityEvent): readonly string[] {
  if (e.kind !== "tool" || !e.tool) return [];
  return isEditTool(e.tool) || isCommandTool(e.tool) ? e.files : [];
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

export function commandMemories(recorded: readonly ActivityEvent[]): MemoryDraft[] {
  // a background start counts once a later task notification gave its exit status (core/capture/background)
  const events = withSettledBackground(recorded);
  const drafts: MemoryDraft[] = [];
  const fixes = new Map<
    string,
    { first: ActivityEvent; errors: string[]; files: Set<string>; kind: string }
  >();
  const shell = events.filter(isShell);
  const remotes = new Map<MemoryDraft, string>();
  for (const [i, e] of shell.entries()) {
    const command = e.command as string;
    if (e.ok === null || isInterrupted(e)) continue;
    if (e.ok) {
      // a pass is evidence only with its own exit status: not a background start, not `|| true`
      if (e.exitCode !== 0 || exitStatusIsMasked(command)) continue;
      // only what the exit status speaks for: not a script's lines, not a backgrounded start
      const proven = provenPart(command);
      if (proven !== null && kindOf(proven) !== null) drafts.push(...verifiedDrafts(e, proven, remotes));
      continue;
    }
    const kind = kindOf(command);
    if (kind === null) {
      // a version-control write that failed, then passed at once with other flags (`git commit` →
      // `git commit --no-gpg-sign`): how this machine needs it run
      if (commandRole(command) === "vcs") drafts.push(...failureDrafts(events, shell, i, "vcs", fixes, true));
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
  return mergeRemote(drafts, remotes);
}

/** ` It reported: 12 passed.` for a test step whose run kept its runner's counts (core/capture/pass-tally), else "". */
function reportedBy(e: ActivityEvent, kind: string): string {
  return kind === "test" ? reportedSentence(e.detail) : "";
}

/** Verified commands of a passing event's proven part: each check step in its general form, then the other kept roles. */
function verifiedDrafts(e: ActivityEvent, command: string, remotes: Map<MemoryDraft, string>): MemoryDraft[] {
  // `set -o pipefail` in an earlier statement still makes the pipe's status the command's
  const piped = exitStatusIsFilters(command) && !/pipefail/.test(e.command ?? "");
  const drafts: MemoryDraft[] = [];
  for (const step of classifiedSteps(command)) {
    const general = generalForm(step.step);
    const example = general === step.step ? "" : ` Last run as \`${clip(step.step, 200)}\`.`;
    drafts.push(
      draft(e, {
        type: "verified_command",
        title: clip(general, 300),
        body: piped
          ? `${step.kind} command; pass not proven: exit 0 was the output filter's status, as \`${clip(command.trim(), 200)}\`.`
          : `${step.kind} command; passed (exit 0).${example}${reportedBy(e, step.kind)}`,
        ...(piped ? { confidence: 0.6 } : {}),
        files: [],
        tags: [step.kind, programOf(step.step), ...(piped ? [UNPROVEN_TAG] : [])],
        dedupeKey: commandKey(general),
      }),
    );
  }
  return [...drafts, ...verifiedByRole(e, piped, remotes, command)];
}

/**
 * What one failure implies, looking at the shell events after it: nothing when it never passed later;
 * a fix (collected in `fixes`) when the same command passed after files were edited; a failed attempt
 * when a changed run of the same action passed with nothing edited in between (`immediate`: and
 * nothing but looks and failures ran in between; no fix is collected).
 */
function failureDrafts(
  events: readonly ActivityEvent[],
  shell: readonly ActivityEvent[],
  i: number,
  kind: string,
  fixes: Map<string, { first: ActivityEvent; errors: string[]; files: Set<string>; kind: string }>,
  immediate = false,
): MemoryDraft[] {
  const e = shell[i] as ActivityEvent;
  const command = e.command as string;
  const shown = shapeOf(command).display;
  const later = shell
    .slice(i + 1)
    .filter((n) => n.ok === true && n.exitCode === 0 && !exitStatusIsMasked(n.command as string));
  const same = later.find((n) => shapeOf(n.command as string).display === shown);
  if (same && immediate) return [];
  // the shell failed at another step (`cd` into a missing path): the command itself never ran
  if (e.error !== null && failedElsewhere(e.error, command)) return [];
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
  // a changed run of the same action passed, nothing edited in between: the first way did not work;
  // a search that found nothing, a look, or the shell's own failure says nothing about the way
  if (isNoMatch(e) || (e.error !== null && isShellNoise(e.error, command))) return [];
  const main = strongestStep(roleSteps(command));
  const inner = main?.role === "remote" ? sshParts(main.step)?.remote : null;
  if (inner && commandRole(inner) === "look") return [];
  const action = actionKey(command);
  const changed = action === null ? undefined : later.find((n) => actionKey(n.command as string) === action);
  if (!changed || editsBetween(events, e, changed).length > 0) return [];
  // the way that worked must act on everything the failed one named: fewer or other operands
  // (`opkg remove a b` → `opkg remove a`) are another action, not the same one done another way
  if (!keepsOperands(command, changed.command as string, immediate)) return [];
  // `immediate`: nothing but looks and failures ran between the failure and the changed run
  const between = shell.slice(i + 1, shell.indexOf(changed));
  if (immediate && between.some((n) => n.ok === true && commandRole(n.command as string) !== "look"))
    return [];
  const laterShown = actionDisplay(changed.command as string, immediate);
  const failedShown = actionDisplay(command, immediate);
  const error = e.error ? ` Error: ${e.error}` : e.exitCode !== null ? ` Exit code ${e.exitCode}.` : "";
  return [
    draft(e, {
      type: "failed_attempt",
      title: clip(`\`${failedShown}\` failed; \`${laterShown}\` worked instead`, 300),
      body: `Tried \`${clip(failedShown, 300)}\` (${kind}) and it failed.${error} Then \`${clip(laterShown, 300)}\` passed.`,
      files: [],
      tags: [kind, programOf(command)],
      dedupeKey: failedAttemptKey(failedShown, laterShown),
    }),
  ];
}

/**
 * What a command acts on, as one comparable key (program and targets: core/capture/command-shape
 * `commandAction`): a wrapper's (`powershell -Command "…"`) is its strongest inner step's, and a remote
 * command's is its connection plus the action of the remote command (`ssh root@host "sleep 3 && opkg
 * remove x"` acts as `opkg remove x` on root@host). Null when there is none.
 */
export function actionKey(command: string): string | null {
  const main = strongestStep(roleSteps(command));
  if (main === null) return null;
  const ssh = main.role === "remote" ? sshParts(main.step) : null;
  if (ssh) {
    const inner = ssh.remote === null ? null : strongestStep(roleSteps(ssh.remote));
    const act = inner === null ? null : shapeOf(inner.step).action;
    return act ? `${ssh.connect} :: ${act.program} ${act.targets.join(" ")}` : null;
  }
  const act = shapeOf(main.step).action;
  return act ? `${act.program} ${act.targets.join(" ")}` : null;
}

/** True for an error line that the shell or Claude Code's shell wrapper wrote, not the command. */
export function isShellNoise(error: string, command: string): boolean {
  if (/^\d+ \[main\] \S+/.test(error)) return true;
  // an NTSTATUS crash code (0xC0000142: a DLL failed to initialise in the forked shell)
  const code = /^(?:Error: )?Exit code (\d+)$/.exec(error)?.[1];
  if (code !== undefined && Number(code) >= 0xc0000000) return true;
  const other = /^Command failed: (\S+)/.exec(error)?.[1];
  return other !== undefined && !command.includes(other);
}

/** `bash: line 1: cd: x: No such file…`, `sh: 1: cd: can't cd to x`, `zsh:cd:1: no such file…`: the program the shell names. */
const SHELL_SAYS =
  /^(?:\S*[\\/])?(?:ba|z|da|k)?sh(?:\.exe)?(?:: (?:line \d+: |\d+: )?([^:\s]+): |:([^:\s]+):\d+: )/;

/**
 * True when the shell reports that another step than the command's action failed (`cd` into a
 * missing path before `pnpm build`): the action never ran, so the failure says nothing about it. The
 * action's own program not found (`bash: python: command not found`) is the action failing.
 */
export function failedElsewhere(error: string, command: string): boolean {
  const m = SHELL_SAYS.exec(error.replace(/^Error: /, ""));
  const named = m?.[1] ?? m?.[2];
  if (named === undefined) return false;
  const main = strongestStep(roleSteps(command))?.step ?? "";
  return programName(named).toLowerCase() !== programName(main.split(/\s+/)[0] ?? "").toLowerCase();
}

/** Words of the acting step that are no flags (the remote step's for ssh), quotes kept whole. */
function operands(command: string, withoutMessage: boolean): string[] {
  const main = strongestStep(roleSteps(command));
  const ssh = main?.role === "remote" ? sshParts(main.step) : null;
  const inner = ssh?.remote ? strongestStep(roleSteps(ssh.remote))?.step : undefined;
  const step = inner ? actionDisplay(inner, withoutMessage) : actionDisplay(command, withoutMessage);
  const words = step.match(/"[^"]*"|'[^']*'|\S+/g) ?? [];
  return words.slice(1).filter((w) => !w.startsWith("-"));
}

/** True when the later command names every operand of the failed one (flags may change). */
function keepsOperands(failed: string, later: string, withoutMessage: boolean): boolean {
  const kept = new Set(operands(later, withoutMessage));
  return operands(failed, withoutMessage).every((w) => kept.has(w));
}

/**
 * The step that acts (the strongest of a chain, a wrapper's inner step), as a failed attempt names it;
 * `withoutMessage`: less its message and message-file arguments (`-m "…"`, `-F file`), which differ
 * between a version-control write and its retry.
 */
function actionDisplay(command: string, withoutMessage = false): string {
  const step = strongestStep(roleSteps(command))?.step ?? shapeOf(command).display;
  if (!withoutMessage) return step;
  return step.replace(/\s(?:-m|--message|-F|--file)(?:=|\s+)(?:"[^"]*"?|'[^']*'?|\S+)/g, "").trim();
}

/** A search that found nothing: exit 1 of a command whose last stage is `grep`/`findstr`/`Select-String`, no error text. */
export function isNoMatch(e: ActivityEvent): boolean {
  return (
    e.exitCode === 1 &&
    (e.error === null || /^(?:Error: )?Exit code 1$/.test(e.error)) &&
    /(?:\|\s*(?:e|f)?grep\b|\bfindstr\b|\bSelect-String\b)[^|]*["']?\s*$/.test(e.command ?? "")
  );
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
