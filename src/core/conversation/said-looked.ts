/**
 * What Claude said of a state it had just looked at, once a later event of the session changed that
 * state: "the working tree is clean, nothing to commit" after `git status`, "staged, ready to commit"
 * after `git diff --staged`, followed by later edits and commits. The next session would read a state
 * that no longer holds. Read from the order of the session's tool calls, never from the words said,
 * so it holds for any language and any stack. Pure.
 *
 * A message **follows a look** when the main thread's last tool call before it, in its turn, is a
 * command whose last step (the output shown last) has the `look` role (core/capture/command-role.ts).
 * The look's state is:
 * - **the paths it names** (arguments with a slash or an extension: `cat config/app.toml`,
 *   `ls src/`), changed by a later successful edit of a file whose path has one of their base names as
 *   a segment (`app.toml`; `src` for any file under `src/`);
 * - else, when its program is one the session also changes state with (a step of the `vcs` role:
 *   `git status` and `git commit`, `gh pr view` and `gh pr create`), **the whole working tree**,
 *   changed by any later successful edit or `vcs` step;
 * - else none (`pnpm --version`, `uname`): what it shows is not changed by the session's edits.
 * A `Read` of a file (core/agents/tool-kinds.ts `isFileReadTool`) is a look at that file, as `cat` is.
 * A message that follows a look is left out once its state changed in a later turn (a change in its own
 * turn is the fix that follows a diagnosis: what the look showed explains it), unless an earlier
 * command of its turn made a successful `vcs` step (a commit, a push): then the message reports what
 * the turn recorded, which later events add to and do not undo ("pushed as cd08f7d" after `git log`).
 */
import { isEditTool, isFileReadTool } from "../agents/tool-kinds.js";
import { roleSteps } from "../capture/command-role.js";
import { programName } from "../capture/command-shape.js";
import { type ActivityEvent, isInterrupted } from "../capture/events.js";
import { countAtOrBefore } from "./sorted-times.js";

/** A main-thread call (or prompt, tool null) and, for a look, what it looked at. */
interface Call {
  ts: string;
  tool: string | null;
  /** The base names a look named, "tree" for the working tree, null for no state (or no look). */
  state: string[] | "tree" | null;
}

/** The session's looks and the last change of each state, read once per session (see looksOf). */
export interface SessionLooks {
  /** Sorted main-thread calls and prompts, for "the last call before". */
  calls: Call[];
  /** Sorted times of the main thread's prompts (turn starts). */
  prompts: string[];
  /** The last successful edit or `vcs` step. */
  treeChanged: string;
  /** Base name or path segment (lowercase) → the last successful edit of a file it names. */
  edited: Map<string, string>;
}

const segments = (p: string): string[] =>
  p
    .replaceAll("\\", "/")
    .toLowerCase()
    .split("/")
    .filter((s) => s !== "" && s !== "." && s !== "..");

/** The base names of the paths a look step names: arguments with a slash or an extension. */
function namedPaths(step: string): string[] {
  const out: string[] = [];
  for (const word of step.split(/\s+/).slice(1)) {
    const w = word.replace(/^["']|["']$/g, "");
    if (w.startsWith("-") || !/[/\\]|\.\w+$/.test(w)) continue;
    const base = segments(w).at(-1);
    if (base !== undefined && !/[*?]/.test(base)) out.push(base);
  }
  return out;
}

const programOf = (step: string): string => programName(step.trim().split(/\s+/)[0] ?? "");

/** The looks of `events` (time order) and when each state last changed: one pass. */
export function looksOf(events: readonly ActivityEvent[]): SessionLooks {
  const calls: Call[] = [];
  const prompts: string[] = [];
  const vcsPrograms = new Set<string>();
  const lastSteps: (string | null)[] = [];
  let treeChanged = "";
  const edited = new Map<string, string>();
  let recorded = false; // a successful vcs step earlier in the turn
  for (const e of events) {
    if (e.agentId !== null) continue;
    if (e.kind === "prompt") {
      calls.push({ ts: e.ts, tool: null, state: null });
      prompts.push(e.ts);
      lastSteps.push(null);
      recorded = false;
      continue;
    }
    if (e.kind !== "tool" || e.tool === null) continue;
    const steps = e.command ? roleSteps(e.command) : [];
    const ok = e.ok === true && !isInterrupted(e);
    if (ok && isEditTool(e.tool)) {
      if (e.ts > treeChanged) treeChanged = e.ts;
      for (const f of e.files)
        for (const s of segments(f)) if ((edited.get(s) ?? "") < e.ts) edited.set(s, e.ts);
    }
    const last = steps.at(-1);
    const read = isFileReadTool(e.tool) && e.files.length > 0 && !recorded;
    calls.push({
      ts: e.ts,
      tool: e.tool,
      state: read ? e.files.flatMap((f) => segments(f).slice(-1)) : null,
    });
    lastSteps.push(last?.role === "look" && !recorded ? last.step : null);
    for (const s of steps)
      if (s.role === "vcs") {
        vcsPrograms.add(programOf(s.step));
        if (ok && e.ts > treeChanged) treeChanged = e.ts;
        if (ok) recorded = true;
      }
  }
  calls.forEach((c, i) => {
    const step = lastSteps[i];
    if (step === null || step === undefined) return;
    const names = namedPaths(step);
    c.state = names.length > 0 ? names : vcsPrograms.has(programOf(step)) ? "tree" : null;
  });
  calls.sort((a, b) => (a.ts < b.ts ? -1 : a.ts > b.ts ? 1 : 0));
  prompts.sort();
  return { calls, prompts, treeChanged, edited };
}

/**
 * True when a message said at `ts` follows a look whose state a later turn changed (see the module
 * comment).
 */
export function saidBeforeChange(ts: string, looks: SessionLooks): boolean {
  const last = lastBefore(looks.calls, ts);
  if (last === undefined || last.state === null) return false;
  const next = looks.prompts[countAtOrBefore(looks.prompts, ts, (p) => p)];
  if (next === undefined) return false;
  if (last.state === "tree") return looks.treeChanged > next;
  return last.state.some((n) => (looks.edited.get(n) ?? "") > next);
}

/** The last of the sorted `calls` at or before `ts`. */
function lastBefore(calls: readonly Call[], ts: string): Call | undefined {
  return calls[countAtOrBefore(calls, ts, (c) => c.ts) - 1];
}
