// Bundles the CLI and the hook entry into plugin/dist with esbuild (ESM, code-split so a hook
// event loads only the chunks it imports) and copies better-sqlite3's native binding beside them,
// so the plugin directory runs with no node_modules of its own.
import { chmodSync, copyFileSync, existsSync, mkdirSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const out = join(root, "plugin", "dist");
rmSync(out, { recursive: true, force: true });
mkdirSync(join(out, "native"), { recursive: true });

await build({
  absWorkingDir: root,
  entryPoints: { cli: "src/cli/main.ts", hook: "src/hooks/entry.ts" },
  outdir: out,
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  target: "node20",
  minify: true,
  sourcemap: false,
  legalComments: "none",
  chunkNames: "chunks/[name]-[hash]",
  // CommonJS dependencies (better-sqlite3, cli-progress) call require() for Node built-ins.
  banner: {
    js: "import{createRequire as __cairnCreateRequire}from'node:module';const require=__cairnCreateRequire(import.meta.url);",
  },
  logLevel: "warning",
});

const require = createRequire(import.meta.url);
const bindingDir = join(dirname(require.resolve("better-sqlite3/package.json")), "build", "Release");
const binding = join(bindingDir, "better_sqlite3.node");
if (!existsSync(binding)) {
  console.error(`cairn build: ${binding} is missing; run "npm rebuild better-sqlite3"`);
  process.exit(1);
}
copyFileSync(binding, join(out, "native", "better_sqlite3.node"));
chmodSync(join(out, "cli.js"), 0o755);
