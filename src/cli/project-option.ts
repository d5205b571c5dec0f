/** Resolves `--project PATH` (default: the current directory) to a project recorded in the store. */
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { isForeignWindowsPath, type ProjectIdentity, resolveProject } from "../app/env/project.js";
import { ensureProject } from "../app/projects/ensure-project.js";
import { CairnError } from "../core/common/errors.js";
import type { ProjectRecord } from "../store/store.js";
import type { CliContext } from "./context.js";

/** `--project`'s path: a Windows path recorded by an imported transcript as it is, never a folder here. */
function pathOf(ctx: CliContext, value: unknown): string {
  const given = typeof value === "string" && value !== "" ? value : null;
  return given === null ? ctx.cwd : isForeignWindowsPath(given) ? given : resolve(ctx.cwd, given);
}

export async function projectFor(ctx: CliContext, value: unknown): Promise<ProjectIdentity> {
  const path = pathOf(ctx, value);
  if (!existsSync(path)) {
    // an imported project whose folder is gone is still addressable by its recorded path
    const { p, seen } = await recordedAt(ctx, path);
    if (seen) return { ...p, id: seen.id, identity: seen.identity, name: seen.name };
    throw new CairnError("INVALID_INPUT", `--project: no such directory, and no project recorded at ${path}`);
  }
  return ensureProject(ctx.store(), path, ctx.now());
}

/**
 * The project recorded for `path`, if any: by its own identity, else — for a folder that is gone — by
 * its worktree layout, as an import would have recorded it (env/project.ts).
 */
async function recordedAt(
  ctx: CliContext,
  path: string,
): Promise<{ p: ProjectIdentity; seen: ProjectRecord | null }> {
  const shared = ctx.store().identity === "shared";
  const p = resolveProject(path, { shared });
  const seen = await ctx.store().getProject(p.id);
  if (seen || existsSync(path)) return { p, seen };
  const viaLayout = resolveProject(path, { shared, worktreeLayouts: true });
  return viaLayout.id === p.id
    ? { p, seen }
    : { p: viaLayout, seen: await ctx.store().getProject(viaLayout.id) };
}

/** The project a read-only command looks at, and whether the store has it (it is never recorded here). */
export interface ReadScope {
  project: ProjectIdentity;
  /** False for a folder Cairn has no project for (nothing recorded there yet): the command shows nothing. */
  recorded: boolean;
}

/**
 * `--project PATH` (default: the current directory) for a command that only reads: resolved like
 * `projectFor`, but never recorded, so `cairn list` in /tmp leaves no project behind. A merged
 * project's folder answers the project it was merged into.
 */
export async function projectToRead(ctx: CliContext, value: unknown): Promise<ReadScope> {
  const path = pathOf(ctx, value);
  const { p, seen } = await recordedAt(ctx, path);
  if (!seen && !existsSync(path))
    throw new CairnError("INVALID_INPUT", `--project: no such directory, and no project recorded at ${path}`);
  if (!seen) return { project: p, recorded: false };
  return { project: { ...p, id: seen.id, identity: seen.identity, name: seen.name }, recorded: true };
}

/** What a read-only command says for a folder with no project: where the memories are instead. */
export async function notAProject(ctx: CliContext, scope: ReadScope): Promise<string> {
  const n = (await ctx.store().listProjects()).length;
  const where =
    n === 0
      ? "Cairn has no projects yet"
      : `${n} other project${n === 1 ? " has" : "s have"} memories: \`cairn projects\` lists them, --all shows every project's`;
  return `${scope.project.root} is not a Cairn project (nothing recorded here); ${where}.\n`;
}

/** `--all` and `--project` name different scopes: refused together (usage error). */
export function exclusiveScope(v: Record<string, unknown>): void {
  if (v.all === true && v.project !== undefined)
    throw new CairnError("INVALID_INPUT", "--all and --project exclude each other: give one");
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
