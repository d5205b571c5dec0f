// Bundles the CLI, the MCP server, the hook entry and one file per hook handler into plugin/dist
// with esbuild, and copies better-sqlite3's native binding and sqlite-vec's extension beside them,
// so the plugin directory runs with no node_modules of its own. Builds into a fresh directory and
// swaps it in with two renames, so hooks running from plugin/dist during a rebuild never see it half-written.
// `--if-stale`: do nothing when plugin/dist is newer than all its inputs (scripts/dist-fresh.mjs).
import {
  chmodSync,
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { distIsFresh } from "./dist-fresh.mjs";
import { asciiBundle } from "./lib/ascii-bundle.mjs";
import { lazyRegExps } from "./lib/lazy-regexps.mjs";
import { sqliteBindingPath } from "./sqlite-binding.mjs";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
if (process.argv.includes("--if-stale") && distIsFresh(root)) {
  console.log("cairn build: plugin/dist is up to date");
  process.exit(0);
}
const dist = join(root, "plugin", "dist");
const out = join(root, "plugin", `.dist-build-${process.pid}`);
rmSync(out, { recursive: true, force: true });
mkdirSync(join(out, "native"), { recursive: true });

const common = {
  absWorkingDir: root,
  bundle: true,
  platform: "node",
  target: "node20",
  minify: true,
  sourcemap: false,
  legalComments: "none",
  logLevel: "warning",
  // `cairn --version` and the MCP server's version: the package's
  define: {
    "process.env.CAIRN_VERSION": JSON.stringify(
      JSON.parse(readFileSync(join(root, "package.json"), "utf8")).version,
    ),
  },
  // embedding models load their weights and .wasm files from beside their own modules: left in
  // node_modules and imported at run time only when the offline or transformers provider is chosen
  // pg's optional native client (pg.native) is never used
  external: ["@energetic-ai/*", "@huggingface/transformers", "onnxruntime-node", "pg-native"],
};

// The CLI and the MCP server: ESM, code-split, `.mjs`.
await build({
  ...common,
  entryPoints: {
    "cli-main": "src/cli/main.ts",
    // the MCP server (stdio), started by the plugin's .mcp.json, `cairn install` and `cairn mcp`
    mcp: "src/mcp/stdio.ts",
    // the review dashboard (`cairn ui` runs it next to the CLI)
    web: "src/web/main.ts",
    // the embedding provider in a worker thread (app/embeddings/worker-pool.ts)
    "embed-worker": "src/app/embeddings/embed-worker.ts",
  },
  outdir: out,
  outExtension: { ".js": ".mjs" },
  splitting: true,
  format: "esm",
  chunkNames: "chunks/[name]-[hash]",
  // CommonJS dependencies (better-sqlite3, cli-progress) call require() for Node built-ins.
  banner: {
    // ... and some may read __filename
    js: "import{createRequire as __cairnCreateRequire}from'node:module';import{fileURLToPath as __cairnFileURLToPath}from'node:url';const require=__cairnCreateRequire(import.meta.url);const __filename=__cairnFileURLToPath(import.meta.url);",
  },
});

// `cairn`: a launcher that runs `cairn hook <Event>` without loading the CLI (src/cli/bin.ts).
await build({ ...common, entryPoints: ["src/cli/bin.ts"], outfile: join(out, "cli.mjs"), format: "esm" });

// Modules that a hook run often never calls are required on first use in the hook bundles: a shim
// whose names are read through a proxy, so `spawnSync(...)` loads child_process at the call (a getter
// per export, as before, cost ~6M instructions per PostToolUse run: crypto alone has some 70 names,
// each defined twice, on the shim and again by esbuild's __toESM). Node built-ins:
// child_process (`git` subprocesses; it loads net, dgram and streams) and crypto (claim hashes,
// temp-file names, memory ids) cost ~2.5 ms of start-up each; os (`homedir()` only where HOME is unset,
// user and host names for note authors) ~0.5 ms, more when V8 flags make Node compile its built-ins
// without their code cache (the plugin's hooks.json passes one); module (`createRequire`, used only where
// the main module is not CommonJS: hooks/code-cache.ts) loads Node's ESM loader and source maps. Packages:
// yaml (note front matter, Claude Code's auto-memory files), a file of its own, `dist/lib/yaml.cjs` (below),
// required from there at the first call: 115 KB that SessionStart and Stop no longer read (and allocate)
// on every run.
const LAZY_BUILTINS = ["child_process", "crypto", "module", "os"];
const LAZY_PACKAGES = ["yaml"];
/** `lib`: where dist/lib is from the bundle being built ("./lib" for dist/*, "../lib" for dist/handlers/*). */
const lazyModules = (lib) => ({
  name: "lazy-modules",
  setup(b) {
    const names = [...LAZY_BUILTINS, ...LAZY_PACKAGES].join("|");
    b.onResolve({ filter: new RegExp(`^(node:)?(${names})$`) }, (a) => {
      const name = a.path.replace(/^node:/, "");
      if (a.namespace !== "lazy-module") return { path: name, namespace: "lazy-module" };
      return LAZY_BUILTINS.includes(name) ? { path: a.path, external: true } : undefined;
    });
    // the shim's require of dist/lib/<package>.cjs is left to Node (relative to the bundle file)
    b.onResolve({ filter: /\/lib\/[\w-]+\.cjs$/, namespace: "lazy-module" }, (a) => ({
      path: a.path,
      external: true,
    }));
    b.onLoad({ filter: /.*/, namespace: "lazy-module" }, (a) => {
      const builtin = LAZY_BUILTINS.includes(a.path);
      const id = builtin ? `node:${a.path}` : `${lib}/${a.path}.cjs`;
      // no own properties: every name is read through the prototype, a proxy that requires the module
      // (esbuild's __toESM gives the importer an object with the same prototype and copies own names only)
      return {
        loader: "js",
        resolveDir: root,
        contents: `let m;const l=()=>m??=require(${JSON.stringify(id)});module.exports=Object.create(new Proxy({},{get:(_,k)=>k==="__esModule"?undefined:l()[k]}));`,
      };
    });
  },
});

// Cairn's own modules build nothing at load that another module relies on (none is imported for its
// effects alone), so in the hook bundles a module none of whose exports the bundle uses is left out
// with what it builds at load: e.g. core/capture/events.ts's zod schemas, imported by
// core/agents/copilot-session.ts for a function the PostToolUse path never calls (~4 ms per start).
const UNRESOLVED = Symbol("pure-sources");
const pureSources = {
  name: "pure-sources",
  setup(b) {
    b.onResolve({ filter: /^\.\.?\// }, async (a) => {
      if (a.pluginData === UNRESOLVED) return undefined;
      const r = await b.resolve(a.path, {
        kind: a.kind,
        importer: a.importer,
        resolveDir: a.resolveDir,
        pluginData: UNRESOLVED,
      });
      if (r.errors.length > 0 || !r.path.startsWith(join(root, "src"))) return undefined;
      return { path: r.path, namespace: r.namespace, sideEffects: false };
    });
  },
};

// Cairn modules the hook entry evaluates only on first use, through the same getter shim: redaction
// (its rule tables take ~10 ms to build) is needed by PostToolUse and by file writes, not by the entry
// of the other events, whose handler files bundle their own copy. Export names come from esbuild.
const LAZY_SOURCES = ["src/core/redact/stored-text.ts"];
const lazySources = {
  name: "lazy-sources",
  setup(b) {
    const lazy = new Set(LAZY_SOURCES.map((f) => join(root, f)));
    b.onResolve({ filter: /^\.\.?\// }, async (a) => {
      if (a.namespace === "lazy-source" || a.pluginData === UNRESOLVED) return undefined;
      const r = await b.resolve(a.path, {
        kind: a.kind,
        importer: a.importer,
        resolveDir: a.resolveDir,
        pluginData: UNRESOLVED,
      });
      return lazy.has(r.path) ? { path: r.path, namespace: "lazy-source" } : undefined;
    });
    b.onLoad({ filter: /.*/, namespace: "lazy-source" }, async (a) => {
      const probe = await build({
        ...common,
        entryPoints: [a.path],
        write: false,
        metafile: true,
        format: "esm",
      });
      const keys = Object.values(probe.metafile.outputs)[0].exports;
      return {
        loader: "js",
        resolveDir: dirname(a.path),
        contents: `let m;const l=()=>m??=require(${JSON.stringify(a.path)});${keys
          .map(
            (k) =>
              `Object.defineProperty(exports,${JSON.stringify(k)},{enumerable:true,get:()=>l()[${JSON.stringify(k)}]});`,
          )
          .join("")}`,
      };
    });
  },
};

// In the hook bundles, a redaction module's regular expressions are built when a text can match them
// (scripts/lib/lazy-regexps.mjs): a hook redacts a few short texts, and building and compiling every rule's
// expressions for them was most of PostToolUse's cost above a bare Node start.

// The hook entry and handler files are compiled by hooks/code-cache.ts, never required by Node: they
// are written inside Node's CommonJS wrapper, so the loader compiles the file's text without a copy.
// (the same text as WRAPPER_HEAD in src/hooks/code-cache.ts, which compiles such a file as it is)
const WRAPPER_HEAD = "(function (exports, require, module, __filename, __dirname) { ";
// esbuild leaves out its "use strict" after a banner: the bundles are ES modules, so strict as before
const prewrapped = { banner: { js: `${WRAPPER_HEAD}"use strict";` }, footer: { js: "\n});" } };

// The hook entry: one CommonJS file holding the PostToolUse path (it runs on every tool call, and
// CommonJS starts faster than an ESM graph on Node 20).
// hook.js itself is a small loader (src/hooks/boot.ts) that requires hook-main.cjs through V8's code
// cache: Node would compile hook.js on every run.
await build({
  ...common,
  entryPoints: ["src/hooks/entry.ts"],
  outfile: join(out, "hook-main.cjs"),
  format: "cjs",
  ...prewrapped,
  plugins: [lazyModules("./lib"), lazySources, pureSources, lazyRegExps(root)],
});
await build({
  ...common,
  entryPoints: ["src/hooks/boot.ts"],
  outfile: join(out, "hook.js"),
  format: "cjs",
  plugins: [lazyModules("./lib")],
});
// The handlers of events that open the store: each ONE self-contained CommonJS file, required by
// hook.js on demand. Resolving a code-split ESM graph (dozens of chunks) cost more than the work.
await build({
  ...common,
  entryPoints: {
    "handlers/session-start": "src/hooks/session-start.ts",
    "handlers/user-prompt-submit": "src/hooks/user-prompt-submit.ts",
    "handlers/session-checkpoint": "src/hooks/session-checkpoint.ts",
    "handlers/pre-tool-use": "src/hooks/pre-tool-use.ts",
    "handlers/note-written": "src/hooks/note-written.ts",
  },
  outdir: out,
  outExtension: { ".js": ".cjs" },
  format: "cjs",
  ...prewrapped,
  plugins: [lazyModules("../lib"), pureSources, lazyRegExps(root)],
});
// The files hooks/code-cache.ts compiles, as ASCII text (scripts/lib/ascii-bundle.mjs): read as Latin-1,
// a copy, instead of decoded from UTF-8 on every hook run.
for (const name of [
  "hook-main",
  "handlers/session-start",
  "handlers/user-prompt-submit",
  "handlers/session-checkpoint",
  "handlers/pre-tool-use",
  "handlers/note-written",
]) {
  const file = join(out, `${name}.cjs`);
  const text = readFileSync(file, "utf8");
  const ascii = asciiBundle(text, file);
  if (ascii === null)
    console.warn(`cairn build: ${name}.cjs stays UTF-8 (a non-ASCII character it cannot escape)`);
  else if (ascii !== text) writeFileSync(file, ascii);
}
// The lazily required packages of the hook bundles (LAZY_PACKAGES): one CommonJS file each, dist/lib/<name>.cjs.
for (const name of LAZY_PACKAGES)
  await build({
    ...common,
    stdin: { contents: `module.exports = require(${JSON.stringify(name)});`, resolveDir: root, loader: "js" },
    outfile: join(out, "lib", `${name}.cjs`),
    format: "cjs",
  });
// The PostgreSQL backend (pg included): required by the handlers only when store.url names a server.
// pg asks `typeof Response` to detect Cloudflare Workers (pg/lib/stream.js), which makes Node load its
// whole fetch implementation (undici) at connect time; in Node there is no such runtime to detect.
await build({
  ...common,
  define: { ...common.define, Response: "undefined" },
  entryPoints: { "handlers/postgres-backend": "src/store/backend/postgres-entry.ts" },
  outdir: out,
  outExtension: { ".js": ".cjs" },
  format: "cjs",
});
// plugin/dist is copied into Claude Code's plugin cache without our root package.json: say what .js is.
writeFileSync(join(out, "package.json"), '{ "type": "commonjs" }\n');

const binding = sqliteBindingPath(root);
if (!existsSync(binding)) {
  console.error(`cairn build: ${binding} is missing; run "npm rebuild better-sqlite3"`);
  process.exit(1);
}
copyFileSync(binding, join(out, "native", "better_sqlite3.node"));
// the addon runs only on the platform, architecture and Node ABI it was built for (src/app/env/native-binding.ts)
const betterSqlite3 = JSON.parse(
  readFileSync(join(dirname(binding), "..", "..", "package.json"), "utf8"),
).version;
const target = {
  platform: process.platform,
  arch: process.arch,
  modules: process.versions.modules,
  betterSqlite3,
};
writeFileSync(join(out, "native", "target.json"), `${JSON.stringify(target)}\n`);
// `cairn` is the package's bin: npm links it as is, so the shell needs the interpreter line
const cli = join(out, "cli.mjs");
const cliText = readFileSync(cli, "utf8");
if (!cliText.startsWith("#!")) writeFileSync(cli, `#!/usr/bin/env node\n${cliText}`);

// sqlite-vec's loadable extension, found beside the binding (store/sqlite/vec-extension.ts)
const vecName = `vec0.${process.platform === "win32" ? "dll" : process.platform === "darwin" ? "dylib" : "so"}`;
const vecOs = process.platform === "win32" ? "windows" : process.platform;
try {
  const vec = createRequire(join(root, "package.json")).resolve(
    `sqlite-vec-${vecOs}-${process.arch}/${vecName}`,
  );
  copyFileSync(vec, join(out, "native", vecName));
} catch {
  console.warn(
    `cairn build: sqlite-vec has no extension for ${vecOs}-${process.arch}; vector search will be off`,
  );
}
// The dashboard's client libraries (`cairn ui` serves them from here: no CDN, works offline).
mkdirSync(join(out, "web"));
copyFileSync(join(root, "node_modules", "htmx.org", "dist", "htmx.min.js"), join(out, "web", "htmx.min.js"));
copyFileSync(
  join(root, "node_modules", "chart.js", "dist", "chart.umd.min.js"),
  join(out, "web", "chart.umd.min.js"),
);
chmodSync(join(out, "cli.mjs"), 0o755);

const old = join(root, "plugin", `.dist-old-${process.pid}`);
if (existsSync(dist)) renameSync(dist, old);
renameSync(out, dist);
rmSync(old, { recursive: true, force: true });
