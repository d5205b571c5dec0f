// The functions of `min` lines or more under `dir` (tests and contract suites excluded), longest first,
// from the TypeScript AST: a function's length is the lines from its declaration's first line to its
// closing brace, nested functions included in their parent and also listed on their own.
// Used by scripts/long-functions.mjs and test/architecture.test.ts.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

const walk = (d) =>
  readdirSync(d, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? walk(join(d, e.name))
      : /\.ts$/.test(e.name) && !/\.(test|contract)\.ts$/.test(e.name)
        ? [join(d, e.name)]
        : [],
  );

/** A readable name: the declaration's own, else the variable, property or call it is bound to. */
function nameOf(node) {
  if (node.name && ts.isIdentifier(node.name)) return node.name.text;
  if (ts.isConstructorDeclaration(node)) return "constructor";
  const p = node.parent;
  if (p && ts.isVariableDeclaration(p) && ts.isIdentifier(p.name)) return p.name.text;
  if (p && ts.isPropertyAssignment(p) && p.name && "text" in p.name) return p.name.text;
  if (p && ts.isCallExpression(p)) return `(callback of ${p.expression.getText().slice(0, 40)})`;
  return "(anonymous)";
}

/**
 * @param {string} dir the folder to scan (e.g. "src")
 * @param {number} min the fewest lines listed
 * @returns {{ lines: number, file: string, name: string, line: number }[]} `file` relative to `dir`, `line` 1-based
 */
export function longFunctions(dir, min) {
  const rows = [];
  for (const file of walk(dir)) {
    const text = readFileSync(file, "utf8");
    const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const visit = (node) => {
      if (ts.isFunctionLike(node) && "body" in node && node.body) {
        const start = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line;
        const end = sf.getLineAndCharacterOfPosition(node.getEnd()).line;
        const lines = end - start + 1;
        if (lines >= min)
          rows.push({ lines, file: relative(dir, file), name: nameOf(node), line: start + 1 });
      }
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return rows.sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file));
}
