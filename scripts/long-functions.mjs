// Lists the longest functions under src/ (tests and contract suites excluded), longest first, from the TypeScript AST
// (scripts/lib/long-functions.mjs: a function's length is the lines from its declaration's first line to its closing
// brace, nested functions included in their parent and also listed on their own).
// Usage: node scripts/long-functions.mjs [--min 60] [--dir src]
import { longFunctions } from "./lib/long-functions.mjs";

const arg = (name, fallback) => {
  const i = process.argv.indexOf(name);
  return i > 0 && process.argv[i + 1] !== undefined ? process.argv[i + 1] : fallback;
};
const min = Number(arg("--min", "60"));
const dir = arg("--dir", "src");

const rows = longFunctions(dir, min);
for (const r of rows) console.log(`${String(r.lines).padStart(4)}  ${r.file}:${r.line}  ${r.name}`);
console.log(`${rows.length} functions of ${min} lines or more`);
