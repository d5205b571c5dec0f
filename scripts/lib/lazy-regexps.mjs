// An esbuild plugin for the hook bundles: in the redaction modules (src/core/redact/*.ts), each regular
// expression literal that the module evaluates once, at load (not inside a function, a class body or a
// loop), becomes `lazyRegExp(source, flags, gate)` (src/core/redact/lazy-regexp.ts): built, and compiled,
// only when a text contains one of the literals every match needs (required-literals.mjs). The rule files
// stay as they are written; what changes is when their expressions are built, not what they match.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import ts from "typescript";
import { requiredLiterals } from "./required-literals.mjs";

const LAZY = "__cairnLazyRegExp";

/** Nodes whose body may run more than once, or never: a literal inside one keeps its own semantics. */
function repeats(node) {
  return (
    ts.isFunctionLike(node) ||
    ts.isClassLike(node) ||
    ts.isIterationStatement(node, false) ||
    ts.isClassStaticBlockDeclaration(node)
  );
}

/**
 * `text` (a TypeScript module) with its load-time regular expression literals made lazy (the text as it
 * is when there is none), and those expressions with their gates. `importPath`: lazy-regexp.ts's specifier.
 */
export function lazifyRegExps(text, fileName, importPath) {
  const sf = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const edits = [];
  const expressions = [];
  const visit = (node) => {
    if (repeats(node)) return;
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const literal = node.getText(sf);
      const end = literal.lastIndexOf("/");
      const source = literal.slice(1, end);
      const flags = literal.slice(end + 1);
      // no set of exact literals (`[Pp][Aa][Ss][Ss]|[Tt][Oo][Kk][Ee][Nn]` has too many): the expression's
      // case-insensitive twin's literals, compared with the lower-cased text (each match of the expression
      // is one of the twin's)
      const exact = requiredLiterals(source, flags);
      const folded = exact === null && !/[iuv]/.test(flags) ? requiredLiterals(source, `${flags}i`) : null;
      const args = [source, flags, exact ?? folded, folded !== null];
      expressions.push({ source, flags, gate: args[2], folded: args[3] });
      edits.push({
        from: node.getStart(sf),
        to: node.getEnd(),
        text: `${LAZY}(${args.map((a) => JSON.stringify(a)).join(",")})`,
      });
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  if (edits.length === 0) return { contents: text, expressions };
  let out = text;
  for (const e of edits.sort((a, b) => b.from - a.from))
    out = out.slice(0, e.from) + e.text + out.slice(e.to);
  return {
    contents: `import { lazyRegExp as ${LAZY} } from ${JSON.stringify(importPath)};\n${out}`,
    expressions,
  };
}

/** The plugin: `root` is the repository (only its src/core/redact/*.ts modules are rewritten, tests and lazy-regexp.ts aside). */
export const lazyRegExps = (root) => ({
  name: "lazy-regexps",
  setup(b) {
    const dir = join(root, "src", "core", "redact");
    b.onLoad({ filter: /[\\/]src[\\/]core[\\/]redact[\\/][\w-]+\.ts$/ }, async (a) => {
      if (!a.path.startsWith(dir) || /\.(?:test|fixtures)\.ts$|lazy-regexp\.ts$/.test(a.path))
        return undefined;
      const { contents } = lazifyRegExps(await readFile(a.path, "utf8"), a.path, "./lazy-regexp.js");
      return { contents, loader: "ts" };
    });
  },
});
