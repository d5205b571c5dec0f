import type { Plugin } from "esbuild";

/** One load-time expression of a module and its gate (see required-literals.mjs). */
export interface LazyExpression {
  source: string;
  flags: string;
  gate: string[] | null;
  /** True when the gate's strings are compared with the lower-cased text although `flags` has no i. */
  folded: boolean;
}
export function lazifyRegExps(
  text: string,
  fileName: string,
  importPath: string,
  shareInner?: boolean,
): { contents: string; expressions: LazyExpression[] };
export function lazyRegExps(root: string): Plugin;
