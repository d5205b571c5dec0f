/**
 * A session that ends on a call without a result: its transcript's last record is a tool call
 * (`tool_use`) that no `tool_result` answered — the user closed the session, or it was killed, while
 * the call ran. Import records such a call as a `tool` event with no outcome (`ok` null) and
 * {@link NO_RESULT} as its detail (core/transcript/session-builder); nothing shows whether it ran, so
 * the summary tells it as an unfinished step — never as a result — and the request its turn served as
 * still open. Pure.
 */
import { clip, oneLine } from "../common/text.js";
import { displayCommand } from "./command-shape.js";
import type { ActivityEvent } from "./events.js";
import { commitSubject, isBareSlashCommand, isMachinePrompt } from "./session-sources.js";

/** The detail of a tool event whose call got no result before the transcript ended. */
export const NO_RESULT = "no result: the session ended before this call returned";

/**
 * The tool-use id such an event is stored under: the call's own id with a suffix, so the result a
 * later import of the grown transcript reads is stored too (events are unique per tool-use id).
 */
export function noResultId(toolUseId: string): string {
  return `${toolUseId}:no-result`;
}

/** Most units of the call as the summary names it, and of the request its turn served. */
const CALL_CHARS = 100;
const REQUEST_CHARS = 120;

/** The call the session ended on, without a result, when its last main-thread tool event is one; else null. */
export function unfinishedCall(events: readonly ActivityEvent[]): ActivityEvent | null {
  const last = events.findLast((e) => e.kind === "tool" && e.agentId === null);
  if (!last || last.ok !== null || last.detail !== NO_RESULT) return null;
  // a prompt after it: the session went on (a live session resumed), the call is not its end
  const after = events.slice(events.lastIndexOf(last) + 1);
  return after.some((e) => e.kind === "prompt") ? null : last;
}

/**
 * The call as the summary names it: a commit by its subject, another command by its first line
 * (without `cd <dir> &&`), else the tool and its file names.
 */
export function callName(e: ActivityEvent): string {
  if (e.command) {
    const subject = commitSubject(e.command);
    if (subject) return `\`git commit\` ("${clip(oneLine(subject), CALL_CHARS)}")`;
    const first = displayCommand(e.command.trim().split("\n")[0] ?? "");
    return `\`${clip(oneLine(first), CALL_CHARS)}\``;
  }
  const names = e.files.map((f) => f.replaceAll("\\", "/").split("/").at(-1) ?? f);
  return `${e.tool ?? "a tool call"}${names.length > 0 ? ` of ${names.slice(0, 3).join(", ")}` : ""}`;
}

/** A `git commit` (global options before it allowed), as core/capture/commit-push reads one. */
const COMMIT = /\bgit\s+(?:-[Cc]\s+\S+\s+)*commit\b/;

/**
 * The summary's state line for the call: what ran last, and that its outcome is unknown; a commit
 * also says it was not pushed (nothing ran after it).
 */
export function unfinishedLine(e: ActivityEvent): string {
  const commit = e.command !== null && COMMIT.test(e.command) ? "; not pushed" : "";
  return `Unfinished at the end: ${callName(e)} — the session ended before its result (not known to have run)${commit}`;
}

/**
 * The next step it leaves: the request its turn served (the last typed request before it) is not
 * confirmed finished (part of it may be done: the summary's other lines say what passed), ", " for
 * "; " (the Next line's separator); without a request, checking the call.
 */
export function unfinishedStep(events: readonly ActivityEvent[], e: ActivityEvent): string {
  const at = events.lastIndexOf(e);
  const request = events
    .slice(0, at)
    .findLast(
      (x) =>
        x.kind === "prompt" &&
        !!x.detail &&
        x.agentId === null &&
        !isMachinePrompt(x.detail) &&
        !isBareSlashCommand(x.detail),
    );
  const call = callName(e);
  if (!request?.detail) return `Check whether ${call} took effect (the session ended before its result)`;
  const text = clip(oneLine(request.detail), REQUEST_CHARS).replaceAll("; ", ", ");
  return `Not confirmed finished: ${text} (its last call, ${call}, had no result when the session ended)`;
}
