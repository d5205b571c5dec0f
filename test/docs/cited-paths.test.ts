/**
 * The map is true: every source path that docs/ARCHITECTURE.md and docs/CONVENTIONS.md cite in
 * backticks (`src/…`, or a path under one of src/'s layer folders such as `core/notes/covers.ts`;
 * `{a,b}` alternatives expanded) names a file or folder that exists, so a moved file cannot leave the
 * docs pointing at nothing.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..");
const LAYER = /^(?:src\/)?(?:core|store|app|runtime|hooks|cli|mcp|web)\/[\w./{},-]*$/;

/** `a/{b,c}.ts` → [`a/b.ts`, `a/c.ts`] (one brace group, as the docs write them). */
function expand(path: string): string[] {
  const m = /\{([^}]*)\}/.exec(path);
  if (!m) return [path];
  return m[1]?.split(",").flatMap((alt) => expand(path.replace(m[0], alt))) ?? [path];
}

/** The cited source paths of one markdown file. */
export function citedPaths(markdown: string): string[] {
  const spans = [...markdown.matchAll(/`([^`\s]+)`/g)].map((m) => m[1] as string);
  return [...new Set(spans.filter((s) => LAYER.test(s) && !s.includes("*")).flatMap(expand))];
}

describe("docs cite files that exist", () => {
  it("finds the cited paths (the check is not vacuous)", () => {
    expect(citedPaths("see `core/notes/covers.ts` and `src/cli/{main,run-cli}.ts`, not `npm test`")).toEqual([
      "core/notes/covers.ts",
      "src/cli/main.ts",
      "src/cli/run-cli.ts",
    ]);
  });
  for (const doc of ["docs/ARCHITECTURE.md", "docs/CONVENTIONS.md"])
    it(`${doc}: every cited src path exists`, () => {
      const cited = citedPaths(readFileSync(join(ROOT, doc), "utf8"));
      expect(cited.length).toBeGreaterThan(doc.includes("ARCH") ? 100 : 2);
      const missing = cited.filter((p) => !existsSync(join(ROOT, p.startsWith("src/") ? p : `src/${p}`)));
      expect(missing).toEqual([]);
    });
});
