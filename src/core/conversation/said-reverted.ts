/**
 * Edits a later command of the session undid: what Claude said of a file's change no longer holds once
 * version control put the file back. Read from the session's commands and edits, never from the words
 * said, so it holds for any language. Pure.
 *
 * A revert is a successful `git checkout [<rev>] -- <paths>`, `git checkout <paths>` (paths with an
 * extension or a slash), `git restore <paths>` (not `--staged` alone, which only unstages),
 * `git stash` (push, save or bare: every edited file), or `git reset --hard` (every edited file). A
 * file counts when an edit tool changed it before the revert and no edit changed it again after: the
 * change was not made anew. Files are known by their base name (`src/app.ts` → `app.ts`), as a message
 * names them.
 */
import { isEditTool } from "../agents/tool-kinds.js";
import { splitChain } from "../capture/command-role.js";
import type { ActivityEvent } from "../capture/events.js";

/** One reverted file: when the revert ran, the file's base name (lowercase). */
export interface Reverted {
  ts: string;
  name: string;
}

const base = (p: string) =>
  (p.replaceAll("\\", "/").replace(/\/+$/, "").split("/").at(-1) ?? "").toLowerCase();

/** The paths a revert step names, `all` for a revert of every change, or null for no revert. */
export function revertTargets(step: string): string[] | "all" | null {
  const words = step.trim().split(/\s+/);
  if (words[0] !== "git") return null;
  const args = words.slice(2).filter((w) => w !== "");
  const sub = words[1];
  if (sub === "stash")
    return args.length === 0 || /^(?:push|save|-u|--include-untracked)$/.test(args[0] ?? "") ? "all" : null;
  if (sub === "reset") return args.includes("--hard") ? "all" : null;
  if (sub === "restore") {
    if (args.includes("--staged") && !args.includes("--worktree") && !args.includes("-W")) return null;
    return args.filter((a) => !a.startsWith("-"));
  }
  if (sub === "checkout") {
    const dash = args.indexOf("--");
    if (dash >= 0) return args.slice(dash + 1);
    const paths = args.filter((a) => !a.startsWith("-") && /[./\\]/.test(a) && /\.\w+$|\//.test(a));
    return paths.length > 0 ? paths : null;
  }
  return null;
}

/** The files the session edited that a later successful command reverted (see the module comment). */
export function revertedFiles(events: readonly ActivityEvent[]): Reverted[] {
  const lastEdit = new Map<string, string>();
  for (const e of events)
    if (e.kind === "tool" && e.ok === true && isEditTool(e.tool))
      for (const f of e.files) lastEdit.set(base(f), e.ts);
  if (lastEdit.size === 0) return [];
  const edited = new Set<string>();
  const out: Reverted[] = [];
  for (const e of events) {
    if (e.kind !== "tool" || e.ok !== true) continue;
    if (isEditTool(e.tool)) {
      for (const f of e.files) edited.add(base(f));
      continue;
    }
    if (!e.command || !/\bgit\b/.test(e.command)) continue;
    for (const step of splitChain(e.command)) {
      const targets = revertTargets(step);
      if (targets === null) continue;
      const names = targets === "all" ? [...edited] : targets.map(base).filter((n) => edited.has(n));
      for (const name of names) {
        edited.delete(name);
        // a file edited again after its revert: the change was made anew
        if ((lastEdit.get(name) ?? "") <= e.ts) out.push({ ts: e.ts, name });
      }
    }
  }
  return out;
}
