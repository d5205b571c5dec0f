/**
 * A gotcha of the agent's edit tools: calls of an edit tool (Edit, Write, MultiEdit, NotebookEdit) on a
 * file failed, no later call of an edit tool on that file went through, and a shell command that passed
 * wrote the file instead (a heredoc, a redirect: the files Claude Code saw it change). One `bug_note`
 * per file, naming the tools, their errors and the shell command that wrote it — so the next session
 * goes the way that worked. A file never written after the failures is not kept. Pure.
 */
import { isCommandTool, isEditTool } from "../agents/tool-kinds.js";
import { clip } from "../common/text.js";
import { toolErrorKey } from "../memories/dedupe-key.js";
import { shapeOf } from "./command-shape.js";
import { type ActivityEvent, isInterrupted } from "./events.js";
import type { MemoryDraft } from "./memory-draft.js";

/** A path as the edit tools and the shell both name it: its last two segments, `/`-separated, lower case. */
export function pathTail(path: string): string {
  return path
    .split(/[\\/]+/)
    .filter(Boolean)
    .slice(-2)
    .join("/")
    .toLowerCase();
}

const isEdit = (e: ActivityEvent) => e.kind === "tool" && isEditTool(e.tool);

/** True when both name the same file: equal when both are absolute, else equal tails (`$HOME/…`, relative). */
export function samePath(a: string, b: string): boolean {
  const norm = (p: string) => p.replace(/[\\/]+/g, "/").toLowerCase();
  const absolute = (p: string) => /^(?:\/|[a-z]:\/)/i.test(norm(p)) && !/[$~]/.test(p);
  if (absolute(a) && absolute(b)) return norm(a) === norm(b);
  return pathTail(a) === pathTail(b);
}

/** The first line of a shell command, cut after a heredoc's marker (≤ 100 chars). */
function firstLine(command: string): string {
  const line = shapeOf(command).display.split("\n")[0] ?? "";
  const heredoc = /\s<<-?\s*(['"]?)\w+\1/.exec(line);
  return clip(heredoc ? line.slice(0, heredoc.index + heredoc[0].length) : line, 100);
}

export function editFallbackMemories(events: readonly ActivityEvent[]): MemoryDraft[] {
  const drafts: MemoryDraft[] = [];
  const done = new Set<string>();
  for (const [i, e] of events.entries()) {
    const file = e.files[0];
    if (!isEdit(e) || e.ok !== false || !file || !e.error || isInterrupted(e)) continue;
    const tail = pathTail(file);
    if (done.has(tail)) continue;
    const later = events.slice(i + 1);
    if (later.some((n) => isEdit(n) && n.ok === true && n.files.some((f) => samePath(f, file)))) continue;
    const shell = later.find(
      (n) =>
        n.kind === "tool" &&
        isCommandTool(n.tool) &&
        n.ok === true &&
        !!n.command &&
        n.files.some((f) => samePath(f, file)),
    );
    if (!shell) continue;
    done.add(tail);
    const failures = events
      .slice(i, events.indexOf(shell))
      .filter((n) => isEdit(n) && n.ok === false && !!n.error && n.files.some((f) => samePath(f, file)));
    const tools = [...new Set(failures.map((n) => `\`${n.tool}\``))].join("/");
    const errors = [...new Set(failures.map((n) => clip((n.error as string).replace(/\.$/, ""), 120)))];
    drafts.push({
      type: "bug_note",
      title: clip(
        `${tools} on ${tail} kept failing ("${errors[0]}"); the file was written from the shell instead`,
        300,
      ),
      body: `In a session (${e.ts.slice(0, 10)}) ${failures.length} ${tools} call${failures.length > 1 ? "s" : ""} on ${file} failed with: ${errors.join(" / ")}. No edit tool call on it went through afterwards; \`${firstLine(shell.command as string)}\` wrote it.`,
      files: [file],
      tags: ["edit-fallback", ...new Set(failures.map((n) => n.tool as string))],
      dedupeKey: toolErrorKey(`edit-fallback ${e.sessionId} ${tail}`),
      sessionId: e.sessionId,
      toolUseId: e.toolUseId,
      event: e.event,
    });
  }
  return drafts;
}
