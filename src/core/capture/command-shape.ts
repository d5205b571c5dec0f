/**
 * The shape of a shell command as memory shows it: without a leading `cd <dir> &&`, with per-file
 * arguments collapsed into the general form (`mix test test/a_test.exs` → `mix test`), split into
 * its `&&` steps, and reduced to an action (program + targets) to tell "the same action, changed"
 * from "another action". Pure.
 */
import { memoized } from "../common/memo.js";
import { type CommandKind, classifyCommand, normalizeCommand, stripStep, unquote } from "./command-kind.js";

const CD_STEP = /^\s*cd\s+(?:"[^"]*"|'[^']*'|[^\s;&|]+)\s*(?:&&|;)\s*/;
/** `git -C <dir>`: git's own `cd <dir> &&` (git(1), "-C <path>"), dropped from the display form like it. */
const GIT_DIR = /\bgit\s+-C\s+(?:"[^"]*"|'[^']*'|[^\s;&|]+)\s+/g;
/** A positional argument naming a file or directory (a path, or a name with an extension, maybe `:line`). */
const PATH_ARG = /^(?:\.{0,2}\/|[\w@.-]+\/)[^\s]*$|^[\w@-][\w@.-]*\.[A-Za-z]{1,6}(?::\d+)*$/;
/** Commands that ship or publish — meaningful in a session's record even though not verified. */
const DEPLOY =
  /^(?:git push|(?:fly|flyctl) deploy|vercel\b|netlify deploy|kubectl (?:apply|rollout)|helm (?:upgrade|install)|terraform apply|docker push|(?:npm|pnpm|yarn) publish|cargo publish|firebase deploy|gcloud \S+ deploy|(?:npm|pnpm|yarn|bun) run deploy|make deploy|mix (?:release|deploy))\b/;

/** The command without leading `cd <dir> &&` / `cd <dir>;` steps and `git -C <dir>`, normalised (core/capture/command-kind). */
export function displayCommand(command: string): string {
  return displayMemo(command);
}

// every derivation step asks for the display form of the same commands
const displayMemo = memoized(displayOf);

function displayOf(command: string): string {
  let s = command.trim().replace(GIT_DIR, "git ");
  for (let prev = ""; prev !== s; ) {
    prev = s;
    s = s.replace(CD_STEP, "");
  }
  return normalizeCommand(s);
}

/** Flags whose value names a package, project or config rather than a target (`--filter @acme/api`, `-p tsconfig.json`). */
const VALUE_FLAG =
  /^(?:--(?:filter|project|config|prefix|dir|cwd|workspace|manifest-path|package|file|target|scope|tsconfig|rootdir)|-[CFPcfp])$/;

const hasQuotes = (s: string) => /["'`$<]/.test(s);

/** Words of one step after env assignments and runner wrappers (`npx`, `uv run`, …). */
function words(step: string): string[] {
  return stripStep(step).split(/\s+/).filter(Boolean);
}

/**
 * The general form: displayCommand with file/directory arguments removed from every step, when the
 * command has no quoting, substitution or redirection (those are left as they are).
 */
export function generalForm(command: string): string {
  const shown = displayCommand(command);
  if (hasQuotes(shown)) return shown;
  return shown
    .split(/\s*&&\s*/)
    .map((step) => {
      const toks = step.split(/\s+/);
      // a flag's value stays (`--filter @acme/api`, `-p tsconfig.build.json`): it is not a target
      const kept = toks.filter(
        (t, i) => i === 0 || t.startsWith("-") || !PATH_ARG.test(t) || VALUE_FLAG.test(toks[i - 1] ?? ""),
      );
      if (kept.length < toks.length && kept.at(-1) === "--") kept.pop();
      return kept.join(" ");
    })
    .join(" && ");
}

/** The `&&` steps of a command that classify as test/build/lint/typecheck/format, each in display form. */
export function classifiedSteps(command: string): { step: string; kind: CommandKind }[] {
  const shown = displayCommand(command);
  if (/[;|]|\|\|/.test(unquote(shown)) || /<<|\$\(/.test(shown)) {
    const kind = classifyCommand(shown);
    return kind ? [{ step: shown, kind }] : [];
  }
  const out: { step: string; kind: CommandKind }[] = [];
  for (const step of shown.split(/\s*&&\s*/)) {
    const kind = classifyCommand(step);
    if (kind) out.push({ step, kind });
  }
  return out;
}

/**
 * What a command acts on: the program (first word, plus its subcommand when that is a plain word)
 * of its first classified step, and the file/directory targets of that step. Two commands with the
 * same action differ only in flags or environment.
 */
export function commandAction(command: string): { program: string; targets: string[] } | null {
  const shown = displayCommand(command);
  const steps = unquote(shown).split(/&&|\|\||;|\|/);
  const step = steps.find((s) => classifyCommand(s) !== null) ?? steps[0] ?? "";
  const w = words(step);
  if (w.length === 0) return null;
  const sub = w[1] && /^[a-z][\w:.-]*$/.test(w[1]) && !PATH_ARG.test(w[1]) ? ` ${w[1]}` : "";
  const targets = w.slice(1).filter((t) => !t.startsWith("-") && PATH_ARG.test(t));
  // `python` and `/c/Python314/python.exe` are one program
  return { program: `${programName(w[0] as string)}${sub}`, targets: [...new Set(targets)].sort() };
}

/** The program of a step: its first word without a directory (`/c/Python314/python.exe` → `python`). */
export function programName(word: string): string {
  return (
    word
      .replace(/["']/g, "")
      .split(/[\\/]/)
      .findLast((p) => p !== "")
      ?.replace(/\.(?:exe|cmd|bat|com)$/i, "") ?? word
  );
}

/** True when both commands name the same program and the same targets. */
export function sameAction(a: string, b: string): boolean {
  const x = shapeOf(a).action;
  const y = shapeOf(b).action;
  return x !== null && y !== null && x.program === y.program && x.targets.join(" ") === y.targets.join(" ");
}

/** True for a command that deploys or publishes (git push, fly deploy, npm publish, …). */
export function isDeployCommand(command: string): boolean {
  return DEPLOY.test(words(displayCommand(command)).join(" "));
}

/** Program (first word and plain subcommand) of every step of a command, e.g. `git add && git commit` → ["git add", "git commit"]. */
export function stepPrograms(command: string): string[] {
  const out: string[] = [];
  for (const step of unquote(displayCommand(command)).split(/&&|\|\||;|\|/)) {
    const w = words(step);
    if (w.length === 0) continue;
    const sub = w[1] && /^[a-z][\w:.-]*$/.test(w[1]) && !PATH_ARG.test(w[1]) ? ` ${w[1]}` : "";
    out.push(`${w[0]}${sub}`);
  }
  return out;
}

/** Every shape of one command, computed once (summaries and capture rules ask for them repeatedly). */
export interface CommandShape {
  display: string;
  general: string;
  action: { program: string; targets: string[] } | null;
  programs: string[];
}

const shapes = new Map<string, CommandShape>();

/** The shapes of `command`, memoised (bounded: the memo is dropped past 4,096 commands). */
export function shapeOf(command: string): CommandShape {
  let shape = shapes.get(command);
  if (shape === undefined) {
    if (shapes.size >= 4096) shapes.clear();
    shape = {
      display: displayCommand(command),
      general: generalForm(command),
      action: commandAction(command),
      programs: stepPrograms(command),
    };
    shapes.set(command, shape);
  }
  return shape;
}
