/** What every CLI command receives: I/O streams, env, cwd, paths, settings and the lazily opened stores. */
import type { CairnPaths } from "../app/env/paths.js";
import type { Config } from "../core/setup/config.js";
import type { Store } from "../store/store.js";
import type { Stores } from "../store/stores.js";

export interface CliIO {
  stdout: (text: string) => void;
  stderr: (text: string) => void;
  /** Whether stdout is a terminal (colours, tables). */
  isTTY: boolean;
  /**
   * The terminal stream progress bars draw on (`progress.ts`): stderr when it is a TTY; absent when
   * no bar may be drawn. Written raw (cursor moves), so never given stored text.
   */
  progress?: NodeJS.WritableStream;
}

export interface CliContext {
  io: CliIO;
  env: NodeJS.ProcessEnv;
  cwd: string;
  paths: CairnPaths;
  nativeBinding: string | undefined;
  /** Absolute path of the bundled hook entry (plugin/dist/hook.js), when known. */
  hookScript: string | undefined;
  /** The run's settings (defaults ← config.json ← environment), read once by the composition root. */
  config(): Config;
  /** The stores, opened on first call (the composition root builds them once per run). */
  stores(): Stores;
  /** Shorthand for `stores().store`. */
  store(): Store;
  now(): Date;
}

/** A command: parseArgs options, and a run function returning the exit code. */
export interface Command {
  name: string;
  summary: string;
  usage: string;
  options: Record<string, { type: "string" | "boolean"; short?: string; multiple?: boolean }>;
  run(ctx: CliContext, values: Record<string, unknown>, positionals: string[]): Promise<number>;
}

export function useColor(ctx: CliContext): boolean {
  return ctx.io.isTTY && !ctx.env.NO_COLOR && ctx.env.TERM !== "dumb";
}

export function printJson(ctx: CliContext, value: unknown): void {
  ctx.io.stdout(`${JSON.stringify(value, null, 2)}\n`);
}

export function dim(ctx: CliContext, s: string): string {
  return useColor(ctx) ? `\x1b[2m${s}\x1b[22m` : s;
}

export function bold(ctx: CliContext, s: string): string {
  return useColor(ctx) ? `\x1b[1m${s}\x1b[22m` : s;
}
