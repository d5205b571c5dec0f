/**
 * Capture rules over a session's turns (core/capture/session-turns):
 * - findings of research and Q&A: what Claude answered to a request it only looked into (read,
 *   searched, probed; nothing changed in that turn), one `project_fact` per request, in Claude's
 *   words and said to be its answer — not only the session's last message;
 * - the same for a request whose turn ran commands but left nothing lasting (`madeLastingChange`):
 *   the head of its report (`reportHead`), what it found, not what it proposes next;
 * - what a turn built: its closing text's lines on the files it changed (core/capture/capture-work-summary);
 * - decisions of a design Q&A: Claude's message ended by asking (a "?" in its closing lines) and the
 *   user's next prompt answers it — a number picks the numbered option it names;
 * - calls the user rejected at the permission prompt: a `constraint` naming them.
 * Claude's words are quoted less the claims of success the session's evidence does not support
 * (core/capture/claim-evidence). Pure.
 */

import { isCommandTool, isEditTool } from "../agents/tool-kinds.js";
import { clip, oneLine } from "../common/text.js";
import { type Moved, movedAway, withoutMovedLines } from "../conversation/said-moved.js";
import { answerKey, stoppedCallKey, turnAnswerKey } from "../memories/dedupe-key.js";
import { workSummaryMemories } from "./capture-work-summary.js";
import { type ClaimEvidence, claimEvidence, withoutUnsupportedClaims } from "./claim-evidence.js";
import { commandRole } from "./command-role.js";
import { displayCommand } from "./command-shape.js";
import { type ActivityEvent, INTERRUPTED } from "./events.js";
import type { MemoryDraft } from "./memory-draft.js";
import {
  changesSomething,
  closingQuestion,
  isTypedRequest,
  leadSentence,
  onlyLooked,
  splitTurns,
  type Turn,
} from "./session-turns.js";

/** Shortest answer kept as a finding (Latin characters, see textWeight): shorter replies are acknowledgements. */
const MIN_ANSWER = 200;
/** Han, kana and Hangul: one character carries about a word, as 3 Latin characters do (with its space). */
const DENSE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu;

/** A text's length in Latin-character terms: each Han / kana / Hangul character counts 3. */
function textWeight(text: string): number {
  return text.length + 2 * (text.match(DENSE)?.length ?? 0);
}
const looked = (e: ActivityEvent) => e.kind === "tool" && e.ok === true;
/** Shortest statement before an answer's closing offer or question (characters): one real sentence. */
const MIN_STATEMENT = 80;

/**
 * What an answer states before its closing block of questions and offers ("Would you like me to:" and
 * its options, "Anything else?"): the text less that block. A list the block leads into belongs to it
 * when an item or its lead-in asks ("?"); a list that only states (findings under "I found:") stays
 * with the statement. The whole text when it does not end by asking.
 */
export function statedPart(text: string): string {
  const lines = text.split(/\r?\n/).map((l) => l.trim());
  const asks = (l: string) => /[?？]/.test(l);
  let start = lines.length;
  let list = -1;
  let listAsks = false;
  for (let i = lines.length - 1; i >= 0; i--) {
    const l = lines[i] as string;
    if (l === "") continue;
    if (/^(?:[-*•]|\d{1,2}[.)])\s/.test(l)) {
      list = i;
      listAsks ||= /[?？]\s*(?:\*\*)?$/.test(l);
      continue;
    }
    const leadsIn = /[:：]\s*(?:\*\*)?$/.test(l);
    if (!leadsIn && !/[?？]\s*(?:\*\*)?$/.test(l)) break;
    if (list >= 0 && !listAsks && !asks(l)) break;
    start = i;
    list = -1;
    listAsks = false;
  }
  if (list >= 0 && listAsks) start = list;
  const block = lines.slice(start).join("\n");
  return start < lines.length && asks(block) ? lines.slice(0, start).join("\n").trim() : text;
}

export function turnMemories(events: readonly ActivityEvent[]): MemoryDraft[] {
  const turns = splitTurns(events);
  const drafts: MemoryDraft[] = [];
  const evidence = claimEvidence(events);
  const moved = movedAway(events);
  for (const [i, turn] of turns.entries()) {
    const answer = turn.answer;
    const request = isTypedRequest(turn.prompt) ? turn.prompt : null;
    if (answer?.detail && request) {
      const finding = answerDraft(request, answer, turn, evidence, moved);
      if (finding) drafts.push(finding);
    }
    const next = turns[i + 1]?.prompt ?? null;
    if (answer?.detail && isTypedRequest(next) && !turn.interrupted && !greetingTurn(turn)) {
      const decision = decisionDraft(answer, next, evidence);
      if (decision) drafts.push(decision);
    }
  }
  return [...drafts, ...stoppedCalls(events), ...workSummaryMemories(turns, events, evidence)];
}

/** Claude's answer to a request it only looked into, or null (a change made, a question, too short). */
function answerDraft(
  request: ActivityEvent & { detail: string },
  answer: ActivityEvent,
  turn: Turn,
  evidence: ClaimEvidence,
  moved: readonly Moved[],
): MemoryDraft | null {
  if (turn.interrupted) return null;
  const looksOnly = onlyLooked(turn);
  if (!looksOnly && madeLastingChange(turn)) return null;
  const said = (answer.detail as string).trim();
  // a turn that also ran commands: its report's head holds what it found, its tail what it proposes
  // next (which a later turn may have carried out), so only the head is kept
  // lines naming a file a later command moved away say where it no longer is (a folder listing)
  const text = withoutMovedLines(
    withoutUnsupportedClaims(looksOnly ? said : reportHead(said), evidence),
    answer.ts,
    moved,
  );
  if (textWeight(text) < MIN_ANSWER) return null;
  // an answer that only asks back is a question, not a finding (its reply may be a decision); an
  // answer that states what a look found (a call went through), then offers what to do next, is one
  const question = closingQuestion(text);
  const stated = statedPart(text);
  const states = stated !== text && stated.length >= MIN_STATEMENT && turn.events.some(looked);
  if (question !== null && question.length >= text.length * 0.8 && !states) return null;
  const asked = clip(oneLine(request.detail), 120);
  return {
    type: "project_fact",
    title: clip(`${asked} — ${leadSentence(text)}`, 300),
    body: clip(
      `Claude's answer (${answer.ts.slice(0, 10)}) to this request, ${looksOnly ? "after only looking (nothing was changed in that turn)" : "in a turn that ran commands but edited no file and wrote nothing lasting (the start of the answer)"}:\n${text}`,
      3200,
    ),
    files: [],
    tags: ["finding", "claude-answer"],
    dedupeKey: turnAnswerKey(answer.sessionId, request.detail),
    confidence: 0.5,
    sessionId: answer.sessionId,
    toolUseId: null,
    event: answer.event,
  };
}

/** The user's reply to a closing question of Claude's, as a decision, or null. */
function decisionDraft(
  answer: ActivityEvent,
  reply: ActivityEvent & { detail: string },
  evidence: ClaimEvidence,
): MemoryDraft | null {
  const raw = closingQuestion(answer.detail as string);
  const question = raw === null ? null : withoutUnsupportedClaims(raw, evidence);
  const said = oneLine(reply.detail);
  if (question === null || said.length > 500 || asksBack(said)) return null;
  const lines = question.split("\n").map((l) => l.replace(/\*\*/g, ""));
  const numbered = (n: string) => new RegExp(`^(?:[-*]\\s*)?${n}[.)]\\s`);
  const picked = /^(?:option\s*)?(\d{1,2})[.)]?$/i.exec(said)?.[1];
  const at = picked ? lines.findIndex((l) => numbered(picked).test(l)) : -1;
  // a number picks an option of the list; the question is the line that leads into the list
  const first = at >= 0 ? lines.findIndex((l) => numbered("\\d{1,2}").test(l)) : -1;
  const ask =
    at >= 0
      ? (lines.slice(0, first).findLast((l) => /[?？:]$/.test(l)) ?? "Which option?")
      : (questionSentence(lines) ?? "");
  // "Something else?" offers more work: what the user says next is a new request, not a choice
  const short = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u.test(ask)
    ? ask.length < 6
    : ask.split(/\s+/).length < 4;
  if (short && at < 0) return null;
  const option = at >= 0 ? oneLine((lines[at] as string).replace(numbered("\\d{1,2}"), "")) : null;
  const chose = option ? `${said}: ${option}` : said;
  return {
    type: "decision",
    title: clip(`${oneLine(ask)} → ${chose}`, 300),
    body: `The user's reply when Claude asked, in conversation (${reply.ts.slice(0, 10)}). Claude had written:\n${clip(question, 1200)}`,
    files: [],
    tags: ["user-choice"],
    dedupeKey: answerKey(answer.sessionId, clip(oneLine(raw as string), 200)),
    sessionId: answer.sessionId,
    toolUseId: null,
    event: reply.event,
  };
}

/**
 * A turn that opened the session's exchange: a prompt of under three words ("hi", "你好") answered
 * with no tool call. Its closing question ("What would you like to work on?") offers nothing to
 * choose between: the reply is the first request, not a decision.
 */
function greetingTurn(turn: Turn): boolean {
  const words = (turn.prompt?.detail ?? "").trim().split(/\s+/).filter(Boolean);
  const short = words.length < 3 && words.join("").length < 12;
  return short && !turn.events.some((e) => e.kind === "tool" && e.agentId === null);
}

/** A reply that is one sentence asking back ("whats the status?"): a question, not a choice. */
const asksBack = (said: string) => /[?？]\s*$/u.test(said) && !/[.!。！]\s|[?？]\s*\S/u.test(said);

/** The last sentence of the closing lines that asks (contains "?"), without list markup. */
function questionSentence(lines: readonly string[]): string | null {
  const line = lines.findLast((l) => /[?？]/.test(l));
  if (line === undefined) return null;
  const sentences = line.replace(/^(?:[-*•]|\d{1,2}[.)])\s+/, "").split(/(?<=[.!?。！？])\s+/);
  return sentences.findLast((x) => /[?？]/.test(x)) ?? null;
}

/** Calls the user rejected at the permission prompt (not looks, not a call interrupted while running). */
function stoppedCalls(events: readonly ActivityEvent[]): MemoryDraft[] {
  const stopped = events.filter(
    (e) =>
      e.kind === "tool" &&
      e.error === INTERRUPTED &&
      e.detail === "rejected" &&
      !!e.command &&
      commandRole(e.command) !== "look",
  );
  const first = stopped[0];
  if (!first) return [];
  const calls = [...new Set(stopped.map((e) => `\`${clip(displayCommand(e.command as string), 120)}\``))];
  return [
    {
      type: "constraint",
      title: clip(`The user rejected ${calls.join(", ")} at the permission prompt`, 300),
      body: `In a session (${first.ts.slice(0, 10)}) the user said no when Claude asked to run ${calls.join(", ")}. Do not run ${calls.length > 1 ? "them" : "it"} without asking.`,
      files: [],
      tags: ["user-correction", "rejected"],
      dedupeKey: stoppedCallKey(first.sessionId, calls.join(" ")),
      sessionId: first.sessionId,
      toolUseId: first.toolUseId,
      event: first.event,
    },
  ];
}

/**
 * True when a turn made a change a later session builds on: a file edit, a shell command that wrote
 * a file, or a version-control, deploy, install, remote, script or tool step that changed something
 * (core/capture/command-role).
 */
export function madeLastingChange(turn: Turn): boolean {
  return turn.events.some((e) => {
    if (!changesSomething(e) || e.tool === null) return false;
    if (isEditTool(e.tool)) return true;
    if (!isCommandTool(e.tool) || !e.command) return false;
    return e.files.length > 0 || LASTING.has(commandRole(e.command));
  });
}

/**
 * Command roles whose effect outlives the turn: a commit or push, a release, an installed package, a
 * command run on another machine (a change there is its configuration; a remote look changes nothing
 * and is no change at all, core/capture/session-turns `changesSomething`), a project script or another
 * program run with arguments (they write data, outputs or state a report would describe as done).
 */
const LASTING: ReadonlySet<string> = new Set(["vcs", "deploy", "install", "remote", "script", "tool"]);
/** Longest head of a report kept from a turn that acted (characters). */
const REPORT_HEAD = 2400;

/**
 * The head of a long answer: the text before the middle a stored turn answer gave way
 * (core/transcript/text `safeEnds` marks it with a line holding only "…"), its closing block of
 * questions and offers left out, at most REPORT_HEAD characters cut at a line end.
 */
export function reportHead(text: string): string {
  const head = statedPart(text.split(/\n…\n/)[0] ?? text);
  if (head.length <= REPORT_HEAD) return head;
  const cut = head.lastIndexOf("\n", REPORT_HEAD);
  return head.slice(0, cut > REPORT_HEAD / 2 ? cut : REPORT_HEAD).trimEnd();
}
