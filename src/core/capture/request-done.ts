/**
 * A request the session then fulfilled is no standing preference. Capture keeps what the user typed
 * right after stopping Claude, or when rejecting a call, as a preference (core/capture/capture-corrections,
 * tags `redirect` and `rejected`); when that text asks for one action and a later event of the session
 * did it, it was the task of that moment, and a next session told it as a preference would redo
 * finished work ("create the beads", kept after the beads were created). A request is done when:
 * - a command that succeeded after it, before the user's next typed prompt, runs its leading verb as the
 *   program or one of the first bare words of a step (`create the beads` → `bd create --title=…`,
 *   `push it` → `git push`, `add httpx` → `uv add httpx`); or
 * - a task-list item completed, or a commit made, after it says the same thing (core/memories/todo-closers
 *   and same-meaning: the rule that closes todos, in any language the two share).
 * Kept whatever happened: constraints (what forbids stands), and requests that say they stand
 * ("each", "every", "always", "from now on", "instead", …): {@link STANDING}.
 * This drops what one session both asked and did; a request a later session did is superseded when that
 * session is saved (app/memories/close-todos.ts, by {@link isOpenRequest} and the same closers).
 * Pure: one pass indexes the prompts and tool calls; each candidate then reads its own turn.
 */
import { isCommandTool } from "../agents/tool-kinds.js";
import { clip, oneLine } from "../common/text.js";
import { sameMeaning } from "../memories/same-meaning.js";
import type { Closer } from "../memories/supersede.js";
import { todoClosers } from "../memories/todo-closers.js";
import { stripStep, unquote } from "./command-kind.js";
import type { ActivityEvent } from "./events.js";
import type { MemoryDraft } from "./memory-draft.js";
import { isTypedRequest } from "./session-turns.js";

/** Capture tags of preferences kept from the structure of an exchange (an interrupt, a rejected call). */
const FROM_EXCHANGE = new Set(["redirect", "rejected"]);
/** Words that make a request a standing one, in the languages capture-corrections reads. */
export const STANDING =
  /\b(?:always|never|every|each|whenever|from now on|instead|only|by default|any ?more|immer|jedes|toujours|chaque|siempre|cada)\b|总是|每次|始终|以后|今後|毎回/i;
/** Words before the verb that ask politely or chain ("please", "ok now", "go ahead and"). */
const FILLER =
  /^(?:(?:please|pls|ok(?:ay)?|now|then|just|so|and|yes|yeah|sure|go ahead and|can you|could you|let'?s)[\s,]+)+/i;

/** The verb a request starts with (lower case, letters, ≥ 3), or null. */
export function requestVerb(text: string): string | null {
  const m = /^[a-z][a-z-]{2,}(?=[\s,.!]|$)/.exec(oneLine(text).toLowerCase().replace(FILLER, ""));
  return m ? m[0] : null;
}

/** The leading bare words of each step of a command: program and subcommands (`bd create --x` → bd, create). */
export function leadWords(command: string): string[] {
  const out: string[] = [];
  for (const step of unquote(command).split(/&&|\|\||;|\|/)) {
    for (const w of stripStep(step).split(/\s+/).filter(Boolean).slice(0, 3)) {
      if (!/^[a-z][\w.:-]*$/.test(w)) break;
      out.push(w);
    }
  }
  return out;
}

/** A preference kept from an exchange whose text does not say it stands: a request a later event may do. */
export function isOpenRequest(m: Pick<MemoryDraft, "type" | "tags" | "title">): boolean {
  return m.type === "preference" && m.tags.some((t) => FROM_EXCHANGE.has(t)) && !STANDING.test(m.title);
}

const isCandidate = isOpenRequest;

/** Where each candidate was said: its tool call (a rejection) or its prompt (same clipped text). */
function indexOf(events: readonly ActivityEvent[]): (d: MemoryDraft) => number {
  const byTool = new Map<string, number>();
  const byText = new Map<string, number>();
  for (const [i, e] of events.entries()) {
    if (e.toolUseId !== null) byTool.set(e.toolUseId, i);
    else if (e.kind === "prompt" && e.detail)
      byText.set(`${e.sessionId}\n${clip(oneLine(e.detail), 300)}`, i);
  }
  return (d) =>
    (d.toolUseId !== null ? byTool.get(d.toolUseId) : byText.get(`${d.sessionId}\n${d.title}`)) ?? -1;
}

/** True when a command of the turn that starts at `from` ran `verb` and succeeded. */
function ranInTurn(events: readonly ActivityEvent[], from: number, verb: string): boolean {
  for (let i = from + 1; i < events.length; i++) {
    const e = events[i] as ActivityEvent;
    if (isTypedRequest(e)) return false;
    if (e.kind === "tool" && e.ok === true && e.command && isCommandTool(e.tool)) {
      if (leadWords(e.command).includes(verb)) return true;
    }
  }
  return false;
}

/** `drafts` less the preferences kept from an exchange whose request a later event of `events` did. */
export function withoutDoneRequests(
  drafts: readonly MemoryDraft[],
  events: readonly ActivityEvent[],
): MemoryDraft[] {
  if (!drafts.some(isCandidate)) return [...drafts];
  const at = indexOf(events);
  let closers: Closer[] | null = null;
  return drafts.filter((d) => {
    if (!isCandidate(d)) return true;
    const i = at(d);
    if (i < 0) return true;
    const verb = requestVerb(d.title);
    if (verb && ranInTurn(events, i, verb)) return false;
    closers ??= todoClosers(events);
    const said = (events[i] as ActivityEvent).ts;
    return !closers.some((c) => c.at > said && sameMeaning(d.title, c.text));
  });
}
