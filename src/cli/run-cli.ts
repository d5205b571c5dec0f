/**
 * Parses argv and runs one command. Returns the exit code (0 ok, 1 failure, 2 usage error);
 * never exits the process itself — main.ts does. Errors become one clear line on stderr.
 */
import { parseArgs } from "node:util";
import { CairnError } from "../core/common/errors.js";
import { COMMANDS, HELP } from "./commands.js";
import type { CliContext, Command } from "./context.js";

/**
 * True when the invocation only asks for help (`cairn`, `cairn --help`, `cairn help [COMMAND]`,
 * `cairn COMMAND --help`): it prints text and touches nothing, not even `$CAIRN_HOME`.
 */
export function isHelpRequest(argv: readonly string[]): boolean {
  const [name, ...rest] = argv;
  if (!name || name === "--help" || name === "-h" || name === "help") return true;
  const end = rest.indexOf("--");
  const opts = end < 0 ? rest : rest.slice(0, end);
  return name in COMMANDS && (opts.includes("--help") || opts.includes("-h"));
}

async function commandHelp(ctx: CliContext, load: () => Promise<Command>): Promise<number> {
  const command = await load();
  ctx.io.stdout(`${command.summary}\n\nUsage: ${command.usage}\n`);
  return 0;
}

export async function runCli(argv: readonly string[], ctx: CliContext): Promise<number> {
  const [name, ...rest] = argv;
  if (name === "help" && rest[0] !== undefined) {
    const load = COMMANDS[rest[0]];
    if (load) return commandHelp(ctx, load);
    ctx.io.stderr(`cairn: unknown command "${rest[0]}". Run "cairn --help".\n`);
    return 2;
  }
  if (!name || name === "--help" || name === "-h" || name === "help") {
    ctx.io.stdout(HELP);
    return name ? 0 : 2;
  }
  if (name === "--version" || name === "-v") {
    ctx.io.stdout(`${process.env.CAIRN_VERSION ?? "0.1.0"}\n`);
    return 0;
  }
  const load = COMMANDS[name];
  if (!load) {
    ctx.io.stderr(`cairn: unknown command "${name}". Run "cairn --help".\n`);
    return 2;
  }
  if (isHelpRequest(argv)) return commandHelp(ctx, load);
  const command = await load();
  let parsed: ReturnType<typeof parseArgs>;
  try {
    const args = joinDashValues(rest, command.options);
    parsed = parseArgs({ args, options: command.options, allowPositionals: true, strict: true });
  } catch (err) {
    ctx.io.stderr(`cairn ${name}: ${(err as Error).message}\nUsage: ${command.usage}\n`);
    return 2;
  }
  try {
    return await command.run(ctx, parsed.values as Record<string, unknown>, parsed.positionals);
  } catch (err) {
    if (err instanceof CairnError) {
      ctx.io.stderr(`cairn ${name}: ${err.message}\n`);
      return err.code === "INVALID_INPUT" ? 2 : 1;
    }
    throw err;
  }
}

type Options = Command["options"];

/** true when `arg` is one of the command's options (`--name`, `--name=…`, `-x`). */
function isOption(arg: string, options: Options): boolean {
  if (arg.startsWith("--")) return (arg.slice(2).split("=")[0] as string) in options;
  return Object.values(options).some((o) => o.short !== undefined && arg === `-${o.short}`);
}

/**
 * `--text "- [P1] …"`: node:util parseArgs rejects a string option's value that starts with a dash
 * ("argument is ambiguous") unless written `--text=…`. A value that is not itself an option of the
 * command is joined to its option that way.
 */
export function joinDashValues(args: readonly string[], options: Options): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    const next = args[i + 1];
    const name = arg.startsWith("--") && !arg.includes("=") ? arg.slice(2) : null;
    if (name && options[name]?.type === "string" && next?.startsWith("-") && !isOption(next, options)) {
      out.push(`${arg}=${next}`);
      i++;
    } else out.push(arg);
  }
  return out;
}
