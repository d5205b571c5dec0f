/**
 * How a session's version control and tracker stood at its end, from the notes import keeps of git
 * and tracker output (core/capture/tool-detail `outputNote`): files left uncommitted, a pull request
 * offered but not opened, issues ready to work on. Pure.
 */
import { isEditTool } from "../agents/tool-kinds.js";
import type { ActivityEvent } from "./events.js";

/** A `git status` entry outside the directory it ran in ("../../Windows/ (untracked)"). */
const OUTSIDE = /^(?:\.\.[\\/])+/;
const baseName = (p: string) =>
  p
    .replace(/[\\/]+$/, "")
    .split(/[\\/]/)
    .at(-1)
    ?.toLowerCase() ?? "";

/**
 * The entries of an "uncommitted" note that are the session's: an entry outside the directory `git status`
 * ran in (a path starting with `../`) stays only when the session edited a file of that name; the
 * others are another tree's state (a repository rooted above the work, its system folders untracked),
 * not work the session left uncommitted. Null when none stays.
 */
function ownEntries(list: string, editedNames: () => Set<string>): string | null {
  const entries = list.split(", ");
  if (!entries.some((x) => OUTSIDE.test(x))) return list;
  const edited = editedNames();
  const kept = entries.filter((x) => !OUTSIDE.test(x) || edited.has(baseName(x.replace(/ \([^)]*\)$/, ""))));
  return kept.length > 0 ? kept.join(", ") : null;
}

/** Base names (lower case) of the files the session's edit calls changed; read once, on first use. */
function editedNamesOf(events: readonly ActivityEvent[]): () => Set<string> {
  let names: Set<string> | null = null;
  return () => {
    if (names) return names;
    names = new Set<string>();
    for (const e of events)
      if (e.kind === "tool" && e.tool !== null && isEditTool(e.tool))
        for (const f of e.files) names.add(baseName(f));
    return names;
  };
}

/**
 * What git output said at the end (core/capture/tool-detail `outputNote` details of shell events):
 * the files of the last `git status` unless a commit passed after it (entries outside its directory only
 * when the session edited them: ownEntries), and the pull-request URL the
 * last push offered unless `gh pr create` / `glab mr create` passed after it.
 */
export function gitEnding(events: readonly ActivityEvent[]): {
  uncommitted: string | null;
  pullRequest: string | null;
} {
  let uncommitted: string | null = null;
  let pullRequest: string | null = null;
  const edited = editedNamesOf(events);
  for (const e of events) {
    if (e.kind !== "tool" || !e.command || e.ok !== true) continue;
    if (/\bgit\s+commit\b/.test(e.command) && e.exitCode === 0) uncommitted = null;
    if (/\b(?:gh\s+pr|glab\s+mr)\s+create\b/.test(e.command)) pullRequest = null;
    if (e.detail?.startsWith("uncommitted: "))
      uncommitted = e.detail === "uncommitted: none" ? null : ownEntries(e.detail.slice(13), edited);
    if (e.detail?.startsWith("pull request not opened yet: ")) pullRequest = e.detail.slice(29);
  }
  return { uncommitted, pullRequest };
}

/**
 * The issues the last `bd ready` listed (core/capture/tool-detail `outputNote`), minus those a later
 * `bd close` closed: what the tracker says is ready to work on at the end.
 */
export function readyAtEnd(events: readonly ActivityEvent[]): string[] {
  let ready: string[] = [];
  for (const e of events) {
    if (e.kind !== "tool" || !e.command || e.ok !== true) continue;
    if (e.detail?.startsWith("ready: "))
      ready = e.detail === "ready: none" ? [] : e.detail.slice(7).split(" | ");
    const closed = /\bbd\s+close\s+((?:[\w.-]+\s*)+)/.exec(e.command)?.[1]?.split(/\s+/) ?? [];
    if (closed.length > 0) ready = ready.filter((item) => !closed.includes(item.split(" ")[0] ?? ""));
  }
  return ready.map((r) => r.replaceAll("; ", ", "));
}
