/**
 * Verified project scripts whose file is gone at the session's end are no command to rerun: a
 * script that deletes itself when it runs (a created file whose content removes it — Claude Code's
 * Write, Copilot's `create`, an apply_patch `Add File`:
 * core/capture/tool-detail `selfDeleting`), or one a later command deleted (`rm`, `del`,
 * `Remove-Item`, the source of a move: core/capture/session-files `deletedTargets`). Pure.
 */
import { isCommandTool } from "../agents/tool-kinds.js";
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

/** The drafts less verified project scripts whose file the session's later events removed. */
export function withoutGoneScripts(
  drafts: readonly MemoryDraft[],
  events: readonly ActivityEvent[],
): MemoryDraft[] {
  if (!drafts.some((d) => d.type === "verified_command" && d.tags[0] === SCRIPT_TAG)) return [...drafts];
  const selfDeleting = events.flatMap((e) => (e.kind === "tool" ? selfDeletedFiles(e) : []));
  const at = new Map<string, number>();
  for (const [i, e] of events.entries()) if (e.toolUseId !== null) at.set(e.toolUseId, i);
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
