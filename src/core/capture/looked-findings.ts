/**
 * Findings from a look: what Claude stated mid-turn right after looking — the main thread's calls since
 * its previous message (or the turn's prompt) all went through and all only looked (a file read or
 * search, a web search or fetch, a shell command whose every step has the `look` role,
 * core/capture/command-role) — and before it called a tool again in the same turn. "There are 21 logs
 * in `C--Users-Mischa`" after a Glob, "No installers exist for `mix_audit`" after a search: the output
 * the session then acted on, in Claude's words. Read from the order of the session's events and the
 * text's layout, never from its words, so it holds for any language and stack.
 *
 * Kept as one `project_fact` per message: its stated part (core/capture/capture-turns `statedPart`, less
 * code blocks and the trailing line that announces the next call), when it has at least MIN_WORDS words
 * (core/conversation/excerpts `wordCount`: a Han or kana character is half a word), does not end by
 * asking, and a line of it names a subject (a code span, a path or file name, an identifier) — that
 * line is the title. A message whose look named a path a later command deleted (core/capture/session-files
 * `deletedTargets`: a build output wiped, a log removed) is left out: what it showed no longer holds; so
 * is one after a command look that the main thread ran again later (a `curl` of the running app, a
 * listing): the session expected it to show something else, and what the last run showed stands; and
 * one after a command that asked the machine's own URL (`http://localhost:3000/`) once a later edit
 * changed the app that answered.
 * What else the session disproved later is the caller's to remove (`checked`): the app
 * layer passes the conversation index's own checks (core/conversation/said-*). The turn's closing text
 * is capture-turns' (answers to look-only requests). Pure; does not redact (saveMemory does).
 */
import { isCommandTool, isEditTool, isReadTool } from "../agents/tool-kinds.js";
import { clip, oneLine } from "../common/text.js";
import type { SaidText } from "../conversation/excerpts.js";
import { wordCount } from "../conversation/excerpts.js";
import { findingKey } from "../memories/dedupe-key.js";
import { statedPart } from "./capture-turns.js";
import { roleSteps } from "./command-role.js";
import { displayCommand } from "./command-shape.js";
import { type ActivityEvent, isInterrupted } from "./events.js";
import type { MemoryDraft } from "./memory-draft.js";
import { deletedTargets } from "./session-files.js";

/** Fewest words a finding states (see the module comment); shorter mid-turn texts are working notes. */
export const MIN_WORDS = 15;
/** Longest stated text a finding's body keeps (characters). */
const MAX_TEXT = 1200;
/** Claude Code's web lookups: they change nothing. */
const WEB_LOOKS: ReadonlySet<string> = new Set(["WebSearch", "WebFetch"]);
/** A URL of the machine itself: what answers there is the session's own running app. */
const LOCAL_URL = /\b(?:https?|wss?):\/\/(?:localhost|127\.\d+\.\d+\.\d+|0\.0\.0\.0|\[::1\])\b/i;
/** A subject a search can find: a code span, a path, a file name, an identifier (as core/capture/finding). */
const SUBJECT =
  /`[^`\n]+`|[\w-]+[\\/][\w.\\/-]+|\b[\w-]+\.[a-z]{1,5}\b|\b[A-Z][a-z]+[A-Z]\w*|\b[a-z]+_[a-z_]+\b|\b[A-Z]\w*\.[a-z_]\w*/;

/** True when every call of `calls` only looked and the last one went through. */
function lookedLast(calls: readonly ActivityEvent[]): boolean {
  return calls.length > 0 && calls.at(-1)?.ok === true && calls.every(isLook);
}

/** A main-thread call that only looks (whatever its outcome; not one the user stopped). */
export function isLook(e: ActivityEvent): boolean {
  if (e.kind !== "tool" || e.tool === null || isInterrupted(e)) return false;
  if (isReadTool(e.tool) || WEB_LOOKS.has(e.tool)) return true;
  if (!isCommandTool(e.tool) || !e.command) return false;
  const steps = roleSteps(e.command);
  return steps.length > 0 && steps.every((s) => s.role === "look");
}

const ANNOUNCES = /[:：]\s*(?:\*\*)?$/u;
const NUMBERED = /^\s*\d{1,2}[.)]\s/;

/**
 * The part of a message a finding keeps: its stated part without code blocks, less what it ends with
 * announcing the next calls — a numbered list of steps and the line leading into it, then the last
 * sentence of a line that ends in a colon — or null when it ends by asking.
 */
export function statedFinding(text: string): string | null {
  const lines = statedPart(text.replace(/```[\s\S]*?(?:```|$)/g, "\n"))
    .split(/\r?\n/)
    .map((l) => l.trimEnd());
  const blank = () => {
    while (lines.length > 0 && (lines.at(-1) as string).trim() === "") lines.pop();
  };
  for (let n = lines.length; ; n = lines.length) {
    blank();
    if (NUMBERED.test(lines.at(-1) ?? "")) {
      let at = lines.length;
      while (at > 0 && /^\s*$|^\s*\d{1,2}[.)]\s|^\s+\S/.test(lines[at - 1] as string)) at--;
      // steps a line leads into ("I'll create, in order:") are the plan; a list that states stays whole
      if (ANNOUNCES.test(lines[at - 1] ?? "")) lines.length = at;
    }
    if (ANNOUNCES.test(lines.at(-1) ?? "")) {
      const sentences = (lines.pop() as string).split(/(?<=[.!。！])\s+/u);
      sentences.pop();
      if (sentences.length > 0) lines.push(sentences.join(" "));
    }
    if (lines.length === n && !ANNOUNCES.test(lines.at(-1) ?? "")) break;
  }
  const kept = lines.join("\n").trim();
  return kept === "" || /[?？]\s*(?:\*\*)?$/u.test(kept) ? null : kept;
}

/** The first sentence or line of `text` that names a subject, without markup, or null. */
export function subjectLine(text: string): string | null {
  for (const line of text.split(/\n+/)) {
    const plain = line.replace(/^\s*(?:[-*•]|\d{1,2}[.)]|#{1,6}|>)\s*/, "").replace(/\*\*/g, "");
    for (const s of plain.split(/(?<=[.!。！])\s+/u)) if (SUBJECT.test(s)) return clip(oneLine(s), 200);
  }
  return null;
}

const norm = (p: string) =>
  p
    .replaceAll("\\", "/")
    .replace(/^["']|["']$/g, "")
    .replace(/\/+$/, "")
    .toLowerCase();

/** The paths a look named: a read's files, a command's arguments with a slash (no globs). */
function lookedPaths(e: ActivityEvent): string[] {
  if (!e.command) return e.files.map(norm);
  return e.command
    .split(/\s+/)
    .filter((w) => /[\\/]/.test(w) && !w.startsWith("-") && !/[*?]/.test(w))
    .map(norm);
}

/** A later successful command's deleted paths (core/capture/session-files), with its time. */
function deletionsOf(events: readonly ActivityEvent[]): { ts: string; targets: string[] }[] {
  const out: { ts: string; targets: string[] }[] = [];
  for (const e of events)
    if (e.kind === "tool" && e.ok === true && e.command && isCommandTool(e.tool)) {
      const targets = deletedTargets(e.command)
        .map(norm)
        .filter((t) => t !== "" && !/[*?]/.test(t));
      if (targets.length > 0) out.push({ ts: e.ts, targets });
    }
  return out;
}

/** True when `path` is `target` or lies under it (absolute or relative). */
const under = (path: string, target: string) =>
  path === target ||
  path.startsWith(`${target}/`) ||
  path.includes(`/${target}/`) ||
  path.endsWith(`/${target}`);

/** How a finding's body names a look: its command, or its tool and files. */
function lookName(e: ActivityEvent): string {
  if (e.command) return `\`${clip(oneLine(displayCommand(e.command)), 100)}\``;
  const files = e.files.slice(0, 2).map((f) => f.split(/[\\/]/).slice(-3).join("/"));
  return files.length > 0 ? `${e.tool} ${files.join(", ")}` : (e.tool ?? "a tool");
}

/**
 * Project facts from what Claude said right after looking (see the module comment). `said`: the session's
 * messages; `events`: its events in time order; `checked(s)`: the message's text less what the session
 * disproved, or null to leave it out (called only for a message that follows looks).
 */
export function lookedFindings(
  sessionId: string,
  said: readonly SaidText[],
  events: readonly ActivityEvent[],
  checked: (s: SaidText) => string | null = (s) => s.text,
): MemoryDraft[] {
  const main = events.filter((e) => e.agentId === null && (e.kind === "tool" || e.kind === "prompt"));
  const deletions = deletionsOf(events);
  let lastEdit = "";
  for (const e of events)
    if (e.kind === "tool" && e.ok === true && isEditTool(e.tool) && e.ts > lastEdit) lastEdit = e.ts;
  const rerun = new Map<string, string>();
  for (const e of main) if (e.kind === "tool" && e.command) rerun.set(e.command, e.ts);
  const out: MemoryDraft[] = [];
  let j = 0;
  let since: ActivityEvent[] = [];
  for (const s of said) {
    if (s.role !== "assistant") continue;
    for (; j < main.length && (main[j] as ActivityEvent).ts <= s.ts; j++) {
      const e = main[j] as ActivityEvent;
      if (e.kind === "prompt") since = [];
      else since.push(e);
    }
    const looks = since;
    since = [];
    // mid-turn: the main thread called a tool again before the next prompt
    if (main[j]?.kind !== "tool" || !lookedLast(looks)) continue;
    // what the look showed was deleted later (a build output wiped, a log removed): it no longer holds
    const paths = looks.flatMap(lookedPaths);
    if (deletions.some((d) => d.ts > s.ts && d.targets.some((t) => paths.some((p) => under(p, t))))) continue;
    // a command look the session ran again later was expected to show something else: a later check stands
    if (looks.some((l) => l.command && (rerun.get(l.command) ?? "") > s.ts)) continue;
    // what the session's own running app answered changes with the next edit
    if (lastEdit > s.ts && looks.some((l) => l.command && LOCAL_URL.test(l.command))) continue;
    const draft = findingDraft(sessionId, s, looks, checked);
    if (draft !== null) out.push(draft);
  }
  return out;
}

function findingDraft(
  sessionId: string,
  s: SaidText,
  looks: readonly ActivityEvent[],
  checked: (s: SaidText) => string | null,
): MemoryDraft | null {
  const quick = statedFinding(s.text);
  if (quick === null || wordCount(quick) < MIN_WORDS || subjectLine(quick) === null) return null;
  const kept = checked(s);
  const stated = kept === null ? null : statedFinding(kept);
  const title = stated === null ? null : subjectLine(stated);
  if (stated === null || title === null || wordCount(stated) < MIN_WORDS) return null;
  const last = looks.at(-1) as ActivityEvent;
  const named = [...new Set(looks.map(lookName))];
  const read = [...new Set(looks.flatMap((e) => (isReadTool(e.tool) ? e.files : [])))];
  return {
    type: "project_fact",
    title,
    body: clip(
      `Claude stated this (${s.ts.slice(0, 10)}) right after looking (${named.slice(0, 4).join("; ")}${named.length > 4 ? `; +${named.length - 4}` : ""}):\n${clip(stated, MAX_TEXT)}`,
      2000,
    ),
    files: read.slice(0, 6),
    tags: ["finding", "looked"],
    dedupeKey: findingKey(sessionId, `looked:${title}`),
    confidence: 0.5,
    at: s.ts,
    sessionId,
    toolUseId: last.toolUseId,
    event: last.event,
  };
}
