/**
 * The false-positive corpus: every non-blank line of the JavaScript/TypeScript sources of a fixed
 * set of well-known packages in node_modules (ordinary code, comments and docs strings), read at test
 * time. Source maps, minified bundles and files over 2 MB are skipped.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

/** Packages whose sources make up the corpus (all present in this repository's node_modules). */
export const CODE_PACKAGES = [
  "yaml",
  "@modelcontextprotocol/sdk",
  "vitest",
  "@vitest/runner",
  "@vitest/expect",
  "express",
  "commander",
  "ajv",
  "picomatch",
  "better-sqlite3",
  "zod",
  "cli-progress",
  "debug",
  "cross-spawn",
  "body-parser",
  "diff",
];

const SOURCE_RE = /\.(?:[cm]?js|[cm]?ts)$/;

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== "node_modules") yield* sourceFiles(path);
    } else if (entry.isFile() && SOURCE_RE.test(entry.name) && !entry.name.includes(".min.")) {
      if (statSync(path).size <= 2_000_000) yield path;
    }
  }
}

export interface CodeLine {
  file: string;
  line: string;
}

/** Non-blank lines of the packages' sources under `nodeModules`, in a stable order. */
export function readCodeLines(nodeModules: string, packages = CODE_PACKAGES): CodeLine[] {
  const out: CodeLine[] = [];
  for (const pkg of packages) {
    const files = [...sourceFiles(join(nodeModules, pkg))].sort();
    for (const file of files) {
      for (const line of readFileSync(file, "utf8").split("\n")) {
        if (line.trim() !== "") out.push({ file: file.slice(nodeModules.length + 1), line });
      }
    }
  }
  return out;
}
