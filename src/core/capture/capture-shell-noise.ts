/**
 * Gotchas of the shell the agent runs commands in: a command failed with an error the shell or its
 * wrapper wrote rather than the command (core/capture/capture-commands `isShellNoise`: another
 * program's "Command failed: cygpath …", a Cygwin/MSYS `[main]` fork error, an NTSTATUS crash code),
 * and a rerun of the same command (core/capture/capture-shell-noise `rerunForm`) right after it passed. One `bug_note` per kind of error and
 * session, naming the error, how many commands hit it and the rerun that worked — so the next session
 * retries instead of debugging the command. A failure with no passing rerun is no evidence of a
 * transient error and is not kept. Pure.
 */
import { isCommandTool } from "../agents/tool-kinds.js";
import { clip } from "../common/text.js";
import { toolErrorKey } from "../memories/dedupe-key.js";
import { isShellNoise, programOf } from "./capture-commands.js";
import { displayCommand } from "./command-shape.js";
import { type ActivityEvent, isInterrupted } from "./events.js";
import type { MemoryDraft } from "./memory-draft.js";

/** Shell commands of the same thread after a failure searched for its rerun. */
const RERUN_WINDOW = 3;

const isShell = (e: ActivityEvent): e is ActivityEvent & { command: string } =>
  e.kind === "tool" && isCommandTool(e.tool) && !!e.command;

/** What the error is, without what varies between sightings (quoted paths, numbers, pids). */
export function noiseShape(error: string): string {
  return error
    .replace(/'[^']*'|"[^"]*"|\([^)]*\)|0x[0-9a-f.]+|\d+/gi, " ")
    .split(/\s+/)
    .filter((w) => w !== "")
    .slice(0, 5)
    .join(" ")
    .toLowerCase();
}

/**
 * A command as a rerun repeats it: display form less stderr redirects (`2>&1`, `2>/dev/null`, `2>nul`),
 * quotes and trailing path separators, whitespace collapsed.
 */
export function rerunForm(command: string): string {
  return displayCommand(command)
    .replace(/\s\d?>(?:&\d|\s*\/dev\/null|\s*nul)\b/gi, " ")
    .replace(/["']/g, "")
    .replace(/[\\/]+(?=\s|$)/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

interface Sighting {
  first: ActivityEvent & { command: string; error: string };
  rerun: ActivityEvent & { command: string };
  failed: Set<string>;
}

export function shellNoiseMemories(events: readonly ActivityEvent[]): MemoryDraft[] {
  const shell = events.filter(isShell);
  const byShape = new Map<string, Sighting>();
  for (const [i, e] of shell.entries()) {
    if (e.ok !== false || e.error === null || isInterrupted(e) || !isShellNoise(e.error, e.command)) continue;
    const same = rerunForm(e.command);
    const rerun = shell
      .slice(i + 1)
      .filter((n) => n.agentId === e.agentId)
      .slice(0, RERUN_WINDOW)
      .find((n) => n.ok === true && rerunForm(n.command) === same);
    if (!rerun) continue;
    const shape = noiseShape(e.error);
    const seen = byShape.get(shape) ?? { first: { ...e, error: e.error }, rerun, failed: new Set() };
    seen.failed.add(clip(displayCommand(e.command), 100));
    byShape.set(shape, seen);
  }
  return [...byShape.entries()].map(([shape, s]) => {
    const n = s.failed.size;
    const failed = [...s.failed].slice(0, 3).map((c) => `\`${c}\``);
    return {
      type: "bug_note",
      title: clip(
        `Shell commands failed intermittently with "${clip(s.first.error, 140)}"; rerunning the same command worked`,
        300,
      ),
      body:
        `In a session (${s.first.ts.slice(0, 10)}) ${n} shell command${n > 1 ? "s" : ""} (${failed.join(", ")}) failed with ` +
        `an error the shell wrote, not the command: ${clip(s.first.error, 300)}. A rerun passed right after ` +
        `(\`${clip(displayCommand(s.rerun.command), 120)}\`): retry before debugging the command.`,
      files: [],
      tags: ["shell-noise", programOf(s.first.command)],
      dedupeKey: toolErrorKey(`shell-noise ${shape}`),
      sessionId: s.first.sessionId,
      toolUseId: s.first.toolUseId,
      event: s.first.event,
    };
  });
}
