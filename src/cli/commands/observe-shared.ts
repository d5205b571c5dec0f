/** Helpers shared by the `cairn observe` subcommands: the checkout's paths, scope and input options. */
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { ProjectIdentity } from "../../app/env/project.js";
import { cliCommand } from "../../app/observations/cli-command.js";
import { type ObservationPaths, observationPaths } from "../../app/observations/paths.js";
import { ensureProject } from "../../app/projects/ensure-project.js";
import { CairnError } from "../../core/common/errors.js";
import { isObservationScope, type ObservationScope } from "../../core/observations/classify.js";
import type { CliContext } from "../context.js";

export interface Checkout {
  project: ProjectIdentity;
  paths: ObservationPaths;
}

export async function checkout(ctx: CliContext): Promise<Checkout> {
  const project = await ensureProject(ctx.store(), ctx.cwd, ctx.now());
  return { project, paths: observationPaths(project.root, ctx.paths.home) };
}

export function scopeOption(value: unknown, fallback: ObservationScope | null): ObservationScope {
  if (value === undefined) {
    if (fallback) return fallback;
    throw new CairnError("INVALID_INPUT", "--scope is required (committed, local or global)");
  }
  const s = String(value);
  if (!isObservationScope(s))
    throw new CairnError("INVALID_INPUT", `--scope must be committed, local or global, got "${s}"`);
  return s;
}

/** The text to record: --text, else --file, else stdin (the heredoc Claude writes). */
export function inputText(ctx: CliContext, v: Record<string, unknown>): string {
  if (typeof v.text === "string") return v.text;
  if (typeof v.file === "string") {
    try {
      return readFileSync(resolve(ctx.cwd, v.file), "utf8");
    } catch (err) {
      throw new CairnError("INVALID_INPUT", `--file: cannot read ${v.file} (${(err as Error).message})`);
    }
  }
  if (process.stdin.isTTY)
    throw new CairnError("INVALID_INPUT", "give the observations on stdin, with --text or --file");
  return readFileSync(0, "utf8");
}

export function sessionOption(ctx: CliContext, v: Record<string, unknown>): string | null {
  if (typeof v.session === "string" && v.session !== "") return v.session;
  return ctx.env.CLAUDE_CODE_SESSION_ID || null;
}

/** How the printed instructions tell Claude to call this CLI. */
export const cliSelf = () => cliCommand(process.argv[1]);

export const WRITE_HINT = (cli: string, scope: ObservationScope) =>
  `Record them with:\n${cli} observe add --scope ${scope} <<'CAIRN_OBS'\nDate: YYYY-MM-DD\n- [P1] (HH:MM) …\n  - [P2] (HH:MM) …\nCAIRN_OBS\n`;
