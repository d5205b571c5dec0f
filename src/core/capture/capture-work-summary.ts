/**
 * What a turn built, in Claude's words, where the session's events back them: Claude's closing text
 * of a turn that changed files describes each file ("`src/middleware/auth.ts` — reads the x-api-key
 * header, …"); the lines that name a file this turn changed, with the list items under them, become
 * one `project_fact` per turn. A line is kept only for a file that still exists at the session's end
 * (core/capture/session-files) and that no later turn changed again (its description may be stale);
 * lines naming no such file (a version, "CI will run automatically", a plan) and claims the session
 * does not support (core/capture/claim-evidence) are left out; so is a turn whose next request pastes a
 * failure (core/capture/reported-failure: the user reported the opposite). Pure.
 */
import { isEditTool } from "../agents/tool-kinds.js";
import { clip, oneLine } from "../common/text.js";
import { turnAnswerKey } from "../memories/dedupe-key.js";
import { changedFiles } from "./capture-commands.js";
import { type ClaimEvidence, withoutUnsupportedClaims } from "./claim-evidence.js";
import type { ActivityEvent } from "./events.js";
import type { MemoryDraft } from "./memory-draft.js";
import { pastedErrorLine } from "./reported-failure.js";
import { survivingFiles } from "./session-files.js";
import { isTypedRequest, type Turn } from "./session-turns.js";

/** Shortest file name matched in a line (a 1–2 letter name matches too much prose). */
const MIN_NAME = 4;
/** Most lines kept from one turn's text. */
const MAX_LINES = 40;

const filesOf = (turn: Turn): Set<string> =>
  new Set(
    turn.events.flatMap((e) =>
      e.kind === "tool" && e.ok === true && e.tool !== null && (isEditTool(e.tool) || e.command)
        ? changedFiles(e)
        : [],
    ),
  );

/** The path suffixes a line may name a file by: its name, and its last two and three parts. */
function namesOf(file: string): string[] {
  const parts = file.replaceAll("\\", "/").split("/").filter(Boolean);
  const name = parts.at(-1) ?? "";
  if (name.length < MIN_NAME) return [];
  return [name, parts.slice(-2).join("/"), parts.slice(-3).join("/")];
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** One expression for "names one of `all` as a whole path word (not inside a longer name)". */
const namesRe = (all: readonly string[]): RegExp =>
  new RegExp(`(?:^|[^\\w./-])(?:${all.map(escapeRe).join("|")})(?![\\w-]|\\.\\w)`);

/** True when `line` names one of `all` as a whole path word (not inside a longer name). */
function names(line: string, all: readonly string[]): boolean {
  return all.length > 0 && namesRe(all).test(line);
}

const isItem = (l: string) => /^\s*(?:[-*•]|\d{1,2}[.)])\s/.test(l);
const depth = (l: string) => /^\s*/.exec(l)?.[0].length ?? 0;

/**
 * The lines of `text` that name a file of `files`, each with what belongs to it: the list items
 * indented under it, or — for a heading-like line that is no list item (`**src/x.ts**`) — the list
 * that follows it.
 */
export function fileLines(text: string, files: readonly string[]): string[] {
  const all = files.flatMap(namesOf);
  if (all.length === 0) return [];
  const re = namesRe(all);
  const lines = text.replace(/```[\s\S]*?```/g, "").split(/\r?\n/);
  const out: string[] = [];
  for (let i = 0; i < lines.length && out.length < MAX_LINES; i++) {
    const line = lines[i] as string;
    if (!re.test(line)) continue;
    out.push(line.trimEnd());
    const item = isItem(line);
    let j = i + 1;
    for (; j < lines.length && out.length < MAX_LINES; j++) {
      const next = lines[j] as string;
      if (next.trim() === "" || !isItem(next)) break;
      if (item && depth(next) <= depth(line)) break;
      if (!item && re.test(next)) break;
      out.push(next.trimEnd());
    }
    i = j - 1;
  }
  return out;
}

/** True when the next turn's request, typed by the user, pastes a failure (core/capture/reported-failure). */
function reportedNext(turns: readonly Turn[], i: number): boolean {
  const next = turns[i + 1]?.prompt ?? null;
  return isTypedRequest(next) && pastedErrorLine(next.detail) !== null;
}

/** One draft per turn that changed files whose closing text describes them (see the module comment). */
export function workSummaryMemories(
  turns: readonly Turn[],
  events: readonly ActivityEvent[],
  evidence: ClaimEvidence,
): MemoryDraft[] {
  const surviving = new Set(survivingFiles(events));
  const changed = turns.map(filesOf);
  // laterFiles[i]: the files turns after i changed (built from the end: one pass, not one per turn)
  const laterFiles: Set<string>[] = [];
  for (let i = turns.length - 1, acc = new Set<string>(); i >= 0; i--) {
    laterFiles[i] = acc;
    acc = new Set([...acc, ...(changed[i] as Set<string>)]);
  }
  const drafts: MemoryDraft[] = [];
  for (const [i, turn] of turns.entries()) {
    const answer = turn.answer;
    if (!answer?.detail || turn.interrupted || !isTypedRequest(turn.prompt)) continue;
    // the user's next request pasted a failure of this work: Claude's account of it is not kept
    if (reportedNext(turns, i)) continue;
    const later = laterFiles[i] as Set<string>;
    const files = [...(changed[i] as Set<string>)].filter((f) => surviving.has(f) && !later.has(f));
    if (files.length === 0) continue;
    const kept = fileLines(withoutUnsupportedClaims(answer.detail, evidence), files);
    if (kept.length === 0) continue;
    const request = turn.prompt.detail;
    const named = files.filter((f) => names(kept.join("\n"), namesOf(f)));
    const shown = named.map((f) => f.replaceAll("\\", "/").split("/").at(-1)).slice(0, 6);
    drafts.push({
      type: "project_fact",
      title: clip(`What was built for "${clip(oneLine(request), 80)}": ${shown.join(", ")}`, 300),
      body: clip(
        `Claude's description (${answer.ts.slice(0, 10)}) of files this turn changed, which still exist and no later turn changed:\n${kept.join("\n")}`,
        3200,
      ),
      files: named.slice(0, 12),
      tags: ["work-summary", "claude-answer"],
      dedupeKey: turnAnswerKey(answer.sessionId, `built: ${request}`),
      confidence: 0.5,
      sessionId: answer.sessionId,
      toolUseId: null,
      event: answer.event,
    });
  }
  return drafts;
}
