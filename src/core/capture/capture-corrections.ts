/**
 * User corrections and stated preferences, found by the structure of the exchange first:
 * - a prompt typed right after the user stopped Claude (an interrupt, or a call stopped while running)
 *   redirects what Claude was doing: it is kept whatever its language, with what it interrupted;
 * - what the user typed when rejecting a call at the permission prompt ("…the user said: X");
 * - an imperative constraint anywhere in a prompt: a clause that starts by forbidding or requiring
 *   ("never …", "don't …", "always …", "make sure …"; 不要/别/禁止, 必须/一定要/总是, しないで/必ず,
 *   nunca/siempre, jamais/toujours, nie/immer) — the clause, not the whole request.
 * Forbidding gives a `constraint`, requiring a `preference`. Pure.
 */
import { clip, oneLine } from "../common/text.js";
import { correctionKey } from "../memories/dedupe-key.js";
import { displayCommand } from "./command-shape.js";
import { type ActivityEvent, INTERRUPTED } from "./events.js";
import type { MemoryDraft } from "./memory-draft.js";
import { promptClauses } from "./prompt-clauses.js";
import { isYesNoQuestion } from "./session-sources.js";
import { isTypedRequest } from "./session-turns.js";

/** A clause that forbids: English, Chinese, Japanese, Spanish, French, German. */
const FORBIDS =
  /^(?:please\s+|pls\s+|and\s+|but\s+|also\s+)?(?:never|don'?t|do not|must not|mustn'?t|should not|shouldn'?t|avoid|stop\s+\w+ing|no more|nunca|no (?:uses|hagas|pongas|cambies)|jamais|ne\s+\w+\s+pas|nie(?:mals)?|kein(?:e|en)?)\b|^(?:请)?(?:不要|别|不许|不准|禁止|请勿|切勿|不能)|しないで|禁止/i;
/** A clause that requires. */
const REQUIRES =
  /^(?:please\s+|pls\s+|and\s+|but\s+|also\s+)?(?:always|must|make sure|be sure to|ensure|prefer|only use|use \S+ instead|siempre|debes|toujours|il faut|immer|muss)\b|^(?:请)?(?:必须|一定要|总是|务必|始终|只用|只能|必ず|常に)/i;
/** Words that negate, in any of those languages: a redirect that forbids. */
const NEGATES = /\b(?:not|no|don'?t|never|instead|wrong|nicht|nein|pas|nunca)\b|不|别|没|しない/i;

/** Longest prompt whose clauses are read (a long task description states requirements of that task). */
const MAX_PROMPT = 2000;

function correction(
  e: ActivityEvent,
  type: "constraint" | "preference",
  text: string,
  body: string,
  tag: string,
): MemoryDraft {
  return {
    type,
    title: clip(text, 300),
    body,
    files: [],
    tags: ["user-correction", tag],
    dedupeKey: correctionKey(clip(text, 300)),
    sessionId: e.sessionId,
    toolUseId: e.toolUseId,
    event: e.event,
  };
}

/** What Claude was doing when the user stopped it: the last tool call of the turn. */
function whatItDid(before: readonly ActivityEvent[]): string {
  const last = before.findLast((e) => e.kind === "tool" && e.agentId === null);
  if (!last) return "was answering";
  if (last.command) return `ran \`${clip(displayCommand(last.command), 120)}\``;
  if (last.files[0]) return `was using ${last.tool} on ${last.files[0].split(/[\\/]/).at(-1)}`;
  return `was using ${last.tool}`;
}

const stoppedHere = (e: ActivityEvent) =>
  (e.kind === "stop" && e.detail === INTERRUPTED) || (e.kind === "tool" && e.error === INTERRUPTED);

export function correctionMemories(events: readonly ActivityEvent[]): MemoryDraft[] {
  const drafts: MemoryDraft[] = [];
  let since = 0;
  for (const [i, e] of events.entries()) {
    if (e.kind === "tool" && e.error === INTERRUPTED && e.detail?.startsWith("user said: ")) {
      const said = e.detail.slice(11).trim();
      const what = e.command ? `\`${clip(displayCommand(e.command), 120)}\`` : (e.tool ?? "a call");
      drafts.push(
        correction(
          e,
          NEGATES.test(said) ? "constraint" : "preference",
          said,
          `The user said this when rejecting ${what} (${e.ts.slice(0, 10)}).`,
          "rejected",
        ),
      );
    }
    if (e.kind !== "prompt") continue;
    const turn = events.slice(since, i);
    since = i + 1;
    if (!isTypedRequest(e)) continue;
    const text = oneLine(e.detail);
    const date = e.ts.slice(0, 10);
    const last = turn.findLast((x) => x.kind === "tool" || x.kind === "stop");
    if (
      last &&
      stoppedHere(last) &&
      text.length <= 300 &&
      !isYesNoQuestion(text) &&
      !/[?？]\s*$/.test(text)
    ) {
      const body = `The user said this after stopping Claude while it ${whatItDid(turn)} (${date}).`;
      drafts.push(correction(e, NEGATES.test(text) ? "constraint" : "preference", text, body, "redirect"));
      continue;
    }
    if (e.detail.length > MAX_PROMPT) continue;
    const parts = promptClauses(e.detail);
    const context = parts.length > 1 ? ` In full: "${clip(text, 300)}"` : "";
    let kept = 0;
    for (const c of parts.slice(0, 12)) {
      const type = FORBIDS.test(c) ? "constraint" : REQUIRES.test(c) ? "preference" : null;
      if (type === null || /[?？]\s*$/.test(c) || kept === 3) continue;
      drafts.push(correction(e, type, c, `The user said this during a session (${date}).${context}`, "said"));
      kept++;
    }
  }
  return drafts;
}
