// Bundles TypeScript modules of this checkout into one ESM file (esbuild), as the CLI bundle would,
// and returns the imported module plus the path of better-sqlite3's native binding.
import { mkdirSync, mkdtempSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { build } from "esbuild";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

/** Packages loaded from node_modules at run time, as in scripts/build.mjs. */
export const EXTERNAL = ["@energetic-ai/*", "@huggingface/transformers", "onnxruntime-node"];

/** `exports`: lines like `export { x } from "./src/…ts";`, resolved from the repository root. */
export async function bundle(exports) {
  // inside node_modules/.cache so the packages left outside the bundle (the embedding models, which
  // find their weights beside themselves) resolve from the bundle as they do from plugin/dist
  const cache = join(root, "node_modules", ".cache");
  mkdirSync(cache, { recursive: true });
  const out = join(mkdtempSync(join(cache, "cairn-bench-bundle-")), "entry.mjs");
  await build({
    stdin: { contents: exports, resolveDir: root, loader: "ts" },
    outfile: out,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    logLevel: "warning",
    external: EXTERNAL,
    banner: {
      js: "import{createRequire as __cr}from'node:module';import{fileURLToPath as __fu}from'node:url';const require=__cr(import.meta.url);const __filename=__fu(import.meta.url);",
    },
  });
  const req = createRequire(join(root, "package.json"));
  const nativeBinding = join(
    dirname(req.resolve("better-sqlite3/package.json")),
    "build",
    "Release",
    "better_sqlite3.node",
  );
  return { mod: await import(pathToFileURL(out).href), nativeBinding };
}
