/**
 * A session's command state at its end, from evidence only: the last outcome of each check, deploy,
 * push and dev server (in general form),
 * and the errors still open — failures of a command whose role matters (core/capture/command-role:
 * never a look such as an `ls` of a missing path, never an everyday change) that no later run of the
 * same program passed. A call the user stopped is no outcome, and an error of the shell itself (the
 * Cygwin runtime's `0 [main] bash …` fork failures, "Command failed: cygpath …" for a command that never
 * named cygpath) is not the command's. Pure.
 */
import { isCommandTool, isEditTool } from "../agents/tool-kinds.js";
import { memoized } from "../common/memo.js";
import { clip } from "../common/text.js";
import { isUnsettledStart, withSettledBackground } from "./background.js";
import { changedFiles, isNoMatch, isShellNoise } from "./capture-commands.js";
import { isServeCommand } from "./capture-facts.js";
import { TALLY } from "./check-tally.js";
import { exitStatusIsFilters } from "./command-kind.js";
import { type CommandRole, type RoleStep, roleSteps, strongestStep } from "./command-role.js";
import { classifiedSteps, isDeployCommand, shapeOf } from "./command-shape.js";
import { hasErrorWord } from "./error-line.js";
import { type ActivityEvent, isInterrupted } from "./events.js";
import type { CommandOutcome } from "./session.js";

/** Roles whose failure is the session's error when nothing fixed it. */
const FAILURE_MATTERS: ReadonlySet<CommandRole> = new Set([
  "check",
  "deploy",
  "install",
  "script",
  "remote",
  "tool",
  "vcs",
]);
/** Roles whose last outcome the summary's Commands line shows (with dev servers and pushes). */
const SHOWN: ReadonlySet<CommandRole> = new Set(["check", "deploy"]);

/** The program (and plain subcommand) of a step: `git pull`, `pnpm seed`, `python` (for `/c/Python314/python x.py`). */
const programOfStep = (step: string) => shapeOf(step).action?.program ?? step.split(/\s+/)[0] ?? step;

export interface CommandState {
  /** The last outcome of each shown command (general form), oldest first. */
  commands: CommandOutcome[];
  /** First error lines of failures still open at the end, oldest first, distinct. */
  errors: string[];
}

/** One state per list of events (read-only): the summary and every claim check of a session share it. */
const states = new WeakMap<readonly ActivityEvent[], CommandState>();

/** The command state of `all` (see the module comment); the result is shared between callers, so read-only. */
export function commandState(all: readonly ActivityEvent[]): CommandState {
  let state = states.get(all);
  if (state === undefined) {
    state = stateOf(all);
    states.set(all, state);
  }
  return state;
}

function stateOf(all: readonly ActivityEvent[]): CommandState {
  const commands = new Map<string, CommandOutcome & { program: string; at: number }>();
  const failures = new Map<string, string>();
  const events = withSettledBackground(all);
  for (const [at, e] of events.entries()) {
    if (e.kind !== "tool" || !e.command || e.ok === null || isInterrupted(e)) continue;
    const { programs, main, mainProgram, shown, passForms, failForms } = factsOf(e.command);
    // a start in the background is no pass yet (core/capture/background): it closes no failure
    const passed = e.ok && !isUnsettledStart(e);
    if (passed) for (const p of programs) failures.delete(p);
    else if (
      !isNoMatch(e) &&
      main &&
      FAILURE_MATTERS.has(main.role) &&
      e.error &&
      hasErrorWord(e.error) &&
      !isShellNoise(e.error, e.command)
    )
      failures.set(mainProgram, e.error);
    if (!shown) continue;
    for (const command of e.ok ? passForms : failForms) {
      commands.delete(command); // re-insert so the map keeps the latest outcome last
      commands.set(command, {
        command,
        ok: e.ok,
        exitCode: e.exitCode,
        error: e.error,
        ...(!e.ok && e.detail?.startsWith(TALLY) ? { tally: e.detail.slice(TALLY.length) } : {}),
        ...(e.ok && !passed ? { started: true } : {}),
        // `cmd | tail` without pipefail: exit 0 is the filter's (POSIX 2.9.2 Pipelines)
        ...(passed && exitStatusIsFilters(e.command) ? { unproven: true } : {}),
        program: mainProgram,
        at,
      });
    }
    if (passed) for (const [k, c] of commands) if (!c.ok && c.program === mainProgram) commands.delete(k);
  }
  const lastEdit = events.findLastIndex(editsCode);
  return {
    commands: [...commands.values()].map(({ program: _, at, ...c }) =>
      c.ok && c.started !== true && at < lastEdit && isCheck(c.command) ? { ...c, editedAfter: true } : c,
    ),
    errors: [...new Set(failures.values())],
  };
}

/** Prose a build, test or lint does not read: an edit of it leaves a check's last pass standing. */
const PROSE = /\.(?:md|mdx|markdown|txt|rst|adoc|asciidoc|org)$/i;

/**
 * A successful call that changed a file other than prose: an edit tool (any agent's, stored as `Edit` /
 * `Write`), or a shell command that wrote one (`cat > f <<EOF`, `tee f`, 2.1.x `bashEditDiff`: `sed -i`)
 * and is not itself a check (a formatter's rewrite is the check's own work); prose and files outside
 * the working tree left out.
 */
function editsCode(e: ActivityEvent): boolean {
  if (e.kind !== "tool" || e.ok !== true || !e.tool) return false;
  const edits = isEditTool(e.tool) || (isCommandTool(e.tool) && !!e.command && !isCheck(e.command));
  return edits && changedFiles(e).some((f) => !PROSE.test(f) && inTree(f, e.cwd));
}

const slashes = (p: string) => p.replaceAll("\\", "/").replace(/\/+$/, "").toLowerCase();

/** A path of the session's working tree: relative, or under its cwd (a scratch file in `/tmp` is no change to the code). */
function inTree(file: string, cwd: string | null): boolean {
  if (!/^(?:[/~$]|[A-Za-z]:[\\/])/.test(file)) return true;
  return cwd !== null && slashes(file).startsWith(`${slashes(cwd)}/`);
}

/** The shown command is a check (build, test, lint, typecheck, format), not a push, deploy or dev server. */
const isCheck = (command: string) => factsOf(command).main?.role === "check";

/** What commandState reads of one command, whatever its outcome (shared between events: read-only). */
interface CommandFacts {
  /** The program of each step: a pass closes their open failures. */
  readonly programs: readonly string[];
  /** The step whose role is strongest, and its program. */
  readonly main: RoleStep | null;
  readonly mainProgram: string;
  /** Whether its outcome is shown (a check, a deploy, a push or a dev server). */
  readonly shown: boolean;
  /** The forms (≤ 200 chars) a pass records: a passing chain step by step (`mix format && mix compile` → both). */
  readonly passForms: readonly string[];
  /** The form a failure records: as typed. */
  readonly failForms: readonly string[];
}

// the summary and every claim check of a session walk the same commands
const factsOf = memoized((command: string): CommandFacts => {
  const steps = roleSteps(command);
  const main = strongestStep(steps);
  const mainProgram = main ? programOfStep(main.step) : "";
  const shown = !!main && (SHOWN.has(main.role) || isServeCommand(command) || isDeployCommand(command));
  const facts = { programs: steps.map((s) => programOfStep(s.step)), main, mainProgram, shown };
  if (!main || !shown) return { ...facts, passForms: [], failForms: [] };
  const shape = shapeOf(command);
  const checks = classifiedSteps(command).map((x) => clip(shapeOf(x.step).general, 200));
  const typed = (ok: boolean) =>
    clip(main.role === "check" ? (ok ? shape.general : shape.display) : main.step, 200);
  return { ...facts, passForms: checks.length > 0 ? checks : [typed(true)], failForms: [typed(false)] };
});
