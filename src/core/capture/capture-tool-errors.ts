/**
 * Gotchas of the agent's own tools (not shell commands: core/capture/capture-commands has those): a
 * call of a tool such as Edit, Write, Read or BashOutput failed, and a later call of that tool went
 * through. Kept as one `bug_note` per error when the error cost time — the same error at least twice
 * in the session — or when the tool rejected the call's input (Claude Code's `InputValidationError`:
 * a parameter it does not take, the same mistake every time). The note names the error, how often
 * it happened and what came before the call that worked (a Read of the same file). Calls of the main
 * thread and of subagents count alike; a call the user stopped is no evidence. Pure.
 */
import { isCommandTool, isFileReadTool } from "../agents/tool-kinds.js";
import { clip } from "../common/text.js";
import { toolErrorKey } from "../memories/dedupe-key.js";
import { type ActivityEvent, INTERRUPTED } from "./events.js";
import type { MemoryDraft } from "./memory-draft.js";

/** Parallel calls cancelled because another call of the batch failed: an echo, not an error. */
const SIBLING_CANCELLED = /^Sibling tool call errored/;
/** Claude Code's error for a call whose input its schema rejects. */
const INPUT_REJECTED = /^InputValidationError\b/;

/** The error with what varies between sightings (paths, numbers, quoted names) made general. */
export function errorShape(error: string): string {
  return error
    .replace(/(?:[A-Za-z]:)?[\\/]?(?:[\w.@~[\]-]+[\\/])+[\w.@~-]*/g, "<path>")
    .replace(/\d+/g, "N")
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}

const failed = (e: ActivityEvent): e is ActivityEvent & { tool: string; error: string } =>
  e.kind === "tool" &&
  e.ok === false &&
  e.tool !== null &&
  !isCommandTool(e.tool) &&
  e.error !== null &&
  e.error !== INTERRUPTED &&
  !SIBLING_CANCELLED.test(e.error);

export function toolErrorMemories(events: readonly ActivityEvent[]): MemoryDraft[] {
  const groups = new Map<string, number[]>();
  for (const [i, e] of events.entries()) {
    if (!failed(e)) continue;
    const key = errorShape(e.error);
    groups.set(key, [...(groups.get(key) ?? []), i]);
  }
  const drafts: MemoryDraft[] = [];
  for (const [shape, at] of groups) {
    const first = events[at[0] as number] as ActivityEvent & { tool: string; error: string };
    if (at.length < 2 && !INPUT_REJECTED.test(first.error)) continue;
    const tools = [...new Set(at.map((i) => events[i]?.tool as string))];
    const worked = events.findIndex(
      (e, i) => i > (at[0] as number) && e.kind === "tool" && e.ok === true && tools.includes(e.tool ?? ""),
    );
    if (worked < 0) continue;
    drafts.push(toolErrorDraft(events, at, worked, shape, tools));
  }
  return drafts;
}

function toolErrorDraft(
  events: readonly ActivityEvent[],
  at: readonly number[],
  worked: number,
  shape: string,
  tools: readonly string[],
): MemoryDraft {
  const first = events[at[0] as number] as ActivityEvent & { error: string };
  const success = events[worked] as ActivityEvent & { tool: string };
  const files = [...new Set(at.flatMap((i) => events[i]?.files ?? []))].slice(0, 5);
  const names = tools.map((t) => `\`${t}\``).join("/");
  const times = at.length > 1 ? ` ${at.length} times` : "";
  return {
    type: "bug_note",
    title: clip(`${names} failed${times}: ${first.error}`, 300),
    body: [
      `In a session (${first.ts.slice(0, 10)}) ${names} calls failed${times} with: ${clip(first.error, 500)}`,
      files.length > 0 ? `Files: ${files.join(", ")}.` : "",
      fixOf(events, at, worked, success),
    ]
      .filter((x) => x !== "")
      .join("\n"),
    files: [],
    tags: ["tool-error", ...tools.map((t) => t.toLowerCase())].slice(0, 6),
    dedupeKey: toolErrorKey(shape),
    sessionId: first.sessionId,
    toolUseId: first.toolUseId,
    event: first.event,
  };
}

/** What came before the call that worked: a Read of a file that had failed, else the call itself. */
function fixOf(
  events: readonly ActivityEvent[],
  at: readonly number[],
  worked: number,
  success: ActivityEvent & { tool: string },
): string {
  const failedFiles = new Set(at.flatMap((i) => events[i]?.files ?? []));
  const read = events.find(
    (e, i) =>
      i > (at[0] as number) &&
      i < worked &&
      e.kind === "tool" &&
      isFileReadTool(e.tool) &&
      e.ok === true &&
      e.files.some((f) => failedFiles.has(f)),
  );
  if (read && !isFileReadTool(success.tool))
    return `Fix: Read the file first (in the same agent); then \`${success.tool}\` worked.`;
  return `A later \`${success.tool}\` call worked${success.files[0] ? ` (${success.files[0]})` : ""}.`;
}
