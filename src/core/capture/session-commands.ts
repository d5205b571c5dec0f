/**
 * A session's command state at its end, from evidence only: the last outcome of each check, deploy,
 * push and dev server (in general form),
 * and the errors still open — failures of a command whose role matters (core/capture/command-role:
 * never a look such as an `ls` of a missing path, never an everyday change) that no later run of the
 * same program passed. A call the user stopped is no outcome, and an error of the shell itself (the
 * Cygwin runtime's `0 [main] bash …` fork failures, "Command failed: cygpath …" for a command that never
 * named cygpath) is not the command's. Pure.
 */
import { clip } from "../common/text.js";
import { isNoMatch, isShellNoise } from "./capture-commands.js";
import { isServeCommand } from "./capture-facts.js";
import { type CommandRole, roleSteps, strongestStep } from "./command-role.js";
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

export function commandState(events: readonly ActivityEvent[]): CommandState {
  const commands = new Map<string, CommandOutcome & { program: string }>();
  const failures = new Map<string, string>();
  for (const e of events) {
    if (e.kind !== "tool" || !e.command || e.ok === null || isInterrupted(e)) continue;
    const steps = roleSteps(e.command);
    const programs = steps.map((s) => programOfStep(s.step));
    const main = strongestStep(steps);
    if (e.ok) for (const p of programs) failures.delete(p);
    else if (
      !isNoMatch(e) &&
      main &&
      FAILURE_MATTERS.has(main.role) &&
      e.error &&
      hasErrorWord(e.error) &&
      !isShellNoise(e.error, e.command)
    )
      failures.set(programOfStep(main.step), e.error);
    const shown = main && (SHOWN.has(main.role) || isServeCommand(e.command) || isDeployCommand(e.command));
    if (!shown) continue;
    const program = programOfStep(main.step);
    const shape = shapeOf(e.command);
    // a passing chain counts step by step (`mix format && mix compile` → both); a failure as typed
    const checks = e.ok ? classifiedSteps(e.command).map((x) => shapeOf(x.step).general) : [];
    const forms =
      checks.length > 0
        ? checks
        : [main.role === "check" ? (e.ok ? shape.general : shape.display) : main.step];
    for (const form of forms) {
      const command = clip(form, 200);
      commands.delete(command); // re-insert so the map keeps the latest outcome last
      commands.set(command, { command, ok: e.ok, exitCode: e.exitCode, error: e.error, program });
    }
    if (e.ok) for (const [k, c] of commands) if (!c.ok && c.program === program) commands.delete(k);
  }
  return {
    commands: [...commands.values()].map(({ program: _, ...c }) => c),
    errors: [...new Set(failures.values())],
  };
}
