/**
 * The heuristic session summary (no model), telling the session's final state: intents from
 * prompts, files changed, the meaningful commands (test/build/lint/typecheck/format/deploy, general
 * form) and their last outcome, errors still unresolved at the end, commits made, follow-ups filed,
 * todos left open, how it ended (the last substantive assistant message) and the next step — from
 * whichever came last, that message or Claude Code's compaction summary. Idempotent: the same
 * events always give the same summary, so ten Stops rewrite one summary rather than add ten.
 */

import { clip, oneLine } from "../common/text.js";
import { withSettledBackground } from "./background.js";
import { claimEvidence, withoutUnsupportedClaims } from "./claim-evidence.js";
import { lastTaskListAt, notClosedLater } from "./closed-later.js";
import { addCommit, PUSH_WORDS, type PushState, pushAfterLastCommit, resetCommits } from "./commit-push.js";
import { COMPACT_SUMMARY_MARK, parseCompactSummary } from "./compact-summary.js";
import type { ActivityEvent } from "./events.js";
import { failureSentences } from "./failure-sentences.js";
import { gitEnding, readyAtEnd } from "./git-ending.js";
import { extractNextSteps, withoutNextSteps } from "./next-steps.js";
import { outcomeLine } from "./outcome-line.js";
import { reportedFailureAfter } from "./reported-failure.js";
import type { CommandOutcome } from "./session.js";
import { commandState } from "./session-commands.js";
import { renderFiles, survivingFiles } from "./session-files.js";
import {
  filedFollowUp,
  isBareSlashCommand,
  isMachinePrompt,
  isYesNoQuestion,
  pendingTodos,
} from "./session-sources.js";
import { stoppedEdits } from "./stopped-edits.js";
import { failedAfter, lastMessageLine, REPORTED_LINE } from "./summary-claims.js";
import { unfinishedCall, unfinishedLine, unfinishedStep } from "./unfinished-call.js";
import { stepsForUser } from "./user-steps.js";

export { resetCommits } from "./commit-push.js";
export { gitEnding, readyAtEnd } from "./git-ending.js";
export { extractNextSteps, withoutNextSteps } from "./next-steps.js";

export { EDITED_AFTER, PIPE_STATUS } from "./outcome-line.js";

export interface SummaryParts {
  intents: string[];
  /** Subjects of commits made in the session, oldest first, each with the short hash git printed when kept: `subject (abc1234)`. */
  commits?: string[];
  /** Whether a push passed after the last commit (core/capture/commit-push); null or absent: no commit. */
  pushed?: PushState | null;
  /** Follow-ups filed in an issue tracker. */
  filed?: string[];
  /** Todos (TodoWrite / TaskCreate) not completed at the end. */
  remaining?: string[];
  /** Files the last `git status` (after the last commit) showed as not committed, e.g. `.mcp.json (modified)`. */
  uncommitted?: string | null;
  /** `git status` entries outside its directory the session never edited (core/capture/git-ending). */
  outsideStatus?: string | null;
  filesChanged: string[];
  /** The call the session ended on without a result, as a state line (core/capture/unfinished-call). */
  unfinished?: string | null;
  /** The last turn's edits, in names, when the user stopped it and the session ended (core/capture/stopped-edits). */
  stoppedEdits?: string | null;
  commands: CommandOutcome[];
  errors: string[];
  /** Of `errors`, those the user moved on from: two typed requests or more came after their last failure. */
  earlierErrors?: string[];
  nextSteps: string[];
  lastAssistantMessage: string | null;
  /** The error line the user pasted in the first request after Claude's last message (core/capture/reported-failure). */
  reportedAfter?: string | null;
  summary: string;
}

export function isTaskNotification(prompt: string): boolean {
  return prompt.trimStart().startsWith("<task-notification>");
}

/**
 * @param lastAssistantMessage the session's last substantive assistant message, or null
 * @param lastAssistantAt when it was written (ISO-8601), to order it against a compaction summary;
 *   null means "after everything" (a live Stop)
 */
export function summarizeSession(
  recorded: readonly ActivityEvent[],
  lastAssistantMessage: string | null,
  lastAssistantAt: string | null = null,
): SummaryParts {
  // live hooks record a background task's end as a later prompt (core/capture/background)
  const events = withSettledBackground(recorded);
  const intents = sessionIntents(events);
  const files = survivingFiles(events);
  const { commits, filed, compact } = commitsAndFollowUps(events);
  const { commands, errors } = commandState(events);
  const full = lastAssistantMessage?.trim() || null;
  const last = full ? clip(full, 2000) : null;
  // the later of the final message and the last compaction summary tells what comes next
  const summaryAfter = compact !== null && lastAssistantAt !== null && compact.ts > lastAssistantAt;
  const messageSteps = full ? extractNextSteps(full) : [];
  const compactSteps = compactNextSteps(compact, events);
  const forUser = stepsForUser(messageSteps.length === 0 ? full : null, events, lastAssistantAt);
  // a todo never ticked that a later commit or task closed is done
  const remaining = notClosedLater(
    pendingTodos(events).map((t) => clip(t.content, 200)),
    lastTaskListAt(events),
    events,
  );
  const open = unansweredRequest(events, lastAssistantAt);
  const unfinished = unfinishedCall(events);
  const git = gitEnding(events);
  const ready = readyAtEnd(events);
  const reported = reportedFailureAfter(events, lastAssistantAt);
  const parts = {
    intents: intents.slice(0, 3).concat(intents.length > 10 ? intents.slice(-7) : intents.slice(3, 10)),
    commits: commits.slice(-5),
    pushed: pushAfterLastCommit(events),
    filed: filed.slice(-5),
    remaining: remaining.slice(0, 8),
    filesChanged: files.slice(0, 50),
    stoppedEdits: stoppedEdits(events),
    unfinished: unfinished ? unfinishedLine(unfinished) : null,
    commands: commands.slice(-15),
    errors: errors.slice(-5),
    earlierErrors: movedOnFrom(events, errors.slice(-5)),
    // from the whole message: next steps usually close a long message, past the stored clip
    uncommitted: git.uncommitted,
    outsideStatus: git.outside,
    nextSteps: (open ? [open] : unfinished ? [unfinishedStep(events, unfinished)] : [])
      .concat(git.pullRequest ? [`Open a pull request: ${git.pullRequest}`] : [])
      .concat(ready.length > 0 ? [`Ready in the tracker: ${ready.slice(0, 3).join(", ")}`] : [])
      .concat(summaryAfter || (last === null && compactSteps.length > 0) ? compactSteps : messageSteps)
      .concat(forUser)
      .concat(remaining.length > 0 && messageSteps.length === 0 ? remaining : [])
      .slice(0, 5),
    // what the message claims without evidence in the session is not repeated (core/capture/claim-evidence);
    // its next steps are cut first, so a message left with only its steps is not quoted beside the Next line
    reportedAfter: reported,
    lastAssistantMessage: summaryAfter || last === null ? null : quotedLast(last, reported !== null, events),
  };
  const summary = renderSummary(parts, intents.length, failedAfter(events, lastAssistantAt));
  return { ...parts, lastAssistantMessage: last, summary };
}

/**
 * The session's commits (subjects, in order; `git reset HEAD~N` removes the last N), the follow-ups it
 * filed (titles) and its last compaction summary event, from its passing commands.
 */
function commitsAndFollowUps(events: readonly ActivityEvent[]): {
  commits: string[];
  filed: string[];
  compact: ActivityEvent | null;
} {
  const commits: string[] = [];
  const filed: string[] = [];
  let compact: ActivityEvent | null = null;
  for (const e of events) {
    if (e.kind === "compact" && e.detail?.startsWith(COMPACT_SUMMARY_MARK)) compact = e;
    if (e.kind !== "tool" || !e.command || e.ok !== true) continue;
    addCommit(commits, e);
    commits.splice(commits.length - resetCommits(e.command));
    const issue = filedFollowUp(e.command);
    if (issue && !filed.includes(issue.title)) filed.push(issue.title);
  }
  return { commits, filed, compact };
}

/**
 * The next step and pending work of a compaction summary (each clipped to 200 characters), less what a
 * later commit or task closed: a mid-session snapshot is not the state at the end.
 */
function compactNextSteps(compact: ActivityEvent | null, events: readonly ActivityEvent[]): string[] {
  const fromCompact = compact?.detail ? parseCompactSummary(compact.detail) : null;
  if (fromCompact === null) return [];
  const steps = [fromCompact.nextStep, ...fromCompact.pending].filter((x): x is string => !!x);
  return notClosedLater(
    steps.map((x) => clip(x, 200)),
    compact?.ts ?? "",
    events,
  );
}

/**
 * The errors the user moved on from: two typed requests or more (sessionIntents' prompts) came after
 * the last failure that printed them, and nothing ran the command again. Their state at the end is
 * unknown (fixed outside the session, or left), so the summary shows them apart, not as the end's errors.
 */
function movedOnFrom(events: readonly ActivityEvent[], errors: readonly string[]): string[] {
  if (errors.length === 0) return [];
  const typed = new Set(sessionPrompts(events));
  return errors.filter((error) => {
    const at = events.findLastIndex((e) => e.kind === "tool" && e.ok === false && e.error === error);
    const after = events
      .slice(at + 1)
      .filter((e) => typed.has(e) && isSubstantialRequest(e.detail as string));
    return at >= 0 && after.length >= 2;
  });
}

/** Prompts the user typed: no machine text (task notifications, local command output, shell-mode records). */
function sessionPrompts(events: readonly ActivityEvent[]): ActivityEvent[] {
  return events.filter(
    (e) => e.kind === "prompt" && !!e.detail && !isTaskNotification(e.detail) && !isMachinePrompt(e.detail),
  );
}

/**
 * What the user asked, oldest first (each one line, ≤ 200 chars): typed prompts without machine text
 * (task notifications, local command output, shell-mode records) and without bare slash commands
 * (`/clear`, `/init`): those only when the session has no other prompt.
 */
export function sessionIntents(events: readonly ActivityEvent[]): string[] {
  const typed = sessionPrompts(events);
  const requests = typed.filter((e) => !isBareSlashCommand(e.detail as string));
  const all = (requests.length > 0 ? requests : typed).map((e) => clip(oneLine(e.detail as string), 200));
  // the session's intent leads: its first prompt that says something ("hi", "6", "local" do not)
  const lead = all.findIndex(isSubstantialRequest);
  return lead <= 0 ? all : [all[lead] as string, ...all.slice(0, lead), ...all.slice(lead + 1)];
}

/** A prompt that states a request: three words or more (eight characters of a script without spaces), not a greeting or thanks. */
function isSubstantialRequest(text: string): boolean {
  if (ACKNOWLEDGEMENT.test(text) || GREETING.test(text)) return false;
  const words = text.trim().split(/\s+/).length;
  return words >= 3 || (NO_SPACES.test(text) && text.trim().length >= 8);
}

/** Scripts written without spaces between words (Chinese, Japanese, Thai): words cannot be counted. */
const NO_SPACES = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}]/u;

/** Greetings that open a session and ask for nothing. */
const GREETING =
  /^\s*(?:hi|hello|hey|yo|hallo|hola|bonjour|good (?:morning|afternoon|evening)|你好|您好|こんにちは)[\s!.,]*$/i;

/** Prompts that ask for nothing: thanks, ok, a lone slash command (`/exit`, `/clear`). */
const ACKNOWLEDGEMENT =
  /^\s*(?:(?:thanks|thank you|thx|ok(?:ay)?|great|cool|nice|perfect|lgtm|bye|good)\b[\s\S]{0,20}|\/[\w:-]+\s*)$/i;

/**
 * The user's last request when no substantive assistant message came after it (the session was
 * interrupted or ended first): `Unanswered: <request>`, else null. Requests are typed prompts that are
 * not machine text, a yes/no question or an acknowledgement ("thanks", a lone `/exit`). Needs the
 * time of the last message (`lastAssistantAt`): import passes the transcript's; a live Stop passes null
 * ("after everything") and gets null; a live SessionEnd passes the last Stop's time, so a turn that
 * was interrupted and never stopped is found.
 */
export function unansweredRequest(
  events: readonly ActivityEvent[],
  lastAssistantAt: string | null,
): string | null {
  if (lastAssistantAt === null) return null;
  const request = events.findLast(
    (e) =>
      e.kind === "prompt" &&
      !!e.detail &&
      !isTaskNotification(e.detail) &&
      !isMachinePrompt(e.detail) &&
      !isYesNoQuestion(e.detail) &&
      !ACKNOWLEDGEMENT.test(e.detail),
  );
  if (!request?.detail || request.ts <= lastAssistantAt) return null;
  // "; " separates the items of the rendered Next: line
  return `Unanswered: ${clip(oneLine(request.detail).replaceAll("; ", ", "), 200)}`;
}

/**
 * What the summary quotes of Claude's last message (its next steps left to the Next line), or null when
 * nothing is left: after a failure the user reported, only its own failure reports
 * (core/capture/failure-sentences); else less the claims the session's evidence does not support.
 */
function quotedLast(last: string, reported: boolean, events: readonly ActivityEvent[]): string | null {
  const text = withoutNextSteps(last);
  const kept = reported ? failureSentences(text) : withoutUnsupportedClaims(text, claimEvidence(events));
  return kept.trim() || null;
}

function renderSummary(
  p: Omit<SummaryParts, "summary">,
  totalIntents: number,
  failedLater: readonly string[],
): string {
  const out: string[] = [];
  if (p.intents[0]) {
    const more = totalIntents > 1 ? ` (+${totalIntents - 1} more prompt${totalIntents > 2 ? "s" : ""})` : "";
    out.push(`Intent: ${p.intents[0]}${more}`);
  }
  if (p.filesChanged.length > 0) out.push(`Changed: ${renderFiles(p.filesChanged)}`);
  if (p.stoppedEdits) out.push(`Edits before the user stopped the last turn: ${p.stoppedEdits}`);
  if (p.unfinished) out.push(p.unfinished);
  if (p.commands.length > 0) {
    const cmds = p.commands.slice(-6).map(outcomeLine);
    out.push(`Commands: ${cmds.join("; ")}`);
  }
  const earlier = p.earlierErrors ?? [];
  const recent = p.errors.filter((x) => !earlier.includes(x));
  if (recent.length > 0) out.push(`Errors: ${recent.slice(-2).join(" | ")}`);
  if (earlier.length > 0)
    out.push(`Earlier errors (not rerun; the user moved on): ${earlier.slice(-2).join(" | ")}`);
  if (p.commits && p.commits.length > 0)
    out.push(`Committed: ${p.commits.slice(-3).join("; ")}${p.pushed ? ` — ${PUSH_WORDS[p.pushed]}` : ""}`);
  if (p.filed && p.filed.length > 0) out.push(`Filed: ${p.filed.join("; ")}`);
  if (p.remaining && p.remaining.length > 0) out.push(`Remaining: ${p.remaining.slice(0, 5).join("; ")}`);
  if (p.uncommitted) out.push(`Uncommitted at the end: ${p.uncommitted}`);
  if (p.outsideStatus)
    out.push(
      `Not this session's work (git status of a repository above the working directory): ${clip(p.outsideStatus, 300)}`,
    );
  if (p.reportedAfter) out.push(`${REPORTED_LINE}: ${clip(p.reportedAfter, 300)}`);
  if (p.lastAssistantMessage)
    out.push(lastMessageLine(oneLine(withoutNextSteps(p.lastAssistantMessage)), p.commands, failedLater));
  if (p.nextSteps.length > 0) out.push(`Next: ${p.nextSteps.join("; ")}`);
  return out.join("\n");
}
