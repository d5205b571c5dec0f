// An esbuild plugin for the hook bundles: in Cairn's modules (src/**/*.ts), a regular expression literal
// becomes a `lazyRegExp(source, flags, gate)` (src/hooks/lazy-regexp.ts) created once, when the module
// loads: the expression itself is built, and compiled, only when a text contains one of the literals every
// match needs (required-literals.mjs). The modules stay as they are written; what changes is when their
// expressions are built, not what they match. A literal inside a function (or a class body or a loop) is
// a new object at each evaluation; in the redaction modules it is shared instead where that cannot be told apart: without the
// g and y flags (no call reads or writes its lastIndex), or as the first argument of a string's replace,
// replaceAll, match, matchAll, split or search (each sets lastIndex to 0 before reading it, or reads it
// only where no other call writes it: ECMAScript 2024, 22.1.3 and 22.2.6).
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import ts from "typescript";
import { requiredLiterals } from "./required-literals.mjs";

const LAZY = "__cairnLazyRegExp";

/** Nodes whose body may run more than once, or never. */
function repeats(node) {
  return (
    ts.isFunctionLike(node) ||
    ts.isClassLike(node) ||
    ts.isIterationStatement(node, false) ||
    ts.isClassStaticBlockDeclaration(node)
  );
}

const STRING_METHODS = new Set(["replace", "replaceAll", "match", "matchAll", "split", "search"]);
/** True when `node` is the first argument of `<expr>.replace(…)` or another of STRING_METHODS. */
function consumedByStringMethod(node) {
  const call = node.parent;
  return (
    ts.isCallExpression(call) &&
    call.arguments[0] === node &&
    ts.isPropertyAccessExpression(call.expression) &&
    STRING_METHODS.has(call.expression.name.text)
  );
}

/**
 * `text` (a TypeScript module) with its regular expression literals made lazy (the text as it is when
 * there is none), and those expressions with their gates. `importPath`: lazy-regexp.ts's specifier;
 * `shareInner`: also the literals inside functions that can be shared (see above).
 */
export function lazifyRegExps(text, fileName, importPath, shareInner = true) {
  const sf = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const edits = [];
  const expressions = [];
  const consts = [];
  const visit = (node, repeated) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const literal = node.getText(sf);
      const end = literal.lastIndexOf("/");
      const source = literal.slice(1, end);
      const flags = literal.slice(end + 1);
      if (repeated && (!shareInner || (/[gy]/.test(flags) && !consumedByStringMethod(node)))) return;
      // no set of exact literals (`[Pp][Aa][Ss][Ss]|[Tt][Oo][Kk][Ee][Nn]` has too many): the expression's
      // case-insensitive twin's literals, compared with the lower-cased text (each match of the expression
      // is one of the twin's)
      const exact = requiredLiterals(source, flags);
      const folded = exact === null && !/[iuv]/.test(flags) ? requiredLiterals(source, `${flags}i`) : null;
      const args = [source, flags, exact ?? folded, folded !== null];
      expressions.push({ source, flags, gate: args[2], folded: args[3] });
      const name = `${LAZY}${edits.length}`;
      consts.push(`const ${name}=${LAZY}(${args.map((a) => JSON.stringify(a)).join(",")});`);
      edits.push({ from: node.getStart(sf), to: node.getEnd(), text: name });
      return;
    }
    const inner = repeated || repeats(node);
    ts.forEachChild(node, (child) => visit(child, inner));
  };
  visit(sf, false);
  if (edits.length === 0) return { contents: text, expressions };
  let out = text;
  for (const e of edits.sort((a, b) => b.from - a.from))
    out = out.slice(0, e.from) + e.text + out.slice(e.to);
  return {
    contents: `import { lazyRegExp as ${LAZY} } from ${JSON.stringify(importPath)};\n${consts.join("\n")}\n${out}`,
    expressions,
  };
}

/** The plugin: `root` is the repository; every TypeScript module under its src folder is rewritten (tests, contracts and lazy-regexp.ts aside). */
export const lazyRegExps = (root) => ({
  name: "lazy-regexps",
  setup(b) {
    const src = join(root, "src");
    const runtime = join(src, "hooks", "lazy-regexp.ts");
    b.onLoad({ filter: /\.ts$/ }, async (a) => {
      if (!a.path.startsWith(src) || a.path === runtime || /\.(?:test|fixtures|contract)\.ts$/.test(a.path))
        return undefined;
      // inner literals are shared in the redaction modules only, where every text meets dozens of them; elsewhere
      // the extra objects cost more to load from the code cache than they save (callgrind, UserPromptSubmit:
      // 148.9M instructions this way, 154.3M sharing them in every module)
      const inner = a.path.startsWith(join(src, "core", "redact"));
      const { contents } = lazifyRegExps(await readFile(a.path, "utf8"), a.path, runtime, inner);
      return { contents, loader: "ts" };
    });
  },
});
