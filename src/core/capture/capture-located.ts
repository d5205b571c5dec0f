/**
 * Project fact: where an installed program lives — a lookup printed its path (core/capture/located-note:
 * `where ffmpeg`, `which uv`) and the session then ran that program and the run passed, so the next
 * session need not look again nor guess how it was installed (the path shows it: a WinGet link, a
 * Homebrew cellar, a virtualenv). A lookup the session did not act on is not kept. One fact per
 * program (the last sighting wins). Pure.
 */
import { isCommandTool } from "../agents/tool-kinds.js";
import { clip } from "../common/text.js";
import { observedFactKey } from "../memories/dedupe-key.js";
import { displayCommand, programName } from "./command-shape.js";
import type { ActivityEvent } from "./events.js";
import { parseLocated } from "./located-note.js";
import type { MemoryDraft } from "./memory-draft.js";

const isShell = (e: ActivityEvent): e is ActivityEvent & { command: string } =>
  e.kind === "tool" && isCommandTool(e.tool) && !!e.command;

/** True when a step of `command` runs `program` (by name or by a path to it). */
function runs(command: string, program: string): boolean {
  const wanted = programName(program).toLowerCase();
  return displayCommand(command)
    .split(/&&|\|\||;|\|/)
    .some((step) => {
      const first = step.trim().split(/\s+/)[0] ?? "";
      return first !== "" && programName(first).toLowerCase() === wanted;
    });
}

/** Project facts for programs a lookup located and the session then ran (see the module comment). */
export function locatedProgramFacts(events: readonly ActivityEvent[]): MemoryDraft[] {
  const byProgram = new Map<string, MemoryDraft>();
  for (const [i, e] of events.entries()) {
    const found = isShell(e) && e.ok === true ? parseLocated(e.detail) : null;
    if (found === null) continue;
    const ran = events
      .slice(i + 1)
      .find((n) => isShell(n) && n.ok === true && n.agentId === e.agentId && runs(n.command, found.program));
    if (!ran?.command) continue;
    const lookup = clip(displayCommand(e.command as string), 120);
    const used = clip(displayCommand(ran.command), 160);
    byProgram.set(found.program.toLowerCase(), {
      type: "project_fact",
      title: clip(`\`${found.program}\` is installed at ${found.path}`, 300),
      body: clip(
        `Seen in a session (${e.ts.slice(0, 10)}): \`${lookup}\` printed ${found.path}, and \`${used}\` then ran and passed.`,
        1000,
      ),
      files: [],
      tags: ["observed", "installed", found.program],
      dedupeKey: observedFactKey(`installed:${found.program.toLowerCase()}`),
      sessionId: e.sessionId,
      toolUseId: e.toolUseId,
      event: e.event,
    });
  }
  return [...byProgram.values()];
}
