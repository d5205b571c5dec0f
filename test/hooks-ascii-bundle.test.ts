// The hook bundles as ASCII text (scripts/lib/ascii-bundle.mjs): each rewrite gives the same values as
// the text it replaces, and the built bundles that hooks/code-cache.ts compiles are ASCII (read as
// Latin-1, a copy, instead of decoded from UTF-8 on every hook run).
import { isAscii } from "node:buffer";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { asciiBundle } from "../scripts/lib/ascii-bundle.mjs";

const root = join(import.meta.dirname, "..");
/** The values a program leaves in `out`, as JSON. */
const run = (program: string): string => JSON.stringify(new Function(`${program};return out;`)());

describe("asciiBundle", () => {
  it("escapes regular expression literals and templates with the same values", () => {
    const program = [
      "const a=/^ *\\d+→/gm;",
      "function f(s){return/[│┃]/.test(s)}",
      "const b=String.raw`x→\\→${1}┃`;",
      "const c=`q${2}→`;",
      "const d=/😀/u;",
      "const e=String.raw`a\\\\→`;",
      "const g=new RegExp(String.raw`(^[|│])`,'m');",
      // string literals are escaped by esbuild already: here too
      "const out=[a.source,a.flags,f('\\u2502'),f('x'),b,c,d.source,d.test('\\ud83d\\ude00'),e,g.exec('\\u2502')?.[1],g.source];",
    ].join("");
    const ascii = asciiBundle(program);
    expect(ascii).not.toBeNull();
    expect(isAscii(Buffer.from(ascii as string))).toBe(true);
    expect(run(ascii as string)).toBe(run(program));
    // each evaluation of a literal is a new object: so is each of its rewrite's
    expect(run(`${asciiBundle("const r=()=>/→/g;")};const out=r()!==r()`)).toBe("true");
  });

  it("leaves an ASCII text as it is, and refuses what it cannot rewrite", () => {
    expect(asciiBundle("const a=/x/g;")).toBe("const a=/x/g;");
    expect(asciiBundle("const a=tag`→`;")).toBeNull(); // another tag reads the raw text
    expect(asciiBundle("// →\nconst a=1;")).toBeNull();
    expect(asciiBundle("function RegExp(){}const a=/→/;")).toBeNull();
  });

  it("the built hook bundles are ASCII", () => {
    const dist = join(root, "plugin", "dist");
    const files = ["hook-main.cjs", "handlers/session-start.cjs", "handlers/user-prompt-submit.cjs"];
    if (!files.every((f) => existsSync(join(dist, f)))) {
      console.log(`skipped: no built hook bundles in ${dist} (node scripts/build.mjs)`);
      return;
    }
    for (const f of files) expect(isAscii(readFileSync(join(dist, f))), f).toBe(true);
  });
});
