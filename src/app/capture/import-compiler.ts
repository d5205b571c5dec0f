/**
 * V8 flags a bulk import sets for its own process, for speed only (what is stored does not depend on
 * them). `--no-turbo-inlining` (V8's src/flags/flag-definitions.h `turbo_inlining`): TurboFan, V8's
 * optimizing compiler, compiles each hot function without inlining the functions it calls. An import
 * runs a large body of code (redaction rules, capture rules, conversation rules) over values of many
 * shapes: with inlining, compiling a single function took up to ~0.6 s of a background thread, and
 * its code was thrown away at the next object of another shape ("wrong map" deoptimizations) and
 * compiled again; `perf` put a quarter of a 5-copy import's CPU time in that compiler. The flag is
 * read each time a function is compiled, so it holds for every compilation after the call, and Node
 * allows it at run time (https://nodejs.org/api/v8.html#v8setflagsfromstringflags); a flag a later V8
 * drops is only reported as unrecognized. Set once per process.
 */
import { setFlagsFromString } from "node:v8";

let set = false;

/** Sets the import's V8 flags (see the module comment); later calls do nothing. */
export function useImportCompilerFlags(): void {
  if (set) return;
  set = true;
  setFlagsFromString("--no-turbo-inlining");
}
