/**
 * Verified project scripts whose file is gone at the session's end are no command to rerun: a
 * script that deletes itself when it runs (a created file whose content removes it — Claude Code's
 * Write, Copilot's `create`, an apply_patch `Add File`:
 * core/capture/tool-detail `selfDeleting`), or one a later command deleted (`rm`, `del`,
 * `Remove-Item`, the source of a move: core/capture/session-files `deletedTargets`). A script whose
 * file a later call changed (an edit tool of any agent, a shell write) after its pass is kept as how
 * to run it, marked unproven: the pass belongs to the old file. Pure.
 */
import { isCommandTool } from "../agents/tool-kinds.js";
import { changedFiles } from "./capture-commands.js";
import { UNPROVEN_TAG } from "./capture-verified.js";
import type { ActivityEvent } from "./events.js";
import type { MemoryDraft } from "./memory-draft.js";
import { deletedTargets } from "./session-files.js";
import { SELF_DELETING } from "./tool-detail.js";

/** The tag core/capture/capture-verified gives a project script run. */
const SCRIPT_TAG = "project script";

const norm = (p: string) =>
  p
    .replace(/^["']|["']$/g, "")
    .replaceAll("\\", "/")
    .replace(/^\.\//, "")
    .toLowerCase();

/** True when two paths name the same file: equal, or one is the other's tail at a folder boundary. */
function samePath(a: string, b: string): boolean {
  const x = norm(a);
  const y = norm(b);
  return x !== "" && y !== "" && (x === y || x.endsWith(`/${y}`) || y.endsWith(`/${x}`));
}

/** The file arguments of a script run (`python scripts/a.py --x` → `scripts/a.py`). */
function scriptFiles(step: string): string[] {
  return (step.match(/"[^"]*"|'[^']*'|\S+/g) ?? []).filter(
    (w) => !w.startsWith("-") && /[\\/]|\.[A-Za-z]{1,5}["']?$/.test(w),
  );
}

/** The files an event created that delete themselves (tool-detail `SELF_DELETING`: all its files, or those it names). */
function selfDeletedFiles(e: ActivityEvent): readonly string[] {
  if (e.detail === SELF_DELETING) return e.files;
  if (!e.detail?.startsWith(`${SELF_DELETING}: `)) return [];
  return e.detail.slice(SELF_DELETING.length + 2).split(" | ");
}

/**
 * The drafts less verified project scripts whose file the session's later events removed, and with
 * the ones whose file a later successful call changed marked unproven (`UNPROVEN_TAG`, the body says
 * which file).
 */
export function withoutGoneScripts(
  drafts: readonly MemoryDraft[],
  events: readonly ActivityEvent[],
): MemoryDraft[] {
  const kept = withoutDeleted(drafts, events);
  const at = eventIndex(events);
  return kept.map((d) => {
    if (d.type !== "verified_command" || d.tags[0] !== SCRIPT_TAG || d.tags.includes(UNPROVEN_TAG)) return d;
    const from = d.toolUseId === null ? undefined : at.get(d.toolUseId);
    const files = scriptFiles(d.title);
    if (from === undefined || files.length === 0) return d;
    const later = events.slice(from + 1).flatMap((e) => (e.ok === true ? changedFiles(e) : []));
    const changed = files.find((f) => later.some((g) => samePath(f, g)));
    if (changed === undefined) return d;
    return {
      ...d,
      tags: [...d.tags, UNPROVEN_TAG],
      body: `${SCRIPT_TAG}; pass not proven for the file as it is now: ${changed} was changed after this pass and not run again.`,
    };
  });
}

function eventIndex(events: readonly ActivityEvent[]): Map<string, number> {
  const at = new Map<string, number>();
  for (const [i, e] of events.entries()) if (e.toolUseId !== null) at.set(e.toolUseId, i);
  return at;
}

function withoutDeleted(drafts: readonly MemoryDraft[], events: readonly ActivityEvent[]): MemoryDraft[] {
  if (!drafts.some((d) => d.type === "verified_command" && d.tags[0] === SCRIPT_TAG)) return [...drafts];
  const selfDeleting = events.flatMap((e) => (e.kind === "tool" ? selfDeletedFiles(e) : []));
  const at = eventIndex(events);
  return drafts.filter((d) => {
    if (d.type !== "verified_command" || d.tags[0] !== SCRIPT_TAG) return true;
    const files = scriptFiles(d.title);
    if (files.length === 0) return true;
    if (files.some((f) => selfDeleting.some((g) => samePath(f, g)))) return false;
    const from = d.toolUseId === null ? undefined : at.get(d.toolUseId);
    if (from === undefined) return true;
    const deleted = events
      .slice(from + 1)
      .flatMap((e) =>
        e.kind === "tool" && e.ok === true && e.command && isCommandTool(e.tool)
          ? deletedTargets(e.command)
          : [],
      );
    return !files.some((f) => deleted.some((t) => samePath(f, t)));
  });
}
