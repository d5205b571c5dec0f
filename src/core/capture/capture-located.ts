/**
 * Project fact: where an installed program lives — a lookup printed its path (core/capture/located-note:
 * `where ffmpeg`, `which uv`) and the session then ran that program and the run passed, so the next
 * session need not look again nor guess how it was installed (the path shows it: a WinGet link, a
 * Homebrew cellar, a virtualenv); and which version of a program is installed — a version query printed
 * it (core/capture/version-note: `uv --version`, `node -v`) and the session then ran that program and the
 * run passed. A lookup the session did not act on is not kept. One fact per program and topic (the last
 * sighting wins). Pure.
 */
import { isCommandTool } from "../agents/tool-kinds.js";
import { clip } from "../common/text.js";
import { observedFactKey } from "../memories/dedupe-key.js";
import { displayCommand, programName } from "./command-shape.js";
import type { ActivityEvent } from "./events.js";
import { parseLocated } from "./located-note.js";
import type { MemoryDraft } from "./memory-draft.js";
import { parseVersion } from "./version-note.js";

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

/** What a passing query showed of a program: where it is installed, or which version it is. */
interface Shown {
  program: string;
  topic: "installed" | "version";
  title: string;
  printed: string;
}

function shownBy(e: ActivityEvent): Shown | null {
  if (!isShell(e) || e.ok !== true) return null;
  const found = parseLocated(e.detail);
  if (found !== null)
    return {
      program: found.program,
      topic: "installed",
      title: `\`${found.program}\` is installed at ${found.path}`,
      printed: found.path,
    };
  const version = parseVersion(e.detail);
  if (version === null) return null;
  return {
    program: version.program,
    topic: "version",
    title: `\`${version.program}\` ${version.version} is the installed version`,
    printed: version.version,
  };
}

/**
 * Project facts for programs a lookup located or a version query showed and the session then ran
 * (see the module comment): one per program and topic, the last sighting wins.
 */
export function locatedProgramFacts(events: readonly ActivityEvent[]): MemoryDraft[] {
  const byProgram = new Map<string, MemoryDraft>();
  for (const [i, e] of events.entries()) {
    const found = shownBy(e);
    if (found === null) continue;
    const ran = events
      .slice(i + 1)
      .find(
        (n) =>
          isShell(n) &&
          n.ok === true &&
          n.agentId === e.agentId &&
          shownBy(n) === null &&
          runs(n.command, found.program),
      );
    if (!ran?.command) continue;
    const lookup = clip(displayCommand(e.command as string), 120);
    const used = clip(displayCommand(ran.command), 160);
    const key = `${found.topic}:${found.program.toLowerCase()}`;
    byProgram.set(key, {
      type: "project_fact",
      title: clip(found.title, 300),
      body: clip(
        `Seen in a session (${e.ts.slice(0, 10)}): \`${lookup}\` printed ${found.printed}, and \`${used}\` then ran and passed.`,
        1000,
      ),
      files: [],
      tags: ["observed", found.topic, found.program],
      dedupeKey: observedFactKey(key),
      sessionId: e.sessionId,
      toolUseId: e.toolUseId,
      event: e.event,
    });
  }
  return [...byProgram.values()];
}
