/**
 * A session's main thread as exchanges, read in one pass for the rules that judge what Claude said by
 * what happened around it (core/conversation/said-around.ts). An **exchange** runs from a typed prompt
 * to the next one (task notifications and other records no one typed do not end it: core/capture/
 * session-sources.ts `isMachinePrompt`, core/capture/background.ts `taskNotificationEnd`). Each holds
 * its main-thread tool calls as **acts**: the steps of a command (core/capture/command-role.ts
 * `roleSteps`; a remote command `ssh host "a && b"` is opened into `a` and `b` run on `host`), an edit
 * (a change of its files) or a read (a look at them). Pure.
 */
import { isEditTool, isFileReadTool } from "../agents/tool-kinds.js";
import { taskNotificationEnd } from "../capture/background.js";
import { roleSteps } from "../capture/command-role.js";
import { commandAction } from "../capture/command-shape.js";
import { type ActivityEvent, isInterrupted } from "../capture/events.js";
import { isMachinePrompt } from "../capture/session-sources.js";
import { warnedLines } from "../capture/warned-note.js";

/** One main-thread tool call of an exchange. */
export interface Act {
  ts: string;
  /** true passed, false failed, null: its outcome is not known (interrupted, or still running in the background). */
  ok: boolean | null;
  /** Operations (program and subcommand, core/capture/command-shape.ts `commandAction`) of the steps that change state; of a failed command, its last such step only. */
  ops: string[];
  /** True when it may have changed state (a step that is not a look, or an edit). */
  changes: boolean;
  /** True when it surely changed state: an edit, or a step whose role is known to change (not `tool`, `check`, `remote`). */
  surely: boolean;
  /** What it acted on: remote hosts (`ssh:host`), base names of the files it names or edits. */
  targets: string[];
  /** The warning lines its output printed (a `warned:` note), or a failed change's error. */
  warnings: string[];
  /** The whole command (or the tool's name). */
  command: string;
}

/** The acts between one typed prompt and the next, and when that prompt was typed ("" before the first). */
export interface Exchange {
  start: string;
  acts: Act[];
}

/** `ssh [options] host "command"`: the host and the command run there. */
const SSH = /^ssh\s+(?:-\w+(?:\s+(?!-)[^\s"']+)?\s+)*([^\s"'-][^\s"']*)\s+(["'])([\s\S]*)\2\s*$/;
/** Roles of steps known to change state (core/capture/command-role.ts); `tool` is any unknown program. */
const SURELY = new Set(["change", "install", "deploy", "vcs", "script"]);
const BASE = /[^\\/]+$/;
const PATHISH = /[\\/]|\.[A-Za-z]\w{0,5}$/;

/** The exchanges of `events` (time order), main thread only. One pass. */
export function exchangesOf(events: readonly ActivityEvent[]): Exchange[] {
  const out: Exchange[] = [{ start: "", acts: [] }];
  for (const e of events) {
    if (e.agentId !== null) continue;
    if (e.kind === "prompt") {
      const text = e.detail ?? "";
      if (taskNotificationEnd(text) === null && !isMachinePrompt(text) && text.trim() !== "")
        out.push({ start: e.ts, acts: [] });
      continue;
    }
    if (e.kind !== "tool" || e.tool === null) continue;
    const act = actOf(e);
    if (act !== null) (out.at(-1) as Exchange).acts.push(act);
  }
  return out;
}

function actOf(e: ActivityEvent): Act | null {
  const ok = isInterrupted(e) || /^started in the background/.test(e.detail ?? "") ? null : e.ok;
  const base = { ts: e.ts, ok, warnings: warnedLines(e.detail), command: e.command ?? e.tool ?? "" };
  if (!e.command) {
    const edits = isEditTool(e.tool);
    if (!edits && !isFileReadTool(e.tool)) return null;
    const targets = e.files.map((f) => (BASE.exec(f)?.[0] ?? f).toLowerCase());
    return {
      ...base,
      ops: edits ? [`edit ${targets.join(",")}`] : [],
      changes: edits,
      surely: edits,
      targets,
    };
  }
  const ops: string[] = [];
  const targets = new Set<string>();
  let surely = false;
  for (const { step, role, host } of openedSteps(e.command)) {
    if (host !== null) targets.add(`ssh:${host}`);
    for (const w of step.split(/\s+/).slice(1)) {
      const word = w.replace(/^["']|["']$/g, "");
      if (!word.startsWith("-") && PATHISH.test(word))
        targets.add((BASE.exec(word)?.[0] ?? word).toLowerCase());
    }
    if (role === "look" || /^(?:cd|pushd|popd|set-location)\b/i.test(step)) continue;
    // a bare program name is `change` by default (command-role.ts): its effect is not known
    if (SURELY.has(role) && (role !== "change" || /\s/.test(step.split("|")[0]?.trim() ?? ""))) surely = true;
    ops.push(commandAction(step)?.program ?? step.split(/\s+/)[0] ?? "");
  }
  const changes = ops.length > 0;
  if (e.ok === false && ok !== null && changes) base.warnings = [...base.warnings, e.error ?? ""];
  return { ...base, ops: e.ok === false ? ops.slice(-1) : ops, changes, surely, targets: [...targets] };
}

/** The steps of a command with their roles, a remote command opened into the steps run on its host. */
function openedSteps(command: string): { step: string; role: string; host: string | null }[] {
  const out: { step: string; role: string; host: string | null }[] = [];
  for (const s of roleSteps(command)) {
    const remote = s.role === "remote" ? SSH.exec(s.step) : null;
    if (remote === null) out.push({ step: s.step, role: s.role, host: null });
    else
      for (const r of roleSteps(remote[3] as string))
        out.push({ step: r.step, role: r.role, host: (remote[1] as string).toLowerCase() });
  }
  return out;
}

/** Index of the exchange a time falls in (the last one that started at or before it). */
export function exchangeAt(exchanges: readonly Exchange[], ts: string): number {
  let lo = 0;
  let hi = exchanges.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((exchanges[mid] as Exchange).start <= ts) lo = mid + 1;
    else hi = mid;
  }
  return Math.max(0, lo - 1);
}
