/**
 * The CLI's option tables in short form, turned into node:util `parseArgs` options
 * (https://nodejs.org/api/util.html#utilparseargsconfig). Options that several commands give one
 * meaning are spelt once here, so a command lists them by name.
 */
import type { Command } from "./context.js";

type Options = Command["options"];

/**
 * `--project PATH`: the project to read or write (projectToRead / projectFor resolve it); `--all`:
 * every project (exclusiveScope refuses it together with --project); `--json`: machine-readable
 * output on stdout.
 */
const SHARED = {
  project: { type: "string" },
  all: { type: "boolean" },
  json: { type: "boolean" },
} as const satisfies Options;

export type SharedOption = keyof typeof SHARED;
/** One to three shared option names, space-separated ("project all json"). */
export type SharedOptions =
  | SharedOption
  | `${SharedOption} ${SharedOption}`
  | `${SharedOption} ${SharedOption} ${SharedOption}`;

/** An option's type: a string value, a flag, or a string option that may be repeated (`multiple`). */
export type OptionType = "string" | "boolean" | "strings";

/**
 * parseArgs options from a table (`own`: each option name → its type) plus shared options by name
 * (`shared`: e.g. "project all json"). Throws on a name given both ways (a programming error).
 */
export function optionTable(own: Readonly<Record<string, OptionType>>, shared?: SharedOptions): Options {
  const out: Options = {};
  for (const [name, t] of Object.entries(own))
    out[name] = t === "strings" ? { type: "string", multiple: true } : { type: t };
  for (const name of (shared?.split(" ") ?? []) as SharedOption[]) {
    if (name in out) throw new Error(`option --${name} is both own and shared`);
    out[name] = { ...SHARED[name] };
  }
  return out;
}
