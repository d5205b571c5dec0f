// Lists the longest functions under src/ (tests and contract suites excluded), longest first, from the TypeScript AST:
// a function's length is the lines from its declaration's first line to its closing brace, nested
// functions included in their parent and also listed on their own.
// Usage: node scripts/long-functions.mjs [--min 60] [--dir src]
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1] : fallback;
};
const min = Number(arg("--min", "60"));
const dir = arg("--dir", "src");

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

const rows = [];
for (const file of walk(dir)) {
  const text = readFileSync(file, "utf8");
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const visit = (node) => {
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      const start = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line;
      const end = sf.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = end - start + 1;
      if (lines >= min) rows.push({ lines, file: relative(dir, file), name: nameOf(node), line: start + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
}
rows.sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file));
for (const r of rows) console.log(`${String(r.lines).padStart(4)}  ${r.file}:${r.line}  ${r.name}`);
console.log(`${rows.length} functions of ${min} lines or more`);
