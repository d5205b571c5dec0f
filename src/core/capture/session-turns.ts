/**
 * A session as turns: each request the user typed, the work that followed it and what Claude answered
 * at its end (the turn's `stop` event: core/transcript/session-builder on import, the Stop hook live),
 * plus whether the turn only looked (read, searched, probed) or changed something. Pure.
 */
import { isCommandTool, isEditTool } from "../agents/tool-kinds.js";
import { clip, oneLine } from "../common/text.js";
import { commandRole } from "./command-role.js";
import { type ActivityEvent, INTERRUPTED } from "./events.js";
import { isBareSlashCommand, isMachinePrompt } from "./session-sources.js";

export interface Turn {
  /** The prompt that opened the turn (a typed request or a machine prompt), null before the first. */
  prompt: ActivityEvent | null;
  /** Every event after the prompt up to the next one (tools of the main thread and of subagents, stops). */
  events: ActivityEvent[];
  /** Claude's last text of the turn, or null (interrupted, or no text). */
  answer: ActivityEvent | null;
  /** The user stopped Claude in this turn (an interrupt, or a call rejected at the permission prompt). */
  interrupted: boolean;
}

/** MCP tools whose name says they only read (browser screenshots, searches, listings). */
const MCP_LOOK =
  /(?:read|get|list|search|find|fetch|query|screenshot|navigate|tabs|snapshot|view|status|describe)/i;

export function splitTurns(events: readonly ActivityEvent[]): Turn[] {
  const turns: Turn[] = [];
  let cur: Turn = { prompt: null, events: [], answer: null, interrupted: false };
  for (const e of events) {
    if (e.kind === "prompt") {
      if (cur.prompt !== null || cur.events.length > 0) turns.push(cur);
      cur = { prompt: e, events: [], answer: null, interrupted: false };
      continue;
    }
    cur.events.push(e);
    if (e.kind === "stop" && e.detail === INTERRUPTED) cur.interrupted = true;
    else if (e.kind === "stop" && e.detail) cur.answer = e;
    if (e.kind === "tool" && e.error === INTERRUPTED) cur.interrupted = true;
  }
  if (cur.prompt !== null || cur.events.length > 0) turns.push(cur);
  return turns;
}

/** True when a tool event may have changed something: an edit that went through, a passing shell command that is not a look. */
export function changesSomething(e: ActivityEvent): boolean {
  if (e.kind !== "tool" || e.tool === null || e.ok !== true) return false;
  if (isEditTool(e.tool)) return true;
  if (isCommandTool(e.tool)) {
    const role = commandRole(e.command ?? "");
    return role !== "look" && !(role === "remote" && remoteLooks(e.command ?? ""));
  }
  if (e.tool.startsWith("mcp__")) return !MCP_LOOK.test(e.tool.split("__").at(-1) ?? "");
  return false;
}

/** `ssh host "cmd"` whose remote command only looks. */
function remoteLooks(command: string): boolean {
  const inner = /\s(["'])([\s\S]*)\1\s*$/.exec(command)?.[2];
  return inner !== undefined && commandRole(inner) === "look";
}

/** True for a turn that only looked: no edit, no command or tool call that changes anything. */
export function onlyLooked(turn: Turn): boolean {
  return !turn.events.some(changesSomething);
}

/** True for a prompt that is a request someone typed (not machine text, not a bare slash command). */
export function isTypedRequest(e: ActivityEvent | null): e is ActivityEvent & { detail: string } {
  return (
    e !== null &&
    e.kind === "prompt" &&
    !!e.detail &&
    !isMachinePrompt(e.detail) &&
    !isBareSlashCommand(e.detail)
  );
}

/** The last paragraph of a text that asks the user something ("?" in its last lines), else null. */
export function closingQuestion(text: string): string | null {
  const lines = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== "");
  const tail = lines.slice(-12);
  if (!tail.some((l) => /[?？]/.test(l))) return null;
  return tail.join("\n");
}

/** The first sentence of a text that says something (not a heading, a rule or a one-word cheer). */
export function leadSentence(text: string): string {
  const plain = text
    .replace(/```[\s\S]*?```/g, " ")
    .replace(/^\s*(?:#{1,6}|---+|\*\*\*+|>)\s*/gm, "")
    .replace(/\*\*|__|`/g, "");
  for (const s of plain.split(/(?<=[.!?。！？])\s+|\n+/)) {
    const t = oneLine(s);
    if (t.split(/\s+/).length >= 4 && !/^[-*•|]/.test(t)) return clip(t, 200);
  }
  return clip(oneLine(plain), 200);
}
