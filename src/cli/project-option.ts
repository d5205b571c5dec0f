/** Resolves `--project PATH` (default: the current directory) to a project recorded in the store. */
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { isForeignWindowsPath, type ProjectIdentity, resolveProject } from "../app/env/project.js";
import { ensureProject } from "../app/projects/ensure-project.js";
import { CairnError } from "../core/common/errors.js";
import type { CliContext } from "./context.js";

export async function projectFor(ctx: CliContext, value: unknown): Promise<ProjectIdentity> {
  // a Windows path recorded by an imported transcript is its own project here, never relative to cwd
  const given = typeof value === "string" && value !== "" ? value : null;
  const path = given === null ? ctx.cwd : isForeignWindowsPath(given) ? given : resolve(ctx.cwd, given);
  if (!existsSync(path)) {
    // an imported project whose folder is gone is still addressable by its recorded path
    const p = resolveProject(path, { shared: ctx.store().kind === "postgres" });
    if (await ctx.store().getProject(p.id)) return p;
    throw new CairnError("INVALID_INPUT", `--project: no such directory, and no project recorded at ${path}`);
  }
  return ensureProject(ctx.store(), path, ctx.now());
}

export function intOption(value: unknown, name: string, fallback: number, min = 1, max = 1_000_000): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new CairnError(
      "INVALID_INPUT",
      `--${name} must be an integer from ${min} to ${max}, got "${String(value)}"`,
    );
  }
  return n;
}
