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
 * others (`outside`) are another tree's state (a repository rooted above the work, its system folders
 * untracked), not work the session left uncommitted: the summary says so apart. Null when none.
 */
function ownEntries(
  list: string,
  editedNames: () => Set<string>,
): { own: string | null; outside: string | null } {
  const entries = list.split(", ");
  if (!entries.some((x) => OUTSIDE.test(x))) return { own: list, outside: null };
  const edited = editedNames();
  const mine = (x: string) => !OUTSIDE.test(x) || edited.has(baseName(x.replace(/ \([^)]*\)$/, "")));
  const own = entries.filter(mine);
  const outside = entries.filter((x) => !mine(x));
  return {
    own: own.length > 0 ? own.join(", ") : null,
    outside: outside.length > 0 ? outside.join(", ") : null,
  };
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
  /** Entries of the last `git status` outside its directory that the session never edited (see ownEntries). */
  outside: string | null;
  pullRequest: string | null;
} {
  let uncommitted: string | null = null;
  let outside: string | null = null;
  let pullRequest: string | null = null;
  const edited = editedNamesOf(events);
  for (const e of events) {
    if (e.kind !== "tool" || !e.command || e.ok !== true) continue;
    if (/\bgit\s+commit\b/.test(e.command) && e.exitCode === 0) {
      uncommitted = null;
      outside = null;
    }
    if (/\b(?:gh\s+pr|glab\s+mr)\s+create\b/.test(e.command)) pullRequest = null;
    if (e.detail?.startsWith("uncommitted: ")) {
      const split =
        e.detail === "uncommitted: none"
          ? { own: null, outside: null }
          : ownEntries(e.detail.slice(13), edited);
      uncommitted = split.own;
      outside = split.outside;
    }
    if (e.detail?.startsWith("pull request not opened yet: ")) pullRequest = e.detail.slice(29);
  }
  return { uncommitted, outside, pullRequest };
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
